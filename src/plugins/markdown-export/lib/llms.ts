import {outlineGroups} from '../../print-guide/lib/outline';
/**
 * /llms.txt and /llms-full.txt (the llmstxt.org format): the guide's title, its summary, then every
 * page in sidebar order, grouped under its sidebar category, with the link to its Markdown and
 * its description; and the whole guide in one Markdown file.
 */

export type GuidePage = {
  title: string;
  description: string;
  /** Sidebar category; null for a page at the top of the sidebar. */
  category: string | null;
  /** Absolute URL of the page's Markdown (`<route>.md`). */
  markdownUrl: string;
  /** Absolute URL of the page. */
  url: string;
  /** The page as Markdown (docToMarkdown). */
  markdown: string;
};

export type Guide = {title: string; summary: string; pages: readonly GuidePage[]};

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(guide: Guide): string {
  const lines = [`# ${oneLine(guide.title)}`, '', `> ${oneLine(guide.summary)}`, ''];
  for (const group of outlineGroups(guide.pages)) {
    if (group.category !== null) lines.push(`## ${oneLine(group.category)}`, '');
    for (const page of group.items) {
      lines.push(`- [${oneLine(page.title)}](${page.markdownUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Every page's Markdown, in order, each with the address it comes from; headings stay as the pages have them. */
export function llmsFullTxt(guide: Guide): string {
  const parts = [`# ${oneLine(guide.title)}`, '', `> ${oneLine(guide.summary)}`, ''];
  for (const page of guide.pages) {
    parts.push('---', '', `מקור: <${page.url}>`, '', page.markdown.trim(), '');
  }
  return parts.join('\n');
}
