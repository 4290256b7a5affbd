import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {defaultSite, siteConditions, type SiteConstants} from '../../src/site.ts';
import {accessibilityCheck} from '../../src/accessibilityCheck.ts';
import pkg from '../../package.json' with {type: 'json'};

// The legal pages (src/pages/legal/*.md): each says when it was last updated, takes the company's
// details from <SiteConstant> (so that an operator's SITE_* values reach every page), and covers what
// the law it rests on requires.
const legalDir = path.join(import.meta.dirname, '../../src/pages/legal');
const pages = Object.fromEntries(
  readdirSync(legalDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [name.replace(/\.md$/, ''), readFileSync(path.join(legalDir, name), 'utf8')]),
);

test('the footer pages are all there', () => {
  assert.deepEqual(Object.keys(pages).sort(), ['accessibility', 'cookies', 'privacy', 'purchase-terms', 'sla', 'terms-app', 'terms-site']);
});

for (const [name, text] of Object.entries(pages)) {
  test(`${name}: shows the date of its last update under the heading`, () => {
    const body = text.split(/^---$/m)[2] ?? '';
    assert.match(body, /^# .+\n\nעודכן לאחרונה: \d{1,2}\.\d{1,2}\.\d{4}$/m);
  });

  test(`${name}: a demo build's notice stands at its top, under the date`, () => {
    const body = text.split(/^---$/m)[2] ?? '';
    assert.match(body, /^# .+\n\nעודכן לאחרונה: [\d.]+\n\n<DemoNotice \/>\n/m);
    assert.ok(text.includes("import DemoNotice from '@site/src/components/DemoNotice';"));
  });

  test(`${name}: company details come only from <SiteConstant>`, () => {
    for (const key of Object.keys(defaultSite) as (keyof SiteConstants)[]) {
      assert.ok(!text.includes(defaultSite[key]), `${name} writes ${key} ("${defaultSite[key]}") instead of <SiteConstant name="${key}" />`);
    }
    assert.doesNotMatch(text, /example\.com|wa\.me|972\d{8,}/);
  });
}

test('purchase terms: cancellation of a transaction under the Consumer Protection Law', () => {
  const text = pages['purchase-terms']!;
  for (const required of [
    'חוק הגנת הצרכן, התשמ"א-1981',
    'תקנות הגנת הצרכן (ביטול עסקה), התש"ע-2010',
    '## ביטול עסקה',
    '14 ימים',
    'דמי ביטול',
    '5%',
    '100 ₪',
    'ארבעה חודשים',
    'עסקה מתמשכת',
    '### איך שולחים הודעת ביטול',
    '### החזר כספי',
  ]) {
    assert.ok(text.includes(required), `purchase-terms lacks "${required}"`);
  }
});

test('privacy: the Privacy Protection Law and its Amendment 13', () => {
  const text = pages.privacy!;
  for (const required of ['חוק הגנת הפרטיות, התשמ"א-1981', "תיקון מס' 13", 'בעל שליטה', 'מחזיק', 'אבטחת מידע', '## הזכויות שלכם', 'תלונה לרשות להגנת הפרטיות', '[מדיניות העוגיות](/legal/cookies)']) {
    assert.ok(text.includes(required), `privacy lacks "${required}"`);
  }
});

test('accessibility statement: what the 2013 regulations ask of it', () => {
  const text = pages.accessibility!;
  for (const required of [
    'תקנות שוויון זכויות לאנשים עם מוגבלות (התאמות נגישות לשירות), התשע"ג-2013',
    'ת"י 5568',
    'WCAG 2.0',
    'WCAG 2.2',
    '## מה עשינו כדי שהאתר יהיה נגיש',
    '## מגבלות ידועות',
    '<SiteConstant name="accessibilityCheckDate" />',
    '## נגישות השירות שלא באינטרנט',
    'בתוך 14 ימים',
    '<SiteConstant name="accessibilityCoordinator" />',
    '<SiteConstant name="supportEmail" link />',
  ]) {
    assert.ok(text.includes(required), `accessibility lacks "${required}"`);
  }
  assert.match(pages['terms-site']!, /\[הצהרת הנגישות\]\(\/legal\/accessibility\)/);
});

/** The passages of a page by `<ShowIf condition>`, and the text outside every passage. */
function passages(text: string): {conditions: string[]; outside: string; inside: string[]} {
  const conditions: string[] = [];
  const inside: string[] = [];
  const outside = text.replace(/^<ShowIf condition="([^"]+)">\n([\s\S]*?)^<\/ShowIf>$/gm, (_, condition: string, body: string) => {
    conditions.push(condition);
    inside.push(body);
    return '';
  });
  return {conditions, outside, inside};
}

