import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import Database from 'better-sqlite3';
import {writeSearchFiles} from '../../src/plugins/search-records';
import type {DocSearchRecord} from '../../src/search/records';
import {retentionDays} from '../../src/feedback/policy';
import {startServiceProcess, type ServiceProcess} from './lib/process';
import type {FeedbackReport} from './lib/report';

// The real service, started as `npm run feedback:serve` starts it, on a free port with a temporary
// database and a site of four routes: what it stores, what it refuses, that it keeps answering, and
// that killing it loses no answer it acknowledged.

const origin = 'http://guide.test';
const dir = mkdtempSync(path.join(tmpdir(), 'feedback-test-'));
const siteDir = path.join(dir, 'site');
const dbPath = path.join(dir, 'feedback.db');
let service: ServiceProcess;

function writeSite(): void {
  const routes = ['/', '/intro', '/search', '/release-notes/version%201.2.0'];
  const urls = routes.map((route) => `<url><loc>https://docs.example.com${route}</loc></url>`).join('');
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
  writeSearchFiles(siteDir, [record('חופשה שנתית', 'כמה ימי חופשה מגיעים לעובד')], path.join(dir, 'records.json'));
  writeFileSync(path.join(siteDir, 'sitemap.xml'), sitemap);
}

function record(title: string, content: string): DocSearchRecord {
  const url = 'https://docs.example.com/intro';
  return {
    objectID: '1',
    hierarchy: {lvl0: 'המדריך', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    type: 'content',
    url,
    url_without_anchor: url,
    anchor: null,
    language: 'he',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 0, level: 0, position: 0},
  };
}

/** A POST as a browser on another address would send it: each test's reader has an address of its own (nginx's X-Real-IP). */
async function post(
  pathname: string,
  body: unknown,
  {reader = '198.51.100.1', type = 'application/json', raw, headers = {}}: {reader?: string; type?: string; raw?: string; headers?: Record<string, string>} = {},
) {
  const response = await fetch(`${service.url}${pathname}`, {
    method: 'POST',
    headers: {'content-type': type, origin, 'x-real-ip': reader, ...headers},
    body: raw ?? JSON.stringify(body),
  });
  return {status: response.status, body: (await response.json()) as {ok?: boolean; id?: number; error?: string; duplicate?: boolean}};
}

