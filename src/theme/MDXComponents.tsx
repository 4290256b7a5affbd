import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

// Wide Markdown tables scroll inside a box of their own, which the keyboard can reach, instead of
// widening the page at 320 px.
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
