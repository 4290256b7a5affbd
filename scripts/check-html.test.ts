import assert from 'node:assert/strict';
import {test} from 'node:test';
import {describe, siteErrors, type NuMessage} from './check-html.ts';

test("every error counts (none is upstream's today); warnings and notes do not", () => {
  const messages: NuMessage[] = [
    {type: 'error', message: 'Duplicate ID “x”.', url: 'file:/site/build/print.html', lastLine: 3},
    {type: 'info', subType: 'warning', message: 'Element “table” does not need a “role” attribute.'},
    {type: 'non-document-error', subType: 'fatal', message: 'Cannot read file.'},
  ];
  assert.deepEqual(
    siteErrors(messages).map((m) => m.message),
    ['Duplicate ID “x”.', 'Cannot read file.'],
  );
});

test('an error names its page relative to the build, decoded, with its line and markup', () => {
  const line = describe({type: 'error', message: 'Bad value.', url: 'file:/site/build/release-notes/version%201.2.0.html', lastLine: 7, extract: '<a\n href="x">'}, '/site/build');
  assert.equal(line, 'release-notes/version 1.2.0.html:7: Bad value.\n    <a href="x">');
});
