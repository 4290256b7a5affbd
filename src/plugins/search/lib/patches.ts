/**
 * Defects of the DocSearch 4.7 modal that no prop, search client or component of the site reaches,
 * fixed by exact replacements in its bundled module (@docsearch/react/dist/esm/DocSearchModal.js);
 * each has its upstream-ready report in ../upstream/, and src/theme/README.md lists them. Each `find` must occur exactly once, so an upgrade that changes the code
 * fails the build instead of silently dropping a fix.
 */
export type SourcePatch = {
  why: string;
  /** The upstream-ready report of the defect, in ../upstream/. */
  report: string;
  find: string;
  /** When given, the replacement runs from `find` through the end of this text's one occurrence after it. */
  through?: string;
  replace: string;
};

export const docSearchModalPatches: SourcePatch[] = [
  {
    report: 'error-screen.md',
    why: 'After a failed search the modal showed "Unable to fetch results" for a moment and then "No results for": the request\'s finally-handler set the status back to idle. Keep the error until the next query.',
    find: '.finally(function(){p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
    replace: '.finally(function(){"error"!==o.getState().status&&p("idle"),Ft&&u.environment.clearTimeout(Ft)})',
  },
  {
    report: 'start-screen.md',
    why: 'With no query and no saved searches the modal hid its whole results area, so the start screen below could not show.',
    find: 'return"idle"!==ce.status||!1!==pt||0!==ce.query.length||J||(ft=!1),e.createElement(',
    replace: 'return e.createElement(',
  },
  {
    report: 'start-screen.md',
    why: 'The start screen with no saved searches was blank; show "No recent searches" as DocSearch 3 did.',
    find: 'y=void 0===D?"Remove this conversation from history":D;return e.createElement("div",{className:"DocSearch-Dropdown-Container"}',
    replace:
      'y=void 0===D?"Remove this conversation from history":D;if("idle"===u.state.status&&!u.state.collections.some(function(c){return c.items.length>0}))return e.createElement("div",{className:"DocSearch-StartScreen"},e.createElement("p",{className:"DocSearch-Help"},r.noRecentSearchesText||"No recent searches"));return e.createElement("div",{className:"DocSearch-Dropdown-Container"}',
  },
  {
    report: 'search-suggestions.md',
    why: 'The no-results screen never offered "Try searching for" suggestions: the groups of earlier answers were merged into an object, which has no length. Keep them as a list.',
    find: 'u({searchSuggestions:k(k({},null!==(t=r.context.searchSuggestions)&&void 0!==t?t:[]),Object.keys(o))})',
    replace: 'u({searchSuggestions:Object.keys(o)})',
  },
  {
    report: 'click-insights.md',
    why: 'A mouse click on a result sent no "Item Selected" insights event (only Enter did): the result passed its own onClick to getItemProps, which replaced the one that tells the sources and plugins. Run both.',
    find: 'i({item:n,source:s.source,onClick:function(e){o(n,e)}})',
    replace: 'function(p){var c=p.onClick;return F({},p,{onClick:function(e){o(n,e),c(e)}})}(i({item:n,source:s.source}))',
  },
];

/**
 * The no-results screen's "Try searching for" comes from the groups of earlier answers, so a reader
 * whose first query finds nothing got no suggestion at all. Where no answer has brought any, the
 * screen offers these (the guide's first sections).
 */
export function firstSuggestionsPatch(suggestions: readonly string[]): SourcePatch {
  return {
    report: 'search-suggestions.md',
    why: 'A first query without results offered no "Try searching for": the suggestions start empty. Start with the guide\'s own sections.',
    find: 'p=u.state.context.searchSuggestions;',
    replace: `p=u.state.context.searchSuggestions.length>0?u.state.context.searchSuggestions:${JSON.stringify(suggestions)};`,
  };
}

/** Applies the patches, failing when a patch does not match exactly once. */
export function applyPatches(source: string, patches: SourcePatch[]): string {
  return patches.reduce((text, {find, through, replace, why}) => {
    const first = text.indexOf(find);
    const last = through === undefined ? first + find.length : text.indexOf(through, first + find.length);
    const fail =
      first === -1
        ? 'not found'
        : text.indexOf(find, first + 1) !== -1
          ? 'found twice'
          : through !== undefined && last === -1
            ? 'no end found'
            : through !== undefined && text.indexOf(through, last + 1) !== -1
              ? 'end found twice'
              : null;
    if (fail) throw new Error(`DocSearch fix no longer applies (${fail}): ${why}`);
    return text.slice(0, first) + replace + text.slice(through === undefined ? last : last + through.length);
  }, source);
}
