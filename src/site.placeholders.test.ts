import {test} from 'node:test';
import assert from 'node:assert/strict';
import {defaultSubprocessors, placeholderSettings, readSubprocessors} from './site.ts';
import {operatorSettings} from './site.fixture.ts';

const real = operatorSettings;

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
    'SITE_SUBPROCESSORS',
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

test("the sub-processors: the example list is a placeholder, and so is any example provider in the operator's list", () => {
  assert.deepEqual(placeholderSettings({...real, SITE_SUBPROCESSORS: undefined}), [{variable: 'SITE_SUBPROCESSORS', value: defaultSubprocessors.map(({name}) => name).join('; ')}]);
  const withExample = JSON.stringify([...JSON.parse(real.SITE_SUBPROCESSORS), {name: 'ספק מודלים לדוגמה Inc.', service: 'x', data: 'y', country: 'z'}]);
  assert.deepEqual(placeholderSettings({...real, SITE_SUBPROCESSORS: withExample}), [{variable: 'SITE_SUBPROCESSORS', value: 'ספק מודלים לדוגמה Inc.'}]);
  assert.deepEqual(
    readSubprocessors(real).map(({name}) => name),
    ['ענן ישראלי בע״מ', 'Model Provider Inc.'],
  );
  // The AI engine's provider is among the kinds the example list shows.
  assert.ok(defaultSubprocessors.some(({service}) => service.includes('מנוע הבינה המלאכותית')));
  for (const bad of ['{', '{}', '[]', '[{"name":"A","service":"B","data":"C"}]', '[{"name":" ","service":"B","data":"C","country":"D"}]']) {
    assert.throws(() => readSubprocessors({SITE_SUBPROCESSORS: bad}), /^Error: SITE_SUBPROCESSORS: .+ \/ /, bad);
  }
});
