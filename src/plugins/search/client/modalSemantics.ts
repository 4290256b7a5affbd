import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {maxQueryLength} from '@site/src/search/config';

/**
 * DocSearch 4.7 (the search modal) gives its backdrop role="button" and the combobox attributes, so
 * screen readers take the whole modal for one button whose content is flattened (ARIA "children
 * presentational"), and axe reports nested-interactive; its <header> and <footer> add a second
 * banner and contentinfo landmark to the page. Upstream: algolia/docsearch#1370, #1491. DocSearch
 * offers no option for these, so the modal's markup is corrected as soon as it appears: the backdrop
 * loses the roles, the modal becomes a named modal dialog, the header and footer are plain boxes.
 *
 * Its results are role="option" items that each hold a link (and, for saved searches, the save and
 * remove buttons), which an option cannot contain (algolia/docsearch#1014). They become what they
 * are, lists of links named by their group's title; the search field still moves through them with
 * the arrows (aria-activedescendant now names the link) and Enter still opens the chosen one. The
 * chosen item is marked data-selected (styled in custom.css), since aria-selected needs an option.
 *
 * DocSearch chooses the first result as the results arrive (its defaultActiveItemId 0, no prop):
 * Enter opens it, but the choice is not shown, neither on screen nor to screen readers, until the
 * reader moves through the results. The first ArrowDown then shows the first result chosen (and a
 * screen reader reads it), where DocSearch moved on to the second and a highlighted first result
 * made that ArrowDown seem to do nothing. DocSearch's own choice stays on the result
 * (data-active) and on the field (data-active-result).
 *
 * The search field takes 64 characters, where DocSearch 4 sets 512 and offers no prop for it: the
 * field gets its maxlength here, before the reader can type (React sets the attribute once, on mount).
 */
const backdropAttributes = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-owns', 'aria-labelledby'];
// What React sets again on the results as the reader moves through them.
const resultAttributes = ['aria-selected', 'aria-activedescendant'];

function setAttribute(element: Element, name: string, value: string): void {
  // Only on a change: an unchanged value would still notify the observer below, again and again.
  if (element.getAttribute(name) !== value) {
    element.setAttribute(name, value);
  }
}

/** Whether the reader has moved through the results (arrows, the mouse) since the last keystroke. */
let choiceShown = false;

/** The id of a result's link, derived from the id DocSearch gives the result. */
const linkId = (resultId: string): string => `${resultId}-link`;

function correctResults(backdrop: Element): void {
  for (const list of Array.from(backdrop.querySelectorAll('.DocSearch-Dropdown ul[role="listbox"]'))) {
    list.removeAttribute('role');
    const title = list.previousElementSibling;
    if (title?.classList.contains('DocSearch-Hit-source') && list.id) {
      setAttribute(title, 'id', `${list.id}-title`);
      setAttribute(list, 'aria-labelledby', title.id);
    } else {
      list.removeAttribute('aria-labelledby');
    }
  }
  for (const result of Array.from(backdrop.querySelectorAll('.DocSearch-Dropdown li.DocSearch-Hit'))) {
    result.removeAttribute('role');
    const selected = result.getAttribute('aria-selected');
    if (selected !== null) {
      setAttribute(result, 'data-active', selected);
      result.removeAttribute('aria-selected');
    }
    const active = result.getAttribute('data-active');
    if (active !== null) {
      setAttribute(result, 'data-selected', choiceShown ? active : 'false');
    }
    const link = result.querySelector(':scope > a[href]');
    if (link && result.id) {
      setAttribute(link, 'id', linkId(result.id));
    }
  }
  // Icons beside the words: nothing for a screen reader to read.
  for (const icon of Array.from(backdrop.querySelectorAll('.DocSearch-Dropdown svg:not([aria-label]):not([aria-hidden])'))) {
    icon.setAttribute('aria-hidden', 'true');
  }
  const input = backdrop.querySelector('.DocSearch-Input');
  if (!input) {
    return;
  }
  // DocSearch's choice, kept whether or not it is shown: React sets aria-activedescendant again only
  // when the choice changes.
  const named = input.getAttribute('aria-activedescendant');
  if (named !== null) {
    setAttribute(input, 'data-active-result', named.endsWith('-link') || !document.getElementById(linkId(named)) ? named : linkId(named));
  } else if (choiceShown) {
    input.removeAttribute('data-active-result');
  }
  const active = input.getAttribute('data-active-result');
  if (choiceShown && active && document.getElementById(active)) {
    setAttribute(input, 'aria-activedescendant', active);
  } else {
    input.removeAttribute('aria-activedescendant');
  }
}

