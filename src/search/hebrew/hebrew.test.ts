import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  attachPrefix,
  fromAsciiLetters,
  inflectionCandidates,
  isStopWord,
  normalizeHebrew,
  normalizeWord,
  prefixVariants,
  spellingVariants,
  toAsciiLetters,
  tokenize,
  unpointedSpelling,
  verbNouns,
  wordSpans,
} from './hebrew';

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
  assert.deepEqual(tokenize('דו"ח נוכחות, 1,000 ₪'), ['דוח', 'נוכחות', '1000']);
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

test('dotted abbreviations and doubled apostrophes join into one word', () => {
  assert.deepEqual(tokenize('מספר ת.ז. של העובד'), ['מספר', 'תז', 'של', 'העובד']);
  assert.deepEqual(tokenize('ת.ז.'), ['תז']);
  assert.equal(normalizeWord("דו''ח"), 'דוח');
  assert.deepEqual(tokenize("ראו את הדו''ח"), ['ראו', 'את', 'הדוח']);
  // A dot after a word of more than one letter still ends it.
  assert.deepEqual(tokenize('סוף.התחלה docs.example.com'), ['סופ', 'התחלה', 'docs', 'example', 'com']);
});

test('numbers are compared without thousands separators, versions without a leading v', () => {
  assert.equal(normalizeWord('1,881'), '1881');
  assert.equal(normalizeWord('6,247.67'), '6247.67');
  assert.equal(normalizeWord('1,000,000'), '1000000');
  assert.equal(normalizeWord('v1.2.0'), '1.2.0');
  assert.equal(normalizeWord('V1.2'), '1.2');
  // Not a thousands group: left alone.
  assert.equal(normalizeWord('1,5'), '1,5');
  assert.equal(normalizeWord('vat'), 'vat');
});

test('a quotation mark after prefix letters is not gershayim: it separates', () => {
  const text = 'מופיע ב"חופשה שנתית" ובדו"ח, ו"משה" אמר';
  const spans = wordSpans(text);
  assert.deepEqual(
    spans.map((span) => span.text),
    ['מופיע', 'ב', 'חופשה', 'שנתית', 'ובדו"ח', 'ו', 'משה', 'אמר'],
  );
  for (const span of spans) assert.equal(text.slice(span.start, span.end), span.text);
  // Gershayim before the last letter, or after letters that are not all prefixes, stay inside.
  assert.deepEqual(tokenize('כ"ה מ"מ דו"חות מנכ"לים'), ['כה', 'ממ', 'דוחות', 'מנכלימ']);
});

test('hiriq before a word-final consonant without a vowel closes the syllable: no yod', () => {
  assert.equal(normalizeHebrew('עִם'), 'עמ');
  assert.equal(normalizeHebrew('אִם'), 'אמ');
  assert.equal(normalizeHebrew('מִן'), 'מנ');
  // An open syllable, or a final letter with its own vowel, still gets its yod.
  assert.equal(normalizeHebrew('דִּבֵּר'), 'דיבר');
  assert.equal(normalizeHebrew('חִשּׁוּב'), 'חישוב');
  assert.equal(normalizeHebrew('כֹּל'), 'כול');
});

test('a pointed word also has its unpointed spelling, which the guide may use (כֹּל → כל)', () => {
  assert.equal(unpointedSpelling('כֹּל'), 'כל');
  assert.equal(unpointedSpelling('חֻפְשָׁה'), 'חפשה');
  assert.equal(unpointedSpelling('עִם'), null);
  assert.equal(unpointedSpelling('כל'), null);
});

test('a consonantal ו doubled after prefix letters meets the word with one ו (הוותק, ותק)', () => {
  assert.deepEqual(prefixVariants('הוותק'), ['וותק', 'ותק']);
  assert.deepEqual(prefixVariants('בוודאות'), ['וודאות', 'ודאות']);
  assert.deepEqual(attachPrefix('ה', 'ותק'), ['הותק', 'הוותק']);
  assert.deepEqual(attachPrefix('ה', 'וותק'), ['הוותק']);
  assert.deepEqual(attachPrefix('ב', 'תלוש'), ['בתלוש']);
});

