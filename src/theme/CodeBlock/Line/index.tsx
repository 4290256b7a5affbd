import type {ReactNode} from 'react';
import clsx from 'clsx';
import LineToken from '@theme/CodeBlock/Line/Token';
import type {Props} from '@theme/CodeBlock/Line';
import type {Token} from 'prism-react-renderer';
import styles from './styles.module.css';

// Ejected from the theme (3.10.2), one change (CUSTOM): each line is a <span>, not a <div>. A <code>
// holds phrasing content only (HTML), and the theme's <div> lines were the HTML checker's errors on
// every code block. A line is displayed as a block (`.line`), or as a table row with line numbers, as
// before, and ends with its <br />: the code looks the same (each line takes its own direction).

/** A line of only "\n" becomes an empty one, so that its <br /> is the one line break. */
function fixLineBreak(line: Token[]): Token[] {
  const singleLineBreakToken = line.length === 1 && line[0]!.content === '\n' ? line[0] : undefined;
  if (singleLineBreakToken) {
    return [{...singleLineBreakToken, content: ''}];
  }
  return line;
}

export default function CodeBlockLine({line: lineProp, classNames, showLineNumbers, getLineProps, getTokenProps}: Props): ReactNode {
  const line = fixLineBreak(lineProp);
  // (CUSTOM) A line without numbers is displayed as a block, as the theme's <div> was.
  const lineProps = getLineProps({line, className: clsx(classNames, showLineNumbers ? styles.codeLine : styles.line)});
  const lineTokens = line.map((token, key) => {
    const tokenProps = getTokenProps({token});
    return (
      <LineToken key={key} {...tokenProps} line={line} token={token}>
        {tokenProps.children}
      </LineToken>
    );
  });
  return (
    // (CUSTOM) <span>, not <div>
    <span {...lineProps}>
      {showLineNumbers ? (
        <>
          <span className={styles.codeLineNumber} />
          <span className={styles.codeLineContent}>{lineTokens}</span>
        </>
      ) : (
        lineTokens
      )}
      <br />
    </span>
  );
}
