/**
 * The guide's terms: for each, the one spelling the pages use and the variants they avoid, and
 * the Latin words that may appear in running text. Kept by the team that writes the guide;
 * `npm run check:content` reads it (scripts/lib/glossary.ts) and reports every avoided variant,
 * and every Latin word not listed in `latinAllowed`, in the text a reader sees (not in code,
 * URLs, front matter keys or the `keywords` list, where readers' spellings belong).
 *
 * How a variant is matched: as a whole word, after up to three prefix letters (ו, ה, ב, כ, ל,
 * מ, ש), so "מעביד" also finds "למעביד"; other forms (plural, construct) are listed on their
 * own. Gershayim may be written " or ״. Latin variants and `latinAllowed` ignore letter case.
 */
export type GlossaryEntry = {preferred: string; avoid: string[]; note?: string};

export const glossary: GlossaryEntry[] = [
  {preferred: 'מעסיק', avoid: ['מעביד', 'מעבידים', 'employer']},
  {preferred: 'תלוש שכר', avoid: ['תלוש משכורת', 'תלושי משכורת']},
  {preferred: 'דוח', avoid: ['דו"ח', 'דו"חות'], note: 'בטקסט הרץ בלי גרשיים; בשדה keywords כותבים גם דו"ח'},
  {preferred: 'קרדיטים', avoid: ['credits', 'credit']},
  {preferred: 'ייבוא', avoid: ['Import']},
];

/** Latin words that stay Latin in running text: file formats and units, product names, keys. */
export const latinAllowed: string[] = [
  // File formats, extensions and units.
  'Excel', 'PDF', 'CSV', 'JPG', 'JPEG', 'PNG', 'xls', 'xlsx', 'MB', 'hh', 'mm',
  // Products and services.
  'OCR', 'SMS', 'WhatsApp', 'Word', 'Mac',
  // Keys.
  'Ctrl', 'Cmd', 'K', 'Enter', 'Escape', 'Caps', 'Lock',
];
