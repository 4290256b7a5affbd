/**
 * The laws, extension orders and the one ruling the guide cites, each with the address of its
 * official text. This is the one place an address is written: a page links to a law as
 * `[חוק שעות עבודה ומנוחה](law:hoursOfWork)`, and the build (src/remark/lawLinks.ts) and the
 * Markdown readers (`expandLawLinks` below, beside `expandLawFigures` of src/data/lawFigures.ts: the
 * .md export, llms.txt, the dev search records) put this address there. A page that names one of them links to it at least once
 * (scripts/lib/law-links.ts, in `npm run check:content`).
 *
 * Where the text's own page is not known here, the address is the official site's search for the
 * text's exact name, a form that keeps working when the site renumbers its pages: the Knesset's
 * national legislation database for laws, the government's site for extension orders and permits
 * (they are published there, not in the Knesset's database), the judiciary's public case site for
 * a ruling. When the law's own page (LawPrimary.aspx?lawitemid=…) is checked, it replaces the search
 * address here, in one line, and every page follows.
 */

/** Which text a link names: a name in Latin letters, camelCase, the one pages write after `law:`. */
export type LawTextKind = string;

export type LawText = {
  /** The text's full name, in Hebrew, as the guide cites it. */
  name: string;
  /** What a page writes when it names the text: each of these in a page asks for a `law:` link to it. */
  mentions: readonly string[];
  /** The address of the official text, or of the official site's search for it. */
  url: string;
};

