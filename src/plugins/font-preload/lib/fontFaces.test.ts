import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {facesFor, fontFaces, parseUnicodeRange} from './fontFaces';

const css = `
@font-face {
  font-family: 'Heebo Variable';
  src: /* webpackIgnore: true */ url('/fonts/heebo-hebrew.woff2') format('woff2-variations');
  unicode-range: U+0307-0308, U+0590-05FF,
    U+20AA;
}
@font-face {
  font-family: 'Heebo Variable';
  src: url("/fonts/heebo-latin.woff2") format('woff2-variations');
  unicode-range: U+0000-00FF, U+2000-206F;
}
@font-face {
  font-family: 'Elsewhere';
  src: url(https://fonts.example.com/x.woff2);
  unicode-range: U+0590-05FF;
}
.a { color: red; }
`;

describe('fontFaces', () => {
  it('reads the URL and unicode-range of each self-hosted face, whatever the quoting', () => {
    assert.deepEqual(fontFaces(css), [
      {url: '/fonts/heebo-hebrew.woff2', unicodeRange: 'U+0307-0308, U+0590-05FF, U+20AA'},
      {url: '/fonts/heebo-latin.woff2', unicodeRange: 'U+0000-00FF, U+2000-206F'},
    ]);
  });
});

describe('facesFor', () => {
  it('picks the faces that draw the text: Hebrew letters come from the Hebrew file only', () => {
    assert.deepEqual(
      facesFor(fontFaces(css), 'א').map((face) => face.url),
      ['/fonts/heebo-hebrew.woff2'],
    );
    assert.deepEqual(
      facesFor(fontFaces(css), 'א 1').map((face) => face.url),
      ['/fonts/heebo-hebrew.woff2', '/fonts/heebo-latin.woff2'],
    );
    assert.deepEqual(facesFor(fontFaces(css), '€'), []);
  });
});

describe('parseUnicodeRange', () => {
  it('reads single code points, spans and wildcards', () => {
    const inRange = parseUnicodeRange('U+20AA, U+0590-05FF, U+4??');
    assert.deepEqual([0x20aa, 0x590, 0x5ff, 0x400, 0x4ff, 0x58f, 0x600, 0x500].map(inRange), [true, true, true, true, true, false, false, false]);
  });

  it('rejects what is not a range', () => {
    assert.throws(() => parseUnicodeRange('U+XYZ'), /Bad unicode-range/);
  });
});