const rows = (table: 'answers' | 'searches') => {
  const db = new Database(dbPath, {readonly: true});
  try {
    return db.prepare(`SELECT * FROM ${table} ORDER BY id`).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};

before(async () => {
  writeSite();
  service = await startServiceProcess({FEEDBACK_DB: dbPath, FEEDBACK_SITE_DIR: siteDir, FEEDBACK_ORIGINS: origin});
});

after(async () => {
  await service?.stop();
  rmSync(dir, {recursive: true, force: true});
});

test('a page answer and an unanswered search are stored as sent, acknowledged with 201, in a WAL database at the current schema', async () => {
  const answer = await post('/answers', {page: '/release-notes/version%201.2.0', helpful: false, reason: 'missing'});
  assert.equal(answer.status, 201);
  assert.equal(answer.body.ok, true);
  const search = await post('/searches', {query: 'דמי הבראה 0501234567', page: '/search', hits: 0});
  assert.equal(search.status, 201);
  const stored = rows('answers').find((row) => row.id === answer.body.id)!;
  assert.deepEqual(
    {...stored, received_at: typeof stored.received_at},
    {
      id: answer.body.id,
      received_at: 'number',
      page: '/release-notes/version 1.2.0',
      helpful: 0,
      reason: 'missing',
    },
  );
  // The digits are removed on the service's side too, whatever a client sends.
  assert.equal(rows('searches').find((row) => row.id === search.body.id)!.query, 'דמי הבראה');
  const db = new Database(dbPath, {readonly: true});
  assert.equal(db.pragma('journal_mode', {simple: true}), 'wal');
  assert.equal(db.pragma('user_version', {simple: true}), 2);
  db.close();
  // A second report of the same query by the same reader counts once.
  assert.deepEqual(await post('/searches', {query: 'דמי הבראה', page: '/intro', hits: 0}), {status: 200, body: {ok: true, duplicate: true}});
});

test("CORS: the site's own origin only; no cookie is set; the browser's preflight is answered", async () => {
  const preflight = await fetch(`${service.url}/answers`, {method: 'OPTIONS', headers: {origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type'}});
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
  const ok = await post('/answers', {page: '/intro', helpful: true}, {reader: '198.51.100.2'});
  assert.equal(ok.status, 201);
  const other = await post('/answers', {page: '/intro', helpful: true}, {reader: '198.51.100.2', headers: {origin: 'https://evil.example'}});
  assert.equal(other.status, 403);
  const response = await fetch(`${service.url}/answers`, {method: 'POST', headers: {'content-type': 'application/json', origin}, body: JSON.stringify({page: '/intro', helpful: true})});
  assert.equal(response.headers.get('set-cookie'), null);
  assert.equal(response.headers.get('access-control-allow-origin'), origin);
});

test('a query with a name, an e-mail address and a phone number reaches the store without the address and the phone', async () => {
  const typed = ['יוסי כהן yossi.cohen@example.com 050-1234567 פיטורים', 'דנה לוי +972 (54) 765 43 21 dana@mail.example.org הריון'];
  const ids: number[] = [];
  for (const query of typed) {
    const response = await post('/searches', {query, page: '/search', hits: 0}, {reader: '198.51.100.7'});
    assert.equal(response.status, 201, query);
    ids.push(response.body.id!);
  }
  const stored = rows('searches').filter((row) => ids.includes(row.id as number));
  assert.deepEqual(
    stored.map((row) => row.query),
    ['יוסי כהן פיטורים', 'דנה לוי הריון'],
  );
  // Nothing of either, anywhere in the database file (its rows, free pages and write-ahead log).
  const {readFileSync} = await import('node:fs');
  const files = [dbPath, `${dbPath}-wal`].map((file) => readFileSync(file, {encoding: 'latin1'}));
  for (const file of files) assert.doesNotMatch(file, /example\.(?:com|org)|1234567|765 43 21/);
  // An address alone leaves nothing to store.
  assert.equal((await post('/searches', {query: 'yossi@example.com', page: '/search', hits: 0}, {reader: '198.51.100.7'})).status, 422);
});

/** Requests the service must refuse with a 4xx and a message, storing nothing. */
const badRequests: {name: string; path?: string; body?: unknown; raw?: string; type?: string; method?: string; status: number}[] = [
  {name: 'not JSON', raw: '{"page": "/intro",', status: 400},
  {name: 'empty body', raw: '', status: 400},
  {name: 'JSON null', raw: 'null', status: 400},
  {name: 'a JSON array', raw: '[{"page":"/intro","helpful":true}]', status: 400},
  {name: 'a JSON string', raw: '"לא"', status: 400},
  {name: 'helpful as a string', body: {page: '/intro', helpful: 'no'}, status: 400},
  {name: 'helpful missing', body: {page: '/intro'}, status: 400},
  {name: 'an unknown field', body: {page: '/intro', helpful: true, email: 'a@b.c'}, status: 400},
  {name: '__proto__ smuggled in', raw: '{"page":"/intro","helpful":true,"__proto__":{"admin":true}}', status: 400},
  {name: 'a reason not on the list', body: {page: '/intro', helpful: false, reason: 'boring'}, status: 400},
  {name: 'a reason with a yes', body: {page: '/intro', helpful: true, reason: 'unclear'}, status: 400},
  {name: 'free text with an answer (the site sends none; the service keeps none)', body: {page: '/intro', helpful: false, reason: 'other', text: 'חסר הסבר'}, status: 400},
  {name: 'text as a number', body: {page: '/intro', helpful: false, text: 5}, status: 400},
  {name: 'a page outside the guide', body: {page: '/wp-admin', helpful: true}, status: 422},
  {name: 'a path climbing out', body: {page: '/../../etc/passwd', helpful: true}, status: 422},
  {name: 'a full URL as the page', body: {page: 'https://evil.example/intro', helpful: true}, status: 400},
  {name: 'a broken %-escape', body: {page: '/intro%E0%A4%A', helpful: true}, status: 422},
  {name: 'a page of 600 characters', body: {page: `/${'a'.repeat(599)}`, helpful: true}, status: 400},
  {name: 'text/plain', raw: '{"page":"/intro","helpful":true}', type: 'text/plain', status: 415},
  {name: 'a form', raw: 'page=/intro&helpful=true', type: 'application/x-www-form-urlencoded', status: 415},
  {name: 'a body over 2 KB', body: {page: '/intro', helpful: false, text: 'x'.repeat(2100)}, status: 413},
  {name: 'a query of 65 characters', path: '/searches', body: {query: 'ק'.repeat(65), page: '/search', hits: 0}, status: 400},
  {name: 'a query of digits only', path: '/searches', body: {query: '050-123-4567', page: '/search', hits: 0}, status: 422},
  {name: 'an empty query', path: '/searches', body: {query: '', page: '/search', hits: 0}, status: 400},
  {name: 'many hits', path: '/searches', body: {query: 'חופשה', page: '/search', hits: 40}, status: 400},
  {name: 'negative hits', path: '/searches', body: {query: 'חופשה', page: '/search', hits: -1}, status: 400},
  {name: 'fractional hits', path: '/searches', body: {query: 'חופשה', page: '/search', hits: 0.5}, status: 400},
  {name: 'hits as a string', path: '/searches', body: {query: 'חופשה', page: '/search', hits: '0'}, status: 400},
  {name: 'a search on a page outside the guide', path: '/searches', body: {query: 'חופשה', page: '/admin', hits: 0}, status: 422},
  {name: 'GET of the answers', method: 'GET', status: 405},
  {name: 'PUT of an answer', method: 'PUT', body: {page: '/intro', helpful: true}, status: 405},
  {name: 'another path', path: '/answers/1', body: {page: '/intro', helpful: true}, status: 404},
];

test('the corpus of bad requests: each refused with a 4xx and a message, nothing stored, the service still answering', async () => {
  const before = {answers: rows('answers').length, searches: rows('searches').length};
  for (const [index, bad] of badRequests.entries()) {
    const response = await fetch(`${service.url}${bad.path ?? '/answers'}`, {
      method: bad.method ?? 'POST',
      headers: {'content-type': bad.type ?? 'application/json', origin, 'x-real-ip': `203.0.113.${index}`},
      ...(bad.method !== 'GET' && {body: bad.raw ?? JSON.stringify(bad.body)}),
    });
    assert.equal(response.status, bad.status, `${bad.name}: ${response.status}`);
    const body = (await response.json()) as {error?: string};
    assert.ok(body.error && body.error.length > 5, `${bad.name}: no message`);
  }
  assert.deepEqual({answers: rows('answers').length, searches: rows('searches').length}, before);
  // A body of 1 MB sent in chunks, with no Content-Length: cut off at 2 KB.
  const huge = await fetch(`${service.url}/answers`, {
    method: 'POST',
    headers: {'content-type': 'application/json', origin},
    body: new ReadableStream({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode(`{"text":"${'x'.repeat(16_000)}",`));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit).catch((error: Error) => error);
  assert.ok(huge instanceof Error || huge.status === 413, `a streamed 1 MB body: ${huge instanceof Error ? huge.message : huge.status}`);
  assert.equal((await fetch(`${service.url}/health`)).status, 200);
  assert.equal((await post('/answers', {page: '/intro', helpful: true}, {reader: '198.51.100.3'})).status, 201);
});

test('HTML, script, SQL-shaped queries, niqqud and direction marks are stored inert: as text, direction overrides removed, the tables intact', async () => {
  const texts = {
    html: '<script>alert(1)</script><img src=x onerror="alert(2)">',
    sql: '\'); DROP TABLE answers; -- " OR 1=1',
    niqqud: 'הַדַּף לֹא בָּרוּר\u200F',
    override: 'abc\u202Eשלום\u202C\u2066x\u2069',
  };
  const ids: Record<string, number> = {};
  for (const [name, query] of Object.entries(texts)) {
    assert.equal((await post('/answers', {page: '/intro', helpful: false, reason: 'other'}, {reader: '198.51.100.4'})).status, 201, name);
    const response = await post('/searches', {query, page: '/search', hits: 0}, {reader: '198.51.100.4'});
    assert.equal(response.status, 201, name);
    ids[name] = response.body.id!;
  }
  const sqlQuery = await post('/searches', {query: "x' OR '1'='1", page: '/search', hits: 0}, {reader: '198.51.100.4'});
  assert.equal(sqlQuery.status, 201);
  const byId = new Map(rows('searches').map((row) => [row.id, row.query]));
  assert.equal(byId.get(ids.html), texts.html);
  assert.equal(byId.get(ids.sql), texts.sql);
  assert.equal(byId.get(ids.niqqud), texts.niqqud.normalize('NFC'));
  assert.equal(byId.get(ids.override), 'abc שלום x');
  assert.ok(rows('answers').length > 4, 'the answers table is still there');
  assert.equal(rows('searches').find((row) => row.id === sqlQuery.body.id)!.query, "x' OR '1'='1");
});

test('a flood beyond the rate limit is refused with 429 and Retry-After; other readers and the health check still get through', async () => {
  const flood = await Promise.all(Array.from({length: 45}, () => post('/answers', {page: '/intro', helpful: true}, {reader: '192.0.2.99'})));
  const statuses = flood.map(({status}) => status);
  assert.equal(statuses.filter((status) => status === 201).length, 30);
  assert.equal(statuses.filter((status) => status === 429).length, 15);
  const refused = await fetch(`${service.url}/answers`, {method: 'POST', headers: {'content-type': 'application/json', 'x-real-ip': '192.0.2.99'}, body: '{}'});
  assert.equal(refused.status, 429);
  assert.ok(Number(refused.headers.get('retry-after')) >= 1);
  assert.equal((await post('/answers', {page: '/intro', helpful: true}, {reader: '192.0.2.100'})).status, 201);
  assert.equal((await fetch(`${service.url}/health`)).status, 200);
});

test('the database keeps no address, user agent or cookie: only what the reader sent and when', () => {
  const db = new Database(dbPath, {readonly: true});
  const columns = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as {name: string}[]).map(({name}) => name);
  assert.deepEqual(columns('answers'), ['id', 'received_at', 'page', 'helpful', 'reason']);
  assert.deepEqual(columns('searches'), ['id', 'received_at', 'query', 'page', 'hits']);
  db.close();
  for (const table of ['answers', 'searches'] as const) {
    assert.doesNotMatch(JSON.stringify(rows(table)), /198\.51\.100|192\.0\.2|203\.0\.113|127\.0\.0\.1|node|undici/);
  }
});

test('feedback:report, run as a process: pages by "not helpful" with reasons, no free text; queries of at least 3 readers with their pages, marked when the build now answers them; Markdown file and --json', async () => {
  for (const [reader, query, page] of [
    ['1', 'ימי חופשה', '/intro'],
    ['2', 'ימי חופשה', '/search'],
    ['3', 'יְמֵי חופשה', '/intro'],
    ['1', 'פיצויי פיטורים', '/intro'],
    ['2', 'פיצויי פיטורים', '/intro'],
    ['3', 'פיצויי פיטורים', '/search'],
    ['4', 'פיצויי פיטורים', '/search'],
    ['1', 'רק שניים', '/intro'],
    ['2', 'רק שניים', '/intro'],
  ]) {
    assert.equal((await post('/searches', {query, page, hits: 0}, {reader: `10.9.0.${reader}`})).status, 201);
  }
  const out = path.join(dir, 'report.md');
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'services/feedback/report.ts', '--json', '--days', '1', '--build', siteDir, '--out', out], {
    env: {...process.env, FEEDBACK_DB: dbPath},
  });
  const report = JSON.parse(run.stdout) as FeedbackReport;
  assert.deepEqual(
    report.pages.map(({page}) => page),
    ['/intro', '/release-notes/version 1.2.0'],
  );
  const intro = report.pages[0]!;
  assert.equal(intro.reasons.other, 4);
  assert.deepEqual(report.pages[1], {page: '/release-notes/version 1.2.0', notHelpful: 1, helpful: 0, reasons: {missing: 1}});
  assert.deepEqual(report.queries, [
    {
      query: 'פיצויי פיטורים',
      readers: 4,
      pages: [
        {page: '/intro', readers: 2},
        {page: '/search', readers: 2},
      ],
      answeredNow: false,
    },
    {
      query: 'ימי חופשה',
      readers: 3,
      pages: [
        {page: '/intro', readers: 2},
        {page: '/search', readers: 1},
      ],
      answeredNow: true,
    },
  ]);
  const {readFile} = await import('node:fs/promises');
  const markdown = await readFile(out, 'utf8');
  assert.match(markdown, /^\| \/release-notes\/version 1\.2\.0 \| 1 \| 0 \| לא מצאתי את מה שחיפשתי: 1 \|$/m);
  assert.match(markdown, /^\| פיצויי פיטורים \| 4 \| \/intro \(2\), \/search \(2\) \| עדיין ללא תוצאות \|$/m);
  assert.match(markdown, /^\| ימי חופשה \| 3 \| .* \| נמצא עכשיו \|$/m);
  // No query of fewer than 3 readers (the one-reader queries above, with their names, tags or SQL), no free text.
  assert.doesNotMatch(markdown, /<script|<img|DROP TABLE|יוסי|דנה/);
  assert.doesNotMatch(markdown, /רק שניים/);
  // Below the least threshold, the report refuses to run.
  await assert.rejects(
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'services/feedback/report.ts', '--min-readers', '1', '--days', '1', '--out', out], {env: {...process.env, FEEDBACK_DB: dbPath}}),
    /min-readers must be at least 3/,
  );
});

test("the writers' report files beside the database are deleted with the rows, once older than the retention period", async () => {
  const stateDir = path.join(dir, 'state');
  mkdirSync(stateDir);
  const old = path.join(stateDir, 'report-2026-01-01-2026-01-31.md');
  const fresh = path.join(stateDir, 'report-2026-11-01-2026-11-30.md');
  const other = path.join(stateDir, 'notes.md');
  for (const file of [old, fresh, other]) writeFileSync(file, '# report\n');
  const longAgo = new Date(Date.now() - (retentionDays + 1) * 86_400_000);
  utimesSync(old, longAgo, longAgo);
  utimesSync(other, longAgo, longAgo);
  const started = await startServiceProcess({FEEDBACK_DB: path.join(stateDir, 'feedback.db'), FEEDBACK_SITE_DIR: siteDir});
  await started.stop();
  assert.equal(existsSync(old), false, 'the old report is still there');
  assert.equal(existsSync(fresh), true);
  assert.equal(existsSync(other), true, 'only report files are deleted');
});

test('killed mid-burst (SIGKILL), the service loses no acknowledged answer: reopened, every one is there as sent', async () => {
  const killDb = path.join(dir, 'kill.db');
  const victim = await startServiceProcess({FEEDBACK_DB: killDb, FEEDBACK_SITE_DIR: siteDir, FEEDBACK_RATE_LIMIT: '0'});
  const acknowledged = new Set<number>();
  let sent = 0;
  let killed: Promise<void> | undefined;
  const sender = async (lane: number): Promise<void> => {
    for (let i = 0; ; i++) {
      const page = i % 2 === 0 ? '/intro' : '/search';
      sent += 1;
      try {
        const response = await fetch(`${victim.url}/answers`, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({page, helpful: lane % 2 === 0})});
        if (response.status === 201) acknowledged.add(((await response.json()) as {id: number}).id);
      } catch {
        return;
      }
      if (acknowledged.size >= 300 && !killed) killed = victim.kill();
    }
  };
  await Promise.all(Array.from({length: 8}, (_, lane) => sender(lane)));
  await killed;
  assert.equal(victim.child.signalCode, 'SIGKILL');
  assert.ok(acknowledged.size >= 300 && sent > acknowledged.size, `${acknowledged.size} acknowledged of ${sent} sent`);
  // Opening the database replays its write-ahead log, as the restarted service does.
  const db = new Database(killDb);
  assert.equal(db.pragma('integrity_check', {simple: true}), 'ok');
  const stored = new Set((db.prepare('SELECT id FROM answers').all() as {id: number}[]).map((row) => row.id));
  db.close();
  const lost = [...acknowledged].filter((id) => !stored.has(id));
  assert.deepEqual(lost, []);
  const restarted = await startServiceProcess({FEEDBACK_DB: killDb, FEEDBACK_SITE_DIR: siteDir});
  assert.equal((await fetch(`${restarted.url}/health`)).status, 200);
  await restarted.stop();
});
