import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildServices} from '../../src/buildServices.ts';
import {defaultSite, serviceConstants} from '../../src/site.ts';
import {expandMdx} from '../../src/plugins/search-records/lib/markdownPages.ts';
import {externalServices} from '../../src/plugins/security-headers/lib/services.ts';
import {contentSecurityPolicy} from '../../src/plugins/security-headers/lib/csp.ts';
import {analyticsPluginName} from '../../src/plugins/analytics/lib/settings.ts';
import {gtagConfig} from '../../src/plugins/analytics/lib/pageView.ts';
import {analyticsEvents, analyticsRetentionMonths, automaticEvents, feedbackReasons} from '../../src/analytics/events.ts';
import {minDigitRun, searchReporter, searchSettleMs} from '../../src/analytics/searchEvents.ts';
import {maxQueryLength} from '../../src/search/config.ts';
import {clientHashHours, requestsPerMinute, retentionDays} from '../../src/feedback/policy.ts';
import pkg from '../../package.json' with {type: 'json'};

// Every combination of search (offline, Algolia's hosts, a self-hosted Algolia-compatible server)
// and analytics (off, on), each with and without the feedback service: the privacy and cookies pages
// rendered as that build renders them (the <ShowIf> passages, the constants, the partials), read
// against what the build is configured to send, from the same values docusaurus.config.ts builds the
// site from (src/buildServices.ts) and the Content-Security-Policy the build sends
// (src/plugins/security-headers), which is what the browser lets the pages reach. The browser tests
// of the default and the Algolia builds intercept the requests themselves (tests/e2e,
// tests/e2e-algolia).