for (const [name, text] of Object.entries(pages)) {
  test(`${name}: <ShowIf> passages take known conditions, stand on lines of their own and hold no heading`, () => {
    const {conditions, outside, inside} = passages(text);
    for (const condition of conditions) {
      assert.ok(Object.hasOwn(siteConditions, condition), `unknown condition "${condition}"`);
    }
    assert.doesNotMatch(outside, /<\/?ShowIf\b/, 'a <ShowIf> tag that does not open or close a passage on a line of its own');
    for (const body of inside) {
      assert.doesNotMatch(body, /^#/m, 'a heading inside <ShowIf>: the table of contents would list it in every configuration');
      assert.doesNotMatch(body, /<ShowIf\b/, 'nested <ShowIf>');
    }
  });
}

test('search and analytics: each page says what this build does, not what an operator might have done', () => {
  for (const [name, text] of Object.entries(pages)) {
    assert.doesNotMatch(text, /אם מפעיל האתר הפעיל|אם החברה תחבר|אם האתר יחובר/, `${name} hedges on the configuration`);
  }
  for (const name of ['privacy', 'terms-site']) {
    const {conditions, outside} = passages(pages[name]!);
    // What is sent to Algolia, or stays in the browser, is said only where it is true.
    assert.doesNotMatch(outside, /Algolia/, `${name} names Algolia outside a <ShowIf> passage`);
    for (const condition of ['local-search', 'algolia-hosts', 'self-hosted-search']) {
      assert.ok(conditions.includes(condition), `${name} has no passage for ${condition}`);
    }
  }
  const privacy = passages(pages.privacy!);
  for (const condition of ['analytics', 'no-analytics', 'search-events', 'no-search-events']) {
    assert.ok(privacy.conditions.includes(condition), `privacy has no passage for ${condition}`);
  }
  // Search words reach Algolia with the browser's address; the transfer abroad names who and where.
  assert.match(pages.privacy!, /מילות החיפוש[^\n]*כתובת ה-IP/);
  assert.match(pages.privacy!, /Algolia SAS, צרפת/);
  assert.match(pages.privacy!, /Google LLC, ארצות הברית/);
});

test('cookies: analytics only with consent, the choice listed in the table and changed on the page', () => {
  const text = pages.cookies!;
  assert.match(text, /^\| `analytics-consent-<site>` \| אחסון מקומי \|/m);
  assert.match(text, /^## Google Analytics – רק בהסכמתכם \\\{#analytics\}$/m);
  const {conditions, inside} = passages(text);
  assert.deepEqual([...new Set(conditions)].sort(), ['algolia', 'analytics', 'feedback', 'no-analytics', 'no-feedback', 'search-events']);
  // Whether the site makes cookies at all is said for this build, before the table, not as a condition on the operator.
  assert.doesNotMatch(text, /עוגיות נוצרות רק אם באתר מופעלת/);
  assert.ok(inside.some((body) => body.includes('<AnalyticsConsentSettings />')));
});

test('privacy: payroll data is of special sensitivity; a named privacy officer; what the company does as a processor', () => {
  const text = pages.privacy!;
  for (const required of [
    'מידע בעל רגישות מיוחדת',
    '<SiteConstant name="privacyOfficer" />',
    '<SiteConstant name="privacyEmail" link />',
    '<SiteConstant name="companyId" />',
    'תבדוק אם היא מחזיקה מידע על הפונה',
    'השם ואת פרטי הקשר של הלקוח',
    '/legal/terms-app#processing-annex',
  ]) {
    assert.ok(text.includes(required), `privacy lacks "${required}"`);
  }
  assert.doesNotMatch(text, /אחראי על הגנת הפרטיות/);
});

test('terms of the system: the processing annex, and the cap and the court for business customers only', () => {
  const text = pages['terms-app']!;
  const annex = text.slice(text.indexOf('## נספח: עיבוד נתוני עובדים'));
  for (const heading of ['### מטרות העיבוד', '### אין אימון של מודלים', '### אבטחה וסודיות', '### ספקי משנה', '### אירוע אבטחה', '### מחיקה והחזרה של המידע']) {
    assert.ok(annex.includes(heading), `the processing annex lacks "${heading}"`);
  }
  assert.match(annex, /אינה משתמשת[^\n]*כדי לאמן/);
  assert.match(text, /3\. כלפי לקוח עסקי, האחריות הכוללת/);
  assert.match(text, /\*\*צרכן\*\*[^\n]*אינו כפוף לתקרת האחריות/);
  for (const name of ['terms-app', 'terms-site']) {
    const section = pages[name]!.slice(pages[name]!.indexOf('## הדין החל וסמכות השיפוט'));
    assert.match(section, /צרכן רשאי להגיש תביעה לכל בית משפט מוסמך/, `${name}: the exclusive court binds consumers`);
  }
});

test('purchase terms: cancelling by phone and online, fixed-term renewal only with express consent, pro rata refund', () => {
  const text = pages['purchase-terms']!;
  for (const required of [
    '<SiteConstant name="cancellationUrl" link />',
    '<SiteConstant name="phone" link />',
    'עסקה לתקופה קצובה',
    'רק אם תסכימו לכך במפורש',
    'לפני תום התקופה',
    'החלק היחסי של התשלום',
  ]) {
    assert.ok(text.includes(required), `purchase-terms lacks "${required}"`);
  }
});

test("accessibility statement: AA except the listed limitations, and where the product's own statement is", () => {
  const text = pages.accessibility!;
  assert.match(text, /ברמה AA, למעט המגבלות שמפורטות בסעיף \[מגבלות ידועות\]\(#known-limitations\)/);
  assert.ok(text.includes('<SiteConstant name="productAccessibilityUrl" link />'));
});

test('the feedback service: what it keeps, for how long and for whom, in a section of its own on the privacy and cookies pages, only when the build has one', () => {
  for (const name of ['privacy', 'cookies']) {
    const text = pages[name]!;
    const heading = /^## .+ \\\{#feedback\}$/m.exec(text);
    assert.ok(heading, `${name} has no section {#feedback}`);
    const start = heading.index + heading[0].length;
    const section = text.slice(start, text.indexOf('\n## ', start));
    const {conditions, outside} = passages(section);
    assert.deepEqual(conditions, ['feedback', 'no-feedback'], `${name}: the section says what this build does`);
    assert.doesNotMatch(outside, /\S/, `${name}: text of the section outside its passages`);
  }
  assert.match(pages.privacy!, /<ShowIf condition="feedback">\n\n<FeedbackService \/>\n\n<\/ShowIf>/);
  const partial = readFileSync(path.join(import.meta.dirname, '../../src/pages/_partials/feedback-service.mdx'), 'utf8');
  // The figures come from the constants the service and the site use, not from the text.
  for (const constant of ['retentionDays', 'requestsPerMinute', 'clientHashHours', 'maxQueryLength', 'minDigitRun', 'searchSettleMs']) {
    assert.ok(partial.includes(`{${constant}`), `the feedback partial does not state ${constant}`);
  }
  assert.match(partial, /אינו שומר את כתובת ה-IP, את סוג הדפדפן/);
  assert.match(partial, /<SiteConstant name="companyName" \/>/);
});

test('privacy: personal use is a third role, where the company is the controller, with its section 11 notice and the way to access, correct and delete', () => {
  const text = pages.privacy!;
  const terms = text.slice(text.indexOf('## מונחים'), text.indexOf('## מה אוסף אתר המדריך'));
  assert.match(terms, /1\. \*\*לקוח שבודק שכר במסגרת עסק או עבודה\*\*[^\n]*\*\*הלקוח הוא בעל השליטה, והחברה היא המחזיק\*\*/);
  assert.match(terms, /2\. \*\*שימוש אישי שאינו במסגרת עסק\*\*[^\n]*עובד שבודק את תלושי השכר[^\n]*\*\*החברה היא בעלת השליטה\*\*/);
  assert.doesNotMatch(text, /בעל השליטה הוא \*\*הלקוח\*\*: המעסיק, המשרד שבודק את השכר בשביל מעסיק או עובד, או העובד/);
  const start = text.indexOf('## שימוש אישי: החברה היא בעלת השליטה \\{#personal-use}');
  assert.ok(start > 0, 'no section {#personal-use}');
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  for (const required of [
    '### הודעה לפי סעיף 11 לחוק',
    '**אין חובה חוקית למסור את המידע.**',
    '**המטרות שלשמן המידע מתבקש:**',
    '**למי יימסר המידע ולאיזו מטרה:**',
    '/legal/terms-app#subprocessors',
    '### איך מעיינים, מתקנים ומוחקים',
    '- **עיון**',
    '- **תיקון**',
    '- **מחיקה**',
    'בתוך 30 ימים',
  ]) {
    assert.ok(section.includes(required), `the personal-use section lacks "${required}"`);
  }
  assert.match(pages['terms-app']!, /\*\*בשימוש אישי, החברה היא בעלת השליטה\.\*\*[^\n]*\/legal\/privacy#personal-use/);
});

test('privacy: the special categories payslips and attendance reveal, ID numbers minimised, the security level stated', () => {
  const text = pages.privacy!;
  for (const category of ['**מצב כלכלי**', '**בריאות** – ימי מחלה, היעדרות בשל פגיעה בעבודה', '**שירות מילואים**', '**חברות בארגון עובדים**']) {
    assert.ok(text.includes(category), `privacy does not name ${category}`);
  }
  assert.match(text, /\*\*מספרי תעודת זהות\.\*\* המערכת משתמשת במספר תעודת הזהות רק כדי לשייך/);
  assert.match(text, /אין חובה למפות את עמודת תעודת הזהות: מספיק מספר עובד/);
  assert.match(text, /\*\*רמת האבטחה שחלה עליו היא רמת אבטחה בינונית\*\*/);
  assert.match(pages['terms-app']!, /ברמת אבטחה בינונית/);
});

test('terms of the system: reasonable care instead of "as is", consumers by the purpose of use, a published list of sub-processors, audit, term and a breach-notice deadline', () => {
  const text = pages['terms-app']!;
  for (const [name, page] of Object.entries(pages)) assert.doesNotMatch(page, /AS IS|כמות שהיא|כמות שהוא/, `${name} gives its service "as is"`);
  assert.match(text, /\*\*זהירות סבירה בחישוב\.\*\* החברה מתחייבת לנקוט זהירות ומיומנות סבירות בכללי החישוב/);
  assert.match(text, /החברה אחראית לנזק שנגרם בשל הפרה של התחייבויותיה[^\n]*זהירות סבירה בחישוב/);
  assert.match(text, /2\. כלפי לקוח עסקי, החברה אינה אחראית לנזק עקיף/);
  assert.doesNotMatch(text, /שנבעו מהחלטה שהתקבלה על סמך התוצאות/);
  // A consumer is defined by the purpose of the use: a family that employs a caregiver is one.
  assert.match(text, /^- \*\*צרכן\*\* – לקוח שמשתמש במערכת למטרה אישית, ביתית או משפחתית, ולא במסגרת עסק[^\n]*משפחה שמעסיקה בביתה מטפל או מטפלת[^\n]*המעמד נקבע לפי מטרת השימוש/m);
  assert.match(pages['purchase-terms']!, /משפחה שמעסיקה בביתה מטפל או מטפלת[^\n]*המעמד נקבע לפי מטרת הרכישה/);
  // Statistics come from usage records, never from the employees' data the annex limits to the service.
  assert.match(text, /הסטטיסטיקה מופקת מרישומי השימוש ומפרטי החשבונות בלבד, ולא מנתוני העובדים/);
  const annex = text.slice(text.indexOf('## נספח: עיבוד נתוני עובדים'));
  assert.match(annex, /החברה אינה מפיקה מנתוני העובדים סטטיסטיקה לצרכיה/);
  assert.match(annex, /### ספקי משנה \\\{#subprocessors\}\n\n[^\n]+\n\n<Subprocessors \/>\n/);
  assert.doesNotMatch(text + pages.privacy!, /ספקי המשנה[^\n]*תימסר ללקוח לפי בקשה/);
  for (const heading of ['### ביקורת', '### תקופת ההסכם']) assert.ok(annex.includes(heading), `the annex lacks ${heading}`);
  assert.match(annex, /לפי תקנה 15 לתקנות אבטחת המידע, בלי דיחוי ולא יאוחר מ-24 שעות מהרגע שנודע לה/);
  assert.match(annex, /הלקוח רשאי לבדוק את עמידת החברה בנספח זה, בעצמו או באמצעות מבקר בלתי תלוי/);
});

test('accessibility statement: no service point to make accessible, a response time, and a conformance claim that says what was tested and when', () => {
  const text = pages.accessibility!;
  assert.match(text, /לחברה אין מקום לקבלת קהל, ואין בה שירות פנים אל פנים: השירות כולו ניתן מרחוק/);
  assert.match(text, /\*\*מועדי הטיפול\.\*\* נאשר שקיבלנו את פנייתכם בתוך 2 ימי עבודה, ונשיב עליה לגופה בתוך 14 ימים/);
  // Conformance as the tests found it, said to rest on them alone: automated checks and keyboard walks, no screen-reader audit.
  assert.match(text, /לפי הבדיקות שמפורטות בסעיף \[הבדיקה האחרונה\]\(#last-check\), האתר עומד בדרישות/);
  assert.match(text, /אלה בדיקות אוטומטיות ומעברים אוטומטיים במקלדת, ולא בדיקה ידנית עם קורא מסך/);
  const check = text.slice(text.indexOf('## הבדיקה האחרונה'), text.indexOf('\n## ', text.indexOf('## הבדיקה האחרונה') + 1));
  // Dated from the last full run of the accessibility tests (npm run a11y:record), not from the release.
  assert.doesNotMatch(check, /releaseDate/);
  for (const required of [
    '<SiteConstant name="accessibilityCheckDate" />',
    '<SiteConstant name="accessibilityCheckVersion" />',
    'Chromium של מערכת ההפעלה Debian',
    '390 פיקסלים',
    '1280 פיקסלים',
    'בתצוגה הבהירה ובתצוגה הכהה',
    'לא נעשתה בדיקה ידנית',
  ]) {
    assert.ok(check.includes(required), `the last check does not say "${required}"`);
  }
});

test('the legal pages promise no self-service the guide says the product lacks: deleting a calculation and removing a user go through support, with a deadline', () => {
  const docs = (file: string) => readFileSync(path.join(import.meta.dirname, '../../docs', file), 'utf8');
  const account = docs('signup-login/account-mngmnt.md');
  // What the guide says the product does.
  assert.match(account, /### איך מסירים משתמש[^\n]*\n\nגם את זה עושים דרך התמיכה/);
  assert.match(account, /מחיקה של חישוב, עם הקבצים שהועלו אליו, נעשית דרך התמיכה/);
  assert.match(docs('signup-login/main-screen.md'), /אין במסך הראשי כפתור מחיקה/);
  for (const [name, text] of Object.entries(pages)) {
    assert.doesNotMatch(text, /למחוק חישוב בעצמכם|ולמחוק חישובים|להסיר בלשונית|ולהסיר משתמשים/, `${name} promises a self-service deletion or removal`);
  }
  // The same route and the same deadlines in the guide and in the legal pages; and what a viewer still sees meanwhile.
  assert.match(account, /מסירה את המשתמש בתוך יום עבודה אחד/);
  assert.match(account, /החישוב נמחק בתוך 5 ימי עבודה/);
  assert.match(account, /גם צופה רואה את כל החישובים/);
  assert.match(pages['terms-app']!, /לבקש מהתמיכה[^.]*להסיר כל משתמש[^]*בתוך יום עבודה אחד מהבקשה[^]*צופה עדיין רואה/);
  assert.match(pages['terms-app']!, /לבקש מהתמיכה למחוק חישוב[^.]*בתוך 5 ימי עבודה מהבקשה/);
  assert.match(pages.sla!, /לבקש מהתמיכה להסיר משתמשים[^.]*\. החברה מסירה משתמש בתוך יום עבודה אחד מהבקשה/);
  assert.match(pages.privacy!, /במערכת אין כפתור מחיקה: כדי למחוק חישוב, כתבו לתמיכה[^]*נמחק בתוך 5 ימי עבודה מהבקשה/);
  // The section 11 notice is not said to be shown by the product at upload (the guide shows no such screen): the page is the notice.
  assert.doesNotMatch(pages.privacy!, /כשהחברה מבקשת מכם להעלות[^.]*היא מודיעה לכם/);
});

test("the accessibility statement's last check is a record of a full run of the accessibility tests, of this version, not in the future", () => {
  assert.match(accessibilityCheck.date, /^\d{4}-\d{2}-\d{2}$/);
  assert.ok(new Date(`${accessibilityCheck.date}T00:00:00Z`).getTime() <= Date.now(), 'the record is dated in the future');
  assert.equal(accessibilityCheck.version, pkg.version, 'run npm run a11y:record for this version');
  const recorder = readFileSync(path.join(import.meta.dirname, '../../scripts/record-accessibility-check.ts'), 'utf8');
  assert.match(recorder, /accessibilityCheck\.specs/);
  for (const spec of accessibilityCheck.specs) assert.ok(readdirSync(path.join(import.meta.dirname, '../e2e')).includes(path.basename(spec)), spec);
});
