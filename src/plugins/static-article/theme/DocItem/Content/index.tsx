import {useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DocItemContent from '@theme-init/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import {articleClass, enhanceServerArticle, serverArticle} from '../../../lib/serverArticle';

/**
 * On a page's first load the article keeps the server's HTML: React hydrates the same element with
 * that HTML as dangerouslySetInnerHTML, whose children it neither builds nor compares, and never
 * changes them while the page is shown (the same string on every render). The Markdown content's
 * component is not even called. A page reached by a client-side navigation (useIsBrowser() is true
 * once the first render is in) renders as the theme does.
 */
export default function DocItemContentWrapper(props: Props): ReactNode {
  const hydrating = !useIsBrowser();
  // Read once, for this page: its later renders keep the same HTML. Should React give up hydrating
  // and render the page anew, the article is still this HTML, not an empty box.
  const [serverHtml] = useState(() => serverArticle(hydrating)?.innerHTML);
  const article = useRef<HTMLDivElement>(null);
  const history = useHistory();
  useLayoutEffect(() => {
    if (serverHtml === undefined || !article.current) {
      return undefined;
    }
    return enhanceServerArticle(article.current, (path, replace) => (replace ? history.replace(path) : history.push(path)));
  }, [serverHtml, history]);
  if (serverHtml === undefined) {
    return <DocItemContent {...props} />;
  }
  return <div ref={article} className={clsx(articleClass, 'markdown')} dangerouslySetInnerHTML={{__html: serverHtml}} suppressHydrationWarning />;
}
