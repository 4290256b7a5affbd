import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Root} from 'mdast';
import {FIGURE, expressions, splitFormulas, strayOperators} from './formulas';
import remarkFormulas from './formulas';
import {formulaProblems} from '../../scripts/lib/formulas';

const amounts = (text: string): string[] =>
  splitFormulas(text)
    .filter((piece) => piece.formula === 'amount')
    .map((piece) => piece.text);

// Sentences of the guide's pages (docs/), as written.
test('every worked formula of a sentence is one expression, "=" and its result within it', () => {
  assert.deepEqual(expressions('בשורת ה-125% חסרות 38.4 − 30 = 8.4 שעות, ולכן הפער הוא 8.4 × 50 = 420 ₪.'), ['38.4 − 30 = 8.4', '8.4 × 50 = 420 ₪']);
  assert.deepEqual(expressions('סך הכול: 6,720 + 1,920 + 216 + 460 = 9,316 ₪.'), ['6,720 + 1,920 + 216 + 460 = 9,316 ₪']);
  assert.deepEqual(expressions('**שלב 4: הפער בהיקף.** 75% − 60% = 15%.'), ['75% − 60% = 15%']);
  assert.deepEqual(expressions('- אחוז הפער לחודש: 2,156 ÷ 27,466 × 100 = 7.85%.'), ['2,156 ÷ 27,466 × 100 = 7.85%']);
  assert.deepEqual(expressions('שעות רגילות: 4 × 8.6 + 7.6 = 34.4 + 7.6 = 42 שעות, בדיוק שבוע עבודה מלא.'), ['4 × 8.6 + 7.6 = 34.4 + 7.6 = 42']);
  assert.deepEqual(expressions('הפער הוא 9,100 − 9,250, כלומר'), ['9,100 − 9,250']);
});

test("a quantity's unit belongs to the expression before × or ÷, a result's unit stays in the sentence", () => {
  assert.deepEqual(expressions('(תקן 8.6): 8.6 שעות רגילות × 50 ₪ = 430 ₪. נשארות 2.4 שעות נוספות: 2 שעות × 62.50 ₪ (125%) = 125 ₪'), [
    '8.6 שעות רגילות × 50 ₪ = 430 ₪',
    '2 שעות × 62.50 ₪ (125%) = 125 ₪',
  ]);
  assert.deepEqual(expressions('**שלב 2: שכר יום רגיל.** 45 ₪ × 8 שעות = 360 ₪.'), ['45 ₪ × 8 שעות = 360 ₪']);
  // "פחות 0.75 שעות הפסקה = 11 שעות" is a sentence with a result: left to the sentence's direction.
  assert.deepEqual(expressions('1. שעות העבודה: 11.75 שעות נוכחות פחות 0.75 שעות הפסקה = 11 שעות.'), []);
});

test('a <LawFigure> is a number of the formula; brackets the formula does not close stay outside it', () => {
  assert.deepEqual(expressions(`ההפרש בתעריף הוא ${FIGURE} − ${FIGURE} = 1.08 ₪ לשעה.`), [`${FIGURE} − ${FIGURE} = 1.08 ₪`]);
  assert.deepEqual(expressions('שולמו כשעות רגילות (6 × 40 = 240 ₪). סך הכול'), ['6 × 40 = 240 ₪']);
  assert.deepEqual(expressions('והשעה שנשארה (11.6 − 8.6 − 2 = 1) ב-150%'), ['(11.6 − 8.6 − 2 = 1)']);
  assert.deepEqual(expressions('היה יוצא (21,600 + 1,250) ÷ 90 = 253.89 ₪, והחישוב'), ['(21,600 + 1,250) ÷ 90 = 253.89 ₪']);
});

