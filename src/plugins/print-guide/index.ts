import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsInSidebarOrder} from '../markdown-export/lib/docs';
import {printRoute, printedDocsModule, type PrintedDoc} from './lib/outline';

/**
 * One page, /print, that holds the whole guide in sidebar order after a table of contents, for
 * printing or saving as PDF (src/components/PrintGuide). It renders each doc's own MDX module, so
 * it always matches the pages; the print rules of every page are in src/css/print.css. It is left
 * out of the sitemap and of the search index: its text is the guide's, once more.
 *
 * The docs reach the page through one generated module that imports them all, so the route table
 * every page loads gains one entry, not one per doc.
 */
export default function printGuidePlugin(context: LoadContext): Plugin<void> {
  return {
    name: 'print-guide',

    async allContentLoaded({allContent, actions}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default;
      const docs = docsInSidebarOrder([{name: 'docusaurus-plugin-content-docs', content: docsContent}]);
      const outline: PrintedDoc[] = docs.map(({id, title, category, permalink}) => ({id, title, category, permalink}));
      const docsModule = await actions.createData(
        'printed-docs.js',
        printedDocsModule(
          outline,
          docs.map((doc) => doc.source),
        ),
      );
      actions.addRoute({
        path: `${context.baseUrl.replace(/\/$/, '')}${printRoute}`,
        exact: true,
        component: '@site/src/components/PrintGuide/index.tsx',
        modules: {docs: docsModule},
      });
    },
  };
}
