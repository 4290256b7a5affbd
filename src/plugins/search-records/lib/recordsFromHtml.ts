import {createHash} from 'node:crypto';
import {parse, type HTMLElement, type Node} from 'node-html-parser';
import {emptyHierarchy, levelWeights, type DocSearchRecord, type Hierarchy, type RecordType} from '../../../search/records';

/**
 * Extracts DocSearch records from one rendered Docusaurus page the way the DocSearch crawler's
 * Docusaurus template does: lvl0 the active sidebar category, lvl1 the page title, lvl2–lvl6 the
 * headings, and one content record per paragraph, list item and table cell, each carrying the
 * hierarchy above it.
 */

export type PageInput = {
  html: string;
  /** The page's absolute URL, without anchor. */
  url: string;
};

export type ExtractOptions = {
  /** lvl0 of docs that sit in no sidebar category (intro). */
  defaultLvl0?: string;
  /** Site-wide keywords (themeConfig.metadata) that every page carries; they say nothing about one page. */
  siteKeywords?: readonly string[];
  /** Gives each page its rank; the default ranks the intro first and legal pages last. */
  pageRank?: (pathname: string, kind: PageKind) => number;
  /** lvl0 of pages that are not docs (src/pages); the default groups them by path. */
  pageGroup?: (pathname: string) => string;
};

export type PageKind = 'docs' | 'page';

/**
 * Routes that are never indexed: the not-found page, the search page itself, the writers' page
 * (/markdown-page, how the guide's pages are written), which answers no reader's question, and the
 * whole guide on one page for printing.
 */
const skippedPaths = new Set(['/404', '/404.html', '/search', '/markdown-page', '/print']);

export const defaultLvl0 = 'מדריך';

/** Groups of the pages outside the docs, by path prefix: a page's own title would repeat as its group. */
const pageGroups: readonly [prefix: string, group: string][] = [['/legal/', 'מידע משפטי']];

export const defaultPageGroupName = 'דפי האתר';

export function defaultPageGroup(pathname: string): string {
  return pageGroups.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? defaultPageGroupName;
}

/** The intro is where a new reader starts; legal pages answer few questions of the guide. */
export function defaultPageRank(pathname: string, kind: PageKind): number {
  if (/^\/intro\/?$/.test(pathname)) return 10;
  if (pathname.startsWith('/legal/')) return -1;
  return kind === 'docs' ? 1 : 0;
}

const headingTags = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** Blocks whose text belongs to their own records, not to the list item that holds them. */
const nestedBlocks = new Set(['UL', 'OL', 'P', 'TABLE', 'PRE', 'LI', 'DIV', 'BLOCKQUOTE']);

function cleanText(text: string): string {
  return text
    .replace(/\u200B|\u200C|\u200D|\uFEFF/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An element's text without hash links and without the text of nested blocks. */
function ownText(element: HTMLElement, skipNestedBlocks: boolean): string {
  const parts: string[] = [];
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        parts.push(child.text);
      } else if (child.nodeType === 1) {
        const childElement = child as HTMLElement;
        if (childElement.classList.contains('hash-link')) continue;
        if (skipNestedBlocks && nestedBlocks.has(childElement.tagName)) {
          parts.push(' ');
          continue;
        }
        if (childElement.tagName === 'BR') parts.push(' ');
        walk(childElement);
      }
    }
  };
  walk(element);
  return cleanText(parts.join(''));
}

/** Blocks whose headings and paragraphs are not the page's text: navigation, headers, tables of contents. */
const skippedTags = new Set(['NAV', 'HEADER']);
/**
 * `not-indexed`: what a component builds from the build's settings alone, which the dev server's
 * records (Markdown rendered in Node, no component run) cannot hold: the demo build's notice, the
 * list of sub-processors. Indexed from the build only, the two paths' records would differ.
 */
export const notIndexedClass = 'not-indexed';
const skippedClasses = ['theme-doc-toc-mobile', 'table-of-contents', notIndexedClass];
const isSkippedBlock = (element: HTMLElement): boolean => skippedTags.has(element.tagName) || skippedClasses.some((name) => element.classList.contains(name));

