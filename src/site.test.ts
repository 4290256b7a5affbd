import {test} from 'node:test';
import assert from 'node:assert/strict';
import {defaultSite, formatPhone, readSite, siteConstantText, siteLinks} from './site';

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
  assert.equal(siteConstantText('phone', constants), '050-123-4567');
  assert.equal(siteConstantText('whatsappNumber', constants), '972501234567');
  assert.equal(siteConstantText('whatsappNumber', constants, true), 'WhatsApp');
  assert.equal(siteConstantText('noSuchConstant', constants), undefined);
});
