import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {decodeIso88598, encodeIso88598, inflectionGroups, inflectionsModule, learnInflections, parseHspellLemmas, withFinalLetter} from './inflections';

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

test('ISO-8859-8 both ways, as hspell reads and writes', () => {
  assert.deepEqual([...encodeIso88598('אב ת\n')], [0xe0, 0xe1, 0x20, 0xfa, 0x0a]);
  assert.equal(decodeIso88598(encodeIso88598('תלוש\n')), 'תלוש\n');
});

test('the generated module lists the groups, in ASCII stand-ins for the letters', () => {
  assert.match(inflectionsModule(['חג חגימ']), /export const inflectionGroups: readonly string\[\] = \[\n {2}'hc hcjm',\n\];/);
  assert.match(inflectionsModule(['חג חגימ'], 'js'), /export const inflectionGroups = \[/);
});

test('without hspell, nothing is learned and the reason is given (the build keeps the checked-in table)', () => {
  const saved = process.env.PATH;
  process.env.PATH = path.join(__dirname, 'no-such-directory');
  try {
    const learned = learnInflections(path.resolve(__dirname, '../../../..'));
    assert.equal(learned.groups, null);
    assert.match('reason' in learned ? learned.reason : '', /ENOENT/);
  } finally {
    process.env.PATH = saved;
  }
});
