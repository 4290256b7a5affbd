import nprogress from 'nprogress';

/**
 * The bar at the top of the page while the next page loads (theme-classic starts nprogress after
 * 200 ms). nprogress's own markup gives it role="bar", which is no ARIA role (axe: aria-roles); the
 * bar is decoration, since the new page's heading is what a screen reader announces, so it is hidden
 * from assistive technology instead, and found by its class (nprogress finds it by that role by default).
 * Settings are read when the bar starts, so the order of client modules does not matter.
 */
nprogress.configure({template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar'});
