import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tokenize} from '../hebrew/hebrew';
import {decodePositions, encodePositions, tokenPositions} from './positions';

const texts = ['שעות נוספות בשבת: שעות נוספות', null, 'חופשה שנתית', '', 'שעות העבודה בחופשה'];

test('a token stands where tokenize puts it', () => {
  const positions = tokenPositions(texts[0]!);
  const tokens = tokenize(texts[0]!);
  for (const [token, list] of positions) for (const position of list) assert.equal(tokens[position], token);
  assert.equal([...positions.values()].flat().length, tokens.length);
  assert.deepEqual(tokenPositions(null), new Map());
});

test('each term’s coded positions decode to where it stands in every record’s text', () => {
  const coded = encodePositions(texts);
  for (const [term, list] of coded) {
    const byRecord = decodePositions(list);
    texts.forEach((text, record) => assert.deepEqual(byRecord.get(record), tokenPositions(text).get(term), `${term} in ${record}`));
  }
  // Every token of every text has its term.
  assert.deepEqual([...coded.keys()].sort(), [...new Set(texts.flatMap((text) => (text ? tokenize(text) : [])))].sort());
  assert.deepEqual(decodePositions([]), new Map());
});
