import {pageHitFirst} from './pageFirst';
import {withSectionHeading, withSectionSnippet} from './sectionHeading';

/*
 * The offline search dialog's markup, as HTML text: the frame the opening script clones from the
 * page (`dialogFrame`, rendered by the SearchBar) and each screen the dialog shows in it. It is
 * DocSearch's markup and classes (its stylesheet draws both builds' search alike), with the
 * semantics DocSearch lacks given from the start: a named modal dialog, lists of links named by
 * their group, decorative icons hidden. Pure, so that it is tested without a browser.
 */

/** Escapes text for HTML (the engine's highlighted and snippeted values come escaped already). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const icon = (body: string, box = '0 0 20 20'): string => `<svg width="20" height="20" viewBox="${box}" aria-hidden="true">${body}</svg>`;
const stroke = (d: string): string => `<path d="${d}" stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"/>`;

export const icons = {
  search: icon(
    '<circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" stroke-width="1.4"/><path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
    '0 0 24 24',
  ),
  spinner: icon(
    '<g fill="none" stroke="currentColor" stroke-width="2"><circle cx="20" cy="20" r="18" stroke-opacity=".5"/><path d="M38 20c0-9.94-8.06-18-18-18"><animateTransform attributeName="transform" type="rotate" from="0 20 20" to="360 20 20" dur="1s" repeatCount="indefinite"/></path></g>',
    '0 0 40 40',
  ),
  close: icon(stroke('M10 10l5.09-5.09L10 10l5.09 5.09L10 10zm0 0L4.91 4.91 10 10l-5.09 5.09L10 10z')),
  page: icon(stroke('M17 6v12c0 .52-.2 1-1 1H4c-.7 0-1-.33-1-1V2c0-.55.42-1 1-1h8l5 5zM14 8h-3.13c-.51 0-.87-.34-.87-.87V4M6 12h8M6 15h8')),
  heading: icon(stroke('M13 13h4-4V8H7v5h6v4-4H7V8H3h4V3v5h6V3v5h4-4v5zm-6 0v4-4H3h4z')),
  content: icon(stroke('M17 5H3h14zm0 5H3h14zm0 5H3h14z')),
  select: icon(stroke('M18 3v4c0 2-2 4-4 4H2M8 17l-6-6 6-6')),
  recent: icon(stroke('M3.18 6.6a8.23 8.23 0 1112.93 9.94h0a8.23 8.23 0 01-11.63 0M6.44 7.25H2.55V3.36M10.45 6v5.6M10.45 11.6L13 13')),
  star: icon(stroke('M10 14.2L5 17l1-5.6-4-4 5.5-.7 2.5-5 2.5 5 5.6.8-4 4 .9 5.5z')),
  noResults: icon(stroke('M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2'), '0 0 20 20'),
  error: icon(stroke('M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0')),
};

/** The words of the dialog and of its screens (theme-search-algolia's translation ids and the guide's own). */
export type DialogWords = {
  label: string;
  placeholder: string;
  clear: string;
  cancel: string;
  loading: string;
  navigate: string;
  up: string;
  down: string;
  select: string;
  close: string;
  closeKey: string;
  newTab: string;
  enterKey: string;
  slashSetting: string;
};

/** Keys as the footer draws them. */
const key = (content: string): string => `<kbd class="DocSearch-Commands-Key">${content}</kbd>`;
const arrow = (d: string, name: string): string =>
  `<svg width="15" height="15" role="img" aria-label="${escapeHtml(name)}">${stroke(d).replace('stroke="currentColor"', 'stroke="currentColor" stroke-width="1.2"')}</svg>`;

/**
 * The dialog's frame with its loading line: what the opening script shows at the reader's tap, before the dialog's code is
 * here. `apple`: ⌘ for Ctrl in the footer.
 */
