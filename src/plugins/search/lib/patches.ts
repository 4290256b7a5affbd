/**
 * Defects of the DocSearch 4.7 modal that no prop or seam reaches, fixed by exact replacements in
 * its bundled module (@docsearch/react/dist/esm/DocSearchModal.js); ../README.md lists them with
 * the upstream issues. Each `find` must occur exactly once, so an upgrade that changes the code
 * fails the build instead of silently dropping a fix.
 */
export type SourcePatch = {why: string; find: string; replace: string};

export const docSearchModalPatches: SourcePatch[] = [
  {
    why: 'After a failed search the modal showed "Unable to fetch results" for a moment and then "No results for": the request\'s finally-handler set the status back to idle. Keep the error until the next query.',
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    replace: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    why: 'With no query and no saved searches the modal hid its whole results area, so the start screen below could not show.',
    find: 'return"idle"!==ce.status||!1!==pt||0!==ce.query.length||J||(ft=!1),e.createElement(',
    replace: 'return e.createElement(',
  },
  {
    why: 'The start screen with no saved searches was blank; show "No recent searches" as DocSearch 3 did.',
    find: 'y=void 0===D?"Remove this conversation from history":D;return e.createElement("div",{className:"DocSearch-Dropdown-Container"}',
    replace:
      'y=void 0===D?"Remove this conversation from history":D;if("idle"===u.state.status&&!u.state.collections.some(function(c){return c.items.length>0}))return e.createElement("div",{className:"DocSearch-StartScreen"},e.createElement("p",{className:"DocSearch-Help"},r.noRecentSearchesText||"No recent searches"));return e.createElement("div",{className:"DocSearch-Dropdown-Container"}',
  },
  {
    why: 'The no-results screen never offered "Try searching for" suggestions: the groups of earlier answers were merged into an object, which has no length. Keep them as a list.',
    find: 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    replace: 'u({searchSuggestions:Object.keys(o)})',
  },
  {
    why: 'A mouse click on a result sent no "Item Selected" insights event (only Enter did): the result passed its own onClick to getItemProps, which replaced the one that tells the sources and plugins. Run both.',
    find: 'i({item:n,source:s.source,onClick:function(e){o(n,e)}})',
    replace: 'function(p){var c=p.onClick;return F({},p,{onClick:function(e){o(n,e),c(e)}})}(i({item:n,source:s.source}))',
  },
  {
    why: '"See all N results" added each keystroke\'s nbHits to the previous total; show the total of the current answer.',
    find: 'if(i){var s=r.context.nbHits;u({nbHits:(null!=s?s:0)+i})}',
    replace: 'u({nbHits:y.reduce(function(e,t){return e+(t.nbHits||0)},0)});',
  },
  {
    why: 'An answer to an earlier keystroke that came after the newest one set the modal\'s context ("See all N results", the "Try searching for" suggestions) from its own query: the results on screen were the newest query\'s, the count was not. Only the newest request sets the context.',
    find: 'yv=function(){var e=f(_().m(function e(t){var n,r,u,a,i,o,s,c,l,d,f,p,h,v,m,D,y,g;return _().w(function(e){for(;;)switch(e.p=e.n){case 0:return n=t.query,r=t.state,u=t.setContext,',
    replace:
      'yv=function(){var e=f(_().m(function e(t){var n,r,u,a,i,o,s,c,l,d,f,p,h,v,m,D,y,g;return _().w(function(e){for(;;)switch(e.p=e.n){case 0:return yv.newest=t,n=t.query,r=t.state,u=function(c){yv.newest===t&&t.setContext(c)},',
  },
];

/** Applies the patches, failing when a patch does not match exactly once. */
export function applyPatches(source: string, patches: SourcePatch[]): string {
  return patches.reduce((text, {find, replace, why}) => {
    const first = text.indexOf(find);
    if (first === -1 || text.indexOf(find, first + 1) !== -1) {
      throw new Error(`DocSearch fix no longer applies (${first === -1 ? 'not found' : 'found twice'}): ${why}`);
    }
    return text.slice(0, first) + replace + text.slice(first + find.length);
  }, source);
}