/** Whether the element or one of its ancestors is such a block (as `closest('nav, header, …')`). */
export function inSkippedBlock(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node.nodeType === 1; node = node.parentNode) {
    if (isSkippedBlock(node)) return true;
  }
  return false;
}

const recordTags = new Set(['H2', 'H3', 'H4', 'H5', 'H6', 'P', 'LI', 'TD']);

/**
 * The headings and paragraphs of a page's body, in document order, outside navigation, headers
 * and tables of contents: `querySelectorAll('h2, …, p, li, td, th[scope=row]')` less those in a `closest('nav, …')`,
 * in one walk. Selectors are compiled again at each call by node-html-parser and read every
 * element's attributes; by hand, the step is several times faster on a big guide.
 */
export function recordElements(body: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  if (inSkippedBlock(body)) return found;
  const walk = (node: HTMLElement): void => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      const element = child as HTMLElement;
      if (isSkippedBlock(element)) continue;
      // A card table's first cell is its row's header (th scope=row): a cell of the table's text like the others.
      if (recordTags.has(element.tagName) || (element.tagName === 'TH' && element.getAttribute('scope') === 'row')) found.push(element);
      walk(element);
    }
  };
  walk(body);
  return found;
}

/** What the extractor reads of a whole page, found in one walk (no selector over the whole document). */
type PageParts = {
  html?: HTMLElement;
  title?: HTMLElement;
  article?: HTMLElement;
  metas: Map<string, HTMLElement>;
  /** Sidebar links of an active category (`.menu__link--sublist.menu__link--active`). */
  activeCategories: HTMLElement[];
  /** Breadcrumb links in an item that is not the active one (`.breadcrumbs__item:not(.breadcrumbs__item--active) .breadcrumbs__link`). */
  crumbs: HTMLElement[];
};

function pageParts(root: HTMLElement): PageParts {
  const parts: PageParts = {metas: new Map(), activeCategories: [], crumbs: []};
  const walk = (node: HTMLElement, inCrumb: boolean): void => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      const element = child as HTMLElement;
      const {tagName, classList} = element;
      if (tagName === 'HTML') parts.html ??= element;
      else if (tagName === 'TITLE') parts.title ??= element;
      else if (tagName === 'ARTICLE') parts.article ??= element;
      else if (tagName === 'META') {
        const name = element.getAttribute('name');
        if (name !== undefined && !parts.metas.has(name)) parts.metas.set(name, element);
      }
      if (classList.contains('menu__link--sublist') && classList.contains('menu__link--active')) parts.activeCategories.push(element);
      if (inCrumb && classList.contains('breadcrumbs__link')) parts.crumbs.push(element);
      walk(element, inCrumb || (classList.contains('breadcrumbs__item') && !classList.contains('breadcrumbs__item--active')));
    }
  };
  walk(root, false);
  return parts;
}

function metaContent(parts: PageParts, name: string): string | undefined {
  const value = parts.metas.get(name)?.getAttribute('content')?.trim();
  return value ? value : undefined;
}

function objectId(url: string, position: number): string {
  return createHash('sha1').update(`${url}#${position}`).digest('hex').slice(0, 16);
}

function pageTitle(parts: PageParts): string | undefined {
  const title = cleanText(parts.title?.text ?? '');
  // Docusaurus titles read "Page | Site"; the site's name says nothing about the page.
  return title.split(' | ')[0] || undefined;
}

/** lvl0 of a docs page: the deepest active sidebar category, else the breadcrumb's category. */
function docsCategory(parts: PageParts): string | undefined {
  const active = parts.activeCategories;
  const sidebar = active.length > 0 ? cleanText(active.at(-1)!.text) : '';
  if (sidebar) return sidebar;
  const crumbs = parts.crumbs
    .filter((crumb) => crumb.getAttribute('aria-label') === undefined)
    .map((crumb) => cleanText(crumb.text))
    .filter(Boolean);
  return crumbs.at(-1);
}