const root = path.join(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const searchModes = {
  offline: {},
  algolia: {ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'guide'},
  'self-hosted': {ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_API_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'guide', ALGOLIA_HOST: 'https://search.example.org'},
} as const;
const analyticsModes = {off: {}, on: {GTAG_TRACKING_ID: 'G-TEST000000'}} as const;
const feedbackModes = {'no feedback': {}, feedback: {SITE_FEEDBACK_URL: 'https://feedback.example.org/api'}} as const;

/** The values of the partials' expressions, as their imports give them. */
const partialScope = {analyticsEvents, analyticsRetentionMonths, automaticEvents, feedbackReasons, searchSettleMs, minDigitRun, maxQueryLength, clientHashHours, requestsPerMinute, retentionDays};

/** A partial (src/pages/_partials) as a page shows it: its comment and imports gone, its `{…}` expressions evaluated. */
function partial(file: string): string {
  const text = read(file).replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  return text.replace(/\{([^{}]+)\}/g, (_, expression: string) => String(new Function(...Object.keys(partialScope), `return (${expression});`)(...Object.values(partialScope))));
}

/** A legal page of a build: the partials in place, then the Markdown as the build renders it for these constants. */
function render(page: string, constants: Record<string, string>): string {
  const text = read(`src/pages/legal/${page}.md`)
    .replace(/^<AnalyticsEvents \/>$/m, partial('src/pages/_partials/analytics-events.mdx'))
    .replace(/^<FeedbackService \/>$/m, partial('src/pages/_partials/feedback-service.mdx'));
  return expandMdx(text, constants);
}

/** The text of a page's section, from its heading to the next one of its level. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}`);
  assert.ok(start >= 0, `no section "${heading}"`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/** What a build sends to whom, as its configuration and its CSP allow. */
function sends(env: Record<string, string>) {
  const services = buildServices(env);
  const external = externalServices({
    pluginNames: services.gtagTrackingId ? [analyticsPluginName] : [],
    search: services.customFields.search,
    algoliaThemeConfig: services.search.themeConfig,
    feedback: services.customFields.feedback,
  });
  const policy = contentSecurityPolicy([], external);
  const connect = (/connect-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');
  const script = (/script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');
  const reaches = (pattern: RegExp) => [...connect, ...script].some((source) => pattern.test(source));
  return {
    services,
    constants: {...defaultSite, ...serviceConstants(services.customFields), version: pkg.version},
    google: reaches(/google-analytics\.com|googletagmanager\.com/),
    algoliaSearch: reaches(/-dsn\.algolia\.net|algolianet\.com/),
    algoliaInsights: reaches(/insights\.algolia\.io/),
    companySearch: env.ALGOLIA_HOST !== undefined && reaches(new RegExp(env.ALGOLIA_HOST.replace(/[.]/g, '\\.'))),
    feedback: services.feedbackUrl !== undefined && reaches(/feedback\.example\.org/),
  };
}

/** What the search events give Google for a query with a name, an e-mail address, a health word and a phone number. */
function sentToGoogle(): string {
  const sent: unknown[] = [];
  const reporter = searchReporter((name, params) => (sent.push([name, params]), true), 0);
  reporter.observe({query: 'דנה כהן dana@example.org סוכרת 0501234567', hits: 0, wrongLayout: false});
  reporter.flush();
  assert.ok(sent.length > 0, 'the search events sent nothing');
  return JSON.stringify(sent);
}

const combinations = Object.entries(searchModes).flatMap(([search, searchEnv]) =>
  Object.entries(analyticsModes).flatMap(([analytics, analyticsEnv]) =>
    Object.entries(feedbackModes).map(([feedback, feedbackEnv]) => ({
      name: `search ${search}, analytics ${analytics}, ${feedback}`,
      env: {...searchEnv, ...analyticsEnv, ...feedbackEnv} as Record<string, string>,
    })),
  ),
);

test('twelve builds: three searches, analytics off and on, with and without the feedback service', () => {
  assert.equal(combinations.length, 12);
  assert.equal(new Set(combinations.map(({env}) => JSON.stringify(env))).size, 12);
});

for (const {name, env} of combinations) {
  test(`${name}: the privacy and cookies pages say what this build sends, to whom`, () => {
    const build = sends(env);
    const privacy = render('privacy', build.constants);
    const cookies = render('cookies', build.constants);
    const both = `${privacy}\n${cookies}`;
    const transfers = section(privacy, 'העברת מידע לחו"ל');
    const says = (text: string, phrase: string | RegExp, expected: boolean, what: string) =>
      assert.equal(typeof phrase === 'string' ? text.includes(phrase) : phrase.test(text), expected, `${expected ? 'does not say' : 'says'} ${what}`);

    // The search words: where they go, in this build.
    says(privacy, 'נשלחות לשרתים של Algolia מילות החיפוש', build.algoliaSearch, 'that the search words go to Algolia');
    says(privacy, 'נשלחות לשרת החיפוש של החברה', build.companySearch, "that the search words go to the company's search server");
    if (build.companySearch) says(privacy, env.ALGOLIA_HOST!, true, "the company's search server's address");
    says(privacy, 'החיפוש באתר זה מתבצע בדפדפן שלכם', !build.algoliaSearch && !build.companySearch, 'that the search stays in the browser');
    // To Google: none, in every build; the pages say so wherever analytics is on.
    assert.doesNotMatch(sentToGoogle(), /דנה|כהן|dana|סוכרת|050/, 'a search event carries words of the query');
    says(both, /search_term/, false, 'a search_term parameter');
    says(privacy, 'מילות החיפוש אינן נשלחות ל-Google', build.google, 'that no search words reach Google');
    says(cookies, 'מילות החיפוש אינן נשלחות ל-Google', build.google, 'that no search words reach Google');
    // Unanswered searches, with their words, to the company's feedback service only.
    says(privacy, 'החיפושים שלא מצאו תוצאות נשלחים לשירות המשוב', build.feedback, 'that unanswered searches go to the feedback service');
    says(both, 'באתר זה אין שירות משוב', !build.feedback, 'that there is no feedback service');
    if (build.feedback) says(both, /מילות החיפוש[^.\n]*(?:אינן|אינו)[^.\n]*לחברה/, false, 'that no search words reach the company');

    // Google Analytics: its IP, its configuration, its events, its retention, its cookies.
    says(both, /הסתרת כתובת ה-IP|אינו שומר (?:את )?כתובות? (?:ה-)?IP/, false, 'that the IP address is masked');
    says(privacy, 'עם כל בקשה מגיעה ל-Google גם כתובת ה-IP של הדפדפן', build.google, 'that the IP address reaches Google');
    const config = gtagConfig();
    says(both, 'בלי Google Signals', build.google && config.allow_google_signals === false, 'that Google signals are off');
    says(both, 'בלי שימוש בנתונים לפרסום מותאם אישית', build.google && config.allow_ad_personalization_signals === false, 'that ad personalisation is off');
    says(cookies, 'עוגייה של כתובת אתר המדריך בלבד', config.cookie_domain === 'none', "that the cookies are the guide's host's only");
    says(both, automaticEvents.join(', '), build.google, "Google's automatic events");
    says(both, `נשמרים ב-Google Analytics ${analyticsRetentionMonths} חודשים`, build.google, 'the retention');
    says(cookies, 'לא נוצרות בו עוגיות כלל', !build.google, 'that no cookie is made');
    says(cookies, 'העוגיות שלה נוצרות רק אם אישרתם אותה', build.google, 'that the cookies are made only with consent');

    // Algolia's click events, and the key they keep, only with consent, in a build that asks for it.
    says(both, 'insights.algolia.io', build.algoliaInsights, "Algolia's events host");
    says(cookies, 'ונשמר המפתח `AlgoliaObjectQueryCache`', build.algoliaInsights, 'that the events key is kept with consent');
    says(privacy, 'אינו שולח ל-Algolia אירועי צפייה או לחיצה', (build.algoliaSearch || build.companySearch) && !build.algoliaInsights, 'that no search events are sent');

    // The transfers abroad: each third party the CSP lets the pages reach, with its hosts; no other.
    says(transfers, 'Google LLC', build.google, 'Google among the transfers');
    says(transfers, /googletagmanager\.com[^\n]*google-analytics\.com/, build.google, "Google's hosts");
    says(transfers, 'Algolia SAS', build.algoliaSearch || build.algoliaInsights, 'Algolia among the transfers');
    says(transfers, /algolia\.net[^\n]*algolianet\.com/, build.algoliaSearch, "Algolia's search hosts");
    says(transfers, 'insights.algolia.io', build.algoliaInsights, "Algolia's events host among the transfers");
  });
}

test('the combinations differ where the builds do: the CSP of each reaches exactly the hosts the pages name', () => {
  const table = Object.fromEntries(
    combinations.map(({name, env}) => {
      const {google, algoliaSearch, algoliaInsights, companySearch, feedback} = sends(env);
      return [name, {google, algoliaSearch, algoliaInsights, companySearch, feedback}];
    }),
  );
  // Algolia's events only where the search is Algolia's (its hosts or a compatible server) and analytics is on.
  assert.deepEqual(
    Object.entries(table)
      .filter(([, build]) => build.algoliaInsights)
      .map(([name]) => name),
    combinations.filter(({env}) => env.ALGOLIA_APP_ID && env.GTAG_TRACKING_ID).map(({name}) => name),
  );
  assert.equal(Object.values(table).filter((build) => build.google).length, 6);
  assert.equal(Object.values(table).filter((build) => build.algoliaSearch).length, 4);
  assert.equal(Object.values(table).filter((build) => build.companySearch).length, 4);
  assert.equal(Object.values(table).filter((build) => build.feedback).length, 6);
});
