/**
 * The /search page's heading names the query ("Search results for "…"") before the page's scripts
 * have run. The page is static: its HTML has the heading of an empty search, and React, which must
 * hydrate that HTML as it is, names the query only in its next render, after the page's code has
 * downloaded and run (on a slow phone, well after the first paint; the heading is the page's
 * largest text until results come). This inline script, placed right after the heading, writes the
 * query's heading as the HTML is parsed; React hydrates it (`suppressHydrationWarning`) and then
 * renders the same text. A query past the field's limit is left to React, which cuts it first.
 */
import {maxQueryLength} from '@site/src/search/config';

/** `template`: the heading with `placeholder` where the query goes (getSearchPageTitle's message). */
export function headingScript(template: string, placeholder: string): string {
  const at = template.indexOf(placeholder);
  const [before, after] = [template.slice(0, at), template.slice(at + placeholder.length)];
  return `!function(){var h=document.currentScript.previousElementSibling,q=new URLSearchParams(location.search).get("q");q&&q.length<=${maxQueryLength}&&(h.textContent=${JSON.stringify(before)}+q+${JSON.stringify(after)})}()`;
}
