/**
 * Text typed with the wrong keyboard layout, read back on the other one: Israeli readers often type
 * Hebrew while the English layout is on (`pbxhv` for פנסיה, `afr` for שכר) and the reverse. The map
 * is the Israeli standard layout (SI 1452) over US QWERTY, key by key. Pure; the engine searches the
 * other reading when the query as typed finds nothing or far less (../engine/searchEngine.ts).
 */

/** US QWERTY key → the Hebrew layout's character on the same key (unshifted). */
const latinToHebrewKeys: Readonly<Record<string, string>> = {
  q: '/',
  w: "'",
  e: 'ק',
  r: 'ר',
  t: 'א',
  y: 'ט',
  u: 'ו',
  i: 'ן',
  o: 'ם',
  p: 'פ',
  a: 'ש',
  s: 'ד',
  d: 'ג',
  f: 'כ',
  g: 'ע',
  h: 'י',
  j: 'ח',
  k: 'ל',
  l: 'ך',
  ';': 'ף',
  "'": ',',
  z: 'ז',
  x: 'ס',
  c: 'ב',
  v: 'ה',
  b: 'נ',
  n: 'מ',
  m: 'צ',
  ',': 'ת',
  '.': 'ץ',
  '/': '.',
};

/** Hebrew letter → the QWERTY letter on the same key (the reverse map, letters only). */
const hebrewToLatinKeys: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(latinToHebrewKeys)
    .filter(([, hebrew]) => /[\u05d0-\u05ea]/.test(hebrew))
    .map(([latin, hebrew]) => [hebrew, latin]),
);

const latinTyped = /^[a-z;',./\s]*[a-z][a-z;',./\s]*$/i;
const hebrewTyped = /^[\u05d0-\u05ea\s]+$/;

/** The query as the other layout would have typed it, or null when it is not one layout's text. */
export function otherLayoutReading(query: string): string | null {
  const text = query.trim();
  // A first keystroke is not yet a word typed on the wrong layout.
  if (text.length < 2) {
    return null;
  }
  if (latinTyped.test(text)) {
    return [...text.toLowerCase()].map((char) => latinToHebrewKeys[char] ?? char).join('');
  }
  if (hebrewTyped.test(text)) {
    return [...text].map((char) => hebrewToLatinKeys[char] ?? char).join('');
  }
  return null;
}

/**
 * Whether the other reading should replace the query: the query finds nothing, or (for Latin read as
 * Hebrew, the common slip) fewer than three hits where the reading finds at least three times as many.
 * Hebrew read as Latin only when the Hebrew finds nothing: Latin words match loosely (typos, prefixes).
 */
export function preferReading(hitsAsTyped: number, hitsOfReading: number, reading: string): boolean {
  const toHebrew = /[\u05d0-\u05ea]/.test(reading);
  return hitsOfReading > 0 && (hitsAsTyped === 0 || (toHebrew && hitsAsTyped < 3 && hitsOfReading >= 3 * hitsAsTyped));
}
