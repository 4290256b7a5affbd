/**
 * The back gesture (or button) closes a zoomed picture instead of leaving the page: opening it adds
 * a history entry at the same address, and closing it any other way takes that entry off again.
 * The router never sees these steps: a step back to the same address would make it scroll the page
 * to the top (Docusaurus's scroll after navigation), so this listener, which runs first (capture),
 * keeps them to itself.
 */

const marker = 'siteImageZoom';
let open = false;
let expectingPop = false;
let restoration: ScrollRestoration | undefined;

const isZoomEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && marker in state;

/** Takes our own entry off the history, leaving the page where it is now. */
function stepBack(): void {
  expectingPop = true;
  restoration = history.scrollRestoration;
  history.scrollRestoration = 'manual';
  history.back();
}

/** Listens for the back gesture; `close` closes the picture. Call once. */
export function listenForBack(close: () => void): void {
  window.addEventListener(
    'popstate',
    (event) => {
      if (expectingPop) {
        expectingPop = false;
        if (restoration) history.scrollRestoration = restoration;
        event.stopImmediatePropagation();
      } else if (open) {
        event.stopImmediatePropagation();
        open = false;
        close();
      } else if (isZoomEntry(event.state)) {
        // Forward onto the entry of a picture closed already: step back over it.
        event.stopImmediatePropagation();
        stepBack();
      }
    },
    {capture: true},
  );
}

/** A picture opened: the back gesture will close it. */
export function zoomOpened(): void {
  open = true;
  history.pushState({...(history.state as object | null), [marker]: true}, '');
}

/** A picture is closing (Escape, a tap, scrolling, the back gesture). */
export function zoomClosing(): void {
  if (open && isZoomEntry(history.state)) {
    stepBack();
  }
  open = false;
}
