import assert from 'node:assert/strict';
import {test} from 'node:test';
import {splitFormulas} from './formulas';

const formulas = (text: string): string[] => splitFormulas(text).filter((piece) => piece.formula).map((piece) => piece.text);

test('each side of a formula is one piece, the equals sign stays between them', () => {
  assert.deepEqual(formulas('שולמו כשעות רגילות (6 × 40 = 240 ₪).'), ['(6 × 40', '240 ₪']);
  assert.deepEqual(formulas('סך הכול: 6,720 + 1,920 + 216 + 460 = 9,316 ₪.'), ['6,720 + 1,920 + 216 + 460', '9,316 ₪']);
  assert.deepEqual(formulas('75% − 60% = 15%.'), ['75% − 60%']);
  assert.deepEqual(formulas('ערך שעה ב-125% הוא 40 × 1.25 = 50 ₪'), ['40 × 1.25', '50 ₪']);
});

test('the text is unchanged, and words, dates and lone numbers are left alone', () => {
  const text = 'ביום 20.10.2025 עבד 11 שעות, ב-125% ו-150%; גרסה 1.2.0; 8 − 2 = 6 ימים.';
  assert.equal(splitFormulas(text).map((piece) => piece.text).join(''), text);
  assert.deepEqual(formulas(text), ['8 − 2']);
  assert.deepEqual(formulas('בסעיף 24 לחוק, 182 שעות בחודש'), []);
});
