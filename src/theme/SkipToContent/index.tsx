import type {MouseEvent, ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof SkipToContentType>;

// The theme focuses <main> and removes its temporary tabindex at once; Chromium then drops the
// focus to <body>, so screen readers stay at the top. Keep the tabindex until focus leaves.
function focusMainContent(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof Element) || !event.target.closest('a')) {
    return;
  }
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(SkipToContentFallbackId);
  if (!target) {
    return;
  }
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(props: Props): ReactNode {
  return (
    <div onClick={focusMainContent}>
      <SkipToContent {...props} />
    </div>
  );
}
