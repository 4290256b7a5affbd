import MDXComponents from '@theme-original/MDXComponents';
import LawFigure from '@site/src/components/LawFigure';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Wide Markdown tables scroll inside a box of their own, which the keyboard can reach, instead of
// widening the page at 320 px. Dated legal figures come from one table (src/data/lawFigures.ts)
// through <LawFigure>, available in every page without an import.
export default {
  ...MDXComponents,
  table: ScrollableTable,
  LawFigure,
};
