import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {fontRequestProblems, parseBudget, searchIndexMeasurement, verdict, type Budget} from './budget';

const budget: Budget = {page: '/intro', limitsKiB: {javascript: 195, css: 24, fonts: 28, searchJavascript: 140, searchIndex: 260}};

describe('verdict', () => {
  it('passes a size at or under its limit and fails one past it, saying by how much', () => {
    assert.deepEqual(verdict(budget, {item: 'css', label: 'CSS', bytes: 24 * 1024}), {label: 'CSS', measured: '24.0 KiB', limit: '24 KiB', ok: true});
    const over = verdict(budget, {item: 'css', label: 'CSS', bytes: 25 * 1024});
    assert.equal(over.ok, false);
    assert.match(over.note!, /over the limit by 1\.0 KiB/);
  });
});

describe('searchIndexMeasurement', () => {
  it('measures the index when the build has one', () => {
    assert.equal(searchIndexMeasurement(1000, true).bytes, 1000);
  });

  it('fails when the built client fetches an index the build lacks', () => {
    const measurement = searchIndexMeasurement(undefined, true);
    assert.equal(verdict(budget, measurement).ok, false);
    assert.equal(verdict(budget, measurement).measured, 'n/a');
  });

  it('says there is nothing to measure, without failing, before the offline search is registered', () => {
    const result = verdict(budget, searchIndexMeasurement(undefined, false));
    assert.equal(result.ok, true);
    assert.match(result.note!, /not registered/);
  });
});

describe('fontRequestProblems', () => {
  it('reports a font downloaded twice and a preload that no stylesheet uses', () => {
    assert.deepEqual(fontRequestProblems(['/fonts/a.woff2', '/fonts/b.woff2'], ['/fonts/a.woff2']), []);
    assert.deepEqual(fontRequestProblems(['/fonts/a.woff2', '/assets/fonts/a-123.woff2', '/fonts/a.woff2'], ['/fonts/a.woff2', '/fonts/c.woff2']), [
      '/fonts/a.woff2 is downloaded 2 times',
      '/fonts/c.woff2 is preloaded but no stylesheet uses it',
    ]);
  });
});

describe('parseBudget', () => {
  it('reads budget.json and rejects a limit that is missing or not positive', () => {
    assert.deepEqual(parseBudget(JSON.parse(JSON.stringify(budget))), budget);
    assert.throws(() => parseBudget({page: '/intro', limitsKiB: {javascript: 1, css: 1, fonts: 0, searchJavascript: 1, searchIndex: 1}}), /positive/);
    assert.throws(() => parseBudget({limitsKiB: budget.limitsKiB}), /page/);
  });
});
