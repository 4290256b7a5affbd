import {closerView, panBy, wholeView, type Point, type Size, type View} from './zoomGeometry';

/**
 * An open picture, once medium-zoom has placed its copy over the page. It opens whole, fitted to the
 * screen; a tap (or click) shows it at its natural size about the tapped spot, a drag pans it, and
 * another tap shows it whole again. Under it, within a thumb's reach, a line says what a tap or a
 * drag does, beside a close button; Escape, a tap beside the picture and scrolling the page close it
 * too (medium-zoom).
 */

/** Movement past which a press is a drag, not a tap. */
const dragThreshold = 8;
/** While a finger or the mouse moves the picture, it follows at once (no 300 ms transition). */
const movingClass = 'site-zoom-moving';
/** The line of hints and the close button under the picture; the picture keeps above them. */
const controlsClass = 'site-zoom-controls';

/** The Hebrew words of the view (i18n/he/code.json, translated by the caller). */
export type ZoomWords = {picture: string; close: string; enlarge: string; pan: string};

/** Takes over medium-zoom's copy of `image`; `close` closes it. The focus goes to the copy, and Tab keeps it between the copy and the close button. */
export function startReadingView(image: HTMLImageElement, copy: HTMLImageElement, close: () => void, words: ZoomWords): void {
  const rect = image.getBoundingClientRect();
  const shown: Size = {width: rect.width, height: rect.height};
  // A drawing (SVG) without a size of its own is read at twice its size on the page.
  const natural: Size = image.naturalWidth > 0 ? {width: image.naturalWidth, height: image.naturalHeight} : {width: shown.width * 2, height: shown.height * 2};

  const controls = document.createElement('div');
  controls.className = controlsClass;
  controls.innerHTML = `<button type="button" class="${controlsClass}__close"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18"/></svg></button><p class="${controlsClass}__hint" aria-live="polite"></p>`;
  const [button, hint] = [controls.querySelector('button')!, controls.querySelector('p')!];
  button.setAttribute('aria-label', words.close);
  button.addEventListener('click', close);
  document.body.append(controls);
  // The picture lives in the screen above the controls: it never goes under them, whole or dragged.
  // The screen keeps its size while the picture is open: medium-zoom closes it on a resize.
  const screen: Size = {width: document.documentElement.clientWidth, height: controls.getBoundingClientRect().top};
  const whole = wholeView(shown, screen);
  const enlargeable = closerView(whole, whole, shown, natural, screen) !== undefined;
  let view = whole;
  const apply = (next: View) => {
    view = next;
    copy.style.transform = `translate(${view.x - rect.left}px, ${view.y - rect.top}px) scale(${view.scale})`;
    const text = view.scale > whole.scale ? words.pan : enlargeable ? words.enlarge : '';
    // A live region: said when it changes, not at each step of a drag.
    if (hint.textContent !== text) hint.textContent = text;
    hint.hidden = text === '';
  };
  // Fixed where the image is on the screen: a picture wider than the screen never widens the page.
  Object.assign(copy.style, {position: 'fixed', left: `${rect.left}px`, top: `${rect.top}px`, transformOrigin: '0 0'});
  apply(view);

  let ready = false;
  let pressed: Point | undefined;
  let last: Point | undefined;
  let dragged = false;
  image.addEventListener('medium-zoom:opened', () => (ready = true), {once: true});
  // Closing is medium-zoom's 300 ms transition back to the page, which it waits for: never without one.
  image.addEventListener('medium-zoom:close', () => ((ready = false), copy.classList.remove(movingClass), controls.remove()), {once: true});
  copy.addEventListener('pointerdown', (event) => {
    if (!ready) return;
    copy.setPointerCapture(event.pointerId);
    pressed = last = {x: event.clientX, y: event.clientY};
    dragged = false;
    copy.classList.add(movingClass);
  });
  copy.addEventListener('pointermove', (event) => {
    if (!ready || !last || !pressed) return;
    apply(panBy(view, event.clientX - last.x, event.clientY - last.y, shown, screen));
    last = {x: event.clientX, y: event.clientY};
    dragged ||= Math.hypot(last.x - pressed.x, last.y - pressed.y) > dragThreshold;
  });
  const release = () => ((last = undefined), copy.classList.remove(movingClass));
  copy.addEventListener('pointerup', release);
  copy.addEventListener('pointercancel', release);
  // Before medium-zoom's click, which closes: a drag ends in no change, a tap toggles the closer look;
  // a picture with no closer look (whole at its natural size already) closes.
  copy.addEventListener(
    'click',
    (event) => {
      if (!ready) return;
      const next = dragged ? view : view.scale > whole.scale ? whole : closerView(view, {x: event.clientX, y: event.clientY}, shown, natural, screen);
      dragged = false;
      if (next) {
        event.stopImmediatePropagation();
        apply(next);
      }
    },
    {capture: true},
  );

  // The keyboard: Enter, Space and Escape on the copy close it (Escape anywhere: medium-zoom), and Tab
  // goes between the copy and the close button, nothing behind the overlay.
  copy.setAttribute('aria-label', words.picture);
  copy.addEventListener('keydown', (event) => {
    if (['Enter', ' ', 'Escape', 'Tab'].includes(event.key)) {
      event.preventDefault();
      // A held key that opened the picture must not close it again.
      if (event.key === 'Tab') button.focus({preventScroll: true});
      else if (!event.repeat) close();
    }
  });
  button.addEventListener('keydown', (event) => {
    if (event.key === 'Tab') {
      event.preventDefault();
      copy.focus({preventScroll: true});
    }
  });
  copy.focus({preventScroll: true});
}
