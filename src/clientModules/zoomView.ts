import {canEnlarge, fitScale, openingView, panBy, scaleLimits, tapView, zoomAbout, type Point, type Size, type View} from './zoomGeometry';

/**
 * The reading view of a zoomed picture, which takes over medium-zoom's copy as it opens. It opens
 * whole, fitted to the screen (on a phone an 800 px screenshot is then 342 px wide, its labels
 * small); a tap on it shows it at its natural size about the tapped spot, wider than a phone's
 * screen, and a finger or the mouse drags it; another tap shows it whole again. Two fingers (or
 * Ctrl+wheel) pinch it between the whole picture and four times its natural size, the arrow keys
 * move it and + and − zoom it. Under it, within a thumb's reach, a line says what a tap or a drag
 * does and a close button ("סגירה", 48 px) closes it; so do Escape, a tap beside the picture and the
 * back gesture (medium-zoom and zoomHistory.ts, 300 ms).
 *
 * Scrolling (wheel) first pans a picture larger than the screen; once it cannot move further, the
 * page scrolls, and medium-zoom closes the view after 40 px of that, as before.
 */

/** Movement past which a press is a drag, not a tap that closes. */
const dragThreshold = 8;
const keyStep = 48;
const keyZoom = 1.25;

/** While a finger or the mouse moves the picture, it follows at once (no 300 ms transition). */
export const movingClass = 'site-zoom-moving';

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function midpoint(a: Point, b: Point): Point {
  return {x: (a.x + b.x) / 2, y: (a.y + b.y) / 2};
}

/** The words of the controls under the picture (Hebrew, from i18n/he/code.json, translated by the caller). */
export type ReadingViewWords = {close: string; enlarge: string; pan: string};

/** The line of hints and the close button under the picture; the picture keeps above them. */
export const controlsClass = 'site-zoom-controls';

