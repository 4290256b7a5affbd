import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The class of the box a Markdown table is put in (./index.tsx), to find it in server-rendered HTML. */
export const scrollBoxClass = styles.wrapper!;

/**
 * Makes a table's box a keyboard stop while, and only while, the table is wider than the box and
 * scrolls sideways (WCAG 1.4.10 reflow, 2.1.1): a table that fits adds no stop. Works on the box
 * React rendered and on one the server wrote and React left as it is. Returns the cleanup.
 */
export function watchScrollBox(box: HTMLElement): () => void {
  const label = translate({
    id: 'custom.scrollableTable.ariaLabel',
    message: 'טבלה רחבה: אפשר לגלול אותה לצדדים',
    description: 'Accessible name of a table box that scrolls sideways on narrow screens',
  });
  const measure = () => {
    if (box.scrollWidth > box.clientWidth + 1) {
      box.tabIndex = 0;
      box.setAttribute('role', 'group');
      box.setAttribute('aria-label', label);
    } else {
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  };
  measure();
  const observer = new ResizeObserver(measure);
  observer.observe(box);
  if (box.firstElementChild) {
    observer.observe(box.firstElementChild);
  }
  return () => observer.disconnect();
}