test('question and function words, normalized, with the prefix letters they carry', () => {
  for (const word of ['איך', 'כמה', 'למה', 'מה', 'האם', 'של', 'את', 'על', 'עם', 'אני', 'אפשר', 'יש', 'לי', 'ומה', 'שאני', 'באיזה']) {
    assert.ok(isStopWord(normalizeWord(word)!), word);
  }
  for (const word of ['שכר', 'תלוש', 'אבל', 'חופשה', 'מעסיק']) assert.equal(isStopWord(normalizeWord(word)!), false, word);
  assert.ok(isStopWord(normalizeWord('לא')!), 'a symptom is decided by the words around its negation');
});

test('the nouns of the action a verb names, by its binyan', () => {
  const nouns = (word: string): string[] => verbNouns(normalizeWord(word)!);
  for (const [verb, noun] of [
    ['לפצל', 'פיצול'],
    ['מפצלים', 'פיצול'],
    ['לאשר', 'אישור'],
    ['לייצא', 'ייצוא'],
    ['מייצאים', 'ייצוא'],
    ['למזג', 'מיזוג'],
    ['להפריד', 'הפרדה'],
    ['להוריד', 'הורדה'],
    ['מחליף', 'החלפה'],
    ['לסרוק', 'סריקה'],
    ['שולחים', 'שליחה'],
    ['להעלות', 'העלאה'],
  ] as const) {
    assert.ok(nouns(verb).includes(normalizeWord(noun)!), `${verb} → ${noun}: ${nouns(verb).join(' ')}`);
  }
  // A noun is not read as a verb: לייצא is not יציאה, אשרת (a visa) is not אישור, אבטלה is not ביטול.
  assert.ok(!nouns('לייצא').includes(normalizeWord('יציאה')!));
  assert.deepEqual(nouns('אשרת'), []);
  assert.ok(!nouns('אבטלה').includes(normalizeWord('ביטול')!));
});

test('plural and construct forms, taken off and put on', () => {
  const forms = (word: string): string[] => inflectionCandidates(normalizeWord(word)!);
  assert.ok(forms('תלושים').includes('תלוש') && forms('תלושים').includes('תלושי'));
  assert.ok(forms('תלושי').includes('תלוש'));
  assert.ok(forms('הפרשות').includes('הפרשה') && forms('הפרשות').includes('הפרשת'));
  assert.ok(forms('משמרות').includes('משמרת'));
  assert.ok(forms('חג').includes('חגימ'));
  assert.ok(forms('סיכומים').includes('סיכומ'));
  assert.equal(forms('סיכומים').includes('סיכומימ'), false, 'not the word itself');
  assert.deepEqual(inflectionCandidates('excel'), []);
});

test('other spellings: ktiv male vowel letters and a final א for ה', () => {
  assert.ok(spellingVariants('אשור').includes('אישור'));
  assert.ok(spellingVariants('וותק').includes('ותק'));
  assert.ok(spellingVariants('סיסמא').includes('סיסמה'));
  assert.ok(spellingVariants('סיסמה').includes('סיסמא'));
  assert.deepEqual(spellingVariants('pdf'), []);
});

test('ASCII stand-ins for the letters of normalized words, both ways', () => {
  assert.equal(toAsciiLetters('תלוש תלושימ'), 'vlfu vlfujm');
  assert.equal(fromAsciiLetters('vlfu vlfujm'), 'תלוש תלושימ');
  const all = 'אבגדהוזחטיכלמנסעפצקרשת';
  assert.equal(fromAsciiLetters(toAsciiLetters(all)), all);
  assert.match(toAsciiLetters(all), /^[a-v]{22}$/);
});
