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
  /** The page's .md: pageHeader, then the page as Markdown (docToMarkdown). */
  markdown: string;
  /** The page's route (`/intro`), decoded. */
  route: string;
  /** Last commit's time (ms); undefined when built without Git. */
  lastUpdatedAt?: number;
};

/** The sidebar's structure as data, beside llms.txt in the build. */
export const guidePagesFileName = 'guide-pages.json';

/** One page in guide-pages.json. */
export type GuidePageEntry = {title: string; description: string; route: string; url: string; markdownUrl: string; lastUpdated: string | null};

/** guide-pages.json: the sidebar's structure, its categories in order, each with its pages. */
export type GuidePages = {title: string; categories: {category: string | null; pages: GuidePageEntry[]}[]};

export type Guide = {
  title: string;
  summary: string;
  pages: readonly GuidePage[];
  /** The guide's MCP server (services/mcp) where the host runs it; none named when undefined. */
  mcpUrl?: string;
};

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * What an agent needs before reading on: what the guide covers, that its legal figures are dated
 * and where the dates are, how to cite a page, and the MCP server when there is one.
 */
export function agentsBlock(mcpUrl: string | undefined): string[] {
  return [
    'לסוכני בינה מלאכותית:',
    '',
    '- המדריך מסביר איך משתמשים בבודק השכר: הרשמה, העלאת דוחות נוכחות ותלושי שכר, אישור הסריקה, הפרמטרים של החישוב ותוצאותיו, לפי דיני העבודה בישראל. הוא אינו ייעוץ משפטי.',
    '- סכומים ושיעורים שבחוק (שכר המינימום, למשל) משתנים מעת לעת: כל סכום במדריך מוצג עם התאריך שממנו הוא בתוקף, ובראש כל קובץ Markdown כתובים כתובת הדף ותאריך העדכון האחרון שלו. ציינו את התאריך כשאתם מביאים סכום.',
    '- כשאתם מצטטים דף, הפנו לכתובת הדף (השורה "מקור:" בראש הקובץ) ולשם הכותרת שבו, לא לכתובת ה-Markdown.',
    ...(mcpUrl ? [`- שרת MCP של המדריך (חיפוש בעברית, קריאת דף, רשימת הדפים): ${mcpUrl} (streamable HTTP; הכלים search_guide, get_page, list_pages).`] : []),
    '',
  ];
}

const isoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The sidebar's structure as data, for tools that read the build (services/mcp: list_pages, and the routes get_page may read). */
export function guidePages(guide: Guide): GuidePages {
  return {
    title: oneLine(guide.title),
    categories: outlineGroups(guide.pages).map((group) => ({
      category: group.category,
      pages: group.items.map((page) => ({
        title: oneLine(page.title),
        description: oneLine(page.description),
        route: page.route,
        url: page.url,
        markdownUrl: page.markdownUrl,
        lastUpdated: page.lastUpdatedAt === undefined ? null : isoDate(page.lastUpdatedAt),
      })),
    })),
  };
}

/** The lines a page's Markdown opens with: its canonical URL and, when known, its last update (YYYY-MM-DD). */
export function pageHeader(url: string, lastUpdatedAt: number | undefined): string {
  const lines = [`מקור: <${url}>`];
  if (lastUpdatedAt !== undefined) lines.push(`עודכן לאחרונה: ${isoDate(lastUpdatedAt)}`);
  return `${lines.join('\n')}\n\n`;
}

export function llmsTxt(guide: Guide): string {
  const lines = [`# ${oneLine(guide.title)}`, '', `> ${oneLine(guide.summary)}`, '', ...agentsBlock(guide.mcpUrl)];
  for (const group of outlineGroups(guide.pages)) {
    if (group.category !== null) lines.push(`## ${oneLine(group.category)}`, '');
    for (const page of group.items) {
      lines.push(`- [${oneLine(page.title)}](${page.markdownUrl})${page.description ? `: ${oneLine(page.description)}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * Every page's Markdown, in order, each as its .md gives it (opening with its address and date:
 * pageHeader); headings stay as the pages have them.
 */
export function llmsFullTxt(guide: Guide): string {
  const parts = [`# ${oneLine(guide.title)}`, '', `> ${oneLine(guide.summary)}`, ''];
  for (const page of guide.pages) {
    parts.push('---', '', page.markdown.trim(), '');
  }
  return parts.join('\n');
}
