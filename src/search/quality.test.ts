import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {recordsFromMarkdown} from '../plugins/search-records';
import {SearchEngine} from './engine';
import {evaluate, formatEvaluation, modalSearcher} from './evaluate';
import {queries} from './queries';

/** Just under what the engine measures on the guide (success@5 0.989, MRR 0.973 over 93 queries), to leave room for edits to the docs. */
const minSuccessAt5 = 0.95;
const minMrr = 0.92;

test('search quality on the guide, through the dev path (Markdown → page HTML → records → index)', async () => {
  const siteDir = path.resolve(__dirname, '../..');
  const records = await recordsFromMarkdown({siteDir, url: 'https://docs.example.com', baseUrl: '/', siteTitle: 'בודק השכר'});
  assert.ok(records.length > 0, 'the docs give records');
  const engine = SearchEngine.fromSerialized(JSON.parse(JSON.stringify(SearchEngine.fromRecords(records).serialize())));
  const evaluation = evaluate(modalSearcher(engine), queries);
  console.log(formatEvaluation(evaluation));
  assert.ok(evaluation.queries >= 60, 'at least 60 queries');
  assert.ok(evaluation.successAt5 >= minSuccessAt5, `success@5 ${evaluation.successAt5.toFixed(3)} < ${minSuccessAt5}`);
  assert.ok(evaluation.mrr >= minMrr, `MRR ${evaluation.mrr.toFixed(3)} < ${minMrr}`);
});