/** A name as a query value: encodeURIComponent, and parentheses too, so that a Markdown link's target never ends early. */
function query(name: string): string {
  return encodeURIComponent(name).replace(/[()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The Knesset's national legislation database, searched for the law's name. */
function knessetLaw(name: string): string {
  return `https://main.knesset.gov.il/Activity/Legislation/Laws/Pages/LawSearch.aspx?t=lawlaws&st=currentlaws&n=${query(name)}`;
}

/** The government's site (gov.il), searched for the text's name: extension orders and the Minister's permits. */
function govText(name: string): string {
  return `https://www.gov.il/he/search?query=${query(name)}`;
}

/** The judiciary's public case site (נט המשפט), where a case is found by its number. */
const courtCases = 'https://www.court.gov.il/NGCS.Web.Site/HomePage.aspx';

export const lawTexts = {
  minimumWage: {name: 'חוק שכר מינימום, התשמ"ז-1987', mentions: ['חוק שכר מינימום'], url: knessetLaw('חוק שכר מינימום')},
  hoursOfWork: {name: 'חוק שעות עבודה ומנוחה, התשי"א-1951', mentions: ['חוק שעות עבודה ומנוחה'], url: knessetLaw('חוק שעות עבודה ומנוחה')},
  annualLeave: {name: 'חוק חופשה שנתית, התשי"א-1951', mentions: ['חוק חופשה שנתית'], url: knessetLaw('חוק חופשה שנתית')},
  sickPay: {name: 'חוק דמי מחלה, התשל"ו-1976', mentions: ['חוק דמי מחלה'], url: knessetLaw('חוק דמי מחלה')},
  childSickLeave: {
    name: 'חוק דמי מחלה (היעדרות בשל מחלת ילד), התשנ"ג-1993',
    mentions: ['חוק דמי מחלה (היעדרות בשל מחלת ילד)'],
    url: knessetLaw('חוק דמי מחלה (היעדרות בשל מחלת ילד)'),
  },
  wageProtection: {name: 'חוק הגנת השכר, התשי"ח-1958', mentions: ['חוק הגנת השכר'], url: knessetLaw('חוק הגנת השכר')},
  severancePay: {name: 'חוק פיצויי פיטורים, התשכ"ג-1963', mentions: ['חוק פיצויי פיטורים'], url: knessetLaw('חוק פיצויי פיטורים')},
  lawAndAdministration: {
    name: 'פקודת סדרי השלטון והמשפט, התש"ח-1948',
    mentions: ['פקודת סדרי השלטון והמשפט'],
    url: knessetLaw('פקודת סדרי השלטון והמשפט'),
  },
  independenceDay: {name: 'חוק יום העצמאות, התש"ט-1949', mentions: ['חוק יום העצמאות'], url: knessetLaw('חוק יום העצמאות')},
  incomeTax: {name: 'פקודת מס הכנסה [נוסח חדש]', mentions: ['פקודת מס הכנסה'], url: knessetLaw('פקודת מס הכנסה')},
  holidaysOrder: {
    name: 'צו הרחבה (הסכם מסגרת) 2000',
    mentions: ['הסכם מסגרת 2000'],
    url: govText('צו הרחבה הסכם מסגרת 2000'),
  },
  havraaOrder: {
    name: 'צו הרחבה בדבר השתתפות המעסיק בהוצאות הבראה ונופש',
    mentions: ['בדבר השתתפות המעסיק בהוצאות הבראה', 'צו ההרחבה על דמי הבראה'],
    url: govText('צו הרחבה בדבר השתתפות המעסיק בהוצאות הבראה ונופש'),
  },
  havraaReduction2024: {
    name: 'חוק הקפאה והפחתה של דמי הבראה בשנת 2024 לשם תקצוב הטבות לחיילי מילואים, התשפ"ד-2024',
    mentions: ['חוק ההקפאה וההפחתה של 2024', 'חוק הקפאה והפחתה של דמי הבראה בשנת 2024'],
    url: knessetLaw('חוק הקפאה והפחתה של דמי הבראה בשנת 2024'),
  },
  havraaReduction2025: {
    name: 'חוק הקפאה והפחתה של דמי הבראה בשנת 2025, התשפ"ה-2025',
    mentions: ['חוק ההקפאה וההפחתה של 2025', 'חוק הקפאה והפחתה של דמי הבראה בשנת 2025'],
    url: knessetLaw('חוק הקפאה והפחתה של דמי הבראה'),
  },
  travelOrder: {
    name: 'צו הרחבה בדבר השתתפות המעסיק בהוצאות נסיעה לעבודה וממנה',
    mentions: ['בדבר השתתפות המעסיק בהוצאות נסיעה'],
    url: govText('צו הרחבה בדבר השתתפות המעסיק בהוצאות נסיעה לעבודה וממנה'),
  },
  pensionOrder: {
    name: 'צו הרחבה לביטוח פנסיוני מקיף במשק',
    mentions: ['לביטוח פנסיוני מקיף', 'צו ההרחבה לפנסיה'],
    url: govText('צו הרחבה לביטוח פנסיוני מקיף במשק'),
  },
  workWeekOrder: {
    name: 'צו הרחבה בדבר קיצור שבוע העבודה במשק',
    mentions: ['קיצור שבוע העבודה'],
    url: govText('צו הרחבה בדבר קיצור שבוע העבודה במשק'),
  },
  overtimePermit: {
    name: 'היתר כללי להעסקת עובדים בשעות נוספות',
    mentions: ['היתר כללי'],
    url: govText('היתר כללי להעסקת עובדים בשעות נוספות'),
  },
  breaksPermit: {
    name: 'היתר כללי בדבר הפסקות בעבודה שאיננה עבודת כפיים',
    mentions: ['היתר כללי בדבר הפסקות'],
    url: govText('היתר כללי בדבר הפסקות בעבודה שאיננה עבודת כפיים'),
  },
  jobScopeRuling: {name: 'סע (ב"ש) 33749-02-10', mentions: ['33749-02-10'], url: courtCases},
} as const satisfies Record<LawTextKind, LawText>;

export type LawTextName = keyof typeof lawTexts;

export function isLawTextName(name: string): name is LawTextName {
  return Object.hasOwn(lawTexts, name);
}

/** The scheme of a page's link to a law: `law:hoursOfWork`. */
export const LAW_LINK_SCHEME = 'law:';

/** The address a `law:` link's target stands for, or undefined when it names no text of the table. */
export function lawLinkUrl(target: string): string | undefined {
  if (!target.startsWith(LAW_LINK_SCHEME)) return undefined;
  const name = target.slice(LAW_LINK_SCHEME.length);
  return isLawTextName(name) ? lawTexts[name].url : undefined;
}

/** Markdown with each link target `(law:…)` of a known text replaced by its address, for tools that read the Markdown. */
export function expandLawLinks(markdown: string): string {
  return markdown.replace(/\]\((law:[A-Za-z0-9]+)\)/g, (link, target: string) => {
    const url = lawLinkUrl(target);
    return url === undefined ? link : `](${url})`;
  });
}