/** A keystroke in the field hides the choice again (the next results are chosen anew); an arrow shows it. */
function onInput(event: Event): void {
  if (event.target instanceof HTMLInputElement && event.target.classList.contains('DocSearch-Input')) {
    choiceShown = false;
  }
}

function showChoice(): void {
  const backdrop = document.querySelector('.DocSearch-Container');
  const input = backdrop?.querySelector('.DocSearch-Input');
  const active = input?.getAttribute('data-active-result');
  // The field's name of the choice, taken away while it was hidden, comes back before anything else is corrected.
  if (!choiceShown && input && active && document.getElementById(active)) {
    input.setAttribute('aria-activedescendant', active);
  }
  choiceShown = true;
  if (backdrop) {
    correctResults(backdrop);
  }
}

function onKeyDown(event: KeyboardEvent): void {
  const input = event.target;
  if ((event.key !== 'ArrowDown' && event.key !== 'ArrowUp') || !(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) {
    return;
  }
  if (event.key === 'ArrowDown' && !choiceShown) {
    const first = document.querySelector('.DocSearch-Dropdown .DocSearch-Hit');
    if (first?.getAttribute('data-active') === 'true') {
      // The first result is chosen but was never shown: this ArrowDown shows it instead of skipping it.
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  }
  showChoice();
}

/** DocSearch chooses the result under a moving mouse: shown then. */
function onPointerMove(event: PointerEvent): void {
  if (!choiceShown && event.target instanceof Element && event.target.closest('.DocSearch-Dropdown .DocSearch-Hit')) {
    showChoice();
  }
}

function correct(backdrop: Element): void {
  for (const name of backdropAttributes) {
    backdrop.removeAttribute(name);
  }
  const modal = backdrop.querySelector('.DocSearch-Modal');
  if (modal) {
    setAttribute(modal, 'role', 'dialog');
    setAttribute(modal, 'aria-modal', 'true');
    // "חיפוש", the label of the search field; while the search stalls (its index still loading),
    // DocSearch puts a spinner in the label's place, and the same word is the dialog's aria-label.
    const name = document.querySelector<HTMLElement>('button.DocSearch-Button')?.dataset.openingLabel;
    if (backdrop.querySelector('#docsearch-label') || !name) {
      setAttribute(modal, 'aria-labelledby', 'docsearch-label');
      modal.removeAttribute('aria-label');
    } else {
      modal.removeAttribute('aria-labelledby');
      setAttribute(modal, 'aria-label', name);
    }
  }
  for (const box of Array.from(backdrop.querySelectorAll('header.DocSearch-SearchBar, footer.DocSearch-Footer'))) {
    setAttribute(box, 'role', 'none');
  }
  correctResults(backdrop);
  const input = backdrop.querySelector('input.DocSearch-Input');
  if (input) {
    setAttribute(input, 'maxlength', String(maxQueryLength));
  }
  // The offline search is not Algolia's: its "Powered by Algolia" is hidden from everyone, with or without CSS.
  const logo = backdrop.querySelector('.DocSearch-Logo');
  if (logo && document.documentElement.dataset.searchMode === 'local') {
    setAttribute(logo, 'hidden', '');
  }
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('input', onInput, true);
  // On the window, in the capture phase: before DocSearch's own handler moves the choice.
  window.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointermove', onPointerMove, true);
  // React sets the backdrop's attributes again when their values change (aria-controls follows the
  // results), and the results' as the reader moves, so the observer also watches those attributes.
  new MutationObserver(() => {
    const backdrop = document.querySelector('.DocSearch-Container');
    if (backdrop) {
      correct(backdrop);
    } else {
      choiceShown = false;
    }
  }).observe(document.body, {childList: true, subtree: true, attributes: true, attributeFilter: [...backdropAttributes, ...resultAttributes]});
}
