import {DEFAULT_PARSE_FRONT_MATTER, fileToPath, parseMarkdownFile} from '@docusaurus/utils';
import {remarkAdmonitions as admonitions, remarkHeadings as headings, remarkUnusedDirectives as unusedDirectives} from '../../../internals/node';
import type {Element, ElementContent, Root} from 'hast';
import {toJsxRuntime} from 'hast-util-to-jsx-runtime';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import rehypeRaw from 'rehype-raw';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import {unified} from 'unified';
import {fencedCodeLines} from '../../../markdownFences';
import {escapeHtml} from '../../../search/engine/highlight';
import {siteConditionHolds, siteConstantText} from '../../../site';
import {expandLawFigures} from '../../../data/lawFigures';
import {expandLawLinks} from '../../../data/lawTexts';

/**
 * The dev-server source of search records: `docusaurus start` renders no HTML, so each doc's and
 * each Markdown page's Markdown is rendered here, with Docusaurus's own heading-id and admonition
 * plugins, into the skeleton of a built doc page or Markdown page. recordsFromHtml then reads it
 * exactly as it reads the build.
 */

export type SidebarEntry = {category: string | null; order: number};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Each doc's deepest sidebar category (null at the top level) and its place in the sidebar order,
 * read from a sidebars config (strings, doc/ref items, categories, and the `{Label: [...]}` shorthand).
 */
