/**
 * The sentence that tells the reader which reading of a query was searched when the engine read it
 * on the other keyboard layout (`layoutReading` in its answer, src/search/hebrew/keyboardLayout.ts):
 * `pbxhv` typed with the English layout on is searched as פנסיה, and the reader is told so. Pure,
 * so that it is tested without a browser; the modal (client/layoutNotice.ts) and the /search page
 * (theme/SearchPage) show it, and the modal's live region says it before the count of results.
 */

export type LayoutNoticeMessages = {
  /** "הצגנו תוצאות עבור "{reading}" (הקלדה במקלדת אנגלית)": Latin letters read as Hebrew. */
  typedOnEnglish: string;
  /** "… (הקלדה במקלדת עברית)": Hebrew letters read as the English words meant. */
  typedOnHebrew: string;
};

const hebrewLetter = /[\u05D0-\u05EA]/;

/** The notice for a reading, or null when there is none (the query was searched as typed). */
export function layoutNotice(reading: string | null | undefined, messages: LayoutNoticeMessages): string | null {
  if (!reading) {
    return null;
  }
  // A Hebrew reading means the reader typed Hebrew while the English layout was on.
  const message = hebrewLetter.test(reading) ? messages.typedOnEnglish : messages.typedOnHebrew;
  return message.replace('{reading}', reading);
}

/** Remembers, per query (trimmed), the reading its last answer was searched in (null: as typed). */
export class LayoutReadings {
  private readonly readings = new Map<string, string | null>();

  constructor(private readonly capacity = 100) {}

  /** Reads an Algolia multi-query answer: each result's query and layoutReading. */
  record(response: unknown): void {
    const results = (response as {results?: unknown} | null)?.results;
    if (!Array.isArray(results)) {
      return;
    }
    for (const result of results as {query?: unknown; layoutReading?: unknown}[]) {
      if (typeof result?.query !== 'string') continue;
      const key = result.query.trim();
      this.readings.delete(key);
      this.readings.set(key, typeof result.layoutReading === 'string' ? result.layoutReading : null);
      if (this.readings.size > this.capacity) this.readings.delete(this.readings.keys().next().value!);
    }
  }

  of(query: string): string | null {
    return this.readings.get(query.trim()) ?? null;
  }
}
