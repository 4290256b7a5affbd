import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type {ClientModule} from '@docusaurus/types';
import mediumZoom, {type Zoom} from 'medium-zoom';

/** Images in Markdown content can be zoomed (SPEC §2, §9). */
export const zoomSelector = '.markdown img';
/** Wait for the page's images to settle after load or navigation. */
export const attachDelayMs = 1000;

let zoom: Zoom | undefined;
let pending: ReturnType<typeof setTimeout> | undefined;

function attachImages(): void {
  zoom ??= mediumZoom({
    margin: 24,
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
}

const imageZoom: ClientModule = {
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM) {
      return;
    }
    clearTimeout(pending);
    zoom?.close();
    pending = setTimeout(attachImages, attachDelayMs);
  },
};

export default imageZoom;
