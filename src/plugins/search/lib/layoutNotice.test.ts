import {test} from 'node:test';
import assert from 'node:assert/strict';
import {LayoutReadings, layoutNotice} from './layoutNotice';

const messages = {typedOnEnglish: 'הצגנו תוצאות עבור "{reading}" (הקלדה במקלדת אנגלית)', typedOnHebrew: 'הצגנו תוצאות עבור "{reading}" (הקלדה במקלדת עברית)'};

test('the notice names the reading searched and the layout the query was typed on', () => {
  assert.equal(layoutNotice('פנסיה', messages), 'הצגנו תוצאות עבור "פנסיה" (הקלדה במקלדת אנגלית)');
  assert.equal(layoutNotice('excel', messages), 'הצגנו תוצאות עבור "excel" (הקלדה במקלדת עברית)');
  assert.equal(layoutNotice(undefined, messages), null);
  assert.equal(layoutNotice(null, messages), null);
});

test('each query keeps the reading of its last answer, trimmed, and no more queries than it holds', () => {
  const readings = new LayoutReadings(2);
  readings.record({results: [{query: 'pbxhv ', layoutReading: 'פנסיה', hits: []}]});
  assert.equal(readings.of('pbxhv'), 'פנסיה');
  readings.record({results: [{query: 'pbxhv', hits: []}]});
  assert.equal(readings.of('pbxhv'), null, 'searched as typed this time');
  readings.record({results: [{query: 'pbxhv', layoutReading: 'פנסיה'}]});
  readings.record({
    results: [
      {query: 'afr', layoutReading: 'שכר'},
      {query: 'vranv', layoutReading: 'הרשמה'},
    ],
  });
  assert.equal(readings.of('afr'), 'שכר');
  assert.equal(readings.of('pbxhv'), null, 'the oldest query was let go');
  readings.record(null);
  readings.record({facetHits: []});
  assert.equal(readings.of('vranv'), 'הרשמה');
});
