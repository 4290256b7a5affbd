/**
 * The back gesture (or button) closes a zoomed picture instead of leaving the page: opening it adds
 * a history entry at the same address, and closing it any other way steps back off that entry. The
 * router never sees these steps (a step to the same address would make it scroll to the top): this
 * listener, added before the router's, keeps them to itself. While the picture is open, scroll
 * restoration is "manual", so that stepping back leaves the page where the reader scrolled it.
 */

const marker = 'siteImageZoom';
let open = false;
let expectingPop = false;
let restoration: ScrollRestoration | undefined;

const isZoomEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && marker in state;

function stepBack(): void {
  expectingPop = true;
  history.back();
}

/** Listens for the back gesture; `close` closes the picture. Call once, before the app renders. */
export function listenForBack(close: () => void): void {
  window.addEventListener('popstate', (event) => {
    const closing = open;
    if (!expectingPop && !open && !isZoomEntry(event.state)) return;
    event.stopImmediatePropagation();
    // Forward onto the entry of a picture closed already: step back over it.
    if (!expectingPop && !open) return stepBack();
    expectingPop = open = false;
    history.scrollRestoration = restoration ?? history.scrollRestoration;
    restoration = undefined;
    if (closing) close();
  });
}

/** A picture opened: the back gesture will close it. */
export function zoomOpened(): void {
  open = true;
  restoration ??= history.scrollRestoration;
  history.scrollRestoration = 'manual';
  history.pushState({...(history.state as object | null), [marker]: true}, '');
}

/** A picture is closing (Escape, a tap, scrolling, the back gesture). */
export function zoomClosing(): void {
  if (open && isZoomEntry(history.state)) stepBack();
  open = false;
}
