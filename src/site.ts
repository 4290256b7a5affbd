import {accessibilityCheck} from './accessibilityCheck';
/**
 * The one source of the site's product constants. Every value can be replaced at build time by
 * an environment variable, so that the real operator deploys without editing code; the defaults
 * are illustrative (example.com addresses, a placeholder phone number).
 */
export type SiteConstants = {
  /** Product name shown in the navbar, titles and footer. */
  productName: string;
  /** Legal name of the company that provides the product. */
  companyName: string;
  /** Public URL where this guide is deployed (no trailing slash). */
  siteUrl: string;
  /** The marketing site's home page (no trailing slash). */
  marketingUrl: string;
  /** Support and contact e-mail address. */
  supportEmail: string;
  /** Street address of the company, shown in the footer. */
  address: string;
  /** Phone number for calls and WhatsApp, in international form, digits only (972…). */
  whatsappNumber: string;
  /** Name of the accessibility coordinator. */
  accessibilityCoordinator: string;
  /** Repository of this guide, for "edit this page" links (no trailing slash). */
  repoUrl: string;
  /** Name of the company's privacy officer (Privacy Protection Law, amendment 13). */
  privacyOfficer: string;
  /** The privacy officer's e-mail address. */
  privacyEmail: string;
  /** The company's registration number at the Registrar of Companies (ח״פ), nine digits. */
  companyId: string;
  /** The online page where a customer cancels a purchase or a subscription. */
  cancellationUrl: string;
  /** The accessibility statement of the product itself (the guide's own is /legal/accessibility). */
  productAccessibilityUrl: string;
};

export const defaultSite: SiteConstants = {
  productName: 'בודק השכר',
  companyName: 'בודק השכר בע״מ',
  siteUrl: 'https://docs.example.com',
  marketingUrl: 'https://www.example.com',
  supportEmail: 'support@example.com',
  address: 'רחוב יפו 1, ירושלים',
  whatsappNumber: '972500000000',
  // The Hebrew placeholder name (like "John Doe"): the operator sets the real coordinator's name.
  accessibilityCoordinator: 'ישראל ישראלי',
  repoUrl: 'https://github.com/example/wage-check-guide',
  // Another Hebrew placeholder name ("Jane Doe"), not the coordinator's: each role is named by the operator.
  privacyOfficer: 'פלונית אלמונית',
  privacyEmail: 'privacy@example.com',
  // A number of the form of a company's (51…) whose check digit holds, standing for the operator's.
  companyId: '510000003',
  cancellationUrl: 'https://www.example.com/account/cancel',
  productAccessibilityUrl: 'https://www.example.com/accessibility',
};

/**
 * The constants whose default only stands in for the operator's value: a deployment keeps none of
 * them (`npm run check:deploy`). The product name is the product's real name.
 */
export const placeholderKeys: readonly (keyof SiteConstants)[] = [
  'companyName',
  'siteUrl',
  'marketingUrl',
  'supportEmail',
  'address',
  'whatsappNumber',
  'accessibilityCoordinator',
  'repoUrl',
  'privacyOfficer',
  'privacyEmail',
  'companyId',
  'cancellationUrl',
  'productAccessibilityUrl',
];

/** The environment variable that overrides each constant. */
export const siteEnvVars: Record<keyof SiteConstants, string> = {
  productName: 'SITE_PRODUCT_NAME',
  companyName: 'SITE_COMPANY_NAME',
  siteUrl: 'SITE_URL',
  marketingUrl: 'SITE_MARKETING_URL',
  supportEmail: 'SITE_SUPPORT_EMAIL',
  address: 'SITE_ADDRESS',
  whatsappNumber: 'SITE_WHATSAPP_NUMBER',
  accessibilityCoordinator: 'SITE_ACCESSIBILITY_COORDINATOR',
  repoUrl: 'SITE_REPO_URL',
  privacyOfficer: 'SITE_PRIVACY_OFFICER',
  privacyEmail: 'SITE_PRIVACY_EMAIL',
  companyId: 'SITE_COMPANY_ID',
  cancellationUrl: 'SITE_CANCELLATION_URL',
  productAccessibilityUrl: 'SITE_PRODUCT_ACCESSIBILITY_URL',
};

