import {test} from 'node:test';
import assert from 'node:assert/strict';
import {placeholderSettings} from './deploy-check.ts';

const real = {
  SITE_URL: 'https://docs.company.co.il',
  SITE_COMPANY_NAME: 'חברה לבדיקת שכר בע״מ',
  SITE_MARKETING_URL: 'https://www.company.co.il',
  SITE_SUPPORT_EMAIL: 'support@company.co.il',
  SITE_ADDRESS: 'רחוב הרצל 10, חיפה',
  SITE_WHATSAPP_NUMBER: '972541234567',
  SITE_ACCESSIBILITY_COORDINATOR: 'דנה לוי',
  SITE_REPO_URL: 'https://github.com/company/guide',
  SITE_PRIVACY_OFFICER: 'יוסי כהן',
  SITE_PRIVACY_EMAIL: 'privacy@company.co.il',
  SITE_COMPANY_ID: '515555555',
  SITE_CANCELLATION_URL: 'https://www.company.co.il/cancel',
  SITE_PRODUCT_ACCESSIBILITY_URL: 'https://app.company.co.il/accessibility',
};

test('with no settings, every placeholder is named by its variable', () => {
  const variables = placeholderSettings({}).map(({variable}) => variable);
  assert.deepEqual(variables, [
    'SITE_COMPANY_NAME',
    'SITE_URL',
    'SITE_MARKETING_URL',
    'SITE_SUPPORT_EMAIL',
    'SITE_ADDRESS',
    'SITE_WHATSAPP_NUMBER',
    'SITE_ACCESSIBILITY_COORDINATOR',
    'SITE_REPO_URL',
    'SITE_PRIVACY_OFFICER',
    'SITE_PRIVACY_EMAIL',
    'SITE_COMPANY_ID',
    'SITE_CANCELLATION_URL',
    'SITE_PRODUCT_ACCESSIBILITY_URL',
  ]);
});

test('an operator who set everything passes; the product name may keep its default', () => {
  assert.deepEqual(placeholderSettings(real), []);
});

test('one forgotten setting, or an example address set by hand, is named with its value', () => {
  assert.deepEqual(placeholderSettings({...real, SITE_PRIVACY_OFFICER: undefined}), [{variable: 'SITE_PRIVACY_OFFICER', value: 'פלונית אלמונית'}]);
  assert.deepEqual(placeholderSettings({...real, SITE_SUPPORT_EMAIL: 'help@example.com'}), [{variable: 'SITE_SUPPORT_EMAIL', value: 'help@example.com'}]);
  assert.deepEqual(placeholderSettings({...real, SITE_WHATSAPP_NUMBER: '972500000000'}), [{variable: 'SITE_WHATSAPP_NUMBER', value: '972500000000'}]);
});
