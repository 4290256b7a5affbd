import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
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
import {clientHashHours, reportMinReaders, requestsPerMinute, retentionDays} from '../../src/feedback/policy.ts';
import {minPhoneDigits} from '../../src/analytics/searchEvents.ts';
import pkg from '../../package.json' with {type: 'json'};

// Every combination of search (offline, Algolia's hosts, a self-hosted Algolia-compatible server)
// and analytics (off, on), each with and without the feedback service: every legal page and the
// consent bar (its Hebrew messages, i18n/he/code.json) rendered as that build renders them (the <ShowIf> passages, the constants, the partials), read
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
const partialScope = {
  analyticsEvents,
  analyticsRetentionMonths,
  automaticEvents,
  feedbackReasons,
  searchSettleMs,
  minDigitRun,
  minPhoneDigits,
  maxQueryLength,
  clientHashHours,
  reportMinReaders,
  requestsPerMinute,
  retentionDays,
};

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

/** The legal pages (src/pages/legal): every one of them is read in every combination. */
const legalPages = readdirSync(path.join(root, 'src/pages/legal'))
  .filter((file) => file.endsWith('.md'))
  .map((file) => file.replace(/\.md$/, ''))
  .sort();

const messages = JSON.parse(read('i18n/he/code.json')) as Record<string, {message: string}>;
const message = (id: string) => {
  const found = messages[id]?.message;
  assert.ok(found, `no message ${id}`);
  return found;
};

/**
 * The consent bar as a build shows it: only where the analytics plugin is on (its Root mounts the
 * bar), with the Algolia sentence where the search is Algolia's (Bar.tsx: services.search === 'algolia').
 */
function consentBar(constants: {analytics: string; search: string}): string | undefined {
  if (constants.analytics !== 'on') return undefined;
  const text = message('custom.analyticsConsent.text').replace('{cookies}', message('custom.analyticsConsent.cookiesLink'));
  return constants.search === 'algolia' ? `${text} ${message('custom.analyticsConsent.searchEvents')}` : text;
}

