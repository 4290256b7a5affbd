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
  // Parties and documents.
  {preferred: 'מעסיק', avoid: ['מעביד', 'מעבידים', 'employer'], note: 'כמו בחוקי העבודה העדכניים'},
  {preferred: 'תלוש שכר', avoid: ['תלוש משכורת', 'תלושי משכורת', 'פיש'], note: 'ברבים: תלושי שכר'},
  {preferred: 'דוח', avoid: ['דו"ח', 'דו"חות'], note: 'בטקסט הרץ בלי גרשיים; בשדה keywords כותבים גם דו"ח'},
  {preferred: 'דוח נוכחות', avoid: ['דוח שעון'], note: 'המסמך שמעלים. המסך שבו מאשרים אותו נקרא "אישור דוח שעות"'},
  {preferred: 'קרדיטים', avoid: ['credits', 'credit']},
  {preferred: 'ייבוא', avoid: ['Import']},
  // Rights and payments.
  {preferred: 'דמי חגים', avoid: ['דמי חג', 'דמי החג', 'תשלום חג'], note: 'גם כשמדובר ביום חג אחד: "דמי חגים ליום החג"'},
  {preferred: 'מנוחה חלופית', avoid: ['מנוחת פיצוי', 'יום מנוחה חלופי', 'מנוחה חליפית'], note: 'המונח של חוק שעות עבודה ומנוחה למנוחה שניתנת במקום שעות המנוחה השבועית שבהן העובד עבד'},
  {preferred: 'שעות נוספות', avoid: ['שעות עודפות', 'שעות חריגות']},
  {
    preferred: 'היקף משרה',
    avoid: ['אחוז משרה', 'אחוזי משרה', 'אחוז המשרה', 'אחוזי המשרה', 'חלקיות משרה', 'נקודות אחוז'],
    note: 'בטקסט הרץ; בשדה keywords מותר גם "אחוז משרה". פער בהיקף משרה כותבים באחוזים, כמו במסך: 15%',
  },
  {preferred: 'הפרשות סוציאליות', avoid: ['הפרשות פנסיוניות', 'הפקדות סוציאליות']},
  {preferred: 'דמי הבראה', avoid: ['דמי הבראה ונופש', 'קצובת הבראה'], note: 'קצובת הבראה היא המונח של שירות המדינה; במדריך כותבים דמי הבראה'},
  // Product controls: one name each, as on screen.
  {preferred: 'רשימת התוצאות', avoid: ['תפריט התוצאות', 'ניווט התוצאות'], note: 'התפריט בראש מסך התוצאות שבו בוחרים תוצאה'},
  {preferred: 'לשוניות הסריקה', avoid: ['לשוניות תוצאות הסריקה', 'סרגל הסריקה'], note: 'דוח הסריקה, פיצול ומיזוג, ארגון עובדים, אישור דוח שעות, אישור תלושים; בקצה: פתיחת חישוב'},
  {preferred: 'מסך פתיחת חישוב', avoid: ['מסך פתיחת החישוב'], note: 'המסך נקרא כמו הכפתור שפותח אותו, פתיחת חישוב'},
  {preferred: 'ייצוא ל-Excel', avoid: ['ייצוא לאקסל', 'יצוא לאקסל', 'יצוא ל-Excel'], note: 'שם הכפתור; "אקסל" מותר רק בשדה keywords'},
  // Notes for the reader, not for the authors.
  {preferred: 'יש לבדוק', avoid: ['⚠️', 'מקור משני', 'מקורות משניים', 'רוב המקורות', 'לא ברור מה הדין'], note: 'נתון שלא אושר נכתב עם מה שהוא אומר לקורא ומה לעשות, לא עם סימן או עם הערה של הכותבים'},
  // The template's labels (writing/TEMPLATE.md).
  {preferred: 'חלקי המסך', avoid: ['מה רואים במסך', 'אזורי המסך'], note: 'כותרת הסעיף של האיור והאזורים הממוספרים'},
  {preferred: 'הקודם:', avoid: ['הקודם בתהליך', 'הדף הקודם'], note: 'בסעיף "ראו גם"'},
  {preferred: 'הבא:', avoid: ['הבא בתהליך', 'הדף הבא'], note: 'בסעיף "ראו גם"'},
];

/**
 * Product actions that redo or move work (a new reading of a file, pages moved between workers).
 * Where a page other than the action's home names it in bold, it links to the section that
 * explains it (`[**החלפה**](../new-calculation/reports-lists.md#החלפת-קובץ)`), or the same line
 * links to that page; `npm run check:content` reads this list (scripts/lib/product-actions.ts).
 */
export type ProductAction = {name: string; page: string; anchor: string};

export const productActions: ProductAction[] = [
  {name: 'החלפה', page: 'docs/new-calculation/reports-lists.md', anchor: 'החלפת-קובץ'},
  {name: 'הסרה', page: 'docs/new-calculation/reports-lists.md', anchor: 'הסרת-קובץ'},
  {name: 'שינוי סוג', page: 'docs/new-calculation/reports-lists.md', anchor: 'שינוי-הסוג-של-קובץ'},
  {name: 'פיצול', page: 'docs/scan-results/split-merge-pages.md', anchor: 'split-document'},
  {name: 'מיזוג', page: 'docs/scan-results/split-merge-pages.md', anchor: 'מיזוג-מסמכים'},
  {name: 'מיזוג עובדים', page: 'docs/scan-results/organize-workers.md', anchor: 'איחוד-עובדים-כפולים'},
  {name: 'שיוך לעובד', page: 'docs/scan-results/organize-workers.md', anchor: 'שיוך-עמוד-לעובד'},
];

/** Latin words that stay Latin in running text: file formats and units, product names, keys. */
export const latinAllowed: string[] = [
  // File formats, extensions and units.
  'Excel',
  'PDF',
  'CSV',
  'JPG',
  'JPEG',
  'PNG',
  'xls',
  'xlsx',
  'MB',
  'hh',
  'mm',
  // Products and services.
  'OCR',
  'SMS',
  'WhatsApp',
  'Word',
  'Mac',
  // Keys.
  'Ctrl',
  'Cmd',
  'K',
  'Enter',
  'Escape',
  'Caps',
  'Lock',
];