export function sidebarEntries(sidebars: unknown): Map<string, SidebarEntry> {
  const entries = new Map<string, SidebarEntry>();
  const visit = (item: unknown, category: string | null): void => {
    if (typeof item === 'string') {
      if (!entries.has(item)) entries.set(item, {category, order: entries.size});
    } else if (Array.isArray(item)) {
      for (const child of item) visit(child, category);
    } else if (isObject(item)) {
      if ((item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string') {
        visit(item.id, category);
      } else if (item.type === 'category' && typeof item.label === 'string') {
        const link = item.link;
        if (isObject(link) && link.type === 'doc' && typeof link.id === 'string') visit(link.id, item.label);
        visit(item.items, item.label);
      } else if (item.type === undefined) {
        for (const [label, children] of Object.entries(item)) visit(children, label);
      }
    }
  };
  if (isObject(sidebars)) {
    for (const sidebar of Object.values(sidebars)) visit(sidebar, null);
  }
  return entries;
}

export type MarkdownSource = {
  /** Path inside the docs directory, with forward slashes (calculation-results/calc-avraa.md). */
  relativePath: string;
  content: string;
};

export type MarkdownDoc = {
  id: string;
  /** The route path, as the docs plugin with routeBasePath '/' gives it. */
  permalink: string;
  title: string;
  keywords: string[];
  category: string | null;
  order: number;
  body: string;
};

/** Reads a doc's id, route, title and keywords as the docs plugin does (front matter id/slug/title, else the file). */
export async function markdownDoc(source: MarkdownSource, entries: Map<string, SidebarEntry>, routeBasePath = '/', constants: SiteConstantValues = {}): Promise<MarkdownDoc> {
  const {frontMatter, contentTitle, content} = await parseMarkdownFile({
    filePath: source.relativePath,
    fileContent: source.content,
    parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    removeContentTitle: true,
  });
  const directory = source.relativePath.includes('/') ? source.relativePath.slice(0, source.relativePath.lastIndexOf('/')) : '';
  const fileId = source.relativePath.replace(/\.mdx?$/, '');
  const baseName = fileId.slice(directory ? directory.length + 1 : 0);
  const id = typeof frontMatter.id === 'string' ? (directory ? `${directory}/${frontMatter.id}` : frontMatter.id) : fileId;
  const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
  const localPath = slug?.startsWith('/') ? slug : `/${directory ? `${directory}/` : ''}${slug ?? (typeof frontMatter.id === 'string' ? frontMatter.id : baseName)}`;
  const permalink = `/${routeBasePath.replace(/^\/|\/$/g, '')}${localPath}`.replace(/\/+/g, '/');
  const entry = entries.get(id);
  const keywords = Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : [];
  return {
    id,
    permalink,
    title: typeof frontMatter.title === 'string' ? frontMatter.title : (contentTitle ?? baseName),
    keywords,
    category: entry?.category ?? null,
    order: entry?.order ?? Number.MAX_SAFE_INTEGER,
    body: expandMdx(content, constants),
  };
}

/** What `<SiteConstant name="…" />` shows in a Markdown file, by name: the site constants and the version. */
export type SiteConstantValues = Readonly<Record<string, string>>;

const esmLine = /^(?:import|export)\s/;
const siteConstantTag = /<SiteConstant\b([^>]*?)\/>/g;
const showIfOpen = /^\s*<ShowIf\s+condition=["']([^"']+)["']\s*>\s*$/;
const showIfClose = /^\s*<\/ShowIf>\s*$/;
/** A line that is only a component of its own, e.g. `<AnalyticsConsentSettings />`: it renders in the browser only. */
const browserOnlyComponent = /^\s*<(?!(?:SiteConstant|LawFigure|LawFigureTable)\b)[A-Z]\w*(\s[^>]*)?\/>\s*$/;

/**
 * The MDX in our Markdown that this renderer cannot run, made plain: import and export lines
 * (outside code blocks) are dropped, and each `<SiteConstant>` and `<LawFigure>` becomes the text (a `<LawFigureTable>` line, its table)
 * the component renders (`siteConstantText` of src/site.ts, `lawFigureText` of src/data/lawFigures.ts);
 * a `<ShowIf condition="…">` passage (tags on lines of their own) is kept or dropped as the component
 * decides (`siteConditionHolds`); a line that is only a self-closing component, which renders nothing
 * on the server, is dropped; so is an MDX comment.
 */
export function expandMdx(markdown: string, constants: SiteConstantValues): string {
  const lines = markdown.split('\n');
  const code = fencedCodeLines(lines);
  let hidden = false;
  let inComment = false;
  return lines
    .flatMap((source, i) => {
      if (code.has(i)) return hidden ? [] : [source];
      // An MDX comment, {/* … */}, on one line or over several, renders nothing.
      let rest = source;
      let line = '';
      while (rest) {
        const mark = rest.indexOf(inComment ? '*/}' : '{/*');
        if (mark === -1) {
          if (!inComment) line += rest;
          break;
        }
        if (!inComment) line += rest.slice(0, mark);
        rest = rest.slice(mark + 3);
        inComment = !inComment;
      }
      if (line !== source && !line.trim()) return [];
      const condition = showIfOpen.exec(line)?.[1];
      if (condition !== undefined) {
        hidden = !siteConditionHolds(condition, constants);
        return [];
      }
      if (showIfClose.test(line)) {
        hidden = false;
        return [];
      }
      if (hidden || esmLine.test(line) || browserOnlyComponent.test(line)) return [];
      const withConstants = line.replace(siteConstantTag, (tag, attributes: string) => {
        const name = /\bname=["']([^"']+)["']/.exec(attributes)?.[1];
        const link = /\blink\b/.test(attributes.replace(/\bname=["'][^"']*["']/, ''));
        const text = name === undefined ? undefined : siteConstantText(name, constants, link);
        return text === undefined ? tag : escapeHtml(text);
      });
      return [expandLawFigures(expandLawLinks(withConstants), escapeHtml)];
    })
    .join('\n');
}

export type MarkdownPage = {
  /** The route path, as the pages plugin gives it (legal/sla.md → /legal/sla). */
  permalink: string;
  /** The document's title (front matter, else the first heading). */
  title: string;
  /** The first heading, which the page shows as its h1; a page without one shows none. */
  heading: string | undefined;
  keywords: string[];
  body: string;
};

/** Reads a Markdown page of src/pages as the pages plugin does: its route from the file path, its title and keywords. */
export async function markdownPage(source: MarkdownSource, constants: SiteConstantValues): Promise<MarkdownPage> {
  const {frontMatter, contentTitle, content} = await parseMarkdownFile({
    filePath: source.relativePath,
    fileContent: source.content,
    parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    removeContentTitle: true,
  });
  const permalink = fileToPath(source.relativePath).replace(/(.)\/$/, '$1');
  return {
    permalink,
    title: typeof frontMatter.title === 'string' ? frontMatter.title : (contentTitle ?? permalink),
    heading: contentTitle,
    keywords: Array.isArray(frontMatter.keywords) ? frontMatter.keywords.map(String) : [],
    body: expandMdx(content, constants),
  };
}

/** Docusaurus's default admonition titles, in Hebrew as the theme translations give them. */
export const admonitionTitles: Readonly<Record<string, string>> = {
  note: 'הערה',
  tip: 'טיפ',
  info: 'מידע',
  warning: 'אזהרה',
  danger: 'סכנה',
  caution: 'זהירות',
  important: 'חשוב',
  secondary: 'הערה',
  success: 'הצלחה',
};

const alertClasses: Record<string, string> = {
  note: 'secondary',
  tip: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  caution: 'warning',
  important: 'info',
};

function element(tagName: string, className: string, children: ElementContent[]): Element {
  return {type: 'element', tagName, properties: {className: className.split(' ')}, children};
}

/** Turns the `admonition` elements the Docusaurus plugin leaves into the markup of the theme's Admonition. */
function renderAdmonitions(node: Root | Element): void {
  node.children.forEach((child, i) => {
    if (child.type !== 'element') return;
    renderAdmonitions(child);
    if (child.tagName !== 'admonition') return;
    const type = String(child.properties.type ?? 'note');
    const complexTitle = child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'mdxAdmonitionTitle');
    const body = child.children.filter((c) => c !== complexTitle);
    const title: ElementContent[] = complexTitle
      ? complexTitle.children
      : [{type: 'text', value: typeof child.properties.title === 'string' ? child.properties.title : (admonitionTitles[type] ?? type)}];
    node.children[i] = element('div', `theme-admonition theme-admonition-${type} alert alert--${alertClasses[type] ?? 'info'}`, [
      element('div', 'admonitionHeading', title),
      element('div', 'admonitionContent', body),
    ]);
  });
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkDirective)
  .use(admonitions, {})
  .use(headings, {anchorsMaintainCase: false})
  .use(unusedDirectives)
  .use(remarkRehype, {allowDangerousHtml: true})
  .use(rehypeRaw);

