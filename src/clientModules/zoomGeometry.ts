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
 * The view a picture opens in: the whole picture, fitted to the screen and centred, so that the
 * reader sees all of it before choosing where to look closer (naturalView).
 */
export function openingView(shown: Size, screen: Size): View {
  return clampView({scale: fitScale(shown, screen), x: 0, y: 0}, shown, screen);
}

/** The scale at which the picture is drawn at its natural size. */
export function naturalScale(shown: Size, natural: Size): number {
  return natural.width / shown.width;
}

/** Whether the picture can be enlarged past the whole-picture view to its natural size (a tap does it). */
export function canEnlarge(shown: Size, natural: Size, screen: Size): boolean {
  return naturalScale(shown, natural) > fitScale(shown, screen) + 1e-6;
}

/**
 * The view after a tap at `point`: from the whole picture, its natural size about the tapped spot
 * (a picture wider than the screen, so it pans); from anything larger, the whole picture again.
 */
export function tapView(view: View, point: Point, shown: Size, natural: Size, screen: Size): View {
  const fit = fitScale(shown, screen);
  const target = view.scale > fit + 1e-6 ? fit : naturalScale(shown, natural);
  const limits = {min: Math.min(fit, target), max: Math.max(fit, target)};
  return zoomAbout(view, target / view.scale, point, limits, shown, screen);
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