/** A text's sentences (a Markdown line, or up to a full stop or question mark). */
const sentences = (text: string) =>
  text
    .split(/\n+|(?<=[.?!])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

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

test('the legal pages read in every combination are all of src/pages/legal', () => {
  assert.deepEqual(legalPages, ['accessibility', 'cookies', 'privacy', 'purchase-terms', 'sla', 'terms-app', 'terms-site']);
  assert.match(read('src/components/AnalyticsConsent/Bar.tsx'), /services\.search === 'algolia'/, "the bar's Algolia sentence is shown where consentBar() shows it");
  assert.match(read('src/plugins/analytics/theme/Root.tsx'), /<AnalyticsConsentBar \/>/, 'the bar is mounted by the analytics plugin only');
  assert.match(read('src/plugins/search/client/unansweredNotice.ts'), /services\.feedback === 'on'/, 'the search notice is shown where the test shows it');
  for (const screen of ['src/plugins/search/theme/SearchBar/index.tsx', 'src/plugins/search/theme/SearchPage/Content.tsx'])
    assert.match(read(screen), /useUnansweredNotice\(\)/, `${screen} shows the search notice`);
});

for (const {name, env} of combinations) {
  test(`${name}: every legal page and the consent bar say what this build sends, to whom`, () => {
    const build = sends(env);
    const pages = Object.fromEntries(legalPages.map((page) => [page, render(page, build.constants)]));
    const bar = consentBar(build.constants);
    // The search's no-results screens (the modal's and /search's), in a build with the feedback service (src/plugins/search/client/unansweredNotice.ts).
    const notice = build.constants.feedback === 'on' ? message('custom.search.unansweredKept') : undefined;
    const texts = {...pages, ...(bar === undefined ? {} : {'consent bar': bar}), ...(notice === undefined ? {} : {'search notice': notice})};
    const all = Object.entries(texts).flatMap(([where, text]) => sentences(text).map((sentence) => ({where, sentence})));
    const list = (found: {where: string; sentence: string}[]) => found.map(({where, sentence}) => `${where}: ${sentence}`);

    // The consent bar: in analytics builds only; it names Google and says that no search words go to it.
    assert.equal(bar !== undefined, build.google, 'the consent bar is shown where Google Analytics is');
    if (bar !== undefined) {
      assert.match(bar, /Google Analytics/);
      assert.match(bar, /בלי מילות החיפוש/, 'the bar says that no search words reach Google');
      assert.match(bar, /כתובת ה-IP/, "the bar says that the browser's address reaches Google");
      // With consent, Algolia's click events and the search service's statistics of the queries (with their words).
      assert.equal(bar.includes('Algolia'), build.algoliaInsights, 'the bar names Algolia where consent sends it events');
      assert.equal(/ייכללו בסטטיסטיקה/.test(bar), build.algoliaInsights, "the bar says that consent puts the searches in the search service's statistics");
    }

    // No text says that search words reach Google: the code sends none (sentToGoogle above).
    assert.deepEqual(
      list(all.filter(({sentence}) => /Google/.test(sentence) && /מילות החיפוש|מילות חיפוש/.test(sentence) && !/בלי מילות החיפוש|מילות החיפוש (?:אינן|אינם)|אינן נשלחות/.test(sentence))),
      [],
      'a sentence says that search words go to Google',
    );
    // The search service's statistics of the queries are made only with consent: no text says so unconditionally.
    assert.deepEqual(
      list(all.filter(({sentence}) => /סטטיסטיקה/.test(sentence) && /Algolia|שירות החיפוש/.test(sentence) && !/אישרתם|תאשרו|כמתואר|מוסבר|שלא ייכללו/.test(sentence))),
      [],
      "a sentence says that the search service's statistics are made without consent",
    );
    // Something is sent to Algolia only in a build that reaches it (the cookies table names its keys, each with the build that has it).
    if (!build.algoliaSearch && !build.algoliaInsights)
      assert.deepEqual(
        list(all.filter(({sentence}) => /(?:נשלחות|נשלחים|נשלח|מגיעה|מגיעים|מגיע|תדווח) (?:גם )?(?:ל-Algolia|לשרתים של Algolia|לשירות (?:החיפוש )?Algolia|לשרת האירועים של Algolia)/.test(sentence))),
        [],
        'a text names Algolia in a build that does not reach it',
      );
    // Something is sent to Google only in a build that reaches it.
    if (!build.google) assert.deepEqual(list(all.filter(({sentence}) => /(?:נשלחים|נשלחות|נשלח|שולחת|שולח|מגיעה|מגיעים) ל-Google/.test(sentence))), [], 'a text says that something reaches Google');

    // The feedback service: named only where the build has it, and never as holding "nothing that identifies you".
    const feedbackSentences = all.filter(({sentence}) => /שירות המשוב/.test(sentence) && !/^#|אין שירות משוב/.test(sentence));
    assert.equal(feedbackSentences.length > 0, build.feedback, `${build.feedback ? 'no' : 'a'} text names the feedback service`);
    assert.deepEqual(list(all.filter(({sentence}) => /אין בהם פרטים שמזהים|אינם מזהים אתכם/.test(sentence))), [], 'a text says that what is sent cannot identify the reader');
    if (build.feedback) {
      for (const page of ['privacy', 'terms-site']) {
        assert.match(pages[page]!, /נשמרות כפי שהקלדתם/, `${page} does not say that the words of an unanswered search are kept as typed`);
        assert.match(pages[page]!, /כתובות דואר אלקטרוני ומספרי טלפון נמחקים/, `${page} does not say that e-mail addresses and phone numbers are removed`);
      }
      // The report: where it goes and for how long (the writers' report stays on the company's servers).
      assert.match(pages.privacy!, /הדוח[^.\n]*נשמר בשרתי החברה/, 'the privacy page does not say where the report is kept');
    }
    // Near the search, where unanswered searches are kept: that they are kept, and not to type personal details.
    assert.equal(notice !== undefined, build.feedback, 'the search notice is shown where the feedback service is');
    if (notice !== undefined) assert.match(notice, /נשמרים[^.]*כדי לשפר את המדריך[^.]*אל תקלידו בחיפוש שמות או פרטים אישיים/);
    // Wherever search words leave the browser, the privacy policy and the site terms ask readers not to type personal details.
    const wordsLeave = build.algoliaSearch || build.companySearch || build.feedback;
    for (const page of ['privacy', 'terms-site']) assert.equal(/אל תקלידו בחיפוש/.test(pages[page]!), wordsLeave, `${page}: the warning not to type personal details`);
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
