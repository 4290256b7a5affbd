import siteConfig from '@generated/docusaurus.config';
import globalData from '@generated/globalData';
import {translate} from '@docusaurus/Translate';
import type {LiteClient, SearchQuery} from 'algoliasearch/lite';
import {getLocalSearchClient} from '@site/src/search/client/localClient';
import {modalRequest} from '@site/src/search/client/modalRequest';
import {snippetWords} from '@site/src/search/client/snippets';
import type {SearchThemeConfig} from '@site/src/search/config';
import {indexUrlPath} from '@site/src/search/index/loader';
import {serviceConstants, siteLinks, type SiteConstants} from '@site/src/site';
import {announcement, settleMs, type ModalState} from '../lib/announce';
import {errorScreen, groupHits, loadingScreen, noResultsScreen, resultsScreen, startScreen, type DialogHit, type SavedHit} from '../lib/dialogMarkup';
import {LayoutReadings, layoutNotice} from '../lib/layoutNotice';
import {SavedSearches} from '../lib/savedSearches';
import {dialogGlobal, type DialogApi} from '../lib/dialogScript';
import {dialogWords, layoutNoticeMessages, searchMessages} from './searchWords';

/*
 * The offline search dialog, inside the frame the opening script shows (../lib/dialogScript.ts): each keystroke searched
 * by the engine's worker, the results, the saved searches, the no-results and error screens, the arrows and Enter, and
 * what a screen reader hears. The frame (open, close, Escape, Tab, the shortcuts) is the script's; this module, loaded
 * with the page once it is idle or at the reader's tap, takes the frame as it finds it, with what was typed in it.
 */

/** The search's status, as DocSearch names it: a search slower than this is "stalled" and shows its spinner. */
const stallMs = 300;

const {themeConfig, customFields, baseUrl} = siteConfig;
const {indexName, searchPagePath} = themeConfig.algolia as SearchThemeConfig;
const indexUrl = `${baseUrl.replace(/\/$/, '')}${indexUrlPath}`;
const api = (window as unknown as Record<string, DialogApi>)[dialogGlobal]!;

let client: LiteClient | undefined;
/** Whether the index has answered a search on this page (until then, a slow search says the search loads). */
let indexAnswered = false;
const readings = new LayoutReadings();
const reports = import('@site/src/analytics/reportSearch');

/** The first three parts of the guide's contents: the searches the no-results screen offers before any answer brought some. */
function guideSections(): string[] {
  return (globalData.search?.default as {suggestions?: string[]} | undefined)?.suggestions ?? [];
}

type Shown = {query: string; hits: DialogHit[]; count: number} | {query: string; error: true};

/** One open dialog: its elements, the answer on screen, and the reader's choice among its links. */
class Dialog {
  private readonly field: HTMLInputElement;
  private readonly dropdown: HTMLElement;
  private readonly status: HTMLElement;
  private readonly saved = new SavedSearches(indexName, window.localStorage);
  /** Each search's number; the newest answered is on screen (an earlier keystroke's late answer is dropped). */
  private asked = 0;
  private answered = 0;
  private stallTimer: ReturnType<typeof setTimeout> | undefined;
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private settled = false;
  private shown: Shown | undefined;
  /** The searches the no-results screen offers: the parts of the guide of the answer that had the most. */
  private suggestions: string[] = [];
  /** The chosen link's index, and whether the reader has seen the choice (the first ArrowDown shows the first link). */
  private active = 0;
  private choiceShown = false;
  private readonly listeners: [EventTarget, string, (event: never) => void][] = [];

  constructor(private readonly box: HTMLElement) {
    this.field = box.querySelector('input.DocSearch-Input')!;
    this.dropdown = box.querySelector('.DocSearch-Dropdown')!;
    // The status that speaks once typing settles, inside the dialog (outside it, aria-modal would hide it).
    this.status = box.querySelector('.DocSearch-Status') ?? document.createElement('div');
    if (!this.status.isConnected) {
      this.status.className = 'DocSearch-Status visually-hidden';
      this.status.setAttribute('role', 'status');
      this.status.setAttribute('aria-live', 'polite');
      this.status.setAttribute('aria-atomic', 'true');
      box.querySelector('.DocSearch-Modal')!.append(this.status);
    }
    this.on(this.field, 'input', () => this.typed());
    this.on(this.field, 'keydown', (event: KeyboardEvent) => this.key(event));
    this.on(box.querySelector('form')!, 'reset', (event: Event) => {
      event.preventDefault();
      this.field.value = '';
      this.field.focus();
      this.typed();
    });
    this.on(this.dropdown, 'click', (event: MouseEvent) => this.click(event));
    this.on(this.dropdown, 'pointermove', (event: PointerEvent) => {
      const item = (event.target as Element).closest?.('.DocSearch-Hit');
      const index = this.items().indexOf(item as HTMLElement);
      if (index >= 0 && (index !== this.active || !this.choiceShown)) this.choose(index);
    });
    this.typed(false);
  }

  private on<E extends Event>(target: EventTarget, type: string, listener: (event: E) => void): void {
    target.addEventListener(type, listener as EventListener);
    this.listeners.push([target, type, listener as (event: never) => void]);
  }

