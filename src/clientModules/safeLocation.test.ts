import assert from 'node:assert/strict';
import {test} from 'node:test';
import {repairPercentEncoding} from './safeLocation';

test('a path that decodes is left exactly as it is', () => {
  for (const path of ['/intro', '/release-notes/version%201.2.0', '/%D7%A9%D7%9B%D7%A8', '/a%2Fb', '/%F0%9F%98%80']) {
    assert.equal(repairPercentEncoding(path), path);
  }
});

test('an encoded lone surrogate is escaped byte by byte and the Hebrew around it kept', () => {
  const repaired = repairPercentEncoding('/%D7%A9%D7%9B%D7%A8%ED%A0%80%D7%97');
  assert.equal(repaired, '/%D7%A9%D7%9B%D7%A8%25ED%25A0%2580%D7%97');
  assert.equal(decodeURI(repaired), '/שכר%ED%A0%80ח');
});

test('truncated sequences, stray continuation bytes and a bare % become decodable', () => {
  for (const path of ['/%D7', '/%80%80', '/%', '/100%', '/%zz', '/%E2%82', '/%C0%AF', '/%FF']) {
    const repaired = repairPercentEncoding(path);
    assert.doesNotThrow(() => decodeURI(repaired), path);
    assert.equal(decodeURI(repaired), path, path);
  }
  // A lead byte followed by an ASCII letter: only the lead byte is escaped.
  assert.equal(decodeURI(repairPercentEncoding('/%D7%41')), '/%D7A');
});
