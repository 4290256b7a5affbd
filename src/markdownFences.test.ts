import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fencedCodeLines} from './markdownFences';

const fenced = (lines: string[], from?: number): number[] => [...fencedCodeLines(lines, from)].sort((a, b) => a - b);

test('a fence takes its lines, both fence lines included', () => {
  assert.deepEqual(fenced(['לפני', '```js', 'קוד', '```', 'אחרי']), [1, 2, 3]);
  assert.deepEqual(fenced(['~~~', 'קוד', '~~~']), [0, 1, 2]);
});

test('closes only with the same character, at least as many, and nothing after it', () => {
  assert.deepEqual(fenced(['````md', '```', 'בפנים', '````', 'בחוץ']), [0, 1, 2, 3]);
  assert.deepEqual(fenced(['```', '~~~', 'בפנים', '`````', 'בחוץ']), [0, 1, 2, 3]);
  // An info string makes a line an opening fence, never a closing one.
  assert.deepEqual(fenced(['```', '```js', 'בפנים', '```', 'בחוץ']), [0, 1, 2, 3]);
});

test('inline code of three backticks is no fence; a fence in a list or a quote is', () => {
  assert.deepEqual(fenced(['```a``` בשורה', 'טקסט']), []);
  assert.deepEqual(fenced(['- פריט', '  ```', '  קוד', '  ```', 'טקסט']), [1, 2, 3]);
  assert.deepEqual(fenced(['> ```', '> קוד', '> ```', 'טקסט']), [0, 1, 2]);
});

test('a fence left open runs to the end; lines before `from` are not read', () => {
  assert.deepEqual(fenced(['טקסט', '```', 'קוד', 'עוד קוד']), [1, 2, 3]);
  assert.deepEqual(fenced(['```', 'front', '---', 'טקסט'], 2), []);
});
