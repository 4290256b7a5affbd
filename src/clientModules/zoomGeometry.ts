/**
 * Where a zoomed picture sits on the screen, and how pinching and panning move it. Pure geometry,
 * used by zoomView.ts; all sizes in CSS pixels.
 */

export type Size = {width: number; height: number};
export type Point = {x: number; y: number};
/** The picture at `scale` times its size on the page, its top-left corner at (x, y) on the screen. */
export type View = Point & {scale: number};

/** Room left around a picture that fits the screen (medium-zoom's `margin`). */
export const zoomMargin = 24;
/** How far past its natural size a reader can pinch a picture. */
export const maxNaturalScale = 4;

/** The scale at which the whole picture fits the screen, as medium-zoom shows it. */
export function fitScale(shown: Size, screen: Size): number {
  return Math.min((screen.width - 2 * zoomMargin) / shown.width, (screen.height - 2 * zoomMargin) / shown.height);
}

/** The scales a reader can pinch between: the whole picture at the least, four times its natural size at the most. */
export function scaleLimits(shown: Size, natural: Size, screen: Size): {min: number; max: number} {
  const min = Math.min(fitScale(shown, screen), natural.width / shown.width);
  return {min, max: Math.max(min, (maxNaturalScale * natural.width) / shown.width)};
}

/** One axis: a picture smaller than the screen is centred; a larger one always covers the screen. */
function clampAxis(position: number, size: number, screen: number): number {
  if (size <= screen) return (screen - size) / 2;
  return Math.min(0, Math.max(screen - size, position));
}

/** The view moved back so that no empty band shows beside a picture larger than the screen. */
export function clampView(view: View, shown: Size, screen: Size): View {
  return {
    scale: view.scale,
    x: clampAxis(view.x, shown.width * view.scale, screen.width),
    y: clampAxis(view.y, shown.height * view.scale, screen.height),
  };
}

/**
 * The view a picture opens in: filling the screen, and never below its natural size, so that its
 * labels read as drawn. A picture wider than the screen opens at the side where its lines start
 * (the right in Hebrew).
 */
export function openingView(shown: Size, natural: Size, screen: Size, direction: 'rtl' | 'ltr'): View {
  const scale = Math.max(fitScale(shown, screen), natural.width / shown.width);
  const width = shown.width * scale;
  const x = direction === 'rtl' ? screen.width - width : 0;
  return clampView({scale, x, y: (screen.height - shown.height * scale) / 2}, shown, screen);
}

/** The view scaled by `factor` about a point of the screen, which stays over the same spot of the picture. */
export function zoomAbout(view: View, factor: number, point: Point, limits: {min: number; max: number}, shown: Size, screen: Size): View {
  const scale = Math.min(limits.max, Math.max(limits.min, view.scale * factor));
  const ratio = scale / view.scale;
  return clampView({scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio}, shown, screen);
}

/** The view moved by (dx, dy), as far as the picture's edges allow. */
export function panBy(view: View, dx: number, dy: number, shown: Size, screen: Size): View {
  return clampView({scale: view.scale, x: view.x + dx, y: view.y + dy}, shown, screen);
}
