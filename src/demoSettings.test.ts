import {test} from 'node:test';
import assert from 'node:assert/strict';
import {placeholderSettings, siteEnvVars, subprocessorsEnvVar} from './site';
import {operatorSettings} from './site.fixture';
import {demoSettingNames, demoSettingsText} from './demoSettings';

test('every setting that can be a placeholder has a Hebrew name', () => {
  for (const variable of [...Object.values(siteEnvVars), subprocessorsEnvVar]) assert.ok(demoSettingNames[variable], variable);
});

test("a demo build names only its placeholder settings, never the operator's real ones", () => {
  const onlySubprocessors = placeholderSettings({...operatorSettings, SITE_SUBPROCESSORS: ''}).map(({variable}) => variable);
  assert.deepEqual(onlySubprocessors, [subprocessorsEnvVar]);
  assert.equal(demoSettingsText(onlySubprocessors), 'רשימת ספקי המשנה');
  assert.equal(demoSettingsText(['SITE_COMPANY_NAME', 'SITE_COMPANY_ID', subprocessorsEnvVar]), 'שם החברה, מספר החברה ורשימת ספקי המשנה');
  assert.equal(demoSettingsText(['SITE_SUPPORT_EMAIL', 'SITE_COMPANY_ID']), 'כתובת הדואר האלקטרוני של התמיכה ומספר החברה');
});
