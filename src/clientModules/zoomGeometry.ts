/** Where a zoomed picture sits on the screen (pure geometry for zoomView.ts; CSS pixels). */

export type Size = {width: number; height: number};
export type Point = {x: number; y: number};
/** The picture at `scale` times its size on the page, its top-left corner at (x, y) on the screen. */
export type View = Point & {scale: number};

/** Room left around the whole picture (medium-zoom's `margin`). */
export const zoomMargin = 24;

/** The scale at which the whole picture fits the screen. */
export function fitScale(shown: Size, screen: Size): number {
  return Math.min((screen.width - 2 * zoomMargin) / shown.width, (screen.height - 2 * zoomMargin) / shown.height);
}

/** One axis: a picture smaller than the screen is centred; a larger one always covers the screen. */
function clampAxis(position: number, size: number, screen: number): number {
  return size <= screen ? (screen - size) / 2 : Math.min(0, Math.max(screen - size, position));
}

/** The view moved by (dx, dy), as far as the picture's edges allow. */
export function panBy(view: View, dx: number, dy: number, shown: Size, screen: Size): View {
  return {scale: view.scale, x: clampAxis(view.x + dx, shown.width * view.scale, screen.width), y: clampAxis(view.y + dy, shown.height * view.scale, screen.height)};
}

/** The whole picture, fitted to the screen and centred: the view a picture opens in. */
export function wholeView(shown: Size, screen: Size): View {
  return panBy({scale: fitScale(shown, screen), x: 0, y: 0}, 0, 0, shown, screen);
}

/** The closer look: the picture at its natural size, the tapped spot of it staying under the finger; undefined when that is not larger. */
export function closerView(view: View, point: Point, shown: Size, natural: Size, screen: Size): View | undefined {
  const scale = natural.width / shown.width;
  if (scale <= fitScale(shown, screen) + 1e-6) return undefined;
  const ratio = scale / view.scale;
  return panBy({scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio}, 0, 0, shown, screen);
}
