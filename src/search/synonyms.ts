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
  {objectID: 'sick', type: 'onewaysynonym', input: 'חולה', synonyms: ['מחלה']},
  {objectID: 'hishtalmut', type: 'synonym', synonyms: ['השתלמות', 'hishtalmut', 'hushtalmut']},
  {objectID: 'nohehut', type: 'synonym', synonyms: ['נוכחות', 'nohehut', 'nochechut', 'attendance']},
  {objectID: 'hekef', type: 'synonym', synonyms: ['היקף', 'ekef', 'hekef']},
  {objectID: 'misra', type: 'synonym', synonyms: ['משרה', 'misra', 'misrah']},
  {objectID: 'hafrashot', type: 'synonym', synonyms: ['הפרשות', 'afrashot', 'hafrashot']},
  {objectID: 'overtime', type: 'onewaysynonym', input: 'overtime', synonyms: ['נוספות']},
];
