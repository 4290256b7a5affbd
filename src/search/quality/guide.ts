import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {recordsFromMarkdown} from '../../plugins/search-records';
import {SearchEngine, type EngineOptions} from '../engine';
import {evaluate, modalSearcher, type Evaluation, type HeldOutBaseline, type QualityBaseline, type QualityFloor} from './evaluate';
import {heldOut} from './heldOut';
import {readers} from './readers';
import {queries, type QueryKind} from './queries';
import type {DocSearchRecord} from '../records';
import {defaultSite} from '../../site';

/** The search quality gate's inputs: the guide's records, the accepted ranks and the floors. */

const siteDir = path.resolve(__dirname, '../../..');
export const baselinePath = path.join(__dirname, 'baseline.json');
export const heldOutBaselinePath = path.join(__dirname, 'heldOutBaseline.json');
export const readersBaselinePath = path.join(__dirname, 'readersBaseline.json');

/** The guide's records through the dev path (Markdown → page HTML → records), with the default site constants. */
export async function guideDevRecords(): Promise<DocSearchRecord[]> {
  const {version} = JSON.parse(await readFile(path.join(siteDir, 'package.json'), 'utf8')) as {version: string};
  return recordsFromMarkdown({siteDir, url: 'https://docs.example.com', baseUrl: '/', siteTitle: defaultSite.productName, siteConstants: {...defaultSite, version}});
}

/** The query set through an engine built as the site builds it (and serialized, as the browser loads it). */
export function evaluateGuide(records: readonly DocSearchRecord[], options: EngineOptions = {}): Evaluation {
  return evaluateParts(records, options).tuned;
}

/** The tuned query set, the readers' one and the held-out one, through one engine. */
export function evaluateParts(records: readonly DocSearchRecord[], options: EngineOptions = {}): {tuned: Evaluation; readers: Evaluation; heldOut: Evaluation} {
  const engine = SearchEngine.fromSerialized(JSON.parse(JSON.stringify(SearchEngine.fromRecords(records, options).serialize())), options);
  const search = modalSearcher(engine);
  return {tuned: evaluate(search, queries), readers: evaluate(search, readers), heldOut: evaluate(search, heldOut)};
}

export async function readHeldOutBaseline(file = heldOutBaselinePath): Promise<HeldOutBaseline> {
  return JSON.parse(await readFile(file, 'utf8')) as HeldOutBaseline;
}

export async function readBaseline(): Promise<QualityBaseline> {
  return JSON.parse(await readFile(baselinePath, 'utf8')) as QualityBaseline;
}

/**
 * Floors below which no baseline may be accepted: every query in the first five, and a first hit
 * that is right for most; nine in ten of the queries outside the guide answered "no results".
 */
export const qualityFloors: {overall: QualityFloor; byKind: Record<QueryKind, QualityFloor>} = {
  overall: {successAt5: 1, mrr: 0.95},
  byKind: {
    bare: {successAt5: 1, mrr: 0.9},
    prefix: {successAt5: 1, mrr: 0.9},
    typo: {successAt5: 1, mrr: 0.9},
    gershayim: {successAt5: 1, mrr: 0.9},
    niqqud: {successAt5: 1, mrr: 0.9},
    'final-letter': {successAt5: 1, mrr: 0.9},
    synonym: {successAt5: 1, mrr: 0.85},
    latin: {successAt5: 1, mrr: 0.85},
    number: {successAt5: 1, mrr: 0.85},
    question: {successAt5: 1, mrr: 0.9},
    partial: {successAt5: 1, mrr: 0.9},
    body: {successAt5: 1, mrr: 0.9},
    'wrong-layout': {successAt5: 1, mrr: 0.9},
    'question-words': {successAt5: 1, mrr: 0.9},
    inflection: {successAt5: 1, mrr: 0.9},
    verb: {successAt5: 1, mrr: 0.85},
    symptom: {successAt5: 1, mrr: 0.85},
    'out-of-guide': {successAt5: 0.9, mrr: 0.9},
  },
};
