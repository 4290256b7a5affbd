import {test} from 'node:test';
import assert from 'node:assert/strict';
import {clampView, fitScale, openingView, panBy, scaleLimits, zoomAbout} from './zoomGeometry.ts';

const phone = {width: 390, height: 844};
const desktop = {width: 1280, height: 800};
const natural = {width: 800, height: 410};

test('on a phone a screenshot opens at its natural size, its right edge on the screen, centred in height', () => {
  const shown = {width: 356, height: 182.45};
  const view = openingView(shown, natural, phone, 'rtl');
  assert.equal(shown.width * view.scale, 800);
  assert.equal(view.x + 800, 390);
  assert.equal(Math.round(view.y), Math.round((844 - 410) / 2));
  // Left to right, the left edge.
  assert.equal(openingView(shown, natural, phone, 'ltr').x, 0);
});

test('on a desktop it fills the screen, past its natural size, and fits whole', () => {
  const shown = {width: 701, height: 359.3};
  const view = openingView(shown, natural, desktop, 'rtl');
  assert.equal(view.scale, fitScale(shown, desktop));
  assert.ok(shown.width * view.scale > 800);
  assert.ok(view.x >= 24 && view.y >= 24);
});

test('panning stops at the picture edges; a picture narrower than the screen stays centred', () => {
  const shown = {width: 356, height: 182.45};
  const view = openingView(shown, natural, phone, 'rtl');
  assert.equal(panBy(view, -100, 0, shown, phone).x, view.x, 'already at the right edge');
  assert.equal(panBy(view, 10_000, 0, shown, phone).x, 0, 'up to the left edge');
  assert.equal(panBy(view, 0, 300, shown, phone).y, view.y, 'shorter than the screen: no vertical pan');
  assert.deepEqual(clampView({scale: 0.5, x: 0, y: 0}, shown, phone), {scale: 0.5, x: (390 - 178) / 2, y: (844 - 182.45 / 2) / 2});
});

test('pinching keeps the point under the fingers and stops at the whole picture and four times natural size', () => {
  const shown = {width: 356, height: 182.45};
  const limits = scaleLimits(shown, natural, phone);
  const view = openingView(shown, natural, phone, 'rtl');
  const point = {x: 200, y: 420};
  const zoomed = zoomAbout(view, 1.5, point, limits, shown, phone);
  const spot = (v: typeof view) => ({x: (point.x - v.x) / v.scale, y: (point.y - v.y) / v.scale});
  assert.ok(Math.abs(spot(zoomed).x - spot(view).x) < 1e-9);
  assert.equal(zoomAbout(view, 100, point, limits, shown, phone).scale, limits.max);
  assert.equal(limits.max * shown.width, 3200);
  assert.equal(zoomAbout(view, 0.01, point, limits, shown, phone).scale, fitScale(shown, phone));
});
