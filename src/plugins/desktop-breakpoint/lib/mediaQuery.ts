/** The width from which the site shows its desktop layout, where the slide-out menu gives way to the full navbar: 996 px and wider. */
export const desktopBreakpoint = 996;

/**
 * Infima and the theme treat 996 px as mobile (`max-width: 996px` / `min-width: 997px`); the
 * spec makes 996 px the first desktop width. Moves both kinds of query down by one pixel.
 */
export function shiftDesktopBreakpoint(params: string): string {
  return params
    .replace(/max-width:\s*996px/g, `max-width: ${desktopBreakpoint - 0.02}px`)
    .replace(/min-width:\s*997px/g, `min-width: ${desktopBreakpoint}px`);
}
