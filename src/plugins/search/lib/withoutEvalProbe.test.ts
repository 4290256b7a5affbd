import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {withoutEvalProbe} from './withoutEvalProbe.js';

const require = createRequire(__filename);

test('answers the probe "no" and leaves the rest of the code as it was', () => {
  const source = 'var a=1;var W=M(function(){if(x)return!1;try{return new Function(""),!0}catch(e){return!1}});f();';
  assert.equal(withoutEvalProbe(source), 'var a=1;var W=M(function(){if(x)return!1;return!1});f();');
});

test('leaves code without the probe alone, and fails on a probe it does not recognise', () => {
  assert.equal(withoutEvalProbe('const f = 1;'), 'const f = 1;');
  assert.throws(() => withoutEvalProbe('try { new Function("") } catch {}', 'x.js'), /x\.js: the zod eval probe changed shape/);
});

test('removes every probe of the installed DocSearch modal', () => {
  const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');
  assert.ok(modal.includes('new Function("")'), 'the installed DocSearch still probes eval');
  assert.ok(!withoutEvalProbe(modal).includes('new Function('));
});