export function dialogFrame(words: DialogWords, maxLength: number): string {
  const enter = `<svg width="15" height="15" role="img" aria-label="${escapeHtml(words.enterKey)}"><g fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round" stroke-width="1.2"><path d="M12 3.53v3.53c0 1.4-1.14 2.47-2.47 2.47H3"/><path d="M6.18 6.18 3 9.35l3.18 3.18"/></g></svg>`;
  return (
    `<div class="DocSearch DocSearch-Container"><div class="DocSearch-Modal" role="dialog" aria-modal="true" aria-labelledby="docsearch-label">` +
    `<header class="DocSearch-SearchBar" role="none"><form class="DocSearch-Form" role="search" aria-labelledby="docsearch-label">` +
    `<label class="DocSearch-MagnifierLabel" for="docsearch-input" id="docsearch-label">${icons.search}<span class="DocSearch-VisuallyHiddenForAccessibility">${escapeHtml(words.label)}</span></label>` +
    `<div class="DocSearch-LoadingIndicator">${icons.spinner}</div>` +
    `<input class="DocSearch-Input" id="docsearch-input" type="search" maxlength="${maxLength}" autocomplete="off" autocorrect="off" autocapitalize="off" enterkeyhint="search" spellcheck="false" aria-autocomplete="list" placeholder="${escapeHtml(words.placeholder)}">` +
    `<div class="DocSearch-Actions"><button class="DocSearch-Clear" type="reset" hidden>${escapeHtml(words.clear)}</button><div class="DocSearch-Divider" hidden></div>` +
    `<button type="button" class="DocSearch-Action DocSearch-Close" aria-label="${escapeHtml(words.cancel)}" title="${escapeHtml(words.cancel)}">${icons.close}</button></div>` +
    `</form></header>` +
    `<div class="DocSearch-Dropdown">${loadingScreen(words.loading)}</div>` +
    `<footer class="DocSearch-Footer" role="none"><ul class="DocSearch-Commands">` +
    `<li>${key(arrow('M7.5 3.5v8M10.5 8.5l-3 3-3-3', words.down))}${key(arrow('M7.5 11.5v-8M10.5 6.5l-3-3-3 3', words.up))}<span class="DocSearch-Label">${escapeHtml(words.navigate)}</span></li>` +
    `<li>${key(enter)}<span class="DocSearch-Label">${escapeHtml(words.select)}</span></li>` +
    `<li>${key('<span class="DocSearch-Escape-Key">ESC</span>')}<span class="DocSearch-Label" aria-label="${escapeHtml(words.closeKey)}">${escapeHtml(words.close)}</span></li>` +
    `<li class="DocSearch-NewTabHint">${key('<span class="DocSearch-Escape-Key search-dialog-modifier">Ctrl</span>')}${key(enter)}<span class="DocSearch-Label">${escapeHtml(words.newTab)}</span></li>` +
    `</ul><label class="search-slash-setting"><input type="checkbox" checked> ${words.slashSetting.replace('{key}', '<kbd>/</kbd>')}</label></footer>` +
    `</div></div>`
  );
}

/** "החיפוש נטען…", until the search's code, or its index, is here: said as it shows. */
export function loadingScreen(text: string): string {
  return `<div class="DocSearch-StartScreen"><p class="DocSearch-Help search-dialog-loading" role="status">${escapeHtml(text)}</p></div>`;
}

/** A hit as the engine answers it (Algolia's shape): its levels, its text, and the highlighted and snippeted values. */
export type DialogHit = {
  objectID: string;
  url: string;
  type: string;
  hierarchy: Record<string, string | null | undefined>;
  content?: string | null;
  _highlightResult?: unknown;
  _snippetResult?: unknown;
};

/** A hit as listed: its address on this site, its two lines (HTML), its drawing, and whether it hangs from its page's hit. */
export type ListedHit = {hit: DialogHit; href: string; title: string; path: string; child: boolean; lastChild: boolean};

/** The value DocSearch shows of an attribute: snippeted, else highlighted, else the raw text escaped. */
function shown(hit: DialogHit, attribute: string): string {
  const read = (root: unknown): string | undefined => {
    let value = root;
    for (const part of attribute.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    return (value as {value?: string} | undefined)?.value;
  };
  const raw = attribute.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], hit);
  return read(hit._snippetResult) ?? read(hit._highlightResult) ?? escapeHtml(typeof raw === 'string' ? raw : '');
}

