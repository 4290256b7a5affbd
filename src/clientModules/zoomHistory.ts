/**
 * The back gesture (or button) closes a zoomed picture instead of leaving the page: opening it adds
 * a history entry at the same address, and closing it any other way takes that entry off again.
 * The router never sees these steps: a step back to the same address would make it scroll the page
 * to the top (Docusaurus's scroll after navigation), so this listener, added before the router's
 * (when the module loads), keeps them to itself.
 */

const marker = 'siteImageZoom';
let open = false;
let expectingPop = false;
let restoration: ScrollRestoration | undefined;

const isZoomEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && marker in state;

/** Takes our own entry off the history. */
function stepBack(): void {
  expectingPop = true;
  history.back();
}

/**
 * Back on the page's own entry: its scroll restoration as it was. While the picture is open it is
 * "manual", so that stepping back leaves the page where it is now: the browser would scroll it back
 * to where it was when the picture opened, undoing the reader's scroll that closed it.
 */
function restoreScrollRestoration(): void {
  if (restoration) history.scrollRestoration = restoration;
  restoration = undefined;
}

/** Listens for the back gesture; `close` closes the picture. Call once, before the app renders. */
export function listenForBack(close: () => void): void {
  window.addEventListener('popstate', (event) => {
    if (expectingPop) {
      expectingPop = false;
      restoreScrollRestoration();
      event.stopImmediatePropagation();
    } else if (open) {
      event.stopImmediatePropagation();
      open = false;
      restoreScrollRestoration();
      close();
    } else if (isZoomEntry(event.state)) {
      // Forward onto the entry of a picture closed already: step back over it.
      event.stopImmediatePropagation();
      stepBack();
    }
  });
}

/** A picture opened: the back gesture will close it. */
export function zoomOpened(): void {
  open = true;
  // The mode belongs to each entry, and the new entry takes it from this one.
  restoration ??= history.scrollRestoration;
  history.scrollRestoration = 'manual';
  history.pushState({...(history.state as object | null), [marker]: true}, '');
}

/** A picture is closing (Escape, a tap, scrolling, the back gesture). */
export function zoomClosing(): void {
  if (open && isZoomEntry(history.state)) {
    stepBack();
  }
  open = false;
}