function keywordsOf(parts: PageParts, siteKeywords: readonly string[]): string[] | undefined {
  const content = metaContent(parts, 'keywords');
  if (!content) return undefined;
  const keywords = content
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  const site = new Set(siteKeywords.map((keyword) => keyword.trim()));
  if (keywords.every((keyword) => site.has(keyword))) return undefined;
  return keywords;
}

function pathnameOf(urlWithoutAnchor: string): string {
  return decodeURI(new URL(urlWithoutAnchor).pathname).replace(/\/$/, '') || '/';
}

/** Whether the page at this URL is never indexed (its HTML need not even be read: /print is every page at once). */
export function isSkippedPage(url: string): boolean {
  return skippedPaths.has(pathnameOf(url.replace(/#.*$/, '')));
}

export function recordsFromHtml(page: PageInput, options: ExtractOptions = {}): DocSearchRecord[] {
  const urlWithoutAnchor = page.url.replace(/#.*$/, '');
  const pathname = pathnameOf(urlWithoutAnchor);
  if (skippedPaths.has(pathname)) return [];
  const parts = pageParts(parse(page.html, {comment: false}));
  const {article} = parts;
  if (!article) return [];

  const htmlClass = parts.html?.getAttribute('class') ?? '';
  const docusaurusTag = metaContent(parts, 'docsearch:docusaurus_tag') ?? metaContent(parts, 'docusaurus_tag') ?? 'default';
  const kind: PageKind = htmlClass.includes('plugin-docs') || docusaurusTag.startsWith('docs-') ? 'docs' : 'page';
  const language = parts.html?.getAttribute('lang') ?? metaContent(parts, 'docsearch:language') ?? 'he';
  const version = metaContent(parts, 'docsearch:version');
  const body = article.querySelector('.theme-doc-markdown') ?? article;
  const h1 = article.querySelector('header h1') ?? article.querySelector('h1');
  const lvl1 = (h1 ? ownText(h1, false) : '') || pageTitle(parts);
  if (!lvl1) return [];
  const lvl0 = kind === 'docs' ? (docsCategory(parts) ?? options.defaultLvl0 ?? defaultLvl0) : (options.pageGroup ?? defaultPageGroup)(pathname);
  const pageRank = (options.pageRank ?? defaultPageRank)(pathname, kind);
  const keywords = keywordsOf(parts, options.siteKeywords ?? []);

  const records: DocSearchRecord[] = [];
  const hierarchy: Hierarchy = {...emptyHierarchy(), lvl0, lvl1};
  let anchor: string | null = null;
  const push = (type: RecordType, content: string | null): void => {
    const position = records.length;
    const record: DocSearchRecord = {
      objectID: objectId(urlWithoutAnchor, position),
      hierarchy: {...hierarchy},
      content,
      type,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      language,
      docusaurus_tag: docusaurusTag,
      weight: {pageRank, level: levelWeights[type], position},
    };
    if (version) record.version = version;
    if (type === 'lvl1' && keywords) record.keywords = keywords;
    records.push(record);
  };

  push('lvl1', null);
  for (const element of recordElements(body)) {
    if (headingTags.has(element.tagName)) {
      const level = Number(element.tagName.slice(1)) as 2 | 3 | 4 | 5 | 6;
      const text = ownText(element, false);
      if (!text) continue;
      hierarchy[`lvl${level}`] = text;
      for (let deeper = level + 1; deeper <= 6; deeper += 1) hierarchy[`lvl${deeper as 3 | 4 | 5 | 6}`] = null;
      anchor = element.getAttribute('id') ?? anchor;
      push(`lvl${level}`, null);
    } else {
      // A paragraph holds no block: where the minifier left out a </p> before a list or a table,
      // the HTML parser ends the paragraph there, as a browser does (node-html-parser nests them).
      const text = ownText(element, element.tagName === 'LI' || element.tagName === 'P');
      if (text) push('content', text);
    }
  }
  return records;
}
