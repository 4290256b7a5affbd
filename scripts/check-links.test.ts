import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brokenLinks, checkSite, sitemapPaths} from './check-links.ts';
import {startNginx} from './lib/nginx.ts';

const page = (body: string): string => `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

/** A small build: the home page links to two pages; the second links back into the first. */
async function fixtureBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'check-links-'));
  await mkdir(path.join(dir, 'guide'));
  await writeFile(path.join(dir, 'index.html'), page('<a href="/guide/first">1</a> <a href="/guide/second">2</a> <a href="https://example.com/x">out</a>'));
  await writeFile(path.join(dir, 'guide/first.html'), page('<h2 id="שעות-נוספות">שעות נוספות</h2><a href="#שעות-נוספות">כאן</a> <a href="#אין-כאן">שבור</a>'));
  await writeFile(
    path.join(dir, 'guide/second.html'),
    // The first page is fetched by the crawl before this page is read: its fragments still count.
    page('<a href="/guide/first#שעות-נוספות">טוב</a> <a href="/guide/first#%D7%97%D7%A1%D7%A8">חסר</a> <a href="/guide/third">אין דף</a> <a href="first">יחסי</a>'),
  );
  // A page no link leads to, listed in the sitemap only; its one link is broken.
  await writeFile(path.join(dir, 'orphan.html'), page('<a href="/guide/none">אין דף</a>'));
  await writeFile(path.join(dir, '404.html'), page('<h1>הדף לא נמצא</h1>'));
  await writeFile(path.join(dir, 'nginx-security-headers.conf'), '# none in this test\n');
  return dir;
}

test('finds broken pages and missing Hebrew fragments on every page, skips external links', async () => {
  const buildDir = await fixtureBuild();
  const nginx = await startNginx({buildDir});
  try {
    const {LinkChecker} = await import('linkinator');
    const seeds = sitemapPaths('<urlset><url><loc>https://docs.example.com/orphan</loc></url><url><loc>https://docs.example.com/guide/first</loc></url></urlset>');
    assert.deepEqual(seeds, ['/orphan', '/guide/first']);
    const {pages, links} = await checkSite({LinkChecker} as typeof import('linkinator'), nginx.url, seeds);
    assert.equal(pages.length, 4);
    const broken = brokenLinks(links, nginx.url)
      .map(({url, parent}) => `${url} on ${parent}`)
      .sort();
    assert.deepEqual(broken, ['/guide/first#אין-כאן on /guide/first', '/guide/first#חסר on /guide/second', '/guide/none on /orphan', '/guide/third on /guide/second']);
    assert.ok(links.some((link) => link.url === 'https://example.com/x' && link.state === 'SKIPPED'));
  } finally {
    await nginx.stop();
    await rm(buildDir, {recursive: true, force: true});
  }
});

test('reports each broken link once per page, decoded, with the page it is on', () => {
  const site = 'http://127.0.0.1:1';
  const links = [
    {url: `${site}/a`, status: 200, state: 'OK', parent: `${site}/`},
    {url: `${site}/b`, status: 404, state: 'BROKEN', parent: `${site}/`},
    {url: `${site}/b`, status: 404, state: 'BROKEN', parent: `${site}/`},
    {url: `${site}/c#%D7%90`, status: 200, state: 'BROKEN', parent: '', failureDetails: [new Error("Fragment identifier '#א' not found on page")]},
  ] as unknown as Parameters<typeof brokenLinks>[0];
  assert.deepEqual(brokenLinks(links, site), [
    {url: '/b', parent: '/', reason: 'HTTP 404'},
    {url: '/c#א', parent: '/c', reason: "Fragment identifier '#א' not found on page"},
  ]);
});
