import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';
import {repoRoot} from './files';
import {alwaysKept, describeCharacter, fontAxes, fontCodePoints, missingCharacters, siteFontFaces, subsetText, usedCharacters, type FontFace} from './fonts';

const faces = siteFontFaces();
const hebrew: FontFace = {url: '/fonts/heebo-hebrew.woff2', unicodeRange: 'U+0307-0308, U+0590-05FF, U+200C-2010, U+20AA, U+25CC, U+FB1D-FB4F'};

describe('the subset fonts', () => {
  it('are the Hebrew and Latin faces of the stylesheet', () => {
    assert.deepEqual(
      faces.map(({url}) => url),
      ['/fonts/heebo-hebrew.woff2', '/fonts/heebo-latin.woff2'],
    );
  });

  const used = usedCharacters();
  for (const face of faces) {
    it(`${face.url} has every character the pages use in its unicode-range`, async () => {
      const covered = await fontCodePoints(path.join(repoRoot, 'static', face.url));
      const missing = missingCharacters(face, used, covered);
      assert.deepEqual(missing.map(describeCharacter), [], `The pages use characters that ${face.url} lacks: run \`npm run fonts\` to cut the font again.`);
    });

    it(`${face.url} keeps the whole weight axis`, async () => {
      const axes = await fontAxes(path.join(repoRoot, 'static', face.url));
      assert.deepEqual({min: axes.wght?.min, max: axes.wght?.max}, {min: 100, max: 900});
    });
  }

  it('cover the Hebrew letters and the signs the writers use, whatever the pages use today', async () => {
    const covered = await fontCodePoints(path.join(repoRoot, 'static/fonts/heebo-hebrew.woff2'));
    for (const char of 'אבגדהוזחטיכךלמםנןסעפףצץקרשת₪״׳') {
      assert.ok(covered.has(char.codePointAt(0)!), `heebo-hebrew.woff2 lacks ${char}`);
    }
  });
});

describe('missingCharacters', () => {
  it('reports a Hebrew character a page uses that the font lacks, with the file that uses it', () => {
    const used = new Map([
      ['א'.codePointAt(0)!, 'docs/intro.md'],
      ['ָ'.codePointAt(0)!, 'docs/new.md'],
      ['A'.codePointAt(0)!, 'docs/intro.md'],
    ]);
    const covered = new Set(['א'.codePointAt(0)!]);
    assert.deepEqual(missingCharacters(hebrew, used, covered).map(describeCharacter), ["U+05B8 'ָ' (docs/new.md)"]);
  });
});

describe('subsetText', () => {
  it('keeps the used and the always-kept characters that fall inside the face', () => {
    const text = subsetText(hebrew, ['ש'.codePointAt(0)!, 'ֹ'.codePointAt(0)!, 'Q'.codePointAt(0)!]);
    assert.ok(text.includes('ֹ'));
    assert.ok(text.includes('₪') && text.includes('״') && text.includes('ת'));
    assert.ok(!text.includes('Q') && !text.includes(' '));
  });

  it('always keeps basic Latin', () => {
    for (const char of ' 09AZaz.,;:!?()%') assert.ok(alwaysKept.includes(char), char);
  });
});
