import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {ThemeClassNames} from '@docusaurus/theme-common';

/**
 * The back-to-top button stands aside while it would sit over a table. It is fixed in a bottom
 * corner, and on a phone the card tables (src/components/ScrollableTable) run the width of the
 * screen with their numbers at the end of each line, under the button: it covered them. While the
 * button's place crosses a table of the content it is hidden (src/css/custom.css), and comes back
 * past it; the reader scrolls on, or uses the keyboard's Home.
 */

export const overTableClass = 'site-back-to-top--over-table';

type Box = {left: number; top: number; right: number; bottom: number};

/** Where the button sits when shown: its full box about its centre (its scale(0) while hidden does not count). */
function place(button: HTMLElement): Box {
  const rect = button.getBoundingClientRect();
  const x = rect.left + rect.width / 2;
  const y = rect.top + rect.height / 2;
  const half = {width: button.offsetWidth / 2, height: button.offsetHeight / 2};
  return {left: x - half.width, top: y - half.height, right: x + half.width, bottom: y + half.height};
}

const crosses = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

let frame = 0;

function update(): void {
  frame = 0;
  const button = document.querySelector<HTMLElement>(`.${ThemeClassNames.common.backToTopButton}`);
  if (!button) {
    return;
  }
  const spot = place(button);
  const over = Array.from(document.querySelectorAll('.markdown table')).some((table) => crosses(spot, table.getBoundingClientRect()));
  button.classList.toggle(overTableClass, over);
}

function schedule(): void {
  frame ||= requestAnimationFrame(update);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('scroll', schedule, {passive: true});
  window.addEventListener('resize', schedule, {passive: true});
}