/** Renders a doc's Markdown body to HTML, headings with the ids Docusaurus gives them. */
export async function renderMarkdown(markdown: string): Promise<string> {
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  renderAdmonitions(tree);
  // Each heading gets the hash link Docusaurus appends, so the extractor meets the built markup.
  const addHashLinks = (node: Root | Element): void => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      if (/^h[2-6]$/.test(child.tagName) && typeof child.properties.id === 'string') {
        child.properties.className = ['anchor'];
        child.children.push({
          type: 'element',
          tagName: 'a',
          properties: {href: `#${child.properties.id}`, className: ['hash-link']},
          children: [{type: 'text', value: '\u200B'}],
        });
      }
      addHashLinks(child);
    }
  };
  addHashLinks(tree);
  return renderToStaticMarkup(toJsxRuntime(tree, {Fragment, jsx, jsxs}));
}

export type SiteInfo = {siteTitle: string; language: string; docusaurusTag: string; version: string};

/** The parts of a built doc page that the extractor reads: metadata, active category, article. */
export function docPageHtml(doc: MarkdownDoc, bodyHtml: string, site: SiteInfo): string {
  const keywords = doc.keywords.length > 0 ? `<meta name="keywords" content="${escapeHtml(doc.keywords.join(','))}">` : '';
  const sidebar = doc.category
    ? `<aside class="theme-doc-sidebar-container"><nav aria-label="Docs sidebar" class="menu"><ul class="theme-doc-sidebar-menu menu__list"><li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist menu__link--active" href="#">${escapeHtml(doc.category)}</a></div></li></ul></nav></aside>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(site.language)}" dir="rtl" class="plugin-docs plugin-id-default docs-version-${escapeHtml(site.version)} docs-doc-page docs-doc-id-${escapeHtml(doc.id)}">
<head><meta charset="UTF-8"><meta name="docsearch:language" content="${escapeHtml(site.language)}"><meta name="docsearch:version" content="${escapeHtml(site.version)}"><meta name="docsearch:docusaurus_tag" content="${escapeHtml(site.docusaurusTag)}"><title>${escapeHtml(doc.title)} | ${escapeHtml(site.siteTitle)}</title>${keywords}</head>
<body>${sidebar}<main><article><div class="theme-doc-markdown markdown"><header><h1>${escapeHtml(doc.title)}</h1></header>${bodyHtml}</div></article></main></body>
</html>`;
}

/** The parts of a built Markdown page (src/pages) that the extractor reads: metadata and the article with the page's h1. */
export function markdownPageHtml(page: MarkdownPage, bodyHtml: string, site: Pick<SiteInfo, 'siteTitle' | 'language'>): string {
  const keywords = page.keywords.length > 0 ? `<meta name="keywords" content="${escapeHtml(page.keywords.join(','))}">` : '';
  const heading = page.heading === undefined ? '' : `<header><h1>${escapeHtml(page.heading)}</h1></header>`;
  return `<!doctype html>
<html lang="${escapeHtml(site.language)}" dir="rtl" class="mdx-wrapper mdx-page plugin-pages plugin-id-default">
<head><meta charset="UTF-8"><meta name="docsearch:language" content="${escapeHtml(site.language)}"><meta name="docsearch:docusaurus_tag" content="default"><title>${escapeHtml(page.title)} | ${escapeHtml(site.siteTitle)}</title>${keywords}</head>
<body><main class="container container--fluid margin-vert--lg"><div class="row"><div class="col col--8"><article>${heading}${bodyHtml}</article></div></div></main></body>
</html>`;
}
