import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync} from 'node:zlib';
import {chooseEncoding, serveStatic, type StaticServer} from './static-server';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    assert.equal(chooseEncoding('gzip, deflate, br, zstd'), 'br');
    assert.equal(chooseEncoding('gzip, br;q=0'), 'gzip');
    assert.equal(chooseEncoding('identity'), 'identity');
    assert.equal(chooseEncoding(undefined), 'identity');
    assert.equal(chooseEncoding('*'), 'br');
  });
});

describe('serveStatic', () => {
  let root: string;
  let server: StaticServer;
  const page = '<!doctype html><p>מבוא</p>'.repeat(50);

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-server-'));
    mkdirSync(path.join(root, 'assets/js'), {recursive: true});
    mkdirSync(path.join(root, 'release-notes'));
    writeFileSync(path.join(root, 'index.html'), '<p>home</p>');
    writeFileSync(path.join(root, 'intro.html'), page);
    writeFileSync(path.join(root, 'release-notes/version 1.2.0.html'), '<p>notes</p>');
    writeFileSync(path.join(root, '404.html'), '<p>not found</p>');
    writeFileSync(path.join(root, 'assets/js/main.1234.js'), 'console.log(1);'.repeat(100));
    server = await serveStatic(root);
  });

  after(async () => {
    await server.close();
    rmSync(root, {recursive: true, force: true});
  });

  it('serves trailingSlash:false routes from their .html file, and / from index.html', async () => {
    assert.equal(await (await fetch(`${server.url}/intro`)).text(), page);
    assert.equal(await (await fetch(`${server.url}/`)).text(), '<p>home</p>');
    assert.equal(await (await fetch(`${server.url}/release-notes/version%201.2.0`)).text(), '<p>notes</p>');
  });

  it('answers unknown paths, and paths out of the folder, with 404.html and status 404', async () => {
    for (const unknown of ['/nope', '/..%2f..%2fetc/passwd']) {
      const response = await fetch(`${server.url}${unknown}`);
      assert.equal(response.status, 404);
      assert.equal(await response.text(), '<p>not found</p>');
    }
  });

  const raw = (urlPath: string, encoding: string) =>
    new Promise<{headers: Record<string, string | string[] | undefined>; body: Buffer}>((resolve, reject) => {
      import('node:http').then(({get}) =>
        get(`${server.url}${urlPath}`, {headers: {'Accept-Encoding': encoding}}, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({headers: response.headers, body: Buffer.concat(chunks)}));
        }).on('error', reject),
      );
    });

  it('compresses text with brotli or gzip as the client asks', async () => {
    const br = await raw('/intro', 'gzip, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.body).toString(), page);
    assert.ok(br.body.length < Buffer.byteLength(page) / 5);
    const gzip = await raw('/intro', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.body).toString(), page);
  });

  it('sends a precompressed copy as it is, when the build has one', async () => {
    const notes = '<p>הערות הגרסה</p>'.repeat(40);
    writeFileSync(path.join(root, 'notes.html'), notes);
    writeFileSync(path.join(root, 'notes.html.br'), brotliCompressSync(notes, {params: {[zlib.BROTLI_PARAM_QUALITY]: 11}}));
    writeFileSync(path.join(root, 'notes.html.gz'), gzipSync(notes, {level: 9}));
    const br = await raw('/notes', 'gzip, br');
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.body.equals(readFileSync(path.join(root, 'notes.html.br'))));
    const gzip = await raw('/notes', 'gzip');
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.ok(gzip.body.equals(readFileSync(path.join(root, 'notes.html.gz'))));
    assert.equal(await (await fetch(`${server.url}/notes`, {headers: {'Accept-Encoding': 'identity'}})).text(), notes);
  });

  it('caches hashed assets for a year and revalidates pages', async () => {
    assert.equal((await fetch(`${server.url}/assets/js/main.1234.js`)).headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal((await fetch(`${server.url}/intro`)).headers.get('cache-control'), 'no-cache');
  });
});
