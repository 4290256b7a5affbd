import {hierarchyLevels} from '../records';

// The modal's snippets, apart from the rest of its request (./modalRequest.ts): the navbar's search
// button (theme/SearchBar) asks for them, in the page's main bundle, which the request need not join.

/** The snippets the guide asks for: each heading's below the page's title and the content's, `words` words long. */
export function modalSnippets(words: number): string[] {
  return [...hierarchyLevels.slice(1).map((level) => `hierarchy.${level}:${words}`), `content:${words}`];
}

/** How many words a snippet keeps: 5 on a screen 768 px wide or narrower, else 10 (DocSearch 4's own is 15). */
export function snippetWords(): number {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 768px)').matches ? 5 : 10;
}
