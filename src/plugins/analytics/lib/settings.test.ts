import {test} from 'node:test';
import assert from 'node:assert/strict';
import {analyticsSettings, consentMaxAgeMonths, consentValue, consentVersion, parseConsent} from './settings.ts';

test('analytics only with a Google Analytics 4 id; a malformed one stops the build', () => {
  assert.equal(analyticsSettings(undefined), undefined);
  assert.equal(analyticsSettings({analytics: null}), undefined);
  assert.deepEqual(analyticsSettings({analytics: {trackingId: 'G-TEST000000'}}), {trackingId: 'G-TEST000000'});
  assert.throws(() => analyticsSettings({analytics: {trackingId: 'UA-1234-1'}}), /GTAG_TRACKING_ID must be a Google Analytics 4 measurement id/);
  assert.throws(() => analyticsSettings({analytics: {trackingId: 'G-1"><script>'}}), /GTAG_TRACKING_ID/);
});

test('the stored choice: granted or denied, with what it was about and its day; anything else is no choice yet', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  assert.deepEqual(JSON.parse(consentValue('granted', now)), {choice: 'granted', version: consentVersion, date: '2026-12-01'});
  assert.equal(parseConsent(consentValue('granted', now), now), 'granted');
  assert.equal(parseConsent(consentValue('denied', now), now), 'denied');
  assert.equal(parseConsent(null, now), null);
  // The values stored before choices had a version and a day: the reader is asked again.
  assert.equal(parseConsent('granted', now), null);
  assert.equal(parseConsent('denied', now), null);
  for (const other of [
    'true',
    '{',
    '[]',
    'null',
    '{"choice":"yes","version":1,"date":"2026-12-01"}',
    '{"choice":"granted","date":"2026-12-01"}',
    '{"choice":"granted","version":1}',
    '{"choice":"granted","version":1,"date":"2026-02-30"}',
    '{"choice":"granted","version":1,"date":"1.12.2026"}',
  ]) {
    assert.equal(parseConsent(other, now), null, other);
  }
});

test('a change of what is measured asks again: a choice about another version is no choice', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  for (const version of [consentVersion - 1, consentVersion + 1]) {
    assert.equal(parseConsent(JSON.stringify({choice: 'granted', version, date: '2026-11-30'}), now), null, String(version));
  }
});

test(`a choice counts for ${consentMaxAgeMonths} months, to the day; one from the future counts not at all`, () => {
  assert.equal(consentMaxAgeMonths, 12);
  const made = (date: string) => JSON.stringify({choice: 'denied', version: consentVersion, date});
  assert.equal(parseConsent(made('2025-12-02'), new Date('2026-12-01T23:59:59Z')), 'denied');
  assert.equal(parseConsent(made('2025-12-01'), new Date('2026-12-01T00:00:00Z')), null);
  assert.equal(parseConsent(made('2025-01-15'), new Date('2026-12-01T10:00:00Z')), null);
  // 29 February: the choice ends on the last day of the next February.
  assert.equal(parseConsent(made('2028-02-29'), new Date('2029-02-27T12:00:00Z')), 'denied');
  assert.equal(parseConsent(made('2028-02-29'), new Date('2029-02-28T00:00:00Z')), null);
  assert.equal(parseConsent(made('2026-12-02'), new Date('2026-12-01T10:00:00Z')), null);
});
