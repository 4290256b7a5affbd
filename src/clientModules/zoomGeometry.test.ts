import {test} from 'node:test';
import assert from 'node:assert/strict';
import {closerView, fitScale, panBy, wholeView} from './zoomGeometry.ts';

const phone = {width: 390, height: 844};
const desktop = {width: 1280, height: 800};
const natural = {width: 800, height: 410};

test('on a phone a screenshot opens whole, fitted and centred; a tap shows it at its natural size about the tapped spot', () => {
  const shown = {width: 356, height: 182.45};
  const view = wholeView(shown, phone);
  assert.equal(view.scale, fitScale(shown, phone));
  assert.equal(view.x, 24);
  assert.equal(Math.round(view.y), Math.round((844 - 182.45 * view.scale) / 2));
  const point = {x: 300, y: 422};
  const closer = closerView(view, point, shown, natural, phone)!;
  assert.equal(shown.width * closer.scale, 800);
  const spot = (v: typeof view) => (point.x - v.x) / v.scale;
  assert.ok(Math.abs(spot(closer) - spot(view)) < 1e-9, 'the tapped spot stays under the finger');
});

test('on a desktop the whole picture fills the screen past its natural size: there is no closer look', () => {
  const shown = {width: 701, height: 359.3};
  const view = wholeView(shown, desktop);
  assert.ok(shown.width * view.scale > 800);
  assert.ok(view.x >= 24 && view.y >= 24);
  assert.equal(closerView(view, {x: 640, y: 400}, shown, natural, desktop), undefined);
});

test('panning stops at the picture edges; a side narrower than the screen stays centred', () => {
  const shown = {width: 356, height: 182.45};
  const view = closerView(wholeView(shown, phone), {x: 390, y: 422}, shown, natural, phone)!;
  assert.equal(view.x + 800, 390, 'tapped at the right edge: the right edge stays on it');
  assert.equal(panBy(view, -100, 0, shown, phone).x, view.x, 'already at the right edge');
  assert.equal(panBy(view, 10_000, 0, shown, phone).x, 0, 'up to the left edge');
  assert.equal(panBy(view, 0, 300, shown, phone).y, view.y, 'shorter than the screen: no vertical pan');
});