const urlKeys = new Set<keyof SiteConstants>(['siteUrl', 'marketingUrl', 'repoUrl', 'cancellationUrl', 'productAccessibilityUrl']);

/**
 * Whether a nine-digit number's check digit holds: the Israeli identity number's algorithm, which
 * the Registrar of Companies uses for company numbers (ח״פ) too. The digits are weighed 1, 2, 1, 2…
 * from the left, a product above 9 counts as the sum of its digits, and the total divides by 10.
 */
export function validCheckDigit(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const total = [...digits].reduce((sum, digit, i) => {
    const product = Number(digit) * (i % 2 === 0 ? 1 : 2);
    return sum + (product > 9 ? product - 9 : product);
  }, 0);
  return total % 10 === 0;
}

/**
 * A phone number in international form, digits only. An Israeli one (972…) must be a number that
 * exists in the Israeli plan: a landline (02, 03, 04, 08, 09 and seven digits), a mobile (05 and
 * eight digits) or a 07x number (eight digits after 07). Another country's: 8 to 15 digits (E.164).
 */
export function validPhone(international: string): boolean {
  if (international.startsWith('972')) return /^(?:[23489]\d{7}|5\d{8}|7\d{8})$/.test(international.slice(3));
  return /^[1-9]\d{7,14}$/.test(international);
}

/** An e-mail address as a reader types it into a mail program: a local part, @, and a domain with a top level of letters. */
export function validEmail(address: string): boolean {
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/.test(address) && !/^\.|\.\.|\.@/.test(address);
}

/** A setting the build cannot use: each is named, in Hebrew and in English, in one error that lists them all. */
function settingError(variable: string, value: string, hebrew: string, english: string): string {
  return `${variable}="${value}": ${hebrew} / ${english}`;
}

/**
 * Reads the constants from an environment, falling back to the defaults for unset or blank values.
 * Throws one error that names every malformed setting (a URL, the phone number, an e-mail address,
 * the company number and its check digit), so that a build stops before it shows one.
 */
