import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {parse} from 'acorn';
import {applyPatches, docSearchModalPatches, withoutAskAiPatches} from './patches.ts';
import {withoutUnusedCode} from './unusedCode.ts';

/** Runs a module's text (its one export a `result` binding) and returns that binding. */
function run(source: string): unknown {
  const body = source.replace(/export\s*\{\s*(\w+) as result\s*\};?/, 'return $1;');
  return new Function(body)();
}

test('drops declarations, declarators and set-up code that nothing exported reaches', () => {
  const source = [
    'function used(){return helper()+Enum.A}',
    'function helper(){return 1}',
    'function unused(){return helper()}',
    'var kept=used,dropped=unused(),Klass=class{};',
    'Klass.create=function(){return new Klass},Klass.shared=unused;',
    'var Enum;!function(e){e.A=2}(Enum||(Enum={}));',
    'var Other;!function(e){e.B=3}(Other||(Other={}));',
    'Klass.create;',
    'export{kept as result};',
  ].join('');
  const shaken = withoutUnusedCode(source);
  assert.equal((run(shaken) as () => number)(), 3);
  for (const gone of ['unused', 'dropped', 'Klass', 'Other']) assert.equal(shaken.includes(gone), false, `${gone} is gone`);
  for (const kept of ['helper', 'Enum', 'kept']) assert.ok(shaken.includes(kept), `${kept} stays`);
});

test('keeps set-up code of what lives, and whatever it cannot tell belongs to the module alone', () => {
  const source = [
    'var Klass=class{},Lone=class{};',
    'Klass.create=function(){return"made"},Lone.create=function(){return"lone"};',
    // A global's change, an IIFE without an argument, a write to a global, a declarator's write to a live binding.
    'var log=[];globalThis.touched=(globalThis.touched||0)+1;(function(){log.push("iife")})();',
    'var later=(Klass.extra="extra",1);',
    'export{Klass as result};',
  ].join('');
  const shaken = withoutUnusedCode(source);
  const Klass = run(shaken) as {create: () => string; extra: string};
  assert.equal(Klass.create(), 'made');
  assert.equal(Klass.extra, 'extra');
  assert.ok(shaken.includes('globalThis.touched') && shaken.includes('"iife"') && shaken.includes('log=[]'));
  assert.equal(shaken.includes('Lone'), false);
});

test('a kept part of a statement that starts with `function` still reads as an expression', () => {
  const shaken = withoutUnusedCode('var A,B;B=1,function(e){e.x=1}(A||(A={}));export{A as result};');
  assert.deepEqual(run(shaken), {x: 1});
  assert.equal(shaken.includes('B'), false);
});

const require = createRequire(import.meta.url);
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

test('the DocSearch modal without Ask AI loses the AI SDK and zod, and keeps its export and its search', () => {
  const shaken = withoutUnusedCode(applyPatches(modal, [...docSearchModalPatches, ...withoutAskAiPatches]));
  assert.doesNotThrow(() => parse(shaken, {ecmaVersion: 'latest', sourceType: 'module'}));
  assert.ok(shaken.length < modal.length * 0.6, `${shaken.length} of ${modal.length} characters`);
  for (const gone of ['ZodError', 'new Function("")', 'TextDecoderStream', 'text-delta']) assert.equal(shaken.includes(gone), false, `${gone} is gone`);
  assert.match(shaken, /export\{\w+ as DocSearchModal\}/, 'the export stays');
  for (const kept of ['DocSearch-Hit', '__DOCSEARCH_RECENT_SEARCHES__', 'x-algolia-agent']) assert.ok(shaken.includes(kept), `${kept} stays`);
});

test('with Ask AI configured, the modal keeps its chat', () => {
  const shaken = withoutUnusedCode(applyPatches(modal, docSearchModalPatches));
  for (const kept of ['ZodError', 'TextDecoderStream', 'sendAutomaticallyWhen']) assert.ok(shaken.includes(kept), `${kept} stays`);
});
