import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {repoRoot} from './files';
import {operatorSettings} from '../../src/site.fixture';
import {missingConfirmations} from './operatorChecks';

const today = new Date('2026-12-07T12:00:00Z');

test('a build with analytics needs the Google Analytics property confirmed, a build with the feedback service the proxy; each with a real date, not in the future', () => {
  assert.deepEqual(missingConfirmations({}, today), []);
  assert.deepEqual(
    missingConfirmations({GTAG_TRACKING_ID: 'G-TEST', SITE_FEEDBACK_URL: '/api/feedback'}, today).map(({variable}) => variable),
    ['GA_PROPERTY_CONFIRMED', 'FEEDBACK_PROXY_CONFIRMED'],
  );
  for (const bad of ['yes', '2026-02-30', '2026-12-08', '7.12.2026'])
    assert.deepEqual(
      missingConfirmations({GTAG_TRACKING_ID: 'G-TEST', GA_PROPERTY_CONFIRMED: bad}, today).map(({variable, value}) => [variable, value]),
      [['GA_PROPERTY_CONFIRMED', bad]],
      bad,
    );
  assert.deepEqual(missingConfirmations({GTAG_TRACKING_ID: 'G-TEST', GA_PROPERTY_CONFIRMED: '2026-12-01', SITE_FEEDBACK_URL: '/api/feedback', FEEDBACK_PROXY_CONFIRMED: '2026-12-07'}, today), []);
});

test('check:deploy fails, naming the setting, until the operator confirms the Google Analytics property', () => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_') && !name.startsWith('GA_') && !name.startsWith('GTAG')));
  const run = (extra: Record<string, string>) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-deploy.ts'], {cwd: repoRoot, encoding: 'utf8', env: {...env, ...operatorSettings, GTAG_TRACKING_ID: 'G-TEST000000', ...extra}});
  const unconfirmed = run({});
  assert.equal(unconfirmed.status, 1, unconfirmed.stdout + unconfirmed.stderr);
  assert.match(unconfirmed.stdout, /^GA_PROPERTY_CONFIRMED: confirm[^\n]*enhanced measurement off/m);
  const confirmed = run({GA_PROPERTY_CONFIRMED: '2026-12-01'});
  assert.equal(confirmed.status, 0, confirmed.stdout + confirmed.stderr);
});
