import '@site/src/internals/server';
import CodeBlock from '@theme-original/CodeBlock';
import type {LoadingHighlighter} from './highlighter';

const loaded: LoadingHighlighter = Object.assign(Promise.resolve({default: CodeBlock}), {status: 'fulfilled' as const, value: {default: CodeBlock}});

/** On the server the highlighter is there from the start: pages render with highlighted code. */
export function loadHighlighter(): LoadingHighlighter {
  return loaded;
}
