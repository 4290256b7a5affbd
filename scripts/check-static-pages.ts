/**
 * What a reader without JavaScript gets, read from the built HTML of every page of the sitemap (no
 * browser): its heading and text (on /search the form that submits ?q=, and the word that the search
 * needs JavaScript, with links to the guide's contents and to the guide on one page), the landmarks, the
 * navbar's, the footer's and on guide pages the sidebar's links with the current page shown in an
 * open category, the link to /search that stands in for the navbar's search button, and the style
 * that lays the navbar and the sidebar out in the page on a phone and hides the search button
 * (src/plugins/no-js-navigation). Also the product's help links (build/help-links.json): each
 * heading is in its page, and the anchor it had before its Latin id still stands just before it;
 * and the worked formulas are left-to-right islands (src/remark/formulas.ts). How the browser lays
 * these out is checked on one page of each kind by tests/e2e/robustness.spec.ts, help-links.spec.ts
 * and formulas.spec.ts. Prints every problem with its page; exits 1 on any.
 *
 *   npx tsx scripts/check-static-pages.ts [build folder]
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {NodeType, parse as parseTree, type HTMLElement, type Node} from 'node-html-parser';
import {parse as parseHtml, serialize} from 'parse5';
import {noScriptStyle} from '../src/plugins/no-js-navigation/lib/noScriptStyle';
import {formulas, islandPages} from '../tests/e2e/formula-examples';

/** Routes that are not guide pages: no sidebar. */
const siteRoutes = new Set(['/', '/markdown-page', '/search']);

/** A guide page: it has the docs sidebar. */
export const isDoc = (route: string): boolean => !siteRoutes.has(route) && !route.startsWith('/legal/');

/** The navbar's links, by the start of their text; the footer's, by their whole text. */
const navbarLinks: readonly {name: string; exact: boolean}[] = [
  {name: 'המדריך', exact: true},
  {name: 'לאתר הראשי', exact: false},
  {name: 'תמיכה', exact: false},
];
const footerLinks = ['מבוא', 'הרשמה וכניסה', 'מדיניות פרטיות', 'תנאי שימוש באתר'];

/** The search page's own address, and where its word to a reader without JavaScript leads: the guide's contents and the guide on one page. */
const searchRoute = '/search';
const instead = ['/intro', '/print'];

/**
 * A page as the browser builds it. The build leaves out the end tags HTML lets it omit (`</p>`,
 * `</li>`, `<body>`); parse5 builds the tree as the HTML standard says, which node-html-parser
 * alone does not, and its serialization, with every end tag, is what node-html-parser then queries.
 * Both read it as a browser without JavaScript does: a <noscript>'s content is elements, not text.
 */
export function parse(html: string): HTMLElement {
  return parseTree(serialize(parseHtml(html, {scriptingEnabled: false})), {comment: false, blockTextElements: {script: true, style: true, pre: true}});
}

/** Text as a reader reads it: entities decoded, no-break spaces and runs of white space as one space, no zero-width spaces. */
export function readable(element: HTMLElement): string {
  return element.text
    .replace(/\u200B/g, '')
    .replace(/[\s\u00A0]+/g, ' ')
    .trim();
}

/** Hidden from every reader: inside an element with `hidden`, or a collapsed sidebar category's list. */
function hidden(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentNode) {
    if (node.hasAttribute?.('hidden')) return true;
    // A collapsed category: its own link shows, the list of its pages does not.
    if (node !== element && node.tagName === 'UL' && node.parentNode?.classList?.contains('menu__list-item--collapsed')) return true;
  }
  return false;
}

