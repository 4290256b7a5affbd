import {test} from 'node:test';
import assert from 'node:assert/strict';
import {normalizeHebrew, normalizeWord, prefixVariants, tokenize, wordSpans} from './hebrew';

test('niqqud and cantillation are removed, shin and sin dots included', () => {
  assert.equal(normalizeHebrew('שָׂכָר'), 'שכר');
  assert.equal(normalizeHebrew('בְּרֵאשִׁ֖ית'), 'בראשית');
  assert.equal(normalizeHebrew('תַּשְׁלוּם'), 'תשלומ');
  // Precomposed presentation forms (שׁ as one code point) fold too.
  assert.equal(normalizeHebrew('\uFB2Aבת'), 'שבת');
});

test('final letters meet their regular forms', () => {
  assert.equal(normalizeHebrew('ימים'), 'ימימ');
  assert.equal(normalizeHebrew('ך ם ן ף ץ'), 'כ מ נ פ צ');
  assert.equal(normalizeHebrew('חשבון'), normalizeHebrew('חשבונ'));
});

test('gershayim, geresh and ASCII quotes inside a word are removed', () => {
  const forms = ['דו"ח', 'דו״ח', 'דו׳ח', "דו'ח", 'דוח', 'דו”ח'];
  for (const form of forms) {
    assert.equal(normalizeHebrew(form), 'דוח', form);
  }
  assert.equal(normalizeHebrew('מע"מ'), 'מעמ');
  // Quotes around a word are not inside it.
  assert.equal(normalizeHebrew('"שכר"'), '"שכר"');
});

test('Latin is lower-cased and the result is NFC', () => {
  assert.equal(normalizeHebrew('Excel PDF'), 'excel pdf');
  assert.equal(normalizeHebrew('e\u0301'), '\u00e9');
});

test('maqaf separates words', () => {
  assert.deepEqual(tokenize('בית־ספר'), ['בית', 'ספר']);
});

test('tokenize keeps numbers, versions and words, and drops lone prefix letters', () => {
  assert.deepEqual(tokenize('ייצוא ל-Excel בגרסה 1.2.0'), ['ייצוא', 'excel', 'בגרסה', '1.2.0']);
  assert.deepEqual(tokenize('שעות נוספות 125% ו-150%'), ['שעות', 'נוספות', '125', '150']);
  assert.deepEqual(tokenize('דו"ח נוכחות, 1,000 ₪'), ['דוח', 'נוכחות', '1,000']);
  assert.deepEqual(tokenize('נכון ל-1.7.2023.'), ['נכונ', '1.7.2023']);
});

test('word spans point into the original text, niqqud and gershayim included', () => {
  const text = 'ראו את הדו"ח של חֻפְשָׁה.';
  const spans = wordSpans(text);
  assert.deepEqual(
    spans.map((span) => span.text),
    ['ראו', 'את', 'הדו"ח', 'של', 'חֻפְשָׁה'],
  );
  for (const span of spans) {
    assert.equal(text.slice(span.start, span.end), span.text);
  }
});

test('normalizeWord folds one word or rejects a lone letter', () => {
  assert.equal(normalizeWord('הדו"ח'), 'הדוח');
  assert.equal(normalizeWord('ל'), null);
  assert.equal(normalizeWord('5'), '5');
});

test('prefixVariants strips attached prefix letters, shortest prefix first', () => {
  assert.deepEqual(prefixVariants('בחופשה'), ['חופשה']);
  assert.deepEqual(prefixVariants('ולתלוש'), ['לתלוש', 'תלוש']);
  assert.deepEqual(prefixVariants('שבדוח'), ['בדוח', 'דוח']);
  assert.deepEqual(prefixVariants('מהתלוש'), ['התלוש', 'תלוש']);
  assert.deepEqual(prefixVariants('וכשהעובד'), ['כשהעובד', 'שהעובד', 'העובד', 'עובד']);
  assert.deepEqual(prefixVariants(normalizeHebrew('ולכשיגיע')), ['לכשיגיע', 'כשיגיע', 'יגיע']);
});

test('prefixVariants keeps at least three letters and leaves other words alone', () => {
  assert.deepEqual(prefixVariants('בדוח'), ['דוח']);
  assert.deepEqual(prefixVariants('שמה'), []);
  assert.deepEqual(prefixVariants('דוח'), []);
  assert.deepEqual(prefixVariants('excel'), []);
  assert.deepEqual(prefixVariants('125'), []);
});

test('pointed words are spelled out as the guide spells them (ktiv male)', () => {
  assert.equal(normalizeHebrew('חֻפְשָׁה'), 'חופשה');
  assert.equal(normalizeHebrew('חֹדֶשׁ'), 'חודש');
  assert.equal(normalizeHebrew('לֹא'), 'לא');
  assert.equal(normalizeHebrew('חִשּׁוּב'), 'חישוב');
  assert.equal(normalizeHebrew('מִסְפָּר'), 'מספר');
  assert.equal(normalizeHebrew('הִיא'), 'היא');
  assert.equal(normalizeHebrew('בִּקֹּרֶת'), 'ביקורת');
  assert.equal(normalizeHebrew('תְּלוּשׁ'), 'תלוש');
});

test('quotes around words, trailing dots and commas separate; offsets stay exact', () => {
  const text = 'לחצו על "שמירה", ואז 1,000. סוף׳ ו-"דו״ח".';
  const spans = wordSpans(text);
  assert.deepEqual(
    spans.map((span) => span.text),
    ['לחצו', 'על', 'שמירה', 'ואז', '1,000', 'סוף', 'ו', 'דו״ח'],
  );
  for (const span of spans) assert.equal(text.slice(span.start, span.end), span.text);
});
