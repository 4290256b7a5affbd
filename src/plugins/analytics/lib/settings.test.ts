import {test} from 'node:test';
import assert from 'node:assert/strict';
import {analyticsSettings, parseConsent} from './settings.ts';

test('analytics only with a Google Analytics 4 id; a malformed one stops the build', () => {
  assert.equal(analyticsSettings(undefined), undefined);
  assert.equal(analyticsSettings({analytics: null}), undefined);
  assert.deepEqual(analyticsSettings({analytics: {trackingId: 'G-TEST000000'}}), {trackingId: 'G-TEST000000'});
  assert.throws(() => analyticsSettings({analytics: {trackingId: 'UA-1234-1'}}), /GTAG_TRACKING_ID must be a Google Analytics 4 measurement id/);
  assert.throws(() => analyticsSettings({analytics: {trackingId: 'G-1"><script>'}}), /GTAG_TRACKING_ID/);
});

test('the stored choice: granted or denied, anything else is no choice yet', () => {
  assert.equal(parseConsent('granted'), 'granted');
  assert.equal(parseConsent('denied'), 'denied');
  assert.equal(parseConsent(null), null);
  assert.equal(parseConsent('true'), null);
});
