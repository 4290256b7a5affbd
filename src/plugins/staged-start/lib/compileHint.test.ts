import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mainScript} from './compileHint';

test('it goes to main.js only: not the runtime, other chunks, their compressed copies or source maps', () => {
  assert.ok(mainScript.test('assets/js/main.61489fb9.js'));
  for (const other of ['assets/js/runtime~main.e9c6ad15.js', 'assets/js/9124.937aba3d.js', 'assets/js/17896441.6b8f858b.js', 'assets/js/main.61489fb9.js.gz', 'assets/js/main.61489fb9.js.map']) {
    assert.ok(!mainScript.test(other), other);
  }
});