/** A hit's two lines, as DocSearch draws each type: a page, a heading, a paragraph. */
function lines(hit: DialogHit): {title: string; path: string} {
  if (hit.type === 'lvl1') return {title: shown(hit, 'hierarchy.lvl1'), path: hit.content ? shown(hit, 'content') : ''};
  if (hit.type === 'content') return {title: shown(hit, 'content'), path: shown(hit, 'hierarchy.lvl1')};
  return {title: shown(hit, `hierarchy.${hit.type}`), path: shown(hit, 'hierarchy.lvl1')};
}

/** A hit's address on this site: its path, query and anchor (the records name the site's configured origin). */
export function siteHref(url: string, base = 'https://guide.invalid/'): string {
  const target = new URL(url, base);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** At most this many hits a group, as DocSearch shows them. */
export const hitsPerGroup = 5;

/**
 * The hits as DocSearch groups them: by the part of the guide (lvl0), at most five a part, a page's own hit first and its
 * sections' hits hanging from it; each hit's lines name its section (./sectionHeading.ts).
 */
export function groupHits(hits: readonly DialogHit[]): {title: string; hits: ListedHit[]}[] {
  const groups = new Map<string, DialogHit[]>();
  for (const hit of pageHitFirst(hits.map((h) => withSectionHeading(withSectionSnippet(h))))) {
    const title = hit.hierarchy.lvl0 ?? '';
    const group = groups.get(title) ?? [];
    if (group.length < hitsPerGroup) group.push(hit);
    groups.set(title, group);
  }
  return [...groups].map(([title, grouped]) => {
    const parentOf = (hit: DialogHit): DialogHit | undefined => (hit.type === 'lvl1' ? undefined : grouped.find((other) => other.type === 'lvl1' && other.hierarchy.lvl1 === hit.hierarchy.lvl1));
    return {
      title,
      hits: grouped.map((hit, i) => {
        const parent = parentOf(hit);
        const next = grouped[i + 1];
        return {hit, href: siteHref(hit.url), ...lines(hit), child: Boolean(parent), lastChild: Boolean(parent) && (!next || parentOf(next) !== parent)};
      }),
    };
  });
}

const typeIcon = (type: string): string => (type === 'lvl1' ? icons.page : type === 'content' ? icons.content : icons.heading);
const tree = (last: boolean): string =>
  `<svg class="DocSearch-Hit-Tree" viewBox="0 0 24 54" aria-hidden="true"><g stroke="currentColor" fill="none" fill-rule="evenodd" stroke-linecap="round" stroke-linejoin="round"><path d="${last ? 'M8 6v21M20 27H8.3' : 'M8 6v42M20 27H8.3'}"/></g></svg>`;

/** One list of links under its title; `item` draws each entry's link, `actions` its buttons. */
function section(id: string, title: string, entries: string[]): string {
  return `<section class="DocSearch-Hits"><div class="DocSearch-Hit-source" id="${id}-list-title">${escapeHtml(title)}</div><ul id="${id}-list" aria-labelledby="${id}-list-title">${entries.join('')}</ul></section>`;
}

function entry(id: string, listed: Pick<ListedHit, 'href' | 'title' | 'path'>, iconHtml: string, actions: string, query: string | null, className = ''): string {
  const data = query === null ? '' : ` data-query="${escapeHtml(query)}"`;
  const path = listed.path ? `<span class="DocSearch-Hit-path">${listed.path}</span>` : '';
  return (
    `<li class="DocSearch-Hit${className}" id="${id}" data-selected="false"><a href="${escapeHtml(listed.href)}" id="${id}-link"${data}>` +
    `<div class="DocSearch-Hit-Container">${iconHtml}<div class="DocSearch-Hit-content-wrapper"><span class="DocSearch-Hit-title">${listed.title}</span>${path}</div>${actions}</div></a></li>`
  );
}

/** The results of `query`: its groups of hits, and the link to all of them on /search. */
export function resultsScreen(query: string, groups: ReturnType<typeof groupHits>, seeAll: {href: string; text: string} | null): string {
  let n = 0;
  const sections = groups.map((group, g) =>
    section(
      `docsearch-hits${g}`,
      group.title,
      group.hits.map((listed) =>
        entry(
          `docsearch-hits${g}-item-${n++}`,
          listed,
          (listed.child ? tree(listed.lastChild) : '') + `<div class="DocSearch-Hit-icon">${typeIcon(listed.hit.type)}</div>`,
          `<div class="DocSearch-Hit-action">${icons.select}</div>`,
          query,
          listed.child ? ' DocSearch-Hit--Child' : '',
        ),
      ),
    ),
  );
  const footer = seeAll ? `<section class="DocSearch-HitsFooter"><a href="${escapeHtml(seeAll.href)}">${escapeHtml(seeAll.text)}</a></section>` : '';
  return `<div class="DocSearch-Dropdown-Container">${sections.join('')}${footer}</div>`;
}

/** A saved search: the hit the reader opened, kept without its highlights. */
export type SavedHit = Omit<DialogHit, '_highlightResult' | '_snippetResult'>;

export type StartWords = {recent: string; favorites: string; none: string; save: string; remove: string; removeFavorite: string};

/** The start screen: the recent and favourite searches, or that there are none. */
export function startScreen(recent: readonly SavedHit[], favorites: readonly SavedHit[], words: StartWords): string {
  if (recent.length === 0 && favorites.length === 0) return `<div class="DocSearch-StartScreen"><p class="DocSearch-Help">${escapeHtml(words.none)}</p></div>`;
  const button = (action: string, title: string, drawing: string): string =>
    `<div class="DocSearch-Hit-action"><button class="DocSearch-Hit-action-button" type="button" data-action="${action}" title="${escapeHtml(title)}" aria-label="${escapeHtml(title)}">${drawing}</button></div>`;
  const list = (name: string, title: string, hits: readonly SavedHit[], drawing: string, actions: string): string =>
    hits.length === 0
      ? ''
      : section(
          `docsearch-${name}`,
          title,
          hits.map((hit, i) => entry(`docsearch-${name}-item-${i}`, {...lines(hit), href: siteHref(hit.url)}, `<div class="DocSearch-Hit-icon">${drawing}</div>`, actions, null)),
        );
  return (
    `<div class="DocSearch-Dropdown-Container">` +
    list('recentSearches', words.recent, recent, icons.recent, button('save', words.save, icons.star) + button('remove', words.remove, icons.close)) +
    list('favoriteSearches', words.favorites, favorites, icons.star, button('remove', words.removeFavorite, icons.close)) +
    `</div>`
  );
}

export type NoResultsWords = {noResults: string; tryThese: string; notice: string | undefined; report: string; reportLink: string};

/** The no-results screen: the query, up to three searches to try instead, and "Let us know." (mail to support). */
export function noResultsScreen(query: string, suggestions: readonly string[], reportHref: string, words: NoResultsWords): string {
  const tries = suggestions
    .slice(0, 3)
    .map((suggestion) => `<p>${icons.search}<button class="DocSearch-Prefill" type="button">${escapeHtml(suggestion)}</button></p>`)
    .join('');
  const list = tries
    ? `<div class="DocSearch-NoResults-Prefill-List"><p class="DocSearch-Help">${escapeHtml(words.tryThese)}:</p><div class="DocSearch-NoResults-Prefill-List-Items">${tries}</div></div>`
    : '';
  const report = [words.notice, words.report].filter(Boolean).join(' ');
  return (
    `<div class="DocSearch-NoResults"><div class="DocSearch-Screen-Icon">${icons.noResults}</div>` +
    `<p class="DocSearch-Title">${escapeHtml(words.noResults)} "<strong>${escapeHtml(query)}</strong>"</p>${list}` +
    `<p class="DocSearch-Help">${escapeHtml(report)} <a href="${escapeHtml(reportHref)}" target="_blank" rel="noopener noreferrer">${escapeHtml(words.reportLink)}</a></p></div>`
  );
}

/** The error screen: the search could not answer. */
export function errorScreen(words: {title: string; help: string}): string {
  return `<div class="DocSearch-ErrorScreen"><div class="DocSearch-Screen-Icon">${icons.error}</div><p class="DocSearch-Title">${escapeHtml(words.title)}</p><p class="DocSearch-Help">${escapeHtml(words.help)}</p></div>`;
}
