import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {request} from 'node:http';
import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import {freePort, startNginx, type Nginx} from '../../scripts/lib/nginx';
import {startServiceProcess, type ServiceProcess} from './lib/process';

// The feedback service behind Debian's nginx with deploy/nginx/guide.conf, as deployed behind a
// TLS-terminating proxy: every request comes from the proxy's address (here 127.0.0.1, the
// set_real_ip_from of the file), which names the reader in X-Forwarded-For. Two readers are limited
// and counted separately; the header from any other address (127.0.0.2) is not believed.

const dir = mkdtempSync(path.join(tmpdir(), 'feedback-nginx-'));
const dbPath = path.join(dir, 'feedback.db');
const perMinute = 3;
let nginx: Nginx;
let service: ServiceProcess;

before(async () => {
  // A stand-in build: the routes the service accepts, and the headers file guide.conf includes.
  const urls = ['/', '/intro', '/search'].map((route) => `<url><loc>https://docs.example.com${route}</loc></url>`).join('');
  writeFileSync(path.join(dir, 'sitemap.xml'), `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`);
  writeFileSync(path.join(dir, 'nginx-security-headers.conf'), '');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>guide</title>');
  const port = await freePort();
  service = await startServiceProcess({FEEDBACK_PORT: String(port), FEEDBACK_DB: dbPath, FEEDBACK_SITE_DIR: dir, FEEDBACK_RATE_LIMIT: String(perMinute)});
  nginx = await startNginx({buildDir: dir, feedbackPort: port});
});

after(async () => {
  await nginx?.stop();
  await service?.stop();
  rmSync(dir, {recursive: true, force: true});
});

/** A GET of `pathname` through the proxy, for `reader`. */
function get(pathname: string, reader: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = request(`${nginx.url}${pathname}`, {headers: {'x-forwarded-for': reader}}, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A POST to nginx's /api/feedback/…, from `from` (the proxy, or another host), naming `reader` in X-Forwarded-For. */
function post(pathname: string, body: unknown, {reader, from = '127.0.0.1'}: {reader: string; from?: string}): Promise<{status: number; duplicate?: boolean}> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const sent = request(
      `${nginx.url}/api/feedback${pathname}`,
      {method: 'POST', localAddress: from, headers: {'content-type': 'application/json', 'content-length': Buffer.byteLength(data), 'x-forwarded-for': reader}},
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({status: response.statusCode!, duplicate: (JSON.parse(text) as {duplicate?: boolean}).duplicate}));
      },
    );
    sent.on('error', reject);
    sent.end(data);
  });
}

test('behind the proxy, two readers are counted once each for the same query, and limited separately', async () => {
  const query = {query: 'שכר מינימום לנוער', page: '/search', hits: 0};
  assert.deepEqual(await post('/searches', query, {reader: '203.0.113.10'}), {status: 201, duplicate: undefined});
  // The second reader's identical query is a reader of its own, not a duplicate of the first.
  assert.deepEqual(await post('/searches', query, {reader: '203.0.113.20'}), {status: 201, duplicate: undefined});
  assert.deepEqual(await post('/searches', query, {reader: '203.0.113.10'}), {status: 200, duplicate: true});
  const db = new Database(dbPath, {readonly: true});
  assert.equal((db.prepare('SELECT count(*) AS n FROM searches').get() as {n: number}).n, 2);
  db.close();
  // The first reader's third request is its last of this minute; the second reader still has its own.
  assert.equal((await post('/answers', {page: '/intro', helpful: true}, {reader: '203.0.113.10'})).status, 201);
  assert.equal((await post('/answers', {page: '/intro', helpful: true}, {reader: '203.0.113.10'})).status, 429);
  assert.equal((await post('/answers', {page: '/intro', helpful: true}, {reader: '203.0.113.20'})).status, 201);
  assert.equal((await post('/answers', {page: '/intro', helpful: true}, {reader: '203.0.113.30'})).status, 201);
});

test('X-Forwarded-For from an address other than the proxy is ignored: its requests share that address, whatever they claim', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= perMinute; i++) statuses.push((await post('/answers', {page: '/intro', helpful: false}, {reader: `198.51.100.${i + 1}`, from: '127.0.0.2'})).status);
  assert.deepEqual(statuses, [...Array<number>(perMinute).fill(201), 429]);
});

test("nginx's access log keeps the reader's address and the path, never the query string (no search words), and nothing of the feedback service's requests", async () => {
  await get(`/search?q=${encodeURIComponent('יוסי כהן פיטורים')}`, '203.0.113.40');
  const log = readFileSync(path.join(nginx.logDir, 'guide-access.log'), 'utf8');
  assert.match(log, /^203\.0\.113\.40 \[[^\]]+\] "GET \/search" \d{3} \d+ "[^"]*"$/m);
  assert.doesNotMatch(log, /q=|יוסי|%D7/);
  assert.doesNotMatch(log, /api\/feedback/);
});
