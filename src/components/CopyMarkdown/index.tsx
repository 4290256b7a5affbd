import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {markdownRoute} from '@site/src/plugins/markdown-export/lib/routes';
import styles from './styles.module.css';

type Status = 'idle' | 'copied' | 'failed';

/** The page's Markdown (built by src/plugins/markdown-export), fetched when the reader asks for it. */
async function fetchMarkdown(pathname: string): Promise<string> {
  const response = await fetch(markdownRoute(pathname));
  // A server that does not know the file may answer with the site's HTML page: that is not the page's Markdown.
  if (!response.ok || !/^text\/markdown\b/.test(response.headers.get('content-type') ?? '')) {
    throw new Error(`${response.status} ${response.headers.get('content-type')} ${response.url}`);
  }
  return response.text();
}

/**
 * Copies the page's Markdown. Where the browser takes a pending clipboard item, the copy starts in
 * the click itself and the text follows (Safari refuses a write that comes after an await).
 */
async function copyMarkdown(pathname: string): Promise<void> {
  const text = fetchMarkdown(pathname);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** "העתקת הדף כ-Markdown": the button, and a status line that screen readers announce. */
export default function CopyMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const [status, setStatus] = useState<Status>('idle');
  const copy = (): void => {
    copyMarkdown(pathname).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  return (
    <div className={styles.copy}>
      <button type="button" className={styles.button} onClick={copy}>
        <Translate id="custom.copyMarkdown.button">
          העתקת הדף כ-Markdown
        </Translate>
      </button>
      <span role="status" className={styles.status}>
        {status === 'copied' &&
          translate({id: 'custom.copyMarkdown.copied', message: 'הדף הועתק'})}
        {status === 'failed' &&
          translate({
            id: 'custom.copyMarkdown.failed',
            message: 'ההעתקה לא הצליחה. נסו שוב.',
          })}
      </span>
    </div>
  );
}