export function readSite(env: Record<string, string | undefined>): SiteConstants {
  const site = {...defaultSite};
  const problems: string[] = [];
  for (const key of Object.keys(siteEnvVars) as (keyof SiteConstants)[]) {
    const value = env[siteEnvVars[key]]?.trim();
    if (!value) {
      continue;
    }
    if (urlKeys.has(key) && !/^https?:\/\/[^\s]+$/.test(value)) {
      problems.push(settingError(siteEnvVars[key], value, 'צריכה להיות כתובת http(s)', 'must be an http(s) URL'));
      continue;
    }
    site[key] = urlKeys.has(key) ? value.replace(/\/+$/, '') : value;
  }
  if (!validPhone(site.whatsappNumber)) {
    problems.push(
      settingError(
        siteEnvVars.whatsappNumber,
        site.whatsappNumber,
        'צריך להיות מספר טלפון בספרות בלבד, בצורה הבין-לאומית (למשל 972501234567)',
        'must be digits in international form (e.g. 972501234567), an Israeli number of the Israeli plan',
      ),
    );
  }
  for (const key of ['supportEmail', 'privacyEmail'] as const) {
    if (!validEmail(site[key])) {
      problems.push(settingError(siteEnvVars[key], site[key], 'צריכה להיות כתובת דואר אלקטרוני (name@domain.co.il)', 'must be an e-mail address (name@domain.co.il)'));
    }
  }
  if (!/^\d{9}$/.test(site.companyId)) {
    problems.push(settingError(siteEnvVars.companyId, site.companyId, 'צריך להיות מספר החברה (ח״פ) בתשע ספרות, בלי מקפים', 'must be the nine digits of the company number, without dashes'));
  } else if (!validCheckDigit(site.companyId)) {
    problems.push(
      settingError(
        siteEnvVars.companyId,
        site.companyId,
        'ספרת הביקורת של מספר החברה (ח״פ) שגויה: בדקו את המספר מול רשם החברות',
        'the check digit of the company number is wrong: check it against the Registrar of Companies',
      ),
    );
  }
  if (problems.length > 0) {
    throw new Error(`SITE_* settings the build cannot use / הגדרות שהבנייה לא יכולה להשתמש בהן:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  return site;
}

/** A setting that would ship a placeholder: the variable to set and the value the build would show. */
export type Placeholder = {variable: string; value: string};

/** Addresses, domains and numbers that are reserved for examples or are the defaults' own. */
const placeholderPatterns: RegExp[] = [/\bexample\.(com|org|net)\b/i, /^9725?0{7,}$/];

/**
 * The settings a site built from `env` would show with a placeholder: the default of each
 * constant that stands in for the operator's value (`placeholderKeys`), any value at an example
 * domain, and the sub-processors' list while it holds an example provider. readSite's own checks (a malformed URL, e-mail or number) throw first. The one source of
 * both `npm run check:deploy` (and `build:release`, which runs it) and the build's demo marking: a
 * build with any of them says on every page that its company details are examples.
 */
export function placeholderSettings(env: Record<string, string | undefined>): Placeholder[] {
  const site = readSite(env);
  const keys = Object.keys(siteEnvVars) as (keyof SiteConstants)[];
  const placeholders = keys
    .filter((key) => (placeholderKeys.includes(key) && site[key] === defaultSite[key]) || placeholderPatterns.some((pattern) => pattern.test(site[key])))
    .map((key) => ({variable: siteEnvVars[key], value: site[key]}));
  const subprocessors = readSubprocessors(env);
  const example = subprocessors.filter((entry) => defaultSubprocessors.some(({name}) => name === entry.name) || /לדוגמה|\bexample\b/i.test(entry.name));
  if (subprocessors === defaultSubprocessors || example.length > 0) {
    placeholders.push({variable: subprocessorsEnvVar, value: (example.length > 0 ? example : subprocessors).map(({name}) => name).join('; ')});
  }
  return placeholders;
}

/** One service provider that processes data for the company (a sub-processor), as the terms of the system list it. */
export type Subprocessor = {
  /** The provider's legal name. */
  name: string;
  /** What it does for the company, in Hebrew: "אחסון המערכת והגיבויים". */
  service: string;
  /** Which data reaches it, in Hebrew; say plainly whether employees' data does. */
  data: string;
  /** Where it keeps or processes the data: a country, in Hebrew. */
  country: string;
};

/** The environment variable of the sub-processors' list: a JSON array of {name, service, data, country}. */
export const subprocessorsEnvVar = 'SITE_SUBPROCESSORS';

/**
 * Placeholders of the kinds of provider the system relies on, the AI engine's among them: a demo
 * build lists them (its pages say its details are examples), `npm run check:deploy` refuses them.
 */
export const defaultSubprocessors: readonly Subprocessor[] = [
  {name: 'ספק ענן לדוגמה בע״מ', service: 'אחסון המערכת, מסד הנתונים והגיבויים', data: 'פרטי החשבון, הקבצים שהועלו, נתוני העובדים, התיקונים והתוצאות', country: 'ישראל'},
  {name: 'ספק מודלים לדוגמה Inc.', service: 'מנוע הבינה המלאכותית שקורא את דוחות הנוכחות ואת תלושי השכר', data: 'הקבצים שהועלו ומה שנקרא בהם, בלי פרטי החשבון', country: 'ארצות הברית'},
  {name: 'ספק דיוור לדוגמה Ltd.', service: 'שליחת הודעות דואר אלקטרוני וקודי אימות ב-SMS', data: 'שם, כתובת דואר אלקטרוני ומספר טלפון של משתמשים, בלי נתוני עובדים', country: 'אירלנד'},
  {name: 'ספק סליקה לדוגמה בע״מ', service: 'סליקת כרטיסי אשראי', data: 'פרטי התשלום של הלקוח, בלי נתוני עובדים', country: 'ישראל'},
];

/**
 * The sub-processors (SITE_SUBPROCESSORS, a JSON array of {name, service, data, country}); unset or
 * blank: the placeholders of defaultSubprocessors. Throws, in Hebrew and in English, on a value
 * that is not such an array, or on an entry with a field missing or empty.
 */
export function readSubprocessors(env: Record<string, string | undefined>): readonly Subprocessor[] {
  const value = env[subprocessorsEnvVar]?.trim();
  if (!value) return defaultSubprocessors;
  const fail = (hebrew: string, english: string): never => {
    throw new Error(`${subprocessorsEnvVar}: ${hebrew} / ${english}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return fail('צריך להיות מערך JSON של ספקים', 'must be a JSON array of providers');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return fail('צריך להיות מערך JSON לא ריק של ספקים', 'must be a non-empty JSON array of providers');
  const fields = ['name', 'service', 'data', 'country'] as const;
  return parsed.map((entry: unknown, i) => {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const missing = fields.filter((field) => typeof record[field] !== 'string' || !(record[field] as string).trim());
    if (missing.length > 0) fail(`לספק ${i + 1} חסר ${missing.join(', ')}`, `provider ${i + 1} lacks ${missing.join(', ')} (each of name, service, data, country is a non-empty string)`);
    return Object.fromEntries(fields.map((field) => [field, (record[field] as string).trim()])) as Subprocessor;
  });
}

/** Links derived from the constants: one place builds each URL. */
export function siteLinks(site: SiteConstants) {
  const m = site.marketingUrl;
  return {
    marketingHome: `${m}/`,
    pricing: `${m}/pricing`,
    blog: `${m}/blog`,
    userGuide: `${m}/user-guide`,
    wageInspectorReport: `${m}/wage-inspector-report`,
    laborLawCalculations: `${m}/labor-law-calculations`,
    mailto: `mailto:${site.supportEmail}`,
    privacyMailto: `mailto:${site.privacyEmail}`,
    whatsapp: `https://wa.me/${site.whatsappNumber}`,
    tel: `tel:+${site.whatsappNumber}`,
  };
}

/**
 * The day the release this guide describes (package.json's version) came out, as an ISO date: the
 * release notes, the footer and the announcement bar show it, written the guide's way (guideDate).
 * A new release sets it with the version.
 */
export const RELEASE_DATE = '2026-12-01';

/** A date as the guide writes dates, D.M.YYYY: '2026-12-01' → '1.12.2026'. */
export function guideDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  return `${Number(match[3])}.${Number(match[2])}.${match[1]}`;
}

/**
 * A phone number as Israelis write it: 050-123-4567 for mobile and 07x numbers, 02-123-4567 for
 * landlines. Numbers outside Israel, or of another length, keep the international form (+…).
 */
export function formatPhone(international: string): string {
  const national = international.startsWith('972') ? `0${international.slice(3)}` : '';
  if (!/^0[2-9]\d{7,8}$/.test(national)) {
    return `+${international}`;
  }
  const prefix = national.length === 10 ? 3 : 2;
  return `${national.slice(0, prefix)}-${national.slice(prefix, prefix + 3)}-${national.slice(prefix + 3)}`;
}

/**
 * The text `<SiteConstant name="…" />` shows (src/components/SiteConstant), from the constants and
 * the version: the constant itself, the phone number formatted from the WhatsApp number,
 * "WhatsApp" for the WhatsApp link, the release date (RELEASE_DATE) as the guide writes dates, and
 * the day and version of the last full accessibility run (src/accessibilityCheck.ts). One definition for the page and for the dev search index.
 */
export function siteConstantText(name: string, constants: Readonly<Record<string, string>>, link = false): string | undefined {
  if (name === 'phone') return constants.whatsappNumber === undefined ? undefined : formatPhone(constants.whatsappNumber);
  if (name === 'whatsappNumber' && link) return 'WhatsApp';
  if (name === 'releaseDate') return guideDate(RELEASE_DATE);
  if (name === 'accessibilityCheckDate') return guideDate(accessibilityCheck.date);
  if (name === 'accessibilityCheckVersion') return accessibilityCheck.version;
  return constants[name];
}

/** The environment variable of the feedback service's address (services/feedback). */
export const feedbackUrlEnvVar = 'SITE_FEEDBACK_URL';

/**
 * The feedback service's base address (SITE_FEEDBACK_URL): an http(s) URL, or a path of this site
 * such as `/api/feedback` (the service behind the site's own nginx); no trailing slash. Unset or
 * blank: undefined, and the site sends no answer and no search anywhere.
 */
export function readFeedbackUrl(env: Record<string, string | undefined>): string | undefined {
  const value = env[feedbackUrlEnvVar]?.trim();
  if (!value) return undefined;
  if (!/^(https?:\/\/[^\s/?#]+|\/(?!\/))[^\s?#]*$/.test(value)) {
    throw new Error(`${feedbackUrlEnvVar} must be an http(s) URL or a path of this site starting with "/", without query or fragment; got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * What the legal pages say about third parties depends on this build's configuration: the search
 * (the guide's own engine, Algolia's hosts, or a self-hosted Algolia-compatible server, ALGOLIA_HOST),
 * Google Analytics (GTAG_TRACKING_ID) and the feedback service (SITE_FEEDBACK_URL). They reach the pages as more constants, so that
 * `<SiteConstant name="searchHost" />` and `<ShowIf condition="…">` read them like the others.
 */
export type ServiceConstants = {search: 'local' | 'algolia'; searchHost: string; analytics: 'on' | 'off'; feedback: 'on' | 'off'};

/** The service constants from the site's customFields (`search: {mode, host}`, `analytics`, `feedback`), as docusaurus.config.ts sets them. */
export function serviceConstants(customFields: Readonly<Record<string, unknown>> | undefined): ServiceConstants {
  const search = (customFields?.search ?? {}) as {mode?: string; host?: string};
  return {
    search: search.mode === 'algolia' ? 'algolia' : 'local',
    searchHost: search.mode === 'algolia' ? (search.host ?? '') : '',
    analytics: customFields?.analytics ? 'on' : 'off',
    feedback: (customFields?.feedback as {url?: string} | null | undefined)?.url ? 'on' : 'off',
  };
}

/**
 * The conditions `<ShowIf condition="…">` takes in the Markdown pages: a passage shown only when the
 * build is configured so. A missing constant counts as the default build (offline search, no analytics).
 */
export const siteConditions = {
  'local-search': (constants) => constants.search !== 'algolia',
  algolia: (constants) => constants.search === 'algolia',
  'algolia-hosts': (constants) => constants.search === 'algolia' && !constants.searchHost,
  'self-hosted-search': (constants) => constants.search === 'algolia' && Boolean(constants.searchHost),
  analytics: (constants) => constants.analytics === 'on',
  'no-analytics': (constants) => constants.analytics !== 'on',
  // Algolia's view and click events go with the consent to analytics, which only a build with analytics asks for.
  'search-events': (constants) => constants.search === 'algolia' && constants.analytics === 'on',
  'no-search-events': (constants) => constants.search === 'algolia' && constants.analytics !== 'on',
  // The first-party feedback service (SITE_FEEDBACK_URL): page answers and unanswered searches.
  feedback: (constants) => constants.feedback === 'on',
  'no-feedback': (constants) => constants.feedback !== 'on',
} satisfies Record<string, (constants: Readonly<Record<string, string | undefined>>) => boolean>;

export type SiteCondition = keyof typeof siteConditions;

/** Whether a `<ShowIf>` passage shows under these constants; an unknown condition is an error, not a hidden passage. */
export function siteConditionHolds(condition: string, constants: Readonly<Record<string, string | undefined>>): boolean {
  if (!Object.hasOwn(siteConditions, condition)) {
    throw new Error(`<ShowIf condition="${condition}">: unknown condition; use one of ${Object.keys(siteConditions).join(', ')}`);
  }
  return siteConditions[condition as SiteCondition](constants);
}
