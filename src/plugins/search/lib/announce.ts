/**
 * What the search modal's live region says once typing settles (client/liveRegion.ts). Pure, so that
 * it is tested without a browser.
 */

/** How long without a keystroke before the results are announced: a word, not every letter. */
export const settleMs = 700;

/**
 * Picks the plural form of a "one|two|many" message the way Docusaurus's usePluralForm does (a hook,
 * which a client module cannot call): the forms follow the order of the locale's plural categories
 * (Hebrew: one, two, other), and a message with fewer forms falls back to its last.
 */
export function selectPlural(count: number, message: string, locale: string): string {
  const forms = message.split('|');
  const rules = new Intl.PluralRules(locale);
  const index = rules.resolvedOptions().pluralCategories.indexOf(rules.select(count));
  return (forms[index] ?? forms[forms.length - 1]!).replace('{count}', String(count)).trim();
}

export type ModalState = {kind: 'empty'} | {kind: 'loading'} | {kind: 'results'; count: number; notice?: string | null} | {kind: 'noResults'; query: string};

export type Messages = {
  /** "נמצאה תוצאה אחת|נמצאו שתי תוצאות|נמצאו {count} תוצאות", the /search page's. */
  found: string;
  /** "לא נמצאו תוצאות עבור", the no-results screen's. */
  noResults: string;
  locale: string;
};

/** The sentence to announce, or null while the results are not there yet (the region keeps its text). */
export function announcement(state: ModalState, messages: Messages): string | null {
  switch (state.kind) {
    case 'empty':
      return '';
    case 'loading':
      return null;
    case 'results': {
      // The reading searched, when it was not the query as typed, comes first (lib/layoutNotice.ts).
      const found = selectPlural(state.count, messages.found, messages.locale);
      return state.notice ? `${state.notice}. ${found}` : found;
    }
    case 'noResults':
      return `${messages.noResults} "${state.query}"`;
  }
}
