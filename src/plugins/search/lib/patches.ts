/**
 * Defects of the DocSearch 4.7 modal that no prop or seam reaches, fixed by exact replacements in
 * its bundled module (@docsearch/react/dist/esm/DocSearchModal.js); ../README.md lists them with
 * the upstream issues. Each `find` must occur exactly once, so an upgrade that changes the code
 * fails the build instead of silently dropping a fix.
 */
export type SourcePatch = {
  why: string;
  find: string;
  /** When given, the replacement runs from `find` through the end of this text's one occurrence after it. */
  through?: string;
  replace: string;
};

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

/**
 * Without Ask AI (DocSearch's chat with an Algolia assistant, which this site does not configure:
 * `askAi` in the theme's `algolia` settings), about half of the modal's code is never run: the AI
 * SDK's chat and its copy of zod. The modal's hook for the chat builds a chat client at every
 * mount, so the code stays reachable; these replacements make it unreachable, and
 * lib/unusedCode.ts then drops it (111 → 61 KiB gzip for the modal's chunk).
 */
export const withoutAskAiPatches: SourcePatch[] = [
  {
    why: 'The Ask AI hook (useAskAi) builds the AI SDK\'s chat transport and chat (useChat) at every mount; without an assistant the modal only reads their idle state. Give it that state, one object for every render.',
    find: 'b=u(function(){return h.agentStudio?function(e){',
    through: '}(u(function(){return{id:D,sendAutomaticallyWhen:hh,transport:b}},[D,b])),',
    replace:
      'C=Lh.idle||(Lh.idle={messages:[],sendMessage:function(){},status:"ready",setMessages:function(){},error:void 0,stop:function(){return Promise.resolve()},clearError:function(){}}),',
  },
  {
    why: 'The AI SDK\'s `Output` namespace is built into an object that nothing keeps (its bundler\'s `__export` into `{}`): the one statement that would keep its schemas (and zod) alive.',
    find: '((e,t)=>{for(var n in t)xp(e,n,{get:t[n],enumerable:!0})})({},{object:()=>sh,text:()=>oh});',
    replace: '',
  },
];

/** Applies the patches, failing when a patch does not match exactly once. */
export function applyPatches(source: string, patches: SourcePatch[]): string {
  return patches.reduce((text, {find, through, replace, why}) => {
    const first = text.indexOf(find);
    const last = through === undefined ? first + find.length : text.indexOf(through, first + find.length);
    const fail = first === -1 ? 'not found' : text.indexOf(find, first + 1) !== -1 ? 'found twice' : through !== undefined && last === -1 ? 'no end found' : through !== undefined && text.indexOf(through, last + 1) !== -1 ? 'end found twice' : null;
    if (fail) throw new Error(`DocSearch fix no longer applies (${fail}): ${why}`);
    return text.slice(0, first) + replace + text.slice(through === undefined ? last : last + through.length);
  }, source);
}
