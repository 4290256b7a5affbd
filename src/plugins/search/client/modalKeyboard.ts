import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';

/**
 * The search modal keeps the keyboard (DocSearch 4.7 has neither of these, and no prop for them):
 * - Tab and Shift+Tab go round the modal's own controls, from the last back to the first, and never
 *   to the page behind it, until the modal is closed (a modal dialog, WCAG 2.4.3); the opening
 *   dialog that stands in for it while its code loads does the same (lib/openingScript.ts);
 * - its footer says, beside the keys it shows already, that Ctrl+Enter (⌘+Enter on a Mac) opens the
 *   chosen result in a new tab, which DocSearch does and never says.
 * Every DocSearch selector read here is in lib/modalMarkup.ts, which the build checks.
 */

const hintClass = 'DocSearch-NewTabHint';

const focusable = 'a[href], button, input, select, textarea, [tabindex]';

/** The modal's controls that Tab stops at, in the order of its markup. */
function tabStops(modal: Element): HTMLElement[] {
  return Array.from(modal.querySelectorAll<HTMLElement>(focusable)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[hidden], [inert]') &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) {
    return;
  }
  const modal = document.querySelector('.DocSearch-Modal');
  if (!modal) {
    return;
  }
  event.preventDefault();
  // The Tab is ours alone: DocSearch's own trap (the first and last controls it found when the modal
  // opened) would see the focus this moved onto its last control and send it on to the first, so a
  // control added to the footer later (the "/" setting) was never reached.
  event.stopPropagation();
  const stops = tabStops(modal);
  if (stops.length === 0) {
    return;
  }
  const at = stops.indexOf(document.activeElement as HTMLElement);
  const next = at === -1 ? (event.shiftKey ? stops.length - 1 : 0) : (at + (event.shiftKey ? stops.length - 1 : 1)) % stops.length;
  stops[next]!.focus();
}

const svgNamespace = 'http://www.w3.org/2000/svg';

/** The Enter key's drawing, as DocSearch draws it in the same footer. */
function enterIcon(name: string): SVGSVGElement {
  const svg = document.createElementNS(svgNamespace, 'svg');
  for (const [attribute, value] of [
    ['width', '20'],
    ['height', '20'],
    ['viewBox', '0 0 24 24'],
    ['role', 'img'],
    ['aria-label', name],
  ]) {
    svg.setAttribute(attribute, value!);
  }
  const group = document.createElementNS(svgNamespace, 'g');
  for (const [attribute, value] of [
    ['fill', 'none'],
    ['stroke', 'currentColor'],
    ['stroke-linecap', 'round'],
    ['stroke-linejoin', 'round'],
    ['stroke-width', '1.4'],
  ]) {
    group.setAttribute(attribute, value!);
  }
  const polyline = document.createElementNS(svgNamespace, 'polyline');
  polyline.setAttribute('points', '9 10 4 15 9 20');
  const path = document.createElementNS(svgNamespace, 'path');
  path.setAttribute('d', 'M20 4v7a4 4 0 0 1-4 4H4');
  group.append(polyline, path);
  svg.append(group);
  return svg;
}

function key(content: Node | string): HTMLElement {
  const kbd = document.createElement('kbd');
  kbd.className = 'DocSearch-Commands-Key';
  kbd.append(content);
  return kbd;
}

/** The footer's hint for Ctrl+Enter, after DocSearch's own (the arrows to move, Enter to choose, Esc to close). */
function addNewTabHint(): void {
  const commands = document.querySelector('.DocSearch-Modal .DocSearch-Commands');
  if (!commands || commands.querySelector(`.${hintClass}`)) {
    return;
  }
  const mac = /Mac|iPhone|iPad/.test(navigator.platform);
  const item = document.createElement('li');
  item.className = hintClass;
  const label = document.createElement('span');
  label.className = 'DocSearch-Label';
  label.textContent = translate({
    id: 'custom.search.newTabHint',
    message: 'לפתיחה בכרטיסייה חדשה',
    description: 'Footer of the search modal, after the keys Ctrl (⌘ on a Mac) and Enter: they open the chosen result in a new tab',
  });
  // A word on a key, drawn as DocSearch draws its "ESC".
  const word = document.createElement('span');
  word.className = 'DocSearch-Escape-Key';
  word.textContent = mac ? '⌘' : 'Ctrl';
  item.append(key(word), key(enterIcon(translate({id: 'custom.search.enterKey', message: 'מקש Enter', description: "Accessible name of the Enter key drawn in the search modal's footer"}))), label);
  commands.append(item);
}

if (ExecutionEnvironment.canUseDOM) {
  // In the capture phase on the window: before DocSearch's and the page's own handlers.
  window.addEventListener('keydown', onKeyDown, true);
  new MutationObserver(addNewTabHint).observe(document.body, {childList: true, subtree: true});
}
