import {Suspense, use, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import {loadHighlighter} from '@site/src/plugins/code-highlighter/highlighter';

/** The code as it is: while the highlighter loads, and if it cannot be loaded. */
function PlainCodeBlock({children}: Props): ReactNode {
  return (
    <pre className="theme-code-block">
      <code>{children}</code>
    </pre>
  );
}

function HighlightedCodeBlock(props: Props): ReactNode {
  const {default: CodeBlock} = use(loadHighlighter(PlainCodeBlock) as Promise<Awaited<ReturnType<typeof loadHighlighter>>>);
  return <CodeBlock {...props} />;
}

// Syntax highlighting (Prism, about a fifth of the theme's script) comes with the first code block
// a reader meets, not with every page (src/plugins/code-highlighter).
export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
