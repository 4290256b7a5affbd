import type {SynonymHit} from 'algoliasearch';

/**
 * Words readers type for the guide's words: other spellings, English names and the Latin
 * transliterations used in the page addresses (calc-avraa). Uploaded to Algolia as synonyms by
 * search:push and expanded by the local engine, so both understand the same words.
 */
export const synonyms: SynonymHit[] = [
  {objectID: 'excel', type: 'synonym', synonyms: ['excel', 'אקסל', 'xlsx', 'xls']},
  {objectID: 'password', type: 'synonym', synonyms: ['סיסמה', 'סיסמא', 'password']},
  {objectID: 'email', type: 'synonym', synonyms: ['דואל', 'אימייל', 'מייל', 'email']},
  {objectID: 'version', type: 'synonym', synonyms: ['גרסה', 'גירסה', 'גרסא', 'version']},
  {objectID: 'export', type: 'synonym', synonyms: ['ייצוא', 'יצוא', 'export']},
  {objectID: 'employer', type: 'synonym', synonyms: ['מעסיק', 'מעביד', 'employer']},
  {objectID: 'salary', type: 'onewaysynonym', input: 'משכורת', synonyms: ['שכר']},
  {objectID: 'payslip', type: 'onewaysynonym', input: 'payslip', synonyms: ['תלוש']},
  {objectID: 'login', type: 'onewaysynonym', input: 'התחברות', synonyms: ['כניסה']},
  {objectID: 'login-en', type: 'onewaysynonym', input: 'login', synonyms: ['כניסה']},
  {objectID: 'signup', type: 'onewaysynonym', input: 'רישום', synonyms: ['הרשמה']},
  {objectID: 'signup-en', type: 'onewaysynonym', input: 'signup', synonyms: ['הרשמה']},
  {objectID: 'credits', type: 'synonym', synonyms: ['קרדיטים', 'קרדיט', 'credits']},
  {objectID: 'havraa', type: 'synonym', synonyms: ['הבראה', 'avraa', 'havraa', 'havraah']},
  {objectID: 'hufsha', type: 'synonym', synonyms: ['חופשה', 'hufsha', 'hofesh']},
  {objectID: 'vacation', type: 'onewaysynonym', input: 'חופש', synonyms: ['חופשה']},
  {objectID: 'mahala', type: 'synonym', synonyms: ['מחלה', 'mahala', 'machala']},
  ...['חולה', 'חליתי', 'חלה', 'חלתה', 'חלו', 'חלינו'].map((input): SynonymHit => ({objectID: `sick-${input}`, type: 'onewaysynonym', input, synonyms: ['מחלה']})),
  {objectID: 'hishtalmut', type: 'synonym', synonyms: ['השתלמות', 'hishtalmut', 'hushtalmut']},
  {objectID: 'nohehut', type: 'synonym', synonyms: ['נוכחות', 'nohehut', 'nochechut', 'attendance']},
  {objectID: 'hekef', type: 'synonym', synonyms: ['היקף', 'ekef', 'hekef']},
  {objectID: 'misra', type: 'synonym', synonyms: ['משרה', 'misra', 'misrah']},
  {objectID: 'hafrashot', type: 'synonym', synonyms: ['הפרשות', 'afrashot', 'hafrashot']},
  {objectID: 'overtime', type: 'onewaysynonym', input: 'overtime', synonyms: ['נוספות']},
  // The English words of the product's screens, as readers who work in English type them.
  ...(
    [
      ['reset', 'איפוס'],
      ['scan', 'סריקה'],
      ['data', 'נתונים'],
      ['confidence', 'ודאות'],
      ['report', 'דוח'],
      ['vacation', 'חופשה'],
      ['holiday', 'חג'],
      ['pension', 'פנסיה'],
      ['sick', 'מחלה'],
      ['upload', 'העלאה'],
      ['account', 'חשבון'],
      ['user', 'משתמש'],
    ] as const
  ).map(([input, word]): SynonymHit => ({objectID: `en-${input}`, type: 'onewaysynonym', input, synonyms: [word]})),
  // Numbers in words, where the guide writes digits (שישה ימים, חמש שנים).
  ...([['אחד', 'אחת'], ['שניים', 'שתיים'], ['שלושה', 'שלוש'], ['ארבעה', 'ארבע'], ['חמישה', 'חמש'], ['שישה', 'שש'], ['שבעה', 'שבע'], ['שמונה'], ['תשעה', 'תשע'], ['עשרה', 'עשר']] as const).flatMap(
    (words, i): SynonymHit[] => words.map((input) => ({objectID: `number-${input}`, type: 'onewaysynonym', input, synonyms: [String(i + 1)]})),
  ),
  // Words Hebrew speakers use interchangeably in this domain, and the verbs readers type for the
  // guide's nouns when the noun is not the verb's own (להוריד for ייצוא).
  {objectID: 'page', type: 'synonym', synonyms: ['דף', 'עמוד']},
  {objectID: 'pages', type: 'synonym', synonyms: ['דפים', 'עמודים']},
  ...['נעילה', 'ננעל', 'ננעלתי', 'נחסם', 'נחסמתי', 'חסום'].map((input): SynonymHit => ({objectID: `locked-${input}`, type: 'onewaysynonym', input, synonyms: ['נעול']})),
  // A page's former title in the reader's memory: the monthly summary was a ריכוז, attendance
  // against pay a comparison (השוואה).
  {objectID: 'summary', type: 'synonym', synonyms: ['סיכום', 'ריכוז']},
  ...['השוואה', 'השוואת', 'להשוות', 'משווה'].map((input): SynonymHit => ({objectID: `versus-${input}`, type: 'onewaysynonym', input, synonyms: ['מול']})),
  // The reader's verbs for the guide's nouns: what the employer takes off the pay is a deduction,
  // topping up the account is buying credits, money back is a refund, black is the dark mode.
  ...['מוריד', 'מורידה', 'מורידים', 'הוריד', 'הורידו'].map((input): SynonymHit => ({objectID: `deducts-${input}`, type: 'onewaysynonym', input, synonyms: ['ניכוי']})),
  ...['להטעין', 'מטעינים', 'טעינה'].map((input): SynonymHit => ({objectID: `top-up-${input}`, type: 'onewaysynonym', input, synonyms: ['רכישת']})),
  {objectID: 'money-back', type: 'onewaysynonym', input: 'בחזרה', synonyms: ['החזר']},
  {objectID: 'dark', type: 'onewaysynonym', input: 'שחור', synonyms: ['כהה']},
  ...['בוס', 'הבוס'].map((input): SynonymHit => ({objectID: `boss-${input}`, type: 'onewaysynonym', input, synonyms: ['מעסיק']})),
  {objectID: 'base-salary', type: 'onewaysynonym', input: 'בסיס', synonyms: ['יסוד']},
  {objectID: 'download', type: 'onewaysynonym', input: 'הורדה', synonyms: ['ייצוא']},
  {objectID: 'goes-down', type: 'onewaysynonym', input: 'יורד', synonyms: ['ירד']},
  {objectID: 'reply', type: 'synonym', synonyms: ['מענה', 'תגובה', 'עונים', 'עונה', 'נענה', 'לענות']},
  {objectID: 'lasts', type: 'onewaysynonym', input: 'לוקחת', synonyms: ['נמשכת']},
  {objectID: 'lasts-m', type: 'onewaysynonym', input: 'לוקח', synonyms: ['נמשך']},
  {objectID: 'lots', type: 'onewaysynonym', input: 'המון', synonyms: ['הרבה', 'יותר']},
  // Symptoms in the reader's words for the troubleshooting sections' words: stuck is "does not move",
  // "stays"; not seeing something is its not appearing; not remembering is forgetting.
  ...['תקוע', 'תקועה', 'תקועים', 'תקועות', 'נתקע', 'נתקעה', 'נתקעת', 'נתקעו'].map((input): SynonymHit => ({objectID: `stuck-${input}`, type: 'onewaysynonym', input, synonyms: ['זז', 'נשאר']})),
  {objectID: 'changed', type: 'synonym', synonyms: ['השתנה', 'השתנתה', 'השתנו']},
  {objectID: 'parameter', type: 'onewaysynonym', input: 'פרמטר', synonyms: ['שדה']},
  ...['זוכר', 'זוכרת'].map((input): SynonymHit => ({objectID: `forgot-${input}`, type: 'onewaysynonym', input, synonyms: ['שכחתי']})),
  ...['רואה', 'רואים', 'מוצא', 'מוצאת'].map((input): SynonymHit => ({objectID: `missing-${input}`, type: 'onewaysynonym', input, synonyms: ['מופיע', 'חסר']})),
  // The screens' words as readers say them: a tab (טאב) is the guide's לשונית, a dashboard its main
  // screen, a sheet its גיליון; what the phone receives is an SMS, a receipt the invoice, a backup
  // the export; clocking in (החתמה) is attendance, the summer payment (קיץ) the recuperation pay.
  ...['טאב', 'טאבים', 'tab'].map((input): SynonymHit => ({objectID: `tab-${input}`, type: 'onewaysynonym', input, synonyms: ['לשונית']})),
  ...['לחצן', 'button'].map((input): SynonymHit => ({objectID: `button-${input}`, type: 'onewaysynonym', input, synonyms: ['כפתור']})),
  ...['דשבורד', 'dashboard'].map((input): SynonymHit => ({objectID: `dashboard-${input}`, type: 'onewaysynonym', input, synonyms: ['ראשי']})),
  ...['גליון', 'גליונות', 'גיליונות', 'sheet'].map((input): SynonymHit => ({objectID: `sheet-${input}`, type: 'onewaysynonym', input, synonyms: ['גיליון']})),
  ...['סמס', 'מסרון'].map((input): SynonymHit => ({objectID: `sms-${input}`, type: 'onewaysynonym', input, synonyms: ['sms']})),
  {objectID: 'receipt', type: 'onewaysynonym', input: 'קבלה', synonyms: ['חשבונית']},
  {objectID: 'backup', type: 'onewaysynonym', input: 'גיבוי', synonyms: ['ייצוא']},
  ...['החתמה', 'החתמות'].map((input): SynonymHit => ({objectID: `clock-in-${input}`, type: 'onewaysynonym', input, synonyms: ['נוכחות']})),
  {objectID: 'shekel', type: 'synonym', synonyms: ['שקל', 'שקלים', 'שח']},
  {objectID: 'summer', type: 'onewaysynonym', input: 'קיץ', synonyms: ['הבראה']},
];
