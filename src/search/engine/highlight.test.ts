import {test} from 'node:test';
import assert from 'node:assert/strict';
import {escapeHtml, highlightValue, snippetValue, type WordMatcher} from './highlight';

const tags = {pre: '<em>', post: '</em>'};
/** Matches query word 0 on "שכר" and query word 1 on "תלוש", as the engine would. */
const matcher: WordMatcher = (span) => (span.text === 'שכר' ? [0] : span.text === 'תלוש' ? [1] : []);

test('escapeHtml escapes the five characters Algolia escapes', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;');
});

test('highlightValue tags matched words, escapes the rest and reports the match level', () => {
  const full = highlightValue('תלוש שכר <חודשי>', matcher, ['שכר', 'תלוש'], tags);
  assert.deepEqual(full, {value: '<em>תלוש</em> <em>שכר</em> &lt;חודשי&gt;', matchLevel: 'full', matchedWords: ['שכר', 'תלוש'], fullyHighlighted: false});
  const partial = highlightValue('שכר', matcher, ['שכר', 'תלוש'], tags);
  assert.deepEqual(partial, {value: '<em>שכר</em>', matchLevel: 'partial', matchedWords: ['שכר'], fullyHighlighted: true});
  const none = highlightValue('"חופשה"', matcher, ['שכר'], tags);
  assert.deepEqual(none, {value: '&quot;חופשה&quot;', matchLevel: 'none', matchedWords: []});
});

test('snippetValue cuts N words around the best match, with ellipses', () => {
  const text = 'אחת שתיים שלוש ארבע חמש שש שבע שכר שמונה תשע עשר אחת-עשרה';
  assert.deepEqual(snippetValue(text, matcher, 1, 4, tags, '…'), {value: '…שש שבע <em>שכר</em> שמונה…', matchLevel: 'full'});
  assert.deepEqual(snippetValue('שכר קצר.', matcher, 1, 10, tags, '…'), {value: '<em>שכר</em> קצר.', matchLevel: 'full'});
  assert.deepEqual(snippetValue(text, matcher, 2, 3, tags, '…').value, '…שש שבע <em>שכר</em>…');
  assert.deepEqual(
    snippetValue('אחת שתיים שלוש', () => [], 1, 2, tags, '…'),
    {value: 'אחת שתיים…', matchLevel: 'none'},
  );
});

test('quotation marks around a highlighted word stay outside the highlight; gershayim stay inside', () => {
  const words: WordMatcher = (span) => (span.text === 'חופשה' || span.text === 'שנתית' ? [0] : span.text === 'דו"ח' ? [1] : []);
  assert.equal(highlightValue('ב"חופשה שנתית"', words, ['חופשה', 'דוח'], tags).value, 'ב&quot;<em>חופשה</em> <em>שנתית</em>&quot;');
  assert.equal(highlightValue('ראו דו"ח', words, ['חופשה', 'דוח'], tags).value, 'ראו <em>דו&quot;ח</em>');
});
