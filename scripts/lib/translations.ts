import {hebrewLetters} from '../../src/search/hebrew/hebrew';

/** Translation ids whose message is not shown as text, so it may stay without Hebrew letters. */
export const notDisplayed = new Set([
  // HTML enterkeyhint values, read by the on-screen keyboard, not by people.
  'theme.SearchModal.searchBox.enterKeyHint',
  'theme.SearchModal.searchBox.enterKeyHintAskAi',
  // A template of placeholders only; the blog is off.
  'theme.blog.author.pageTitle',
  // The docs version label ("Next": one version, current); with a single version it is never displayed.
  'version.label',
]);

const hebrewLetter = new RegExp(`[${hebrewLetters}]`);

export type TranslationFile = Record<string, {message: string; description?: string}>;

/** The ids in a translation file whose message a Hebrew reader would see untranslated. */
export function untranslated(file: TranslationFile): string[] {
  return Object.entries(file)
    .filter(([id, {message}]) => !notDisplayed.has(id) && !hebrewLetter.test(message))
    .map(([id]) => id);
}
