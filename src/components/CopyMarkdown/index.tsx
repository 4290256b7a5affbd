import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {markdownRoute} from '@site/src/plugins/markdown-export/lib/routes';
import {assistants, fetchMarkdown, markdownUrl, MarkdownUnavailableError} from './markdownFile';
import styles from './styles.module.css';

type Status = {kind: 'idle'} | {kind: 'copied'} | {kind: 'failed'; message: string};

/**
 * Copies the page's Markdown. Where the browser takes a pending clipboard item, the copy starts in
 * the click itself and the text follows (Safari refuses a write that comes after an await).
 */
async function copyMarkdown(pathname: string): Promise<void> {
  const text = fetchMarkdown(pathname);
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    } catch (error) {
      // The write fails with the fetch: say why the file is missing, not that the clipboard refused.
      await text;
      throw error;
    }
  } else {
    await navigator.clipboard.writeText(await text);
  }
}

/** What the reader is told when the copy failed: what happened, from the error. */
function failureMessage(error: unknown): string {
  if (!(error instanceof MarkdownUnavailableError)) {
    return translate({
      id: 'custom.copyMarkdown.clipboardRefused',
      message: 'הדפדפן לא אפשר להעתיק ללוח. אפשר לפתוח את הדף כ-Markdown ולהעתיק ממנו.',
      description: "Said when the browser refused to write the page's Markdown to the clipboard",
    });
  }
  const {failure} = error;
  if (failure.kind === 'network') {
    return translate({
      id: 'custom.copyMarkdown.offline',
      message: 'קובץ ה-Markdown של הדף לא הורד: אין חיבור לאתר. לא הועתק דבר.',
      description: "Said when the page's Markdown could not be fetched at all (no connection)",
    });
  }
  if (failure.kind === 'html') {
    return translate({
      id: 'custom.copyMarkdown.missing',
      message: 'קובץ ה-Markdown של הדף לא נמצא באתר הזה. לא הועתק דבר.',
      description: 'Said when the server has no Markdown file for the page (it answered with an HTML page)',
    });
  }
  return translate(
    {
      id: 'custom.copyMarkdown.status',
      message: 'האתר לא החזיר את קובץ ה-Markdown של הדף (שגיאה {status}). לא הועתק דבר.',
      description: "Said when the server answered the request for the page's Markdown with an error status",
    },
    {status: failure.status},
  );
}

/** The one-line request an assistant is opened with: answer from the page's Markdown. */
function assistantPrompt(url: string): string {
  return translate(
    {
      id: 'custom.copyMarkdown.assistantPrompt',
      message: 'קרא את הדף {url} מהמדריך למשתמש וענה על שאלותיי לפיו.',
      description: "The request an AI assistant (ChatGPT, Claude) is opened with; {url} is the page's Markdown address",
    },
    {url},
  );
}

function Chevron(): ReactNode {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function NewWindow(): ReactNode {
  return (
    <span className="visually-hidden">
      <Translate id="custom.copyMarkdown.newWindow" description="Told to screen readers after a link that opens in a new window">
        (נפתח בחלון חדש)
      </Translate>
    </span>
  );
}

/**
 * "העתקת הדף כ-Markdown", and beside it a disclosure of the page's other ways to an assistant:
 * copy, view the Markdown, open ChatGPT or Claude with the page's .md address. The menu is plain
 * links: nothing is fetched or sent until the reader picks one. A status line announces the copy.
 */
export default function CopyMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent): void => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const copy = (): void => {
    setOpen(false);
    copyMarkdown(pathname).then(
      () => setStatus({kind: 'copied'}),
      (error: unknown) => setStatus({kind: 'failed', message: failureMessage(error)}),
    );
  };
  const prompt = assistantPrompt(markdownUrl(siteConfig.url, pathname));

  return (
    <div className={styles.copy}>
      <div
        className={styles.actions}
        ref={container}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
            toggle.current?.focus();
          }
        }}>
        <button type="button" className={styles.button} onClick={copy}>
          <Translate id="custom.copyMarkdown.button">העתקת הדף כ-Markdown</Translate>
        </button>
        <button type="button" ref={toggle} className={styles.button} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((wasOpen) => !wasOpen)}>
          <Translate id="custom.copyMarkdown.more" description="The button that opens the list of the page's Markdown and AI assistant actions">
            Markdown ועוזרי AI
          </Translate>
          <Chevron />
        </button>
        <ul id={menuId} className={styles.menu} hidden={!open}>
          <li>
            <button type="button" className={styles.item} onClick={copy}>
              <Translate id="custom.copyMarkdown.menuCopy" description="Menu item: copy the page as Markdown">
                העתקה כ-Markdown
              </Translate>
            </button>
          </li>
          <li>
            <a className={styles.item} href={markdownRoute(pathname).replace(/ /g, '%20')} target="_blank" rel="noopener" onClick={() => setOpen(false)}>
              <Translate id="custom.copyMarkdown.menuView" description="Menu item: open the page's Markdown file">
                הצגה כ-Markdown
              </Translate>
              <NewWindow />
            </a>
          </li>
          <li>
            <a className={styles.item} href={assistants.chatgpt(prompt)} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              <Translate id="custom.copyMarkdown.menuChatGpt" description="Menu item: open ChatGPT with the page's Markdown address">
                פתיחה ב-ChatGPT
              </Translate>
              <NewWindow />
            </a>
          </li>
          <li>
            <a className={styles.item} href={assistants.claude(prompt)} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
              <Translate id="custom.copyMarkdown.menuClaude" description="Menu item: open Claude with the page's Markdown address">
                פתיחה ב-Claude
              </Translate>
              <NewWindow />
            </a>
          </li>
        </ul>
        {/* Beside the buttons, on their last line: "הדף הועתק" fits there at 320 px and moves nothing below it. */}
        <span role="status" className={styles.status}>
          {status.kind === 'copied' && translate({id: 'custom.copyMarkdown.copied', message: 'הדף הועתק'})}
          {status.kind === 'failed' && status.message}
        </span>
      </div>
    </div>
  );
}
