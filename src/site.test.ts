import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  RELEASE_DATE,
  defaultSite,
  formatPhone,
  guideDate,
  readFeedbackUrl,
  readSite,
  serviceConstants,
  siteConditionHolds,
  siteConditions,
  siteConstantText,
  siteLinks,
  validCheckDigit,
  validEmail,
  validPhone,
} from './site';

test('phone numbers are written the Israeli way, others in international form', () => {
  assert.equal(formatPhone('972501234567'), '050-123-4567');
  assert.equal(formatPhone('97221234567'), '02-123-4567');
  assert.equal(formatPhone('972771234567'), '077-123-4567');
  assert.equal(formatPhone('442071234567'), '+442071234567');
  assert.equal(formatPhone('9721800123456'), '+9721800123456');
});

test('the phone link dials the same number in international form', () => {
  assert.equal(siteLinks(readSite({SITE_WHATSAPP_NUMBER: '972501234567'})).tel, 'tel:+972501234567');
});

test('the accessibility coordinator is a name, illustrative by default and set by the operator', () => {
  assert.equal(defaultSite.accessibilityCoordinator, 'ישראל ישראלי');
  assert.equal(readSite({SITE_ACCESSIBILITY_COORDINATOR: ' דנה לוי '}).accessibilityCoordinator, 'דנה לוי');
});

test('every link of the main site column is on the marketing site', () => {
  const links = siteLinks(readSite({SITE_URL: 'https://guide.example.org', SITE_MARKETING_URL: 'https://example.org'}));
  for (const key of ['marketingHome', 'pricing', 'blog', 'userGuide', 'wageInspectorReport', 'laborLawCalculations'] as const) {
    assert.ok(links[key].startsWith('https://example.org/'), `${key}: ${links[key]}`);
  }
});

test('what <SiteConstant> shows: the constant, the phone number from the WhatsApp number, "WhatsApp" as a link', () => {
  const constants = {companyName: 'חברה בע״מ', whatsappNumber: '972501234567', version: '1.2.0'};
  assert.equal(siteConstantText('companyName', constants), 'חברה בע״מ');
  assert.equal(siteConstantText('version', constants), '1.2.0');
  assert.equal(siteConstantText('releaseDate', constants), guideDate(RELEASE_DATE));
  assert.equal(siteConstantText('phone', constants), '050-123-4567');
  assert.equal(siteConstantText('whatsappNumber', constants), '972501234567');
  assert.equal(siteConstantText('whatsappNumber', constants, true), 'WhatsApp');
  assert.equal(siteConstantText('noSuchConstant', constants), undefined);
});

test('the privacy officer, the company number and the cancellation and product accessibility pages are settings, checked like the others', () => {
  const site = readSite({
    SITE_PRIVACY_OFFICER: 'דנה לוי',
    SITE_PRIVACY_EMAIL: 'privacy@company.co.il',
    SITE_COMPANY_ID: '515555555',
    SITE_CANCELLATION_URL: 'https://www.company.co.il/cancel/',
    SITE_PRODUCT_ACCESSIBILITY_URL: 'https://app.company.co.il/accessibility',
  });
  assert.equal(site.privacyOfficer, 'דנה לוי');
  assert.equal(site.cancellationUrl, 'https://www.company.co.il/cancel');
  assert.equal(siteLinks(site).privacyMailto, 'mailto:privacy@company.co.il');
  assert.throws(() => readSite({SITE_COMPANY_ID: '51-555555-5'}), /SITE_COMPANY_ID="51-555555-5": צריך להיות מספר החברה \(ח״פ\) בתשע ספרות.* must be the nine digits/);
  assert.throws(() => readSite({SITE_PRIVACY_EMAIL: 'privacy'}), /SITE_PRIVACY_EMAIL="privacy": צריכה להיות כתובת דואר אלקטרוני.* must be an e-mail address/);
  assert.throws(() => readSite({SITE_CANCELLATION_URL: 'www.company.co.il/cancel'}), /SITE_CANCELLATION_URL="www.company.co.il\/cancel": .* must be an http\(s\) URL/);
  assert.notEqual(defaultSite.privacyOfficer, defaultSite.accessibilityCoordinator);
});

