import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * A guide page's article stays, on the page's first load, the HTML the server wrote: React does
 * not hydrate its paragraphs, tables and admonitions, which never change, and which were most of
 * the work that kept a phone busy before the page answered. What is interactive in the article
 * keeps working from the DOM (lib/serverArticle.ts); a page reached by client-side navigation is
 * rendered by React as before. The theme component is theme/DocItem/Content.
 */
export default function staticArticlePlugin(): Plugin {
  return {
    name: 'static-article',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