test('the text is unchanged; dates, ranges, versions, case numbers, phone numbers and words are left alone', () => {
  const text = 'ביום 20.10.2025 עבד 11 שעות, ב-125% ו-150%; גרסה 1.2.0; 8 − 2 = 6 ימים; סע (ב"ש) 33749-02-10; 050-000-0000; 1.4.2024 - 31.3.2025.';
  assert.equal(
    splitFormulas(text)
      .map((piece) => piece.text)
      .join(''),
    text,
  );
  assert.deepEqual(expressions(text), ['8 − 2 = 6']);
  assert.deepEqual(expressions('בסעיף 24 לחוק, 182 שעות בחודש, 8 השעות ו-7 השעות הן הסף'), []);
  assert.deepEqual(expressions('ב-12 החודשים האחרונים, 2 עד 3 שנים, 1/12/2026'), []);
  assert.deepEqual(expressions('- **הנוסחה.** היקף משרה = (שעות עבודה + שעות היעדרות בתשלום) ÷ 182.'), []);
  // An amount alone is only kept whole.
  assert.deepEqual(amounts('ההפרש מול 6% הוא 233 ₪ בחודש.'), ['233 ₪']);
});

test('an operator a reader would see out of order is reported; words as an operand beside a number are not', () => {
  assert.deepEqual(
    strayOperators('ושעה אחת × 75 ₪ = 75 ₪.').map((stray) => stray.operator),
    ['×'],
  );
  assert.deepEqual(
    strayOperators('**900** − 600 = 300 ₪').map((stray) => stray.operator),
    ['−'],
  );
  assert.deepEqual(strayOperators('היקף משרה = (שעות עבודה + שעות היעדרות בתשלום) ÷ 182.'), []);
  assert.deepEqual(strayOperators('11.75 שעות נוכחות פחות 0.75 שעות הפסקה = 11 שעות.'), []);
  assert.deepEqual(strayOperators('סך הכול: 6,720 + 1,920 + 216 + 460 = 9,316 ₪.'), []);
});

test('the content check passes every page of the guide, and fails a formula the build would not isolate', () => {
  const docs = path.join(import.meta.dirname, '../../docs');
  const pages = readdirSync(docs, {recursive: true, encoding: 'utf8'}).filter((file) => /\.mdx?$/.test(file));
  assert.ok(pages.length > 20);
  for (const page of pages) assert.deepEqual(formulaProblems(readFileSync(path.join(docs, page), 'utf8')), [], page);
  const problems = formulaProblems('---\ntitle: x\n---\n\nשורה.\n\nנשארות 3 שעות: ושעה אחת × 75 ₪ = 75 ₪.\n\nוגם **900** − 600 = 300 ₪.\n');
  assert.deepEqual(
    problems.map((problem) => problem.line),
    [7, 9],
  );
  assert.match(problems[0]!.message, /×/);
  // A <LawFigure> counts as a number: between two of them, "−" is inside the formula.
  assert.deepEqual(formulaProblems('ההפרש: <LawFigure kind="a" show="number" /> − <LawFigure kind="b" show="number" /> = 1.08 ₪.'), []);
});

test('the built tree: an island left to right, a side of "=" kept whole, a unit isolated right to left, a <LawFigure> inside', () => {
  const figure = {type: 'mdxJsxTextElement', name: 'LawFigure', attributes: [], children: []} as const;
  const tree = {
    type: 'root',
    children: [{type: 'paragraph', children: [{type: 'text', value: 'שכר: 8 שעות × '}, figure, {type: 'text', value: ' = 400 ₪. סוף.'}]}],
  } as unknown as Root;
  remarkFormulas()(tree);
  const paragraph = tree.children[0] as unknown as {children: {type: string; name?: string; value?: string; attributes?: {name: string; value: string}[]; children?: unknown[]}[]};
  assert.deepEqual(
    paragraph.children.map((node) => node.name ?? node.value),
    ['שכר: ', 'bdi', '. סוף.'],
  );
  const island = paragraph.children[1]!;
  assert.deepEqual(island.attributes, [
    {type: 'mdxJsxAttribute', name: 'dir', value: 'ltr'},
    {type: 'mdxJsxAttribute', name: 'className', value: 'formula-expression'},
  ]);
  const json = JSON.stringify(island);
  assert.match(json, /"name":"bdi","attributes":\[\],"children":\[\{"type":"text","value":"שעות"\}\]/);
  assert.match(json, /"name":"LawFigure"/);
  assert.equal((island.children as {attributes: {value: string}[]}[]).filter((child) => child.attributes?.[0]?.value === 'formula').length, 2);
});
