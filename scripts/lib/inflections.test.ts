import {test} from 'node:test';
import assert from 'node:assert/strict';
import {inflectionGroups, parseHspellLemmas, withFinalLetter} from './inflections';

// What `hspell -l` answers (after ISO-8859-8 decoding) for תלושים, תלושי, הפרשות, עובד.
const answer = [
  'מילה חוקית: תלושים',
  '\tתלוש(ת,ז,רבים)',
  'מילה חוקית: תלושי',
  '\tלש(פ,נ,2,יחיד,עתיד)',
  '\tתלוש(ת,ז,רבים,סמיכות)',
  'מילה חוקית: הפרשות',
  '\tהפרשה(ע,נ,רבים)',
  'צירוף חוקי: ה+פרשות',
  '\tפרשה(ע,נ,רבים)',
  'מילה חוקית: אשור',
  '\tאשור(ע,נ,פרטי)',
  '',
].join('\n');

test('hspell -l: the noun and adjective lemmas of words known without prefix letters', () => {
  const lemmas = parseHspellLemmas(answer);
  assert.deepEqual([...lemmas.get('תלושים')!], ['תלוש']);
  assert.deepEqual([...lemmas.get('תלושי')!], ['תלוש'], 'the verb reading is left out');
  assert.deepEqual([...lemmas.get('הפרשות')!], ['הפרשה'], 'the reading with ה+ split off is left out');
  assert.equal(lemmas.has('אשור'), false, 'a proper name is no lemma');
});

test('groups of forms by lemma, normalized as the index spells them, the lemma included', () => {
  assert.deepEqual(inflectionGroups(parseHspellLemmas(answer)), ['הפרשה הפרשות', 'תלוש תלושי תלושימ']);
});

test('a normalized word gets its final letter back for hspell', () => {
  assert.equal(withFinalLetter('תלושימ'), 'תלושים');
  assert.equal(withFinalLetter('חג'), 'חג');
  assert.equal(withFinalLetter('מ'), 'מ');
});
