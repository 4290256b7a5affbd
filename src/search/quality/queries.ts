/**
 * The queries the guide's search is judged on: what readers type, with the page (or pages) that
 * answers each. Pages are route paths without the site URL.
 */
export type QueryKind =
  | 'bare'
  | 'prefix'
  | 'typo'
  | 'gershayim'
  | 'niqqud'
  | 'final-letter'
  | 'synonym'
  | 'latin'
  | 'number'
  | 'question'
  | 'partial'
  | 'body'
  | 'wrong-layout'
  | 'question-words'
  | 'inflection'
  | 'verb'
  | 'symptom'
  | 'out-of-guide';

/** A query and the pages that answer it; none for a query the guide does not answer (kind 'out-of-guide'). */
export type QueryCase = {query: string; expected: readonly string[]; kind: QueryKind};

const signup = '/signup-login/signup-login-screen';
const login = '/signup-login/login-with-password';
const mainScreen = '/signup-login/main-screen';
const account = '/signup-login/account-mngmnt';
const scanExcel = '/new-calculation/scan-excel';
const reportsLists = '/new-calculation/reports-lists';
const sendData = '/new-calculation/send-data-for-check';
const processScreen = '/scan-results/process-screen';
const scanReport = '/scan-results/scan-report';
const approveHours = '/scan-results/approve-scan-hours-report';
const approvePayslips = '/scan-results/approve-scan-payslips';
const organizeWorkers = '/scan-results/organize-workers';
const splitMerge = '/scan-results/split-merge-pages';
const exportExcel = '/scan-results/export-to-excel';
const openCalculation = '/calculation-params/open-calculation-screen';
const generalParams = '/calculation-params/calculation-general-params';
const framework = '/calculation-params/calculaton-frame-work';
const holidaysParams = '/calculation-params/calculaton-holidays';
const monthParams = '/calculation-params/calculaton-month';
const socialParams = '/calculation-params/calculaton-social';
const oneMonthHours = '/calculation-results/calc-one-month-hours';
const oneMonthReport = '/calculation-results/calc-one-month-report';
const monthlyDetail = '/calculation-results/calc-monthly-detail';
const monthlyAggregate = '/calculation-results/calc-monthly-aggragate';
const holidayPayment = '/calculation-results/calc-holiday-payment';
const vacation = '/calculation-results/calc-hufsha';
const sickPay = '/calculation-results/calc-mahala';
const havraa = '/calculation-results/calc-avraa';
const jobScope = '/calculation-results/calc-ekef-misra';
const attendanceVsPay = '/calculation-results/calc-nohehut-sahar';
const studyFund = '/calculation-results/calc-hushtalmut';
const socialContributions = '/calculation-results/calc-social-afrashot';
const releaseNotes = '/release-notes/version 1.2.0';
const intro = '/intro';
const purchaseTerms = '/legal/purchase-terms';
const sla = '/legal/sla';
const cookies = '/legal/cookies';

