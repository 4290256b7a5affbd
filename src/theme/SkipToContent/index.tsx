import type {MouseEvent, ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';
import {focusMainContent} from './focusMain';

type Props = WrapperProps<typeof SkipToContentType>;

// The theme focuses <main> and removes its temporary tabindex at once; Chromium then drops the
// focus to <body>, so screen readers stay at the top. Keep the tabindex until focus leaves.
function focusAfterSkipLink(event: MouseEvent<HTMLDivElement>): void {
  if (event.target instanceof Element && event.target.closest('a')) {
    focusMainContent();
  }
}

export default function SkipToContentWrapper(props: Props): ReactNode {
  return (
    <div onClick={focusAfterSkipLink}>
      <SkipToContent {...props} />
    </div>
  );
}
