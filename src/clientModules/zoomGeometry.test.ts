import {test} from 'node:test';
import assert from 'node:assert/strict';
import {canEnlarge, clampView, fitScale, openingView, panBy, scaleLimits, tapView, zoomAbout} from './zoomGeometry.ts';

const phone = {width: 390, height: 844};
const desktop = {width: 1280, height: 800};
const natural = {width: 800, height: 410};

test('on a phone a screenshot opens whole, fitted to the screen and centred; a tap enlarges it to its natural size, another fits it again', () => {
  const shown = {width: 356, height: 182.45};
  const view = openingView(shown, phone);
  assert.equal(view.scale, fitScale(shown, phone));
  assert.equal(view.x, 24);
  assert.ok(view.x + shown.width * view.scale <= 390);
  assert.equal(Math.round(view.y), Math.round((844 - 182.45 * view.scale) / 2));
  assert.ok(canEnlarge(shown, natural, phone));
  // The tapped spot of the picture stays under the finger.
  const point = {x: 300, y: 422};
  const enlarged = tapView(view, point, shown, natural, phone);
  assert.equal(shown.width * enlarged.scale, 800);
  const spot = (v: typeof view) => (point.x - v.x) / v.scale;
  assert.ok(Math.abs(spot(enlarged) - spot(view)) < 1e-9);
  assert.deepEqual(tapView(enlarged, point, shown, natural, phone), view);
});

test('on a desktop it fills the screen, past its natural size, and fits whole: a tap has nothing to enlarge', () => {
  const shown = {width: 701, height: 359.3};
  const view = openingView(shown, desktop);
  assert.equal(view.scale, fitScale(shown, desktop));
  assert.ok(shown.width * view.scale > 800);
  assert.ok(view.x >= 24 && view.y >= 24);
  assert.equal(canEnlarge(shown, natural, desktop), false);
});

test('panning stops at the picture edges; a picture narrower than the screen stays centred', () => {
  const shown = {width: 356, height: 182.45};
  const view = tapView(openingView(shown, phone), {x: 390, y: 422}, shown, natural, phone);
  assert.equal(view.x + 800, 390, 'tapped at the right edge: the right edge stays on it');
  assert.equal(panBy(view, -100, 0, shown, phone).x, view.x, 'already at the right edge');
  assert.equal(panBy(view, 10_000, 0, shown, phone).x, 0, 'up to the left edge');
  assert.equal(panBy(view, 0, 300, shown, phone).y, view.y, 'shorter than the screen: no vertical pan');
  assert.deepEqual(clampView({scale: 0.5, x: 0, y: 0}, shown, phone), {scale: 0.5, x: (390 - 178) / 2, y: (844 - 182.45 / 2) / 2});
});

test('pinching keeps the point under the fingers and stops at the whole picture and four times natural size', () => {
  const shown = {width: 356, height: 182.45};
  const limits = scaleLimits(shown, natural, phone);
  const view = openingView(shown, phone);
  const point = {x: 200, y: 420};
  const zoomed = zoomAbout(view, 1.5, point, limits, shown, phone);
  const spot = (v: typeof view) => ({x: (point.x - v.x) / v.scale, y: (point.y - v.y) / v.scale});
  assert.ok(Math.abs(spot(zoomed).x - spot(view).x) < 1e-9);
  assert.equal(zoomAbout(view, 100, point, limits, shown, phone).scale, limits.max);
  assert.equal(limits.max * shown.width, 3200);
  assert.equal(zoomAbout(view, 0.01, point, limits, shown, phone).scale, fitScale(shown, phone));
  assert.ok(zoomAbout(view, 1.5, point, limits, shown, phone).scale > view.scale);
});
