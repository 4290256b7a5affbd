import {SkipToContentFallbackId} from '@docusaurus/theme-common';

/**
 * Moves focus to the page's main content, as the skip link does. The temporary tabindex stays
 * until focus leaves: Chromium drops the focus to <body> when it is removed at once.
 */
export function focusMainContent(): void {
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(SkipToContentFallbackId);
  if (!target) {
    return;
  }
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
}
