/**
 * "המדריך" tapped in the phone's menu on a page without the guide's sidebar (the home page, the
 * legal pages): the guide's first page opens with the menu open on the guide's tree. The page's
 * layout, and with it the menu's state, is a new one after the navigation: the request waits in
 * this module until the guide's mobile sidebar takes it (src/theme/DocSidebar/Mobile).
 */
let requested = false;

export function requestGuideMenu(): void {
  requested = true;
}

/** Whether the guide's tree was asked for, once: the request is cleared. */
export function takeGuideMenuRequest(): boolean {
  const was = requested;
  requested = false;
  return was;
}
