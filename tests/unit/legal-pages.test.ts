import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {defaultSite, type SiteConstants} from '../../src/site.ts';

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

  test(`${name}: company details come only from <SiteConstant>`, () => {
    for (const key of Object.keys(defaultSite) as (keyof SiteConstants)[]) {
      assert.ok(!text.includes(defaultSite[key]), `${name} writes ${key} ("${defaultSite[key]}") instead of <SiteConstant name="${key}" />`);
    }
    assert.doesNotMatch(text, /example\.com|wa\.me|972\d{8,}/);
  });
}

test('purchase terms: cancellation of a transaction under the Consumer Protection Law', () => {
  const text = pages['purchase-terms']!;
  for (const required of ['חוק הגנת הצרכן, התשמ"א-1981', 'תקנות הגנת הצרכן (ביטול עסקה), התש"ע-2010', '## ביטול עסקה', '14 ימים', 'דמי ביטול', '5%', '100 ₪', 'ארבעה חודשים', 'עסקה מתמשכת', '### איך שולחים הודעת ביטול', '### החזר כספי']) {
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
    '22.11.2026',
    '<SiteConstant name="accessibilityCoordinator" />',
    '<SiteConstant name="supportEmail" link />',
  ]) {
    assert.ok(text.includes(required), `accessibility lacks "${required}"`);
  }
  assert.match(pages['terms-site']!, /\[הצהרת הנגישות\]\(\/legal\/accessibility\)/);
});
