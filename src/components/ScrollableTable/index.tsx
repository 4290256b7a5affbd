import {useLayoutEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import {scrollBoxClass, watchScrollBox} from './scrollBox';

/**
 * A Markdown table in a box of its own, which scrolls sideways when the table is wider than the
 * page (WCAG 1.4.10 reflow). Only then is the box a keyboard stop (./scrollBox.ts).
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => (box.current ? watchScrollBox(box.current) : undefined), []);
  return (
    <div ref={box} className={scrollBoxClass}>
      <table {...props} />
    </div>
  );
}
