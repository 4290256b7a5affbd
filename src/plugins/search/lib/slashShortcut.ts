/**
 * The "/" shortcut that opens the search is on unless the reader turns it off (WCAG 2.1.4: a
 * single-character shortcut can be turned off). The choice is kept in the browser's local storage,
 * under this key, as "off"; with the shortcut on again the key is removed. The opening script reads
 * it before hydration (./openingScript.ts), the SearchBar after (../client/SlashShortcutSetting.tsx).
 */
export const slashShortcutKey = 'search-slash-shortcut';

/** Whether "/" opens the search, by what `storage` holds (on where storage cannot be read). */
export function slashShortcutOn(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(slashShortcutKey) !== 'off';
  } catch {
    return true;
  }
}

/** Keeps the reader's choice (nothing is stored for the default). */
export function storeSlashShortcut(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, on: boolean): void {
  try {
    if (on) storage?.removeItem(slashShortcutKey);
    else storage?.setItem(slashShortcutKey, 'off');
  } catch {
    // Storage refused (a private window's quota): the choice holds for this page only.
  }
}
