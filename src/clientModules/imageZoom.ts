import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {translate} from '@docusaurus/Translate';
import type {ClientModule} from '@docusaurus/types';
import type {Zoom} from 'medium-zoom';
import {zoomMargin} from './zoomGeometry';
import {listenForBack, zoomClosing, zoomOpened} from './zoomHistory';

/** Images in Markdown content can be zoomed (attached 1 s after load and after each route change, once no modal dialog is open; 40 px scroll offset; 300 ms transitions). */
export const zoomSelector = '.markdown img';
/** Wait for the page's images to settle after load or navigation. */
export const attachDelayMs = 1000;

let zoom: Zoom | undefined;
/** The view of an open picture (zoomView.ts), loaded with medium-zoom. */
let startReadingView: typeof import('./zoomView').startReadingView | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * medium-zoom opens on a click only. A zoomable image becomes a button for the keyboard and for
 * screen readers: a tab stop whose name says that it zooms, opened with Enter or Space (WCAG 2.1.1, 4.1.2).
 */
function makeOperable(image: HTMLImageElement): void {
  if (image.hasAttribute('role') || image.closest('a, button')) {
    return;
  }
  image.setAttribute('role', 'button');
  image.tabIndex = 0;
  image.setAttribute(
    'aria-label',
    translate({id: 'custom.imageZoom.open', message: 'הגדלת האיור: {alt}', description: 'Accessible name of a zoomable image; Enter or Space zooms it'}, {alt: image.alt}),
  );
  image.addEventListener('keydown', (event) => {
    if ((event.key === 'Enter' || event.key === ' ') && !event.repeat) {
      event.preventDefault();
      void zoom?.open({target: image});
    }
  });
  image.addEventListener('medium-zoom:open', () => {
    // The copy is added and placed right after this event; the image itself is hidden while it is open.
    queueMicrotask(() => {
      const copy = document.querySelector<HTMLImageElement>('img.medium-zoom-image--opened');
      if (copy && startReadingView) {
        startReadingView(image, copy, () => void zoom?.close(), zoomWords(image.alt));
        zoomOpened();
      }
    });
  });
  image.addEventListener('medium-zoom:close', zoomClosing);
  image.addEventListener('medium-zoom:closed', () => {
    // Focus was on the copy or its close button, which are gone: give it back to the image.
    if (document.activeElement === document.body || document.activeElement === null) {
      image.focus({preventScroll: true});
    }
  });
}

function zoomWords(alt: string) {
  return {
    picture: translate({id: 'custom.imageZoom.close', message: 'סגירת ההגדלה: {alt}', description: 'Accessible name of a zoomed image; Enter, Space or Escape closes it'}, {alt}),
    close: translate({id: 'custom.imageZoom.closeButton', message: 'סגירה', description: 'Accessible name of the close button under a zoomed picture'}),
    enlarge: translate({id: 'custom.imageZoom.enlargeHint', message: 'הקישו על התמונה כדי להגדיל אותה', description: 'Hint under a zoomed picture shown whole: a tap shows it at its natural size'}),
    pan: translate({id: 'custom.imageZoom.panHint', message: 'גררו כדי להזיז את התמונה', description: 'Hint under a zoomed picture larger than the screen: dragging moves it'}),
  };
}

async function attachImages(): Promise<void> {
  // medium-zoom and the view are loaded when the first images are attached, not with the page's own
  // code; medium-zoom's build without styles, whose rules come with the stylesheet (src/css/custom.css):
  // the default build inserts them into the page as it loads, a restyle of the whole page under the reader.
  const [{default: mediumZoom}, view] = await Promise.all([import('medium-zoom/dist/pure'), import('./zoomView')]);
  startReadingView ??= view.startReadingView;
  zoom ??= mediumZoom({
    margin: zoomMargin,
    // Closes once the reader scrolls this far.
    scrollOffset: 40,
    background: 'var(--site-zoom-overlay)',
  });
  // Forget images of the previous page; medium-zoom itself never attaches one image twice.
  const gone = zoom.getImages().filter((image) => !image.isConnected);
  if (gone.length > 0) {
    zoom.detach(...gone);
  }
  zoom.attach(zoomSelector);
  // medium-zoom attaches <img> elements only; an image made operable already has its role.
  (zoom.getImages() as HTMLImageElement[]).forEach(makeOperable);
}

// Listeners of one event on one target run in the order they were added: this one comes before the
// router's, which is added when the app first renders.
if (ExecutionEnvironment.canUseDOM) {
  listenForBack(() => void zoom?.close());
}

/**
 * Attaches the images once they have settled, and not while a modal dialog (the search's) covers
 * them: medium-zoom's code would otherwise be fetched and run in the middle of the search's first answer.
 */
function attachSoon(): void {
  clearTimeout(pending);
  pending = setTimeout(() => (document.querySelector('[aria-modal="true"]') ? attachSoon() : void attachImages()), attachDelayMs);
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM) {
      return;
    }
    void zoom?.close();
    attachSoon();
  },
};

export default imageZoom;
