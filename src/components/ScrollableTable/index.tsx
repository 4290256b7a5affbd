import {useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

/**
 * A Markdown table in a box of its own, which scrolls sideways when the table is wider than the
 * page (WCAG 1.4.10 reflow). Only then is the box a keyboard stop, so that it can be scrolled with
 * the arrow keys (WCAG 2.1.1); a table that fits adds no stop.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) {
      return undefined;
    }
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) {
      observer.observe(element.firstElementChild);
    }
    return () => observer.disconnect();
  }, []);
  const label = translate({
    id: 'custom.scrollableTable.ariaLabel',
    message: 'טבלה רחבה: אפשר לגלול אותה לצדדים',
    description: 'Accessible name of a table box that scrolls sideways on narrow screens',
  });
  return (
    <div ref={box} className={styles.wrapper} {...(scrolls && {tabIndex: 0, role: 'group', 'aria-label': label})}>
      <table {...props} />
    </div>
  );
}
