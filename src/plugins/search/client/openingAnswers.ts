import {askAhead} from '@site/src/search/client/indexStart';
import {modalRequest} from '@site/src/search/client/modalRequest';
import {snippetWords} from '@site/src/search/client/snippets';
import {selectPlural} from '../lib/announce';
import {openingAnsweredEvent, openingClass, openingGlobal} from '../lib/openingScript';
import {withSectionHeading, withSectionSnippet, type HitWithHierarchy} from '../lib/sectionHeading';
import {messages} from './liveRegion';

/**
 * The opening dialog's own answers, offline: while the modal's code is not here (or not yet run),
 * each keystroke in the dialog's field (../lib/openingScript.ts) is searched by the engine's worker
 * and its first hits are shown under the field, as links, the way the modal shows them (the snippet,
 * then the page and the section), until the modal takes over with the same query. Before, the
 * dialog showed "החיפוש נטען…" until the modal had mounted: a reader who tapped while the page still
 * hydrated saw the first result only after the page's main thread had run the modal's code, mounted
 * it and searched again. Plain DOM: it runs before hydration too.
 */

/** As many hits as the dialog shows (the modal shows its own, more, once it takes over). */
const openingHitCount = 5;

type Hit = HitWithHierarchy & {url: string; content?: string | null};

/** A hit's two lines, as DocSearch shows them: its words (highlighted, escaped by the engine) and where it stands. */
function lines(hit: Hit): {title: string; path: string} {
  const shown = withSectionHeading(withSectionSnippet(hit)) as Hit;
  const highlighted = (level: string): string | undefined => (shown._highlightResult?.hierarchy as Record<string, {value?: string}> | undefined)?.[level]?.value;
  const snippet = (shown._snippetResult as {content?: {value?: string}} | undefined)?.content?.value;
  const title = shown.type === 'content' ? (snippet ?? shown.content ?? '') : (highlighted(shown.type) ?? '');
  const path = shown._snippetResult?.hierarchy?.lvl1?.value ?? highlighted('lvl1') ?? '';
  return {title, path: shown.type === 'lvl1' ? (snippet ?? '') : path};
}

/** The hit's address on this site: its path and anchor (the records name the site's configured origin). */
function href(url: string): string {
  const target = new URL(url, location.href);
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The dialog's words: the /search page's "N results" (as the modal's status says it: ./liveRegion.ts), and the search button's "החיפוש נטען…" (data-opening-loading). */
type Words = {found: string; locale: string; loading: string};

/**
 * Shows `hits` (the answer to `query`, `count` found in all) in the dialog, or clears them; its status
 * says how many were found, or again that the search loads.
 */
function show(dialog: Element, query: string, hits: readonly Hit[], count: number, words: Words): void {
  dialog.querySelector(`.${openingClass}__hits`)?.remove();
  const status = dialog.querySelector(`.${openingClass}__status`);
  // The status's words are its last child, the script's text node (the spinner's before it).
  const text = status?.lastChild;
  if (status && text?.nodeType === Node.TEXT_NODE && !status.classList.contains(`${openingClass}__status--failed`)) {
    status.classList.toggle(`${openingClass}__status--answered`, hits.length > 0);
    (text as Text).data = ` ${hits.length > 0 ? selectPlural(count, words.found, words.locale) : words.loading}`;
  }
  if (hits.length === 0) return;
  const list = document.createElement('ul');
  list.className = `${openingClass}__hits`;
  for (const hit of hits.slice(0, openingHitCount)) {
    const {title, path} = lines(hit);
    const link = list.appendChild(document.createElement('li')).appendChild(document.createElement('a'));
    link.className = `${openingClass}__hit`;
    link.href = href(hit.url);
    link.dataset.query = query;
    const first = link.appendChild(document.createElement('span'));
    first.className = `${openingClass}__hit-title`;
    first.innerHTML = title;
    if (path) {
      const second = link.appendChild(document.createElement('span'));
      second.className = `${openingClass}__hit-path`;
      second.innerHTML = path;
    }
  }
  dialog.appendChild(list);
}

/**
 * Searches the field's text and shows its answer in the dialog, if the field still holds that text
 * when it comes (a later keystroke's answer replaces it).
 */
export function answerInDialog(field: HTMLInputElement, indexUrl: string, indexName: string): void {
  const query = field.value;
  const dialog = field.closest(`.${openingClass}__dialog`);
  const {found, locale} = messages();
  const words: Words = {found, locale, loading: document.querySelector<HTMLElement>('button.DocSearch-Button')?.dataset.openingLoading ?? ''};
  if (!(dialog instanceof HTMLElement)) return;
  if (!query.trim()) {
    show(dialog, query, [], 0, words);
    return;
  }
  const asking = askAhead(indexUrl, [modalRequest(query, {indexName, words: snippetWords()})]);
  if (!asking) return;
  dialog.dataset.asked = query;
  /** The answer to `query` is shown (or none will be): the modal may take over. */
  const answered = (): void => {
    dialog.dataset.answered = query;
    dialog.dispatchEvent(new Event(openingAnsweredEvent));
  };
  asking.then(({results}) => {
    if (!field.isConnected || field.value !== query) return;
    const answer = results[0] as {hits?: Hit[]; nbHits?: number} | undefined;
    show(dialog, query, answer?.hits ?? [], answer?.nbHits ?? 0, words);
    answered();
  }, answered);
}

/** How long the modal waits, once it could take over, for the dialog to show its own answer first. */
const dialogAnswerWaitMs = 2000;

/** The opening dialog, while it searches its field's text itself and has not shown the answer yet; else undefined. */
function dialogStillAnswering(): HTMLElement | undefined {
  const field = document.querySelector<HTMLInputElement>(`.${openingClass}__input`);
  const dialog = field?.closest<HTMLElement>(`.${openingClass}__dialog`);
  return field?.value && dialog?.dataset.asked === field.value && dialog.dataset.answered !== field.value ? dialog : undefined;
}

/**
 * Runs `run` once the dialog has shown its own answer and the page has painted it (at once if it is
 * not answering), `dialogAnswerWaitMs` at the latest; returns a cancel.
 */
function whenDialogAnswered(run: () => void): () => void {
  const dialog = dialogStillAnswering();
  if (!dialog) {
    run();
    return () => undefined;
  }
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    dialog.removeEventListener(openingAnsweredEvent, heard);
    clearTimeout(timer);
    if (frame !== undefined) cancelAnimationFrame(frame);
  };
  const finish = (): void => {
    stop();
    run();
  };
  // After the frame that paints the answer, so that mounting the modal does not hold it up.
  function heard(): void {
    if (dialogStillAnswering()) return;
    stop();
    frame = requestAnimationFrame(() => (timer = setTimeout(finish)));
  }
  dialog.addEventListener(openingAnsweredEvent, heard);
  timer = setTimeout(finish, dialogAnswerWaitMs);
  return stop;
}

// The SearchBar (./useSearchOpening.ts) hands over to the modal through it, once this code is here.
const opening = (window as unknown as Record<string, {afterAnswer?: typeof whenDialogAnswered} | undefined>)[openingGlobal];
if (opening) opening.afterAnswer = whenDialogAnswered;
