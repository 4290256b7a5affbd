import {test} from 'node:test';
import assert from 'node:assert/strict';
import {announcement, selectPlural} from './announce';

const messages = {found: 'נמצאה תוצאה אחת|נמצאו שתי תוצאות|נמצאו {count} תוצאות', noResults: 'לא נמצאו תוצאות עבור', locale: 'he'};

test('the count of results is said in Hebrew, with its plural forms', () => {
  assert.equal(selectPlural(1, messages.found, 'he'), 'נמצאה תוצאה אחת');
  assert.equal(selectPlural(2, messages.found, 'he'), 'נמצאו שתי תוצאות');
  assert.equal(selectPlural(7, messages.found, 'he'), 'נמצאו 7 תוצאות');
  assert.equal(selectPlural(20, messages.found, 'he'), 'נמצאו 20 תוצאות');
});

test('a message with fewer forms than the locale has falls back to its last', () => {
  assert.equal(selectPlural(2, 'One document found|{count} documents found', 'he'), '2 documents found');
});

test('each state of the modal has its sentence; none while the results load', () => {
  assert.equal(announcement({kind: 'results', count: 5}, messages), 'נמצאו 5 תוצאות');
  assert.equal(announcement({kind: 'noResults', query: 'xyz'}, messages), 'לא נמצאו תוצאות עבור "xyz"');
  assert.equal(announcement({kind: 'empty'}, messages), '');
  assert.equal(announcement({kind: 'loading'}, messages), null);
  assert.equal(announcement({kind: 'results', count: 2, notice: 'הצגנו תוצאות עבור "פנסיה" (הקלדה במקלדת אנגלית)'}, messages), 'הצגנו תוצאות עבור "פנסיה" (הקלדה במקלדת אנגלית). נמצאו שתי תוצאות');
});
