/**
 * The theme hides the announcement bar before the first paint when the reader dismissed a bar,
 * any bar: its inline script reads only the "dismissed" flag. A new announcement (a new id) is
 * shown again only after hydration, and the page jumps down by the bar's height. This script runs
 * before the theme's (in <head>) and clears the flag of an older announcement, as the theme itself
 * does after hydration, so the new bar is there from the first paint.
 */
export function clearStaleDismissalScript(announcementId: string, storageNamespace: string): string {
  const idKey = JSON.stringify(`docusaurus.announcement.id${storageNamespace}`);
  const dismissKey = JSON.stringify(`docusaurus.announcement.dismiss${storageNamespace}`);
  return `(function(){try{if(localStorage.getItem(${dismissKey})==='true'&&localStorage.getItem(${idKey})!==${JSON.stringify(announcementId)})localStorage.setItem(${dismissKey},'false')}catch(e){}})();`;
}