/** The selectors of the no-JavaScript style's rules, without white space. */
const noScriptSelectors = [...noScriptStyle().matchAll(/^\s*(html[^{]*)\{/gm)].map((match) => match[1]!.replace(/\s+/g, ''));

/** The problems of one page's HTML, as a reader without JavaScript would meet them. */
export function pageProblems(route: string, html: string): string[] {
  const problems: string[] = [];
  const root = parse(html);
  const page = root.querySelector('html');
  if (page?.getAttribute('lang') !== 'he' || page.getAttribute('dir') !== 'rtl') {
    problems.push(`<html> is not lang="he" dir="rtl" (lang="${page?.getAttribute('lang')}", dir="${page?.getAttribute('dir')}")`);
  }

  // The phone's layout without JavaScript: the navbar's links and the sidebar in the page, no menu button.
  const style = root
    .querySelectorAll('head noscript')
    .map((noscript) => noscript.innerHTML.replace(/\s+/g, ''))
    .join('');
  const missing = noScriptSelectors.filter((selector) => !style.includes(`${selector}{`));
  if (missing.length > 0 || !style.includes('.navbar__toggle{display:none')) {
    problems.push(`the no-JavaScript style is missing or incomplete (rules missing: ${missing.join(', ') || 'the hidden menu button'})`);
  }

  // Landmarks: a banner holding the navbar, one main, the site's footer.
  const header = root.querySelector('header.site-header');
  if (!header?.querySelector('nav.navbar')) problems.push('no <header class="site-header"> holding the navbar (the banner landmark)');
  const mains = root.querySelectorAll('main');
  if (mains.length !== 1) problems.push(`${mains.length} <main> elements, not 1`);
  const footer = root.querySelector('footer.theme-layout-footer');
  if (!footer) problems.push('no site footer (<footer class="theme-layout-footer">)');

  const content = root.querySelector('#__docusaurus_skipToContent_fallback');
  const heading = content?.querySelectorAll('h1').find((h1) => !hidden(h1));
  if (!heading || readable(heading) === '') problems.push('no heading: no <h1> with text in the content');
  if (route === searchRoute) {
    // The search form works without JavaScript: it submits ?q= to this page.
    const field = content?.querySelector('form input[name="q"]');
    const form = field?.closest('form');
    if (!field || hidden(field)) problems.push('no search field (input name="q" in a form)');
    else if ((form?.getAttribute('method') ?? 'get').toLowerCase() !== 'get' || !['/search', '', undefined].includes(form?.getAttribute('action'))) {
      problems.push(`the search form does not submit ?q= to /search (method "${form?.getAttribute('method')}", action "${form?.getAttribute('action')}")`);
    }
    // The search itself needs JavaScript: a reader without it is told so, and where to look instead.
    const notice = content?.querySelectorAll('noscript').find((element) => /JavaScript/.test(readable(element)));
    const missing = instead.filter((target) => !notice?.querySelectorAll('a[href]').some((link) => link.getAttribute('href') === target && readable(link) !== ''));
    if (!notice) problems.push('no word to a reader without JavaScript: no <noscript> in the content that says the search needs it');
    else if (missing.length > 0) problems.push(`the word to a reader without JavaScript has no link to ${missing.join(', ')}`);
  } else {
    const text = content?.querySelectorAll('p').find((p) => !hidden(p));
    if (!text || readable(text).length <= 20) problems.push(`no text: the content's first paragraph has ${text ? readable(text).length : 0} characters (more than 20 expected)`);
  }

  const navbar = root.querySelector('nav.navbar');
  if (!navbar?.querySelector('.navbar__brand')) problems.push('no navbar brand (the logo and the product name)');
  const navbarAnchors = navbar?.querySelectorAll('a[href]').filter((link) => !hidden(link)) ?? [];
  for (const {name, exact} of navbarLinks) {
    if (!navbarAnchors.some((link) => (exact ? readable(link) === name : readable(link).startsWith(name)))) problems.push(`navbar: no link "${name}"`);
  }
  // The search button needs JavaScript: the no-JavaScript style hides it (above), and a link to the search page stands in its place.
  if (navbar?.querySelector('button.DocSearch-Button') && !navbar.querySelectorAll('noscript a[href]').some((link) => link.getAttribute('href') === searchRoute && readable(link) !== '')) {
    problems.push(`navbar: the search button has no link to ${searchRoute} beside it for a reader without JavaScript (in a <noscript>)`);
  }
  const footerAnchors = footer?.querySelectorAll('a[href]').filter((link) => !hidden(link)) ?? [];
  for (const name of footerLinks) {
    if (!footerAnchors.some((link) => readable(link) === name)) problems.push(`footer: no link "${name}"`);
  }

  if (isDoc(route)) {
    const sidebar = root.querySelector('.theme-doc-sidebar-menu');
    const shown = sidebar?.querySelectorAll('a.menu__link[href]').filter((link) => !hidden(link)) ?? [];
    if (shown.length <= 5) problems.push(`sidebar: ${shown.length} links shown (more than 5 expected)`);
    // The current page is shown in the sidebar, its category open.
    const current = sidebar?.querySelectorAll('a.menu__link[aria-current="page"]') ?? [];
    if (current.length !== 1) problems.push(`sidebar: ${current.length} links marked as the current page, not 1`);
    else if (hidden(current[0]!)) problems.push('sidebar: the current page is inside a closed category');
    else if (decodeURI(current[0]!.getAttribute('href')!) !== decodeURI(route)) problems.push(`sidebar: the current page's link goes to ${current[0]!.getAttribute('href')}`);
  }
  return problems;
}

/** The file nginx serves for a route: `<route>.html`, or `<route>/index.html`. */
export function pageFile(folder: string, route: string): string | undefined {
  const relative = decodeURI(route).replace(/^\/|\/$/g, '');
  const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, path.join(relative, 'index.html')];
  return candidates.map((candidate) => path.join(folder, candidate)).find((file) => existsSync(file));
}

export type HelpLink = {screen: string; page: string; heading: string; url: string};

/**
 * A help link's problems in its page's HTML: its heading (h2 or h3 of the article, with the link's
 * id) is there and shown, and the anchor the heading had before its Latin id (the slug of its text)
 * is one element, right before the heading (src/plugins/help-links/lib/headingAliases.ts).
 */
export function helpLinkProblems(link: HelpLink, html: string): string[] {
  const root = parse(html);
  const heading = root.querySelectorAll('article h2, article h3').find((element) => element.id === link.heading);
  if (!heading) return [`no heading with id "${link.heading}" in the article`];
  if (hidden(heading) || heading.closest('details')) return [`the heading "${link.heading}" is hidden or inside a closed <details>`];
  const hebrew = createSlugger().slug(readable(heading));
  if (!/[\u05D0-\u05EA]/.test(hebrew)) return [`the heading's text makes no Hebrew anchor ("${hebrew}")`];
  const aliases = root.querySelectorAll('[id]').filter((element) => element.id === hebrew);
  if (aliases.length !== 1) return [`${aliases.length} elements with the Hebrew anchor "${hebrew}", not 1`];
  if (aliases[0] !== heading && !rightBefore(root, aliases[0]!, heading)) return [`the Hebrew anchor "${hebrew}" is not right before its heading`];
  return [];
}

/** `anchor` comes before `heading` in the page with no text between them (a paragraph's end tag may be left out, so the anchor may be inside it). */
function rightBefore(root: HTMLElement, anchor: HTMLElement, heading: HTMLElement): boolean {
  let between: string | undefined;
  const walk = (node: Node): boolean => {
    if (node === heading) return true;
    if (between !== undefined && node.nodeType === NodeType.TEXT_NODE) between += node.text;
    if (node === anchor) between = '';
    return node.childNodes.some(walk);
  };
  return walk(root) && between !== undefined && between.trim() === '';
}

/** The worked formulas' islands of a page: each `<bdi dir="ltr" class="formula-expression">`'s text. */
export function formulaIslands(html: string): string[] {
  return parse(html)
    .querySelectorAll('article bdi.formula-expression')
    .filter((island) => island.getAttribute('dir') === 'ltr')
    .map(readable);
}

/** Every problem of a build folder, each line naming its page. */
export function buildProblems(folder: string): string[] {
  const problems: string[] = [];
  const read = (route: string): string | undefined => {
    const file = pageFile(folder, route);
    if (!file) problems.push(`${decodeURI(route)}: no page in ${folder}/ (neither ${decodeURI(route)}.html nor ${decodeURI(route)}/index.html)`);
    return file && readFileSync(file, 'utf8');
  };

  const sitemap = readFileSync(path.join(folder, 'sitemap.xml'), 'utf8');
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  if (routes.length < 20) problems.push(`sitemap.xml: ${routes.length} pages, fewer than the guide's`);
  for (const route of routes) {
    const html = read(route);
    if (html !== undefined) problems.push(...pageProblems(route, html).map((problem) => `${decodeURI(route)}: ${problem}`));
  }

  const {links} = JSON.parse(readFileSync(path.join(folder, 'help-links.json'), 'utf8')) as {links: HelpLink[]};
  if (links.length === 0) problems.push('help-links.json: no links');
  for (const link of links) {
    const {pathname, hash} = new URL(link.url);
    if (pathname !== link.page || hash !== `#${link.heading}`) problems.push(`help link ${link.screen}: its url ${link.url} is not ${link.page}#${link.heading}`);
    const html = read(link.page);
    if (html !== undefined) problems.push(...helpLinkProblems(link, html).map((problem) => `help link ${link.screen} (${link.page}): ${problem}`));
  }

  const islands = new Map<string, string[]>();
  const islandsOf = (route: string): string[] => {
    if (!islands.has(route)) {
      const html = read(route);
      islands.set(route, html === undefined ? [] : formulaIslands(html));
    }
    return islands.get(route)!;
  };
  for (const {path: route, formula} of formulas) {
    if (!islandsOf(route).some((island) => island.includes(formula))) problems.push(`${route}: "${formula}" is not inside one left-to-right formula island`);
  }
  for (const route of islandPages) {
    const count = islandsOf(route).length;
    if (count <= 5) problems.push(`${route}: ${count} formula islands (more than 5 expected)`);
  }
  return problems;
}

function main(): void {
  const folder = process.argv[2] ?? 'build';
  if (!existsSync(path.join(folder, 'sitemap.xml'))) {
    console.error(`${folder}/sitemap.xml does not exist: build the site first (npx docusaurus build).`);
    process.exit(1);
  }
  const started = Date.now();
  const problems = buildProblems(folder);
  for (const problem of problems) console.log(problem);
  console.log(`Static pages: ${problems.length} problem(s) in ${folder}/ (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  process.exit(problems.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}
