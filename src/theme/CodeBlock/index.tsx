import {lazy, Suspense, type ReactNode} from 'react';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof CodeBlockType>;

// Syntax highlighting (Prism, about a fifth of the theme's script) is loaded with the first code
// block a reader meets, not with every page; the guide has code on one page only. The Prism
// languages of `prism.additionalLanguages` are registered before the first block is highlighted.
const HighlightedCodeBlock = lazy(() =>
  import('@docusaurus/theme-classic/lib/prism-include-languages').then(() => import('@theme-original/CodeBlock')),
);

/** While the highlighter loads, the code is shown as it is. */
function PlainCodeBlock({children}: Props): ReactNode {
  return (
    <pre className="theme-code-block">
      <code>{children}</code>
    </pre>
  );
}

export default function CodeBlockWrapper(props: Props): ReactNode {
  return (
    <Suspense fallback={<PlainCodeBlock {...props} />}>
      <HighlightedCodeBlock {...props} />
    </Suspense>
  );
}
