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
  companyId: '510000000',
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

/** Reads the constants from an environment, falling back to the defaults for unset or blank values. */
export function readSite(env: Record<string, string | undefined>): SiteConstants {
  const site = {...defaultSite};
  for (const key of Object.keys(siteEnvVars) as (keyof SiteConstants)[]) {
    const value = env[siteEnvVars[key]]?.trim();
    if (!value) {
      continue;
    }
    if (urlKeys.has(key) && !/^https?:\/\/[^\s]+$/.test(value)) {
      throw new Error(`${siteEnvVars[key]} must be an http(s) URL, got "${value}"`);
    }
    site[key] = urlKeys.has(key) ? value.replace(/\/+$/, '') : value;
  }
  if (!/^[1-9]\d{7,14}$/.test(site.whatsappNumber)) {
    throw new Error(
      `${siteEnvVars.whatsappNumber} must be digits in international form (e.g. 972501234567), got "${site.whatsappNumber}"`,
    );
  }
  for (const key of ['supportEmail', 'privacyEmail'] as const) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(site[key])) {
      throw new Error(`${siteEnvVars[key]} must be an e-mail address, got "${site[key]}"`);
    }
  }
  if (!/^\d{9}$/.test(site.companyId)) {
    throw new Error(`${siteEnvVars.companyId} must be the nine digits of the company number, got "${site.companyId}"`);
  }
  return site;
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
 * "WhatsApp" for the WhatsApp link, and the release date (RELEASE_DATE) as the guide writes dates. One definition for the page and for the dev search index.
 */
export function siteConstantText(name: string, constants: Readonly<Record<string, string>>, link = false): string | undefined {
  if (name === 'phone') return constants.whatsappNumber === undefined ? undefined : formatPhone(constants.whatsappNumber);
  if (name === 'whatsappNumber' && link) return 'WhatsApp';
  if (name === 'releaseDate') return guideDate(RELEASE_DATE);
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