test('what the legal pages say about search and analytics follows the build: <ShowIf> conditions', () => {
  const local = serviceConstants({search: {mode: 'local'}, analytics: null});
  const algolia = serviceConstants({search: {mode: 'algolia'}, analytics: {trackingId: 'G-TEST000000'}});
  const selfHosted = serviceConstants({search: {mode: 'algolia', host: 'http://127.0.0.1:8119'}});
  assert.deepEqual(local, {search: 'local', searchHost: '', analytics: 'off', feedback: 'off'});
  assert.deepEqual(algolia, {search: 'algolia', searchHost: '', analytics: 'on', feedback: 'off'});
  assert.deepEqual(selfHosted, {search: 'algolia', searchHost: 'http://127.0.0.1:8119', analytics: 'off', feedback: 'off'});
  const holding = (constants: Record<string, string>) => Object.keys(siteConditions).filter((condition) => siteConditionHolds(condition, constants));
  assert.deepEqual(holding(local), ['local-search', 'no-analytics', 'no-feedback']);
  assert.deepEqual(holding(algolia), ['algolia', 'algolia-hosts', 'analytics', 'search-events', 'no-feedback']);
  assert.deepEqual(holding(selfHosted), ['algolia', 'self-hosted-search', 'no-analytics', 'no-search-events', 'no-feedback']);
  const feedback = serviceConstants({search: {mode: 'local'}, analytics: null, feedback: {url: '/api/feedback'}});
  assert.deepEqual(holding(feedback), ['local-search', 'no-analytics', 'feedback']);
  // No service constants at all (the dev index of a default build): offline search, no analytics, no feedback service.
  assert.deepEqual(holding({}), ['local-search', 'no-analytics', 'no-feedback']);
  assert.throws(() => siteConditionHolds('algolai', local), /unknown condition/);
});

test('SITE_FEEDBACK_URL: an http(s) URL or a path of the site, without a trailing slash; unset, nothing is sent', () => {
  assert.equal(readFeedbackUrl({}), undefined);
  assert.equal(readFeedbackUrl({SITE_FEEDBACK_URL: '  '}), undefined);
  assert.equal(readFeedbackUrl({SITE_FEEDBACK_URL: '/api/feedback/'}), '/api/feedback');
  assert.equal(readFeedbackUrl({SITE_FEEDBACK_URL: 'https://feedback.example.com'}), 'https://feedback.example.com');
  assert.equal(readFeedbackUrl({SITE_FEEDBACK_URL: 'http://127.0.0.1:8109/'}), 'http://127.0.0.1:8109');
  for (const bad of ['api/feedback', '//evil.example/x', 'javascript:alert(1)', 'https://a.example/x?y=1', 'https://a.example/x#y', 'ftp://a.example', 'https://a b']) {
    assert.throws(() => readFeedbackUrl({SITE_FEEDBACK_URL: bad}), /SITE_FEEDBACK_URL must be/, bad);
  }
});

test("the company number (ח״פ): nine digits whose check digit holds, by the identity number's algorithm", () => {
  // Company numbers of the register, and the default, which is a placeholder of the same form.
  for (const valid of ['515555555', '520000472', '510000003', defaultSite.companyId]) {
    assert.ok(validCheckDigit(valid), valid);
  }
  for (const invalid of ['510000000', '515555556', '520000471', '51555555', '5155555555', '51555555a']) {
    assert.equal(validCheckDigit(invalid), false, invalid);
  }
  assert.throws(() => readSite({SITE_COMPANY_ID: '515555556'}), /SITE_COMPANY_ID="515555556": ספרת הביקורת של מספר החברה \(ח״פ\) שגויה.* \/ the check digit of the company number is wrong/);
  assert.equal(readSite({SITE_COMPANY_ID: ' 520000472 '}).companyId, '520000472');
});

test("the phone number: an Israeli number of the Israeli plan, or another country's in E.164; the e-mail addresses: a mail program's", () => {
  for (const valid of ['972501234567', '97221234567', '97231234567', '972771234567', '442071234567', '12025550123']) {
    assert.ok(validPhone(valid), valid);
  }
  // A number too short or too long for Israel, a 1-800 number, a leading 0 after 972, a local form, a +.
  for (const invalid of ['97250123456', '9725012345678', '9721800123456', '9720501234567', '0501234567', '+972501234567', '9725012345a7']) {
    assert.equal(validPhone(invalid), false, invalid);
  }
  for (const valid of ['support@company.co.il', 'first.last+guide@mail.example.org']) {
    assert.ok(validEmail(valid), valid);
  }
  for (const invalid of [
    'support',
    'support@company',
    'support@@company.co.il',
    'sup port@company.co.il',
    '.support@company.co.il',
    'support..x@company.co.il',
    'support@company.c0',
    'support@-company.co.il',
  ]) {
    assert.equal(validEmail(invalid), false, invalid);
  }
  assert.throws(() => readSite({SITE_WHATSAPP_NUMBER: '0501234567'}), /SITE_WHATSAPP_NUMBER="0501234567": צריך להיות מספר טלפון.* \/ must be digits in international form/);
});

test('one error names every malformed setting, each in Hebrew and in English', () => {
  const error = (() => {
    try {
      readSite({SITE_COMPANY_ID: '515555556', SITE_SUPPORT_EMAIL: 'help', SITE_URL: 'docs.company.co.il'});
    } catch (caught) {
      return (caught as Error).message;
    }
    return '';
  })();
  const lines = error.split('\n');
  assert.match(lines[0]!, /^SITE_\* settings the build cannot use \/ הגדרות שהבנייה לא יכולה להשתמש בהן:$/);
  assert.deepEqual(
    lines.slice(1).map((line) => line.trim().split('=')[0]),
    ['SITE_URL', 'SITE_SUPPORT_EMAIL', 'SITE_COMPANY_ID'],
  );
  for (const line of lines.slice(1)) assert.match(line, /[א-ת].* \/ [a-z]/);
});
