import type {ComponentType} from 'react';
import type {Props} from '@theme/CodeBlock';
import {loadPrismLanguages} from '@site/src/internals/client';

export type Highlighter = {default: ComponentType<Props>};
/** A promise that React's `use()` reads at once when it is already settled. */
export type LoadingHighlighter = Promise<Highlighter> & {status?: 'fulfilled'; value?: Highlighter};

let highlighter: LoadingHighlighter | undefined;

/**
 * The theme's code block, loaded with the first code block a reader meets; the Prism languages of
 * `prism.additionalLanguages` are registered first. `fallback` is used if it cannot be loaded.
 */
export function loadHighlighter(fallback: ComponentType<Props>): LoadingHighlighter {
  if (!highlighter) {
    const loading: LoadingHighlighter = loadPrismLanguages()
      .then(() => import('@theme-original/CodeBlock'))
      .catch((): Highlighter => ({default: fallback}))
      .then((module: Highlighter) => {
        loading.status = 'fulfilled';
        loading.value = module;
        return module;
      });
    highlighter = loading;
  }
  return highlighter;
}
