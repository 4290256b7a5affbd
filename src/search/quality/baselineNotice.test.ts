import assert from 'node:assert/strict';
import {test} from 'node:test';
import {newFirstHitNotice, newPageFirstHits} from './baselineNotice';
import type {Evaluation, QueryOutcome} from './evaluate';
import type {QueryCase} from './queries';

const cases: QueryCase[] = [
  {query: 'ת"ז', expected: ['/scan-results/organize-workers'], kind: 'gershayim'},
  {query: 'CSV', expected: ['/scan-results/export-to-excel'], kind: 'latin'},
  {query: 'הבראה', expected: ['/calculation-results/calc-avraa'], kind: 'bare'},
  {query: 'חופשה', expected: ['/calculation-results/calc-hufsha'], kind: 'bare'},
];

function evaluation(tops: Record<string, string[]>): Evaluation {
  const outcomes = cases.map((queryCase): QueryOutcome => {
    const top = tops[queryCase.query] ?? [...queryCase.expected];
    const index = top.findIndex((page) => queryCase.expected.includes(page));
    return {...queryCase, rank: index === -1 ? null : index + 1, top};
  });
  return {queries: outcomes.length, successAt5: 1, mrr: 1, byKind: {}, outcomes};
}

const baseline = {'ת"ז': 1, CSV: 1, הבראה: 1, חופשה: 2};

test('names the new page that took first places, not an existing page or a query that was not first', () => {
  const hits = newPageFirstHits(
    evaluation({
      'ת"ז': ['/scan-results/new-page', '/scan-results/organize-workers'],
      CSV: ['/scan-results/new-page', '/scan-results/new-page', '/scan-results/new-page', '/scan-results/new-page', '/scan-results/new-page', '/scan-results/export-to-excel'],
      הבראה: ['/calculation-results/calc-hufsha', '/calculation-results/calc-avraa'],
      חופשה: ['/scan-results/new-page', '/calculation-results/calc-hufsha'],
    }),
    baseline,
    cases,
  );
  assert.deepEqual(hits, [{page: '/scan-results/new-page', queries: ['ת"ז', 'CSV'], pushedOut: ['CSV']}]);
});

test('the notice is one line, Hebrew and English, with the command and the file to commit', () => {
  const notice = newFirstHitNotice([{page: '/scan-results/new-page', queries: ['ת"ז', 'CSV'], pushedOut: []}]) ?? '';
  assert.doesNotMatch(notice, /\n/);
  assert.match(
    notice,
    /^שער החיפוש: עמוד חדש הוא עכשיו התוצאה הראשונה של חיפושים: \/scan-results\/new-page \("ת"ז", "CSV"\)\. .*הריצו npm run search:baseline ושמרו את src\/search\/quality\/baseline\.json/,
  );
  assert.match(notice, /Search gate: a new page is now the first hit .* run npm run search:baseline and commit src\/search\/quality\/baseline\.json with the page\.$/);
  assert.equal(newFirstHitNotice([]), undefined);
});

test('when the new page pushed the expected page out of the first five, the notice says to name it as an answer first', () => {
  const notice = newFirstHitNotice([{page: '/scan-results/new-page', queries: ['ת"ז', 'CSV'], pushedOut: ['CSV']}]) ?? '';
  assert.doesNotMatch(notice, /\n/);
  assert.match(
    notice,
    /הוסיפו את \/scan-results\/new-page לתשובות \(expected\) של "CSV" ב-src\/search\/quality\/queries\.ts, הריצו npm run search:baseline ושמרו את src\/search\/quality\/baseline\.json ו-src\/search\/quality\/queries\.ts/,
  );
  assert.match(notice, /add \/scan-results\/new-page to the expected pages of "CSV" in src\/search\/quality\/queries\.ts, run npm run search:baseline/);
});
