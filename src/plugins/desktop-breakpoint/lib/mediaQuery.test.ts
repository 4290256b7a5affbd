import {test} from 'node:test';
import assert from 'node:assert/strict';
import {shiftDesktopBreakpoint} from './mediaQuery.ts';

test('moves the mobile and desktop queries so that 996 px is desktop', () => {
  assert.equal(shiftDesktopBreakpoint('(max-width: 996px)'), '(max-width: 995.98px)');
  assert.equal(shiftDesktopBreakpoint('(max-width:996px)'), '(max-width: 995.98px)');
  assert.equal(shiftDesktopBreakpoint('(min-width: 997px)'), '(min-width: 996px)');
  assert.equal(shiftDesktopBreakpoint('screen and (min-width:997px) and (max-width: 1200px)'), 'screen and (min-width: 996px) and (max-width: 1200px)');
});

test('leaves other widths alone', () => {
  assert.equal(shiftDesktopBreakpoint('(max-width: 768px)'), '(max-width: 768px)');
  assert.equal(shiftDesktopBreakpoint('(min-width: 9970px)'), '(min-width: 9970px)');
});
