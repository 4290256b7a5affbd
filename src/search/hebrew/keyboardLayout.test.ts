import {test} from 'node:test';
import assert from 'node:assert/strict';
import {otherLayoutReading, preferReading} from './keyboardLayout';

test('Latin typed on the English layout reads as the Hebrew it meant', () => {
  assert.equal(otherLayoutReading('pbxhv'), 'פנסיה');
  assert.equal(otherLayoutReading('afr'), 'שכר');
  assert.equal(otherLayoutReading('Afr'), 'שכר');
  // Every key of the Hebrew layout, punctuation keys included: , → ת, . → ץ, ; → ף, ' → ,
  assert.equal(otherLayoutReading('jusa,'), 'חודשת');
  assert.equal(otherLayoutReading('nhx.'), 'מיסץ');
  assert.equal(otherLayoutReading('tk;'), 'אלף');
  assert.equal(otherLayoutReading("qwertyuiopasdfghjkl;'zxcvbnm,./"), "/'קראטוןםפשדגכעיחלךף,זסבהנמצתץ.");
});

test('Hebrew typed on the Hebrew layout reads as the Latin it meant', () => {
  assert.equal(otherLayoutReading('קסבקך'), 'excel');
  assert.equal(otherLayoutReading('פנסיה'), 'pbxhv');
});

test('mixed or other text has no other reading', () => {
  assert.equal(otherLayoutReading('שכר 2024'), null);
  assert.equal(otherLayoutReading('Excel קובץ'), null);
  assert.equal(otherLayoutReading('  '), null);
  assert.equal(otherLayoutReading('c'), null);
});

test('the reading replaces the query only when it finds far more', () => {
  assert.equal(preferReading(0, 4, 'שכר'), true);
  assert.equal(preferReading(1, 3, 'שכר'), true);
  assert.equal(preferReading(2, 5, 'שכר'), false);
  assert.equal(preferReading(5, 40, 'שכר'), false);
  assert.equal(preferReading(0, 0, 'שכר'), false);
  // Hebrew that finds something stays Hebrew.
  assert.equal(preferReading(1, 9, 'excel'), false);
  assert.equal(preferReading(0, 2, 'excel'), true);
});
