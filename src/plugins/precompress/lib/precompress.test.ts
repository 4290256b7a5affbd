import assert from 'node:assert/strict';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync} from 'node:zlib';
import {brotliQuality, isPrecompressed, largeBrotliQuality, largeFile, largePage, minimumSize, precompressBuild, qualityOf} from './precompress.ts';

describe('isPrecompressed', () => {
  it('takes pages, the bundler’s scripts and stylesheets, and illustrations', () => {
    for (const file of ['intro.html', 'release-notes/version 1.2.0.html', 'assets/js/main.1a2b.js', 'assets/css/styles.3c4d.css', 'img/logo.svg']) {
      assert.ok(isPrecompressed(file), file);
    }
  });
  it('leaves what other plugins write after the build, and formats compressed already', () => {
    for (const file of ['search/index.json', 'search/t/abc-1.json', 'intro.md', 'llms.txt', 'sitemap.xml', 'help-links.json', 'fonts/heebo-hebrew.woff2', 'img/screen.png', 'static.js']) {
      assert.ok(!isPrecompressed(file), file);
    }
  });
});

describe('precompressBuild', () => {
  let root: string;
  const page = '<!doctype html><html lang=he dir=rtl><p>מבוא למדריך</p>'.repeat(40);
  const script = 'console.log("בודק השכר");'.repeat(40);
  // Above largeFile, of varied text (so that the two qualities differ).
  const large = Array.from({length: 40_000}, (_, i) => `f${i}("בודק השכר ${(i * 7919) % 10007}");`).join('');

  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(root, 'assets/js'), {recursive: true});
    mkdirSync(path.join(root, 'search'));
    writeFileSync(path.join(root, 'intro.html'), page);
    writeFileSync(path.join(root, 'tiny.html'), '<p>x</p>');
    writeFileSync(path.join(root, 'assets/js/main.1234.js'), script);
    writeFileSync(path.join(root, 'assets/js/print.5678.js'), large);
    writeFileSync(path.join(root, 'search/index.json'), JSON.stringify({words: page}));
  });

  after(() => rmSync(root, {recursive: true, force: true}));

  it('writes brotli and gzip copies that decode to the very file', async () => {
    const done = await precompressBuild(root);
    assert.deepEqual(done.map((entry) => entry.file).sort(), ['assets/js/main.1234.js', 'assets/js/print.5678.js', 'intro.html']);
    for (const [file, text] of [
      ['intro.html', page],
      ['assets/js/main.1234.js', script],
    ] as const) {
      assert.equal(brotliDecompressSync(readFileSync(path.join(root, `${file}.br`))).toString('utf8'), text);
      assert.equal(gunzipSync(readFileSync(path.join(root, `${file}.gz`))).toString('utf8'), text);
      assert.ok(readFileSync(path.join(root, `${file}.br`)).length < Buffer.byteLength(text) / 4);
    }
  });

  it(`compresses a page above ${largePage} bytes and another file above ${largeFile} at brotli ${largeBrotliQuality}, the others at ${brotliQuality}`, () => {
    assert.deepEqual(
      [qualityOf('intro.html', largePage), qualityOf('intro.html', largePage + 1), qualityOf('assets/js/main.1234.js', largeFile), qualityOf('assets/js/print.5678.js', largeFile + 1)],
      [brotliQuality, largeBrotliQuality, brotliQuality, largeBrotliQuality],
    );
    const at = (text: string, quality: number) => brotliCompressSync(text, {params: {[zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text)}});
    assert.ok(Buffer.byteLength(large) > largeFile);
    assert.deepEqual(readFileSync(path.join(root, 'assets/js/print.5678.js.br')), at(large, largeBrotliQuality));
    assert.notDeepEqual(at(large, largeBrotliQuality), at(large, brotliQuality));
    assert.deepEqual(readFileSync(path.join(root, 'intro.html.br')), at(page, brotliQuality));
  });

  it(`leaves files under ${minimumSize} bytes and files written after the build alone`, () => {
    for (const file of ['tiny.html', 'search/index.json']) {
      assert.ok(!existsSync(path.join(root, `${file}.br`)) && !existsSync(path.join(root, `${file}.gz`)), file);
    }
  });
});