function closeIcon(): SVGSVGElement {
  const namespace = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(namespace, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(namespace, 'path');
  path.setAttribute('d', 'M6 6l12 12M18 6L6 18');
  svg.append(path);
  return svg;
}

/**
 * Takes over medium-zoom's copy of `image` (called right after medium-zoom has positioned it);
 * `close` closes it (medium-zoom's). Returns the close button, which the focus can reach.
 */
export function startReadingView(image: HTMLImageElement, copy: HTMLImageElement, close: () => void, words: ReadingViewWords): HTMLButtonElement {
  const shownRect = image.getBoundingClientRect();
  const shown: Size = {width: shownRect.width, height: shownRect.height};
  // A drawing (SVG) without a size of its own is read at twice its size on the page.
  const natural: Size = image.naturalWidth > 0 ? {width: image.naturalWidth, height: image.naturalHeight} : {width: shown.width * 2, height: shown.height * 2};

  const controls = document.createElement('div');
  controls.className = controlsClass;
  const hint = document.createElement('p');
  hint.className = `${controlsClass}__hint`;
  hint.setAttribute('aria-live', 'polite');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `${controlsClass}__close`;
  button.setAttribute('aria-label', words.close);
  button.append(closeIcon());
  button.addEventListener('click', close);
  // Bottom centre, reached by either thumb; the button first, at the start of the line (the right in Hebrew).
  controls.append(button, hint);
  document.body.append(controls);
  // The picture lives in the screen above the controls: it never goes under them, whole or dragged.
  const band = (): number => Math.max(0, document.documentElement.clientHeight - controls.getBoundingClientRect().top);
  const screen = (): Size => ({width: document.documentElement.clientWidth, height: document.documentElement.clientHeight - band()});
  let view: View = openingView(shown, screen());
  let ready = false;
  let dragged = false;
  const pointers = new Map<number, Point>();
  let pressedAt: Point | undefined;

  const apply = (next: View): boolean => {
    const moved = next.x !== view.x || next.y !== view.y || next.scale !== view.scale;
    view = next;
    copy.style.transform = `translate(${view.x - shownRect.left}px, ${view.y - shownRect.top}px) scale(${view.scale})`;
    // What the reader can do now: drag a picture larger than the screen, or tap one shown whole to enlarge it.
    const size = screen();
    const larger = shown.width * view.scale > size.width + 0.5 || shown.height * view.scale > size.height + 0.5;
    const text = larger ? words.pan : view.scale <= fitScale(shown, size) + 1e-6 && canEnlarge(shown, natural, size) ? words.enlarge : '';
    if (hint.textContent !== text) hint.textContent = text;
    hint.hidden = text === '';
    return moved;
  };
  const limits = () => scaleLimits(shown, natural, screen());

  // Fixed where the image is on the screen (medium-zoom places it in the page): a picture wider than
  // the screen then never makes the page wider, and the page scrolling under it does not move it.
  copy.style.position = 'fixed';
  copy.style.left = `${shownRect.left}px`;
  copy.style.top = `${shownRect.top}px`;
  copy.style.transformOrigin = '0 0';
  apply(view);
  image.addEventListener('medium-zoom:opened', () => (ready = true), {once: true});
  image.addEventListener(
    'medium-zoom:close',
    () => {
      ready = false;
      copy.classList.remove(movingClass);
      controls.remove();
    },
    {once: true},
  );

  copy.addEventListener('pointerdown', (event) => {
    if (!ready) return;
    copy.setPointerCapture(event.pointerId);
    pointers.set(event.pointerId, {x: event.clientX, y: event.clientY});
    if (pointers.size === 1) {
      pressedAt = {x: event.clientX, y: event.clientY};
      dragged = false;
    }
    copy.classList.add(movingClass);
  });
  copy.addEventListener('pointermove', (event) => {
    const last = pointers.get(event.pointerId);
    if (!ready || !last) return;
    const now = {x: event.clientX, y: event.clientY};
    if (pointers.size === 1) {
      apply(panBy(view, now.x - last.x, now.y - last.y, shown, screen()));
    } else {
      const other = [...pointers.entries()].find(([id]) => id !== event.pointerId)![1];
      const before = midpoint(last, other);
      const after = midpoint(now, other);
      const zoomed = zoomAbout(view, distance(now, other) / Math.max(1, distance(last, other)), before, limits(), shown, screen());
      apply(panBy(zoomed, after.x - before.x, after.y - before.y, shown, screen()));
    }
    pointers.set(event.pointerId, now);
    if (pressedAt && distance(pressedAt, now) > dragThreshold) {
      dragged = true;
    }
  });
  const release = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (pointers.size === 0) {
      copy.classList.remove(movingClass);
    }
  };
  copy.addEventListener('pointerup', release);
  copy.addEventListener('pointercancel', release);
  // A drag or a pinch ends with a click on the copy, which would close it (medium-zoom): not a tap.
  // A tap enlarges a picture shown whole to its natural size, and shows an enlarged one whole again;
  // one that is whole at its natural size already (a wide screen) closes, as medium-zoom does.
  copy.addEventListener(
    'click',
    (event) => {
      if (dragged || pointers.size > 0) {
        event.stopImmediatePropagation();
        dragged = false;
        return;
      }
      if (!ready) return;
      const size = screen();
      if (canEnlarge(shown, natural, size) || view.scale > fitScale(shown, size) + 1e-6) {
        event.stopImmediatePropagation();
        apply(tapView(view, {x: event.clientX, y: event.clientY}, shown, natural, size));
      }
    },
    {capture: true},
  );

  copy.addEventListener(
    'wheel',
    (event) => {
      if (!ready) return;
      if (event.ctrlKey) {
        // A trackpad pinch, or Ctrl with the wheel.
        event.preventDefault();
        apply(zoomAbout(view, Math.exp(-event.deltaY / 200), {x: event.clientX, y: event.clientY}, limits(), shown, screen()));
        return;
      }
      copy.classList.add(movingClass);
      const moved = apply(panBy(view, -event.deltaX, -event.deltaY, shown, screen()));
      copy.classList.remove(movingClass);
      if (moved) {
        event.preventDefault();
      }
    },
    {passive: false},
  );

  copy.addEventListener('keydown', (event) => {
    if (!ready) return;
    const centre = {x: screen().width / 2, y: screen().height / 2};
    const moves: Record<string, [number, number]> = {ArrowLeft: [keyStep, 0], ArrowRight: [-keyStep, 0], ArrowUp: [0, keyStep], ArrowDown: [0, -keyStep]};
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      apply(panBy(view, move[0], move[1], shown, screen()));
    } else if (event.key === '+' || event.key === '=') {
      event.preventDefault();
      apply(zoomAbout(view, keyZoom, centre, limits(), shown, screen()));
    } else if (event.key === '-') {
      event.preventDefault();
      apply(zoomAbout(view, 1 / keyZoom, centre, limits(), shown, screen()));
    }
  });
  return button;
}