  detach(): void {
    for (const [target, type, listener] of this.listeners) target.removeEventListener(type, listener as EventListener);
    clearTimeout(this.stallTimer);
    clearTimeout(this.settleTimer);
  }

  private query(): string {
    return this.field.value.trim();
  }

  private items(): HTMLElement[] {
    return Array.from(this.dropdown.querySelectorAll<HTMLElement>('.DocSearch-Hit'));
  }

  /** A keystroke (or the text the frame opened with): search it, and announce once typing settles. */
  private typed(keystroke = true): void {
    const query = this.query();
    for (const element of Array.from(this.box.querySelectorAll<HTMLElement>('.DocSearch-Clear, .DocSearch-Divider'))) element.hidden = this.field.value === '';
    this.settled = false;
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settled = true;
      this.announce();
    }, settleMs);
    if (!keystroke && !query) this.settled = true;
    this.showLayoutNotice();
    if (!query) {
      this.asked += 1;
      this.answered = this.asked;
      this.stalled(false);
      this.shown = undefined;
      this.render(startScreen(this.saved.recent(), this.saved.favorites(), searchMessages().start));
      return;
    }
    void this.search(this.field.value);
  }

  private async search(text: string): Promise<void> {
    const number = ++this.asked;
    clearTimeout(this.stallTimer);
    this.stallTimer = setTimeout(() => this.stalled(this.answered < number), stallMs);
    let shown: Shown;
    try {
      client ??= getLocalSearchClient(indexUrl);
      const response = await client.search({requests: [modalRequest(text, {indexName, words: snippetWords()}) as SearchQuery]});
      readings.record(response);
      void reports.then(({reportSearch}) => reportSearch(response)).catch(() => undefined);
      const result = response.results[0] as {hits?: DialogHit[]; nbHits?: number};
      shown = {query: text.trim(), hits: result.hits ?? [], count: result.nbHits ?? 0};
    } catch {
      client = undefined;
      shown = {query: text.trim(), error: true};
    }
    if (!('error' in shown)) indexAnswered = true;
    if (number < this.answered || !this.box.isConnected) return;
    this.answered = number;
    if (number === this.asked) {
      clearTimeout(this.stallTimer);
      this.stalled(false);
    }
    this.show(shown);
  }

  private stalled(on: boolean): void {
    this.box.classList.toggle('DocSearch-Container--Stalled', on);
    // Before the index's first answer, the reader is told that the search loads.
    if (on && !indexAnswered) this.render(loadingScreen(dialogWords().loading));
  }

  private show(shown: Shown): void {
    this.shown = shown;
    const words = searchMessages();
    this.box.classList.toggle('DocSearch-Container--Errored', 'error' in shown);
    if ('error' in shown) {
      this.render(errorScreen(words.error));
    } else if (shown.hits.length === 0) {
      const {links, services} = site();
      const subject = translate(
        {id: 'custom.search.missingResultsSubject', message: 'חיפוש ללא תוצאות: {query}', description: 'E-mail subject when a reader reports a search without results'},
        {query: shown.query},
      );
      this.render(
        noResultsScreen(shown.query, this.suggestions.length > 0 ? this.suggestions : guideSections(), `${links.mailto}?subject=${encodeURIComponent(subject)}`, {
          ...words.noResults,
          notice: services.feedback === 'on' ? words.unansweredKept : undefined,
        }),
      );
    } else {
      const groups = groupHits(shown.hits);
      // As DocSearch does: the parts of the guide of the answer that brought the most of them.
      if (groups.length > this.suggestions.length) this.suggestions = groups.map((group) => group.title);
      const seeAll = {href: `${baseUrl}${searchPagePath}?q=${encodeURIComponent(shown.query)}`, text: words.seeAll.replace('{count}', String(shown.count))};
      this.render(resultsScreen(shown.query, groups, seeAll));
    }
    this.showLayoutNotice();
    this.announce();
  }

  private render(html: string): void {
    this.dropdown.innerHTML = html;
    this.dropdown.scrollTop = 0;
    this.active = 0;
    this.choiceShown = false;
    this.field.removeAttribute('aria-activedescendant');
    const lists = Array.from(this.dropdown.querySelectorAll('ul[id]'), (list) => list.id);
    if (lists.length > 0) this.field.setAttribute('aria-controls', lists.join(' '));
    else this.field.removeAttribute('aria-controls');
  }

  /** The line under the field naming the reading searched when the query was typed on the other keyboard layout. */
  private showLayoutNotice(): void {
    // Only beside results that answer the field's query.
    const {shown} = this;
    const text = shown && !('error' in shown) && shown.hits.length > 0 && shown.query === this.query() ? layoutNotice(readings.of(shown.query), layoutNoticeMessages()) : null;
    let notice = this.box.querySelector('.DocSearch-LayoutNotice');
    if (text === null) {
      notice?.remove();
      return;
    }
    if (!notice) {
      notice = document.createElement('p');
      notice.className = 'DocSearch-LayoutNotice';
      this.box.querySelector('.DocSearch-SearchBar')!.after(notice);
    }
    notice.textContent = text;
  }

  /** What the status says once typing has settled: how many results, or none (never one announcement a keystroke). */
  private announce(): void {
    if (!this.settled) return;
    const query = this.query();
    const shown = this.shown;
    let state: ModalState;
    if (!query) state = {kind: 'empty'};
    else if (!shown || shown.query !== query || 'error' in shown) state = {kind: 'loading'};
    else if (shown.hits.length === 0) state = {kind: 'noResults', query};
    else state = {kind: 'results', count: this.items().length, notice: this.box.querySelector('.DocSearch-LayoutNotice')?.textContent};
    const words = searchMessages();
    const text = announcement(state, {found: words.found, noResults: words.noResults.noResults, locale: words.locale});
    if (text === null) return;
    this.settled = false;
    if (this.status.textContent !== text) this.status.textContent = text;
  }

  /** Shows `index` chosen: on screen (data-selected), to screen readers (the field's active descendant), in view. */
  private choose(index: number): void {
    const items = this.items();
    items.forEach((item, i) => item.setAttribute('data-selected', String(i === index)));
    this.active = index;
    this.choiceShown = true;
    const link = items[index]?.querySelector('a');
    if (link) {
      this.field.setAttribute('aria-activedescendant', link.id);
      items[index]!.scrollIntoView({block: 'nearest'});
    }
  }

  private key(event: KeyboardEvent): void {
    const items = this.items();
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // The first result is chosen, unseen, as the results arrive: the first ArrowDown shows it.
      this.choose(!this.choiceShown && step === 1 ? 0 : (this.active + step + items.length) % items.length);
    } else if (event.key === 'Enter' && !event.isComposing) {
      event.preventDefault();
      const link = items[this.active]?.querySelector('a');
      if (link) this.open(link, event.ctrlKey || event.metaKey || event.shiftKey);
    }
  }

  /** Opens a result (or a saved search): saved as recent, then the page, here or (with a modifier) in a new tab. */
  private open(link: HTMLAnchorElement, elsewhere: boolean): void {
    const item = link.closest('.DocSearch-Hit')!;
    const hit = this.hitOf(item);
    if (hit) this.saved.add(hit);
    if (elsewhere) {
      window.open(link.href, '_blank', 'noopener');
      return;
    }
    api.close(false);
    api.navigate(link.getAttribute('href')!);
  }

  /** The hit a listed entry stands for: a result (by its place in the answer), or a saved search. */
  private hitOf(item: Element): SavedHit | undefined {
    const id = item.id;
    const saved = /^docsearch-(recent|favorite)Searches-item-(\d+)$/.exec(id);
    if (saved) return (saved[1] === 'recent' ? this.saved.recent() : this.saved.favorites())[Number(saved[2])];
    const result = /-item-(\d+)$/.exec(id);
    if (!result || !this.shown || 'error' in this.shown) return undefined;
    const listed = groupHits(this.shown.hits).flatMap((group) => group.hits)[Number(result[1])];
    return listed && savedForm(listed.hit);
  }

  private click(event: MouseEvent): void {
    const target = event.target as Element;
    const action = target.closest<HTMLElement>('[data-action]');
    const prefill = target.closest('.DocSearch-Prefill');
    if (action) {
      event.preventDefault();
      event.stopPropagation();
      const hit = this.hitOf(action.closest('.DocSearch-Hit')!);
      if (hit && action.dataset.action === 'save') this.saved.favorite(hit);
      else if (hit) this.saved.remove(hit, action.closest('#docsearch-favoriteSearches-list') !== null);
      this.field.focus();
      this.typed();
      return;
    }
    if (prefill) {
      this.field.value = prefill.textContent ?? '';
      this.field.focus();
      this.typed();
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (!link || event.button !== 0 || link.target === '_blank') return;
    if (link.closest('.DocSearch-HitsFooter')) {
      event.preventDefault();
      api.close(false);
      api.navigate(link.getAttribute('href')!);
      return;
    }
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      const hit = this.hitOf(link.closest('.DocSearch-Hit')!);
      if (hit) this.saved.add(hit);
      return;
    }
    event.preventDefault();
    this.open(link, false);
  }
}

/** What a saved search keeps of a hit: a paragraph is saved as its section, whose heading the start screen shows. */
function savedForm(hit: DialogHit): SavedHit {
  const kept: SavedHit = {objectID: hit.objectID, url: hit.url, type: hit.type, hierarchy: hit.hierarchy, content: hit.content ?? null};
  if (kept.type !== 'content') return kept;
  const level = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2', 'lvl1'].find((name) => kept.hierarchy[name]);
  return level ? {...kept, type: level, content: null} : kept;
}

function site() {
  return {links: siteLinks(customFields!.site as SiteConstants), services: serviceConstants(customFields)};
}

let open: Dialog | undefined;

/** Takes the frame the opening script shows (`box`), with what was typed in it. */
export function attach(box: HTMLElement): void {
  open?.detach();
  open = new Dialog(box);
}

export function detach(): void {
  open?.detach();
  open = undefined;
}