export const queries: readonly QueryCase[] = [
  // Bare words and phrases, as the screens name them.
  {kind: 'bare', query: 'הרשמה', expected: [signup]},
  {kind: 'bare', query: 'קוד אימות', expected: [signup]},
  {kind: 'bare', query: 'שכחתי סיסמה', expected: [login]},
  {kind: 'bare', query: 'חשבון נעול', expected: [login]},
  {kind: 'bare', query: 'יתרת קרדיטים', expected: [mainScreen, sendData, account]},
  {kind: 'bare', query: 'הזמנת משתמש', expected: [account]},
  {kind: 'bare', query: 'הרשאות', expected: [account]},
  {kind: 'bare', query: 'מיפוי עמודות', expected: [scanExcel]},
  {kind: 'bare', query: 'החלפת קובץ', expected: [reportsLists]},
  {kind: 'bare', query: 'מסך התהליך', expected: [processScreen]},
  {kind: 'bare', query: 'ודאות נמוכה', expected: [scanReport]},
  {kind: 'bare', query: 'שעת יציאה', expected: [approveHours, scanExcel]},
  {kind: 'bare', query: 'שכר יסוד', expected: [approvePayslips, oneMonthReport]},
  {kind: 'bare', query: 'מיזוג עובדים', expected: [organizeWorkers]},
  {kind: 'bare', query: 'פיצול עמודים', expected: [splitMerge]},
  {kind: 'bare', query: 'צו הרחבה', expected: [generalParams]},
  {kind: 'bare', query: 'עבודת לילה', expected: [framework]},
  {kind: 'bare', query: 'ערב חג', expected: [holidaysParams, holidayPayment]},
  {kind: 'bare', query: 'תקן שעות חודשי', expected: [monthParams]},
  {kind: 'bare', query: 'קרן השתלמות', expected: [studyFund, socialParams]},
  {kind: 'bare', query: 'דמי מחלה', expected: [sickPay]},
  {kind: 'bare', query: 'פדיון חופשה', expected: [vacation]},
  {kind: 'bare', query: 'סיכום מצטבר', expected: [monthlyAggregate]},
  {kind: 'bare', query: 'פירוט חודשי', expected: [monthlyDetail]},
  {kind: 'bare', query: 'היקף משרה', expected: [jobScope, monthParams]},
  {kind: 'bare', query: 'דמי חגים', expected: [holidayPayment, holidaysParams]},
  {kind: 'bare', query: 'שעות נוספות', expected: [oneMonthHours, attendanceVsPay]},
  {kind: 'bare', query: 'לשוניות החישוב', expected: [openCalculation]},
  {kind: 'bare', query: 'פנסיה', expected: [socialContributions, socialParams]},

  // Words with attached prefix letters.
  {kind: 'prefix', query: 'בחופשה שנתית', expected: [vacation]},
  {kind: 'prefix', query: 'שבדוח הסריקה', expected: [scanReport]},
  {kind: 'prefix', query: 'רכיבים מהתלוש', expected: [approvePayslips]},
  {kind: 'prefix', query: 'וכשהעובד חולה', expected: [sickPay]},
  {kind: 'prefix', query: 'לקרן השתלמות', expected: [studyFund, socialParams]},
  {kind: 'prefix', query: 'בדמי הבראה', expected: [havraa]},
  {kind: 'prefix', query: 'כשהחשבון נעול', expected: [login]},
  {kind: 'prefix', query: 'למיפוי העמודות', expected: [scanExcel]},
  {kind: 'prefix', query: 'והפרשות לפנסיה', expected: [socialContributions, socialParams]},
  {kind: 'prefix', query: 'בעבודת לילה', expected: [framework]},
  {kind: 'prefix', query: 'ולאישור התלושים', expected: [approvePayslips]},
  {kind: 'prefix', query: 'מהמסך הראשי', expected: [mainScreen]},
  {kind: 'prefix', query: 'לפיצול עמודים', expected: [splitMerge]},
  {kind: 'prefix', query: 'ולתלוש', expected: [approvePayslips, oneMonthReport, attendanceVsPay]},

  // One typo in a word of five letters or more.
  {kind: 'typo', query: 'השתלמוט', expected: [studyFund, socialParams]},
  {kind: 'typo', query: 'חופשא שנתית', expected: [vacation]},
  {kind: 'typo', query: 'דמי הבראא', expected: [havraa]},
  {kind: 'typo', query: 'איפוס סיסמע', expected: [login]},
  {kind: 'typo', query: 'מיפוי עמודוט', expected: [scanExcel]},
  {kind: 'typo', query: 'פיצוך עמודים', expected: [splitMerge]},
  {kind: 'typo', query: 'קרדיתים', expected: [sendData, mainScreen, account]},
  {kind: 'typo', query: 'נוכחוט מול שכר', expected: [attendanceVsPay]},
  {kind: 'typo', query: 'הפרשוט סוציאליות', expected: [socialContributions, socialParams]},

  // Gershayim, geresh and the quotes typed in their place.
  {kind: 'gershayim', query: 'דו"ח סריקה', expected: [scanReport]},
  {kind: 'gershayim', query: 'דו״ח שעות', expected: [approveHours]},
  {kind: 'gershayim', query: 'דוח מצטבר', expected: [monthlyAggregate]},
  {kind: 'gershayim', query: 'דו׳ח חודשי', expected: [oneMonthReport]},
  {kind: 'gershayim', query: "דו'ח נוכחות", expected: [approveHours, scanExcel, attendanceVsPay, reportsLists]},
  {kind: 'gershayim', query: 'ת"ז', expected: [organizeWorkers, scanExcel]},

  // Niqqud.
  {kind: 'niqqud', query: 'חֻפְשָׁה', expected: [vacation]},
  {kind: 'niqqud', query: 'הַבְרָאָה', expected: [havraa]},
  {kind: 'niqqud', query: 'דְּמֵי מַחֲלָה', expected: [sickPay]},
  {kind: 'niqqud', query: 'סִיסְמָה', expected: [login, signup]},
  {kind: 'niqqud', query: 'אִישּׁוּר תְּלוּשִׁים', expected: [approvePayslips]},

  // Final letters typed as regular letters.
  {kind: 'final-letter', query: 'אישור תלושימ', expected: [approvePayslips]},
  {kind: 'final-letter', query: 'פרמטרימ כלליימ', expected: [generalParams]},
  {kind: 'final-letter', query: 'ניהול חשבונ', expected: [account]},
  {kind: 'final-letter', query: 'דמי חגימ', expected: [holidayPayment, holidaysParams]},

  // Synonyms, other spellings and transliterations.
  {kind: 'synonym', query: 'הבראה', expected: [havraa]},
  {kind: 'synonym', query: 'avraa', expected: [havraa]},
  {kind: 'synonym', query: 'hufsha', expected: [vacation]},
  {kind: 'synonym', query: 'סיסמא', expected: [login, signup]},
  {kind: 'synonym', query: 'אקסל', expected: [exportExcel, scanExcel]},
  {kind: 'synonym', query: 'תלוש משכורת', expected: [approvePayslips, oneMonthReport]},
  {kind: 'synonym', query: 'התחברות', expected: [login]},
  {kind: 'synonym', query: 'מעביד', expected: [generalParams]},
  {kind: 'synonym', query: 'יצוא לאקסל', expected: [exportExcel]},

  // Latin words.
  {kind: 'latin', query: 'Excel', expected: [exportExcel, scanExcel]},
  {kind: 'latin', query: 'PDF', expected: [scanExcel, processScreen]},
  {kind: 'latin', query: 'CSV', expected: [scanExcel]},
  {kind: 'latin', query: 'SMS', expected: [signup]},
  {kind: 'latin', query: 'xlsx', expected: [exportExcel, scanExcel]},

  // Numbers, percentages and versions.
  {kind: 'number', query: '125%', expected: [oneMonthHours, attendanceVsPay]},
  {kind: 'number', query: '182', expected: [monthParams, jobScope, oneMonthReport]},
  {kind: 'number', query: '1.2.0', expected: [releaseNotes]},
  {kind: 'number', query: '418', expected: [havraa]},
  {kind: 'number', query: '20 MB', expected: [scanExcel]},
  {kind: 'number', query: '7.5%', expected: [studyFund, socialParams]},
  {kind: 'number', query: '8.33%', expected: [socialContributions, socialParams]},

  // Questions in plain words.
  {kind: 'question', query: 'איך מאפסים סיסמה', expected: [login]},
  {kind: 'question', query: 'כמה עולה בדיקה', expected: [sendData]},
  {kind: 'question', query: 'עובד מופיע פעמיים', expected: [organizeWorkers]},
  {kind: 'question', query: 'מה חדש בגרסה', expected: [releaseNotes]},
  {kind: 'question', query: 'איך מתחילים', expected: [intro]},

  // What a payroll clerk asks in their own words (none of them a keyword of its page).
  {kind: 'question', query: 'איך קונים עוד קרדיטים', expected: [account, purchaseTerms]},
  {kind: 'question', query: 'כמה זמן אחורה אפשר לתבוע', expected: [monthlyDetail]},
  {kind: 'question', query: 'קיבל מנוחה במקום תשלום', expected: [oneMonthReport]},
  {kind: 'question', query: 'חלה פעמיים בחודש', expected: [sickPay]},
  {kind: 'question', query: 'למה מחלקים ב-182', expected: [jobScope]},
  {kind: 'question', query: 'החישוב תקוע בסריקה', expected: [mainScreen, processScreen]},
  {kind: 'question', query: 'עד מתי צריך למסור תלוש', expected: [oneMonthReport]},
  {kind: 'question', query: 'לא זוכר באיזו כתובת נרשמתי', expected: [login]},
  {kind: 'question', query: 'איך מבטלים מנוי', expected: [purchaseTerms]},
  {kind: 'question', query: 'תוך כמה זמן עונים לפנייה', expected: [sla]},

  // Phrasing of the body text, not of titles or keywords.
  {kind: 'body', query: 'סכום שלילי בתלוש', expected: [approvePayslips]},
  {kind: 'body', query: 'הענף לא מופיע ברשימה', expected: [generalParams]},
  {kind: 'body', query: 'חג שחל בשבת', expected: [holidayPayment, holidaysParams]},
  {kind: 'body', query: 'האפס בתחילת תעודת הזהות נעלם', expected: [exportExcel, organizeWorkers]},
  {kind: 'body', query: 'עובד חדש בלי קופת פנסיה', expected: [socialParams, socialContributions]},
  {kind: 'body', query: 'משמרת לילה אחרי חצות', expected: [approveHours, framework]},
  {kind: 'body', query: 'מחיר חדש להבראה', expected: [havraa]},

  // Typos of every kind: swapped letters, a letter missing, a letter too many, a wrong letter.
  {kind: 'typo', query: 'חפושה שנתית', expected: [vacation]},
  {kind: 'typo', query: 'השתמלות', expected: [studyFund, socialParams]},
  {kind: 'typo', query: 'הבארה', expected: [havraa]},
  {kind: 'typo', query: 'פיצוים', expected: [socialParams, socialContributions]},
  {kind: 'typo', query: 'אישור תלושם', expected: [approvePayslips]},
  {kind: 'typo', query: 'אישור תלושיים', expected: [approvePayslips]},
  {kind: 'typo', query: 'פדיון חופשע', expected: [vacation]},
  {kind: 'typo', query: 'בהפרשוט לפנסיה', expected: [socialContributions, socialParams]},
  {kind: 'typo', query: 'בחפושה שנתית', expected: [vacation]},

  // The last word half typed, as the modal searches while typing.
  {kind: 'partial', query: 'דמי הבר', expected: [havraa]},
  {kind: 'partial', query: 'פיצול עמו', expected: [splitMerge]},
  {kind: 'partial', query: 'קרן השת', expected: [studyFund, socialParams]},
  {kind: 'partial', query: 'מיפוי עמ', expected: [scanExcel]},
  {kind: 'partial', query: 'ייצוא לאק', expected: [exportExcel]},

  // Numbers typed without the text's thousands separators, the version as the navbar shows it.
  {kind: 'number', query: '1881', expected: [havraa]},
  {kind: 'number', query: '11150', expected: [oneMonthReport, monthlyAggregate]},
  {kind: 'number', query: 'שכר מינימום 6247', expected: [generalParams, monthParams, oneMonthReport]},
  {kind: 'number', query: 'v1.2.0', expected: [releaseNotes]},

  // Words that reach the text only through the synonym table.
  {kind: 'synonym', query: 'גירסה 1.2.0', expected: [releaseNotes]},
  {kind: 'synonym', query: 'machala', expected: [sickPay]},
  {kind: 'synonym', query: 'יצוא נתוני סריקה', expected: [exportExcel]},
  {kind: 'synonym', query: 'חופש שנתי', expected: [vacation]},
  {kind: 'synonym', query: 'overtime', expected: [oneMonthHours, attendanceVsPay]},
  {kind: 'synonym', query: 'payslip', expected: [approvePayslips]},

  // Latin names in the text.
  {kind: 'latin', query: 'WhatsApp', expected: [sla, intro]},
  {kind: 'latin', query: 'Google Analytics', expected: [cookies]},
  {kind: 'latin', query: 'JPG', expected: [scanExcel, intro, processScreen]},

  // Pointed words that the guide spells without niqqud, and not always in ktiv male.
  {kind: 'niqqud', query: 'כֹּל הָעוֹבְדִים', expected: [monthlyAggregate]},
  {kind: 'niqqud', query: 'שְׁעוֹת נוֹסָפוֹת', expected: [oneMonthHours, attendanceVsPay]},
  // Typed with the wrong keyboard layout: Hebrew words on the English layout (the Hebrew meant in
  // the comment), and English words on the Hebrew layout.
  {kind: 'wrong-layout', query: 'pbxhv', expected: [socialContributions, socialParams]}, // פנסיה
  {kind: 'wrong-layout', query: 'afr hxus', expected: [approvePayslips, oneMonthReport]}, // שכר יסוד
  {kind: 'wrong-layout', query: 'vranv', expected: [signup]}, // הרשמה
  {kind: 'wrong-layout', query: 'eus thnu,', expected: [signup]}, // קוד אימות
  {kind: 'wrong-layout', query: 'afj,h xhxnv', expected: [login]}, // שכחתי סיסמה
  {kind: 'wrong-layout', query: 'jacui bguk', expected: [login]}, // חשבון נעול
  {kind: 'wrong-layout', query: 'vratu,', expected: [account]}, // הרשאות
  {kind: 'wrong-layout', query: 'nhpuh gnusu,', expected: [scanExcel]}, // מיפוי עמודות
  {kind: 'wrong-layout', query: 'nhzud gucsho', expected: [organizeWorkers]}, // מיזוג עובדים
  {kind: 'wrong-layout', query: 'gcus, khkv', expected: [framework]}, // עבודת לילה
  {kind: 'wrong-layout', query: 'eri va,knu,', expected: [studyFund, socialParams]}, // קרן השתלמות
  {kind: 'wrong-layout', query: 'snh njkv', expected: [sickPay]}, // דמי מחלה
  {kind: 'wrong-layout', query: 'pshui jupav', expected: [vacation]}, // פדיון חופשה
  {kind: 'wrong-layout', query: 'vhe; narv', expected: [jobScope, monthParams]}, // היקף משרה
  {kind: 'wrong-layout', query: 'snh jdho', expected: [holidayPayment, holidaysParams]}, // דמי חגים
  {kind: 'wrong-layout', query: 'agu, buxpu,', expected: [oneMonthHours, attendanceVsPay]}, // שעות נוספות
  {kind: 'wrong-layout', query: 'vcrtv', expected: [havraa]}, // הבראה
  {kind: 'wrong-layout', query: 'phmuk gnusho', expected: [splitMerge]}, // פיצול עמודים
  {kind: 'wrong-layout', query: 'קסבקך', expected: [exportExcel, scanExcel]}, // excel
  {kind: 'wrong-layout', query: 'פשטדךןפ', expected: [approvePayslips]}, // payslip
  {kind: 'wrong-layout', query: 'םהקראןצק', expected: [oneMonthHours, attendanceVsPay]}, // overtime

  // Questions as readers ask them, question and function words included (איך, כמה, למה, מה, האם,
  // של, את, על, עם, אני, אפשר, יש, לי): the content words must decide, the page that answers first.
  {kind: 'question-words', query: 'איך אני מחליף את הסיסמה שלי', expected: [login]},
  {kind: 'question-words', query: 'כמה ימי חופשה מגיעים לעובד', expected: [vacation]},
  {kind: 'question-words', query: 'למה אין לי הפרשות לפנסיה בחודשים הראשונים', expected: [socialContributions, socialParams]},
  {kind: 'question-words', query: 'מה עושים כשהחשבון נעול', expected: [login]},
  {kind: 'question-words', query: 'האם אפשר להעלות קובץ PDF', expected: [scanExcel, intro]},
  {kind: 'question-words', query: 'איך אני מזמין משתמש לחשבון שלנו', expected: [account]},
  {kind: 'question-words', query: 'מה זה צו הרחבה', expected: [generalParams]},
  {kind: 'question-words', query: 'כמה קרדיטים עולה בדיקה של עובד', expected: [sendData]},
  {kind: 'question-words', query: 'איך מפצלים מסמך עם כמה תלושים', expected: [splitMerge]},
  {kind: 'question-words', query: 'למה יש שעות ביום של חופשה', expected: [approveHours]},
  {kind: 'question-words', query: 'מה עושים עם עובד שמופיע פעמיים', expected: [organizeWorkers]},
  {kind: 'question-words', query: 'האם מגיעים לי דמי הבראה אחרי שנה', expected: [havraa]},
  {kind: 'question-words', query: 'איך אני רושם משמרת שעוברת את חצות', expected: [approveHours]},
  {kind: 'question-words', query: 'כמה זמן לוקחת הסריקה', expected: [processScreen, mainScreen]},
  {kind: 'question-words', query: 'למה האפס של תעודת הזהות נעלם', expected: [exportExcel, organizeWorkers]},
  {kind: 'question-words', query: 'איך מייצאים את הנתונים לאקסל', expected: [exportExcel]},
  {kind: 'question-words', query: 'האם אפשר לבטל את המנוי', expected: [purchaseTerms]},
  {kind: 'question-words', query: 'מה עושים אם קוד האימות לא הגיע', expected: [signup]},
  {kind: 'question-words', query: 'על מה מחשבים את דמי המחלה', expected: [sickPay]},
  {kind: 'question-words', query: 'מה קורה אחרי השליחה לבדיקה', expected: [sendData]},

  // Inflection and variants: plural and construct forms the text does not use, other spellings,
  // abbreviations, and a typo in a short word.
  {kind: 'inflection', query: 'סיכומים', expected: [monthlyAggregate]},
  {kind: 'inflection', query: 'תלושים', expected: [approvePayslips]},
  {kind: 'inflection', query: 'תלושי שכר', expected: [approvePayslips]},
  {kind: 'inflection', query: 'הפרשה לפנסיה', expected: [socialContributions, socialParams]},
  {kind: 'inflection', query: 'משמרות לילה', expected: [approveHours, framework]},
  {kind: 'inflection', query: 'עבודה בחגים', expected: [holidayPayment, holidaysParams]},
  {kind: 'inflection', query: 'ימי חג', expected: [holidayPayment, holidaysParams]},
  {kind: 'inflection', query: 'דמי חג', expected: [holidayPayment, holidaysParams]},
  {kind: 'inflection', query: 'איפוס סיסמא', expected: [login]},
  {kind: 'inflection', query: 'אשור תלושים', expected: [approvePayslips]},
  {kind: 'inflection', query: 'וותק', expected: [socialParams]},
  {kind: 'inflection', query: 'תז', expected: [organizeWorkers, scanExcel]},
  {kind: 'inflection', query: 'ת.ז.', expected: [organizeWorkers, scanExcel]},
  {kind: 'inflection', query: 'מחלע', expected: [sickPay]},
  {kind: 'inflection', query: 'קרנות השתלמות', expected: [studyFund, socialParams]},
  {kind: 'inflection', query: 'היקפי משרה', expected: [jobScope, monthParams]},
  {kind: 'inflection', query: 'דוחות שעות', expected: [approveHours]},
  {kind: 'inflection', query: 'עובד כפול', expected: [organizeWorkers]},
  {kind: 'inflection', query: 'חופשות', expected: [vacation]},
  {kind: 'inflection', query: 'פיצוי', expected: [socialParams, socialContributions]},

  // What the reader wants to do, in the infinitive or as a verb, where the page names the action
  // with a noun (פיצול, אישור, ייצוא), and the words readers use for the guide's (דף for עמוד).
  {kind: 'verb', query: 'לפצל קובץ', expected: [splitMerge]},
  {kind: 'verb', query: 'איך להפריד בין תלושים', expected: [splitMerge]},
  {kind: 'verb', query: 'לאשר את התלושים', expected: [approvePayslips]},
  {kind: 'verb', query: 'מאשרים דוח שעות', expected: [approveHours]},
  {kind: 'verb', query: 'לייצא לאקסל', expected: [exportExcel]},
  {kind: 'verb', query: 'להוריד את הנתונים', expected: [exportExcel]},
  {kind: 'verb', query: 'איך ממזגים שני עובדים', expected: [organizeWorkers]},
  {kind: 'verb', query: 'לאפס סיסמה', expected: [login]},
  {kind: 'verb', query: 'לבטל את המנוי', expected: [purchaseTerms]},
  {kind: 'verb', query: 'להעלות קבצים', expected: [scanExcel, reportsLists]},
  {kind: 'verb', query: 'לשלוח לבדיקה', expected: [sendData]},
  {kind: 'verb', query: 'להזמין משתמש', expected: [account]},
  {kind: 'verb', query: 'עמוד הבית', expected: [mainScreen]},
  {kind: 'verb', query: 'משכורת בסיס', expected: [approvePayslips, oneMonthReport]},

  // What the reader sees go wrong, in their words: the page whose questions and answers (or its
  // common gaps) answer it.
  {kind: 'symptom', query: 'הקובץ לא עולה', expected: [scanExcel]},
  {kind: 'symptom', query: 'הקובץ גדול מדי', expected: [scanExcel]},
  {kind: 'symptom', query: 'לא רואה את העובד ברשימה', expected: [monthlyAggregate, organizeWorkers, sendData]},
  {kind: 'symptom', query: 'האחוז תקוע', expected: [processScreen]},
  {kind: 'symptom', query: 'הסריקה נתקעה', expected: [processScreen, mainScreen]},
  {kind: 'symptom', query: 'לא קיבלתי מייל', expected: [processScreen, sendData]},
  {kind: 'symptom', query: 'לא מצליח ללחוץ על שליחה לבדיקה', expected: [sendData]},
  {kind: 'symptom', query: 'טבלה ריקה', expected: [attendanceVsPay]},
  {kind: 'symptom', query: 'אי אפשר לכתוב שעה בתא', expected: [approveHours]},
  {kind: 'symptom', query: 'התמונה לא ברורה', expected: [scanExcel]},
  {kind: 'symptom', query: 'חסר חודש', expected: [monthlyDetail, approveHours]},
  {kind: 'symptom', query: 'שיניתי פרמטר והתוצאה לא השתנתה', expected: [openCalculation]},
  {kind: 'symptom', query: 'האקסל לא יורד', expected: [exportExcel]},
  {kind: 'symptom', query: 'השעות באקסל יוצאות כמספר עשרוני', expected: [exportExcel]},
  {kind: 'symptom', query: 'התלוש הלך לעובד אחר', expected: [approvePayslips]},
  {kind: 'symptom', query: 'איחדתי בטעות שני עובדים', expected: [organizeWorkers]},
  {kind: 'symptom', query: 'שכחתי להעלות קובץ', expected: [sendData]},
  {kind: 'symptom', query: 'יש לי המון קבצים', expected: [scanExcel]},

  // Subjects the guide does not cover, asked as a payroll clerk would ask them, and everyday
  // phrases: the answer is the no-results screen, not loose matches that look like an answer.
  // (A loan from the employer and reserve duty: the privacy policy now names loan repayments and
  // reserve days among the data a payslip reveals, so those words are in the guide.)
  {kind: 'out-of-guide', query: 'משכנתא', expected: []},
  {kind: 'out-of-guide', query: 'איך מבקשים הלוואה מהעבודה', expected: []},
  {kind: 'out-of-guide', query: 'טופס 101', expected: []},
  {kind: 'out-of-guide', query: 'איך ממלאים טופס 101', expected: []},
  {kind: 'out-of-guide', query: 'נקודות זיכוי', expected: []},
  {kind: 'out-of-guide', query: 'חופשת לידה', expected: []},
  {kind: 'out-of-guide', query: 'דמי אבטלה', expected: []},
  {kind: 'out-of-guide', query: 'קצבת זקנה', expected: []},
  {kind: 'out-of-guide', query: 'שימוע לפני פיטורים', expected: []},
  {kind: 'out-of-guide', query: 'החזר הוצאות רכב', expected: []},
  {kind: 'out-of-guide', query: 'רכב צמוד', expected: []},
  {kind: 'out-of-guide', query: 'ועד עובדים', expected: []},
  {kind: 'out-of-guide', query: 'זכות שביתה', expected: []},
  {kind: 'out-of-guide', query: 'תיאום מס', expected: []},
  {kind: 'out-of-guide', query: 'הטרדה מינית בעבודה', expected: []},
  {kind: 'out-of-guide', query: 'אשרת עבודה לעובד זר', expected: []},
  {kind: 'out-of-guide', query: 'משכורת 13', expected: []},
  {kind: 'out-of-guide', query: 'שכר דירה', expected: []},
  {kind: 'out-of-guide', query: 'מתכון לעוגת שוקולד', expected: []},
  {kind: 'out-of-guide', query: 'מזג האוויר מחר', expected: []},
  {kind: 'out-of-guide', query: 'איך מזמינים מונית', expected: []},
  {kind: 'out-of-guide', query: 'המדפסת לא מדפיסה', expected: []},
  {kind: 'out-of-guide', query: 'החלפת סוללה בטלפון', expected: []},
  {kind: 'out-of-guide', query: 'ימי אבל', expected: []},
  {kind: 'out-of-guide', query: 'מענק עבודה', expected: []},
  {kind: 'out-of-guide', query: 'פנסיה לעצמאים', expected: []},
  {kind: 'out-of-guide', query: 'ביטוח בריאות משלים', expected: []},
  {kind: 'out-of-guide', query: 'איך פותחים תיק במס הכנסה', expected: []},
];
