import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {get, type IncomingHttpHeaders} from 'node:http';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {startNginx, type Nginx} from '../../scripts/lib/nginx';
import {startService} from '../../services/mcp/lib/service';
import type {GuideSearchAnswer} from '../../services/mcp/lib/modalSearch';
import {cacheControlFor, markdownContentType} from '../../src/plugins/security-headers/lib/headers';
import {test, expect, hydrated, directives, recordViolations} from './nginx-fixture';

// The built site behind Debian's nginx with deploy/nginx/guide.conf, as an operator deploys it:
// routes, headers, caching and compression over plain HTTP, then Chromium under the real CSP.

const buildDir = path.resolve('build');

type Answer = {status: number; headers: IncomingHttpHeaders; body: Buffer};

/** One GET, bytes as sent: no decompression, no redirect following. */
function fetchRaw(nginx: Nginx, urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(`${nginx.url}${urlPath}`, {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const buildFile = (file: string): Buffer => readFileSync(path.join(buildDir, file));

/** A file of the build by pattern, e.g. the main bundle (its name carries a content hash). */
function builtAsset(folder: string, pattern: RegExp): string {
  const name = readdirSync(path.join(buildDir, folder)).find((file) => pattern.test(file));
  if (!name) {
    throw new Error(`no ${pattern} in build/${folder}`);
  }
  return `/${folder}/${name}`;
}

/** The inline scripts a browser would run in a served page, hashed as CSP hashes them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type=["']?application\/(ld\+)?json/.test(attributes!))
    .map(([, , source]) => `'sha256-${createHash('sha256').update(source!, 'utf8').digest('base64')}'`);
}

const pages = [
  {path: '/', file: 'index.html'},
  {path: '/intro', file: 'intro.html'},
  {path: '/release-notes/version%201.2.0', file: 'release-notes/version 1.2.0.html'},
  {path: '/calculation-results/calc-one-month-hours', file: 'calculation-results/calc-one-month-hours.html'},
  {path: '/legal/privacy', file: 'legal/privacy.html'},
  {path: '/search?q=%D7%A9%D7%9B%D7%A8', file: 'search.html'},
];

test.describe('routes', () => {
  for (const {path: urlPath, file} of pages) {
    test(`${urlPath} is build/${file}, as HTML`, async ({nginx}) => {
      const answer = await fetchRaw(nginx, urlPath);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body.equals(buildFile(file))).toBe(true);
    });
  }

  test('an unknown path gets the Hebrew 404 page with status 404', async ({nginx}) => {
    for (const urlPath of ['/no/such', '/intro/no-such-part', '/assets/js/no-such.js', '/%D7%A9%D7%9C%D7%95%D7%9D']) {
      const answer = await fetchRaw(nginx, urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body.equals(buildFile('404.html'))).toBe(true);
      expect(answer.body.toString('utf8')).toContain('הדף לא נמצא');
    }
  });

  test('a path nginx refuses to route gets the same Hebrew page with status 400; a long one is routed', async ({nginx}) => {
    for (const urlPath of ['/a%00b', '/%zz']) {
      const answer = await fetchRaw(nginx, urlPath);
      expect(answer.status, urlPath).toBe(400);
      expect(answer.body.equals(buildFile('404.html')), urlPath).toBe(true);
      expect(answer.headers['content-security-policy'], urlPath).toBeTruthy();
    }
    // 10,000 characters, Latin and Hebrew (60 KB percent-encoded): past nginx's default 8 KB
    // request line, within what guide.conf allows; the search page takes such a query too.
    const hebrew = encodeURIComponent('שכר'.repeat(3_334));
    for (const [urlPath, status] of [
      [`/${'ab'.repeat(5_000)}`, 404],
      [`/${hebrew}`, 404],
      [`/search?q=${hebrew}`, 200],
    ] as const) {
      const long = await fetchRaw(nginx, urlPath);
      expect(long.status, urlPath.slice(0, 20)).toBe(status);
      expect(long.body.equals(buildFile(status === 404 ? '404.html' : 'search.html'))).toBe(true);
    }
    // Longer than that is refused, with the Hebrew page rather than nginx's own.
    const tooLong = await fetchRaw(nginx, `/${encodeURIComponent('ש'.repeat(20_000))}`);
    expect(tooLong.status).toBe(414);
    expect(tooLong.body.equals(buildFile('404.html'))).toBe(true);
  });

  test('a trailing slash redirects to the page, on the site only', async ({nginx}) => {
    const intro = await fetchRaw(nginx, '/intro/?from=mail');
    expect(intro.status).toBe(301);
    expect(intro.headers.location).toBe('/intro?from=mail');
    const notes = await fetchRaw(nginx, '/release-notes/version%201.2.0/');
    expect(notes.headers.location).toBe('/release-notes/version%201.2.0');
    // Paths a browser would read as another host (//host, /\host) must not become redirects.
    for (const urlPath of ['//evil.example/', '/%5Cevil.example/', '/%2F%2Fevil.example/', '/no/such/']) {
      const answer = await fetchRaw(nginx, urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(answer.headers.location, urlPath).toBeUndefined();
    }
  });

  test("each page's Markdown is served as text/markdown in UTF-8, llms.txt and help-links.json as text and JSON", async ({nginx}) => {
    for (const [urlPath, file] of [
      ['/intro.md', 'intro.md'],
      ['/release-notes/version%201.2.0.md', 'release-notes/version 1.2.0.md'],
      ['/calculation-results/calc-avraa.md', 'calculation-results/calc-avraa.md'],
    ]) {
      const answer = await fetchRaw(nginx, urlPath!);
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers['content-type'], urlPath).toBe(markdownContentType);
      expect(answer.headers['x-content-type-options'], urlPath).toBe('nosniff');
      expect(answer.body.equals(buildFile(file!)), urlPath).toBe(true);
    }
    const gzipped = await fetchRaw(nginx, '/intro.md', {'accept-encoding': 'gzip'});
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(buildFile('intro.md'))).toBe(true);
    expect((await fetchRaw(nginx, '/llms.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await fetchRaw(nginx, '/llms-full.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await fetchRaw(nginx, '/help-links.json')).headers['content-type']).toBe('application/json; charset=utf-8');
    const missing = await fetchRaw(nginx, '/no-such-page.md');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    // _headers says the same to static hosts.
    expect(buildFile('_headers').toString('utf8')).toContain(`/*.md\n  Content-Type: ${markdownContentType}\n`);
  });

  test("a page's URL answers with its Markdown to a request that prefers it, and with its HTML to a browser, both with Vary: Accept", async ({nginx}) => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
    for (const [urlPath, file] of [
      ['/intro', 'intro'],
      ['/release-notes/version%201.2.0', 'release-notes/version 1.2.0'],
      ['/calculation-results/calc-avraa', 'calculation-results/calc-avraa'],
    ] as const) {
      const html = await fetchRaw(nginx, urlPath, {accept: browser});
      expect(html.status, urlPath).toBe(200);
      expect(html.headers['content-type'], urlPath).toBe('text/html; charset=utf-8');
      expect(html.body.equals(buildFile(`${file}.html`)), urlPath).toBe(true);
      expect(html.headers.vary, urlPath).toMatch(/\bAccept\b(?!-)/);
      for (const accept of ['text/markdown', 'text/markdown, text/html;q=0.9, */*;q=0.8', 'text/markdown;q=0.9']) {
        const markdown = await fetchRaw(nginx, urlPath, {accept});
        expect(markdown.status, `${urlPath} ${accept}`).toBe(200);
        expect(markdown.headers['content-type'], `${urlPath} ${accept}`).toBe(markdownContentType);
        expect(markdown.body.equals(buildFile(`${file}.md`)), `${urlPath} ${accept}`).toBe(true);
        expect(markdown.headers.vary, urlPath).toMatch(/\bAccept\b(?!-)/);
      }
    }
    // HTML preferred, Markdown refused, anything: the page.
    for (const accept of ['text/html, text/markdown', 'text/markdown;q=0, text/html', '*/*', '']) {
      const answer = await fetchRaw(nginx, '/intro', accept ? {accept} : {});
      expect(answer.headers['content-type'], accept).toBe('text/html; charset=utf-8');
    }
    // Compressed as any Markdown; a page without a .md (the home page) and an unknown one as before.
    const gzipped = await fetchRaw(nginx, '/intro', {accept: 'text/markdown', 'accept-encoding': 'gzip'});
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).equals(buildFile('intro.md'))).toBe(true);
    const home = await fetchRaw(nginx, '/', {accept: 'text/markdown'});
    expect([home.status, home.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect((await fetchRaw(nginx, '/no-such-page', {accept: 'text/markdown'})).status).toBe(404);
    // The security headers and the pages' caching hold for the Markdown answer too.
    const markdown = await fetchRaw(nginx, '/intro', {accept: 'text/markdown'});
    expect(markdown.headers['x-content-type-options']).toBe('nosniff');
    expect(markdown.headers['cache-control']).toBe('no-cache');
  });

  test('/mcp reaches the MCP server: an assistant searches the guide and reads a page through nginx', async () => {
    const service = await startService(buildDir);
    const client = new Client({name: 'deploy-test', version: '1.0.0'});
    let proxy: Nginx | undefined;
    try {
      proxy = await startNginx({buildDir, mcpUpstream: new URL(service.url).origin});
      await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', proxy.url)));
      const found = (await client.callTool({name: 'search_guide', arguments: {query: 'בדמי הבראה'}})).structuredContent as GuideSearchAnswer;
      expect(new URL(found.hits[0]!.url).pathname).toBe('/calculation-results/calc-avraa');
      const page = await client.callTool({name: 'get_page', arguments: {route: '/intro'}});
      expect((page.content as {text: string}[])[0]!.text).toBe(buildFile('intro.md').toString('utf8'));
    } finally {
      await client.close();
      await proxy?.stop();
      await service.stop();
    }
  });

  test('the deployment files in the build folder are not served', async ({nginx}) => {
    expect(existsSync(path.join(buildDir, '_headers'))).toBe(true);
    for (const urlPath of ['/_headers', '/nginx-security-headers.conf']) {
      expect((await fetchRaw(nginx, urlPath)).status, urlPath).toBe(404);
    }
  });
});

test.describe('headers', () => {
  const samples = ['/', '/intro', '/no/such', builtAsset('assets/js', /^main\.[0-9a-f]+\.js$/), '/img/logo.svg'];

  test('every answer carries the security headers', async ({nginx}) => {
    for (const urlPath of samples) {
      const {headers} = await fetchRaw(nginx, urlPath);
      expect(headers['content-security-policy'], urlPath).toBeTruthy();
      expect(headers['strict-transport-security'], urlPath).toMatch(/^max-age=(\d+); includeSubDomains$/);
      expect(Number(/max-age=(\d+)/.exec(String(headers['strict-transport-security']))![1])).toBeGreaterThanOrEqual(31536000);
      expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
      expect(headers['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], urlPath).toBe('DENY');
      const permissions = String(headers['permissions-policy']).split(', ');
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions, urlPath).toContain(`${feature}=()`);
      }
    }
  });

  test('the CSP allows this site and the inline scripts of its pages, nothing else', async ({nginx}) => {
    for (const urlPath of ['/', '/intro', '/markdown-page', '/no/such']) {
      const answer = await fetchRaw(nginx, urlPath);
      const policy = directives(String(answer.headers['content-security-policy']));
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      const scripts = policy.get('script-src')!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      const hashes = inlineScriptHashes(answer.body.toString('utf8'));
      expect(hashes.length, urlPath).toBeGreaterThan(0);
      for (const hash of hashes) {
        expect(scripts, `${urlPath}: inline script ${hash}`).toContain(hash);
      }
      // Third parties only when configured at build time.
      const text = [...policy.values()].flat().join(' ');
      expect(text.includes('googletagmanager.com')).toBe(Boolean(process.env.GTAG_TRACKING_ID?.trim()));
      // Algolia's own hosts, unless a self-hosted server (ALGOLIA_HOST) answers instead.
      expect(text.includes('-dsn.algolia.net')).toBe(Boolean(process.env.ALGOLIA_APP_ID?.trim()) && !process.env.ALGOLIA_HOST?.trim());
    }
  });
});

test.describe('caching', () => {
  test('hashed assets are immutable for a year', async ({nginx}) => {
    const assets = [builtAsset('assets/js', /^main\.[0-9a-f]+\.js$/), builtAsset('assets/js', /^runtime~main\.[0-9a-f]+\.js$/), builtAsset('assets/css', /^styles\.[0-9a-f]+\.css$/)];
    for (const urlPath of assets) {
      const answer = await fetchRaw(nginx, urlPath);
      expect(answer.status, urlPath).toBe(200);
      const cacheControl = String(answer.headers['cache-control']);
      expect(cacheControl, urlPath).toContain('immutable');
      expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1]), urlPath).toBeGreaterThanOrEqual(31536000);
    }
  });

  test('pages, the 404 page and unknown files are revalidated on every visit', async ({nginx}) => {
    for (const urlPath of ['/', '/intro', '/release-notes/version%201.2.0', '/no/such', '/sitemap.xml']) {
      expect((await fetchRaw(nginx, urlPath)).headers['cache-control'], urlPath).toBe('no-cache');
    }
  });

  test('illustrations, fonts and the search index follow the rules of _headers', async ({nginx}) => {
    const font = readdirSync(path.join(buildDir, 'fonts')).find((file) => file.endsWith('.woff2'));
    // The split index: its entry, and one term shard and one text file it names (content-hashed, immutable).
    const shards = ['t', 'd'].map((dir) => `/search/${dir}/${readdirSync(path.join(buildDir, 'search', dir))[0]}`);
    for (const urlPath of ['/img/logo.svg', `/fonts/${font}`, '/search/index.json', ...shards]) {
      const answer = await fetchRaw(nginx, urlPath);
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers['cache-control'], urlPath).toBe(cacheControlFor(urlPath));
      expect(cacheControlFor(urlPath), urlPath).not.toBe('no-cache');
    }
  });
});

test.describe('compression', () => {
  const kinds = [
    {kind: 'HTML', urlPath: '/intro', file: 'intro.html', type: /^text\/html/},
    {kind: 'JavaScript', urlPath: builtAsset('assets/js', /^main\.[0-9a-f]+\.js$/), type: /javascript/},
    {kind: 'CSS', urlPath: builtAsset('assets/css', /^styles\.[0-9a-f]+\.css$/), type: /^text\/css/},
  ];
  for (const {kind, urlPath, file, type} of kinds) {
    test(`${kind} is sent as its precompressed gzip copy to a client that accepts it, plain to one that does not`, async ({nginx}) => {
      const original = buildFile(file ?? urlPath.slice(1));
      const gzipped = await fetchRaw(nginx, urlPath, {'Accept-Encoding': 'gzip'});
      expect(gzipped.headers['content-type']).toMatch(type);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      // Pages also vary by Accept: their Markdown answers a request that prefers it.
      expect(gzipped.headers.vary).toBe(kind === 'HTML' ? 'Accept-Encoding, Accept' : 'Accept-Encoding');
      expect(gzipped.body.length).toBeLessThan(original.length / 2);
      expect(gunzipSync(gzipped.body).equals(original)).toBe(true);
      // gzip_static: the build's .gz copy (src/plugins/precompress), compressed once at level 9.
      expect(gzipped.body.equals(buildFile(`${file ?? urlPath.slice(1)}.gz`))).toBe(true);
      const plain = await fetchRaw(nginx, urlPath);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.equals(original)).toBe(true);
    });
  }
});

test.describe('in Chromium, under the CSP', () => {
  test('pages render and hydrate, links navigate in the page, the search modal opens: no violation', async ({page}) => {
    const violations = await recordViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('המדריך למשתמש של בודק השכר');
    // Client-side navigation keeps the window: a marker survives it, a full reload would not.
    await page.evaluate(() => Object.assign(window, {stayedInPage: true}));
    await page.locator('.navbar').getByRole('link', {name: 'המדריך', exact: true}).click();
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.locator('h1')).toHaveText('מבוא');
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/intro$/);
    await expect(page.locator('article h1')).toBeVisible();
    await page
      .locator('footer')
      .getByRole('link', {name: /^מה חדש בגרסה/})
      .click();
    await expect(page).toHaveURL(/\/release-notes\/version%201\.2\.0$/);
    await expect(page.locator('h1')).toHaveText(/1\.2\.0/);
    expect(await page.evaluate(() => (window as unknown as {stayedInPage?: boolean}).stayedInPage)).toBe(true);

    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Modal .DocSearch-Input');
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test("the copy button fetches the page's Markdown, the feedback answers and /print renders: no violation", async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const violations = await recordViolations(page);
    await page.goto('/release-notes/version%201.2.0');
    await hydrated(page);
    await page.getByRole('button', {name: 'העתקת הדף כ-Markdown'}).click();
    await expect(page.getByRole('status').filter({hasText: 'הדף הועתק'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(buildFile('release-notes/version 1.2.0.md').toString('utf8'));
    await page.getByRole('region', {name: 'האם הדף עזר לכם?'}).getByRole('button', {name: 'כן'}).click();
    await expect(page.getByRole('link', {name: 'כתיבה לצוות התמיכה'})).toBeVisible();
    await page.goto('/print');
    await hydrated(page);
    await expect(page.locator('article > h1').first()).toHaveText('מבוא');
    expect(violations).toEqual([]);
  });

  test('style attributes of the rendered pages apply (code colours)', async ({page}) => {
    const violations = await recordViolations(page);
    await page.goto('/markdown-page');
    await hydrated(page);
    const token = page.locator('.prism-code span[style*="color"]').first();
    await expect(token).toBeAttached();
    const {declared, computed} = await token.evaluate((element) => ({
      declared: /color:\s*([^;]+)/.exec(element.getAttribute('style') ?? '')?.[1]?.trim(),
      computed: getComputedStyle(element).color,
    }));
    expect(computed).toBe(declared);
    expect(violations).toEqual([]);
  });

  test.describe('the /search page before its code has run', () => {
    // The page's scripts are held back: the browser logs each one it could not load.
    test.use({allowConsoleErrors: true});

    test('its heading names the query, written by its inline script: no violation', async ({page}) => {
      const violations = await recordViolations(page);
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto(`/search?q=${encodeURIComponent('חופשה')}`);
      await expect(page.getByRole('heading', {level: 1})).toHaveText('תוצאות החיפוש עבור "חופשה"');
      expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated)).not.toBe('true');
      expect(violations).toEqual([]);
    });
  });

  test.describe('the 404 page', () => {
    // The browser logs the 404 status of the page itself.
    test.use({allowConsoleErrors: true});

    test('renders and hydrates with no violation', async ({page, consoleErrors}) => {
      const violations = await recordViolations(page);
      const response = await page.goto('/no/such');
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText('הדף לא נמצא');
      expect(violations).toEqual([]);
      expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    });
  });

  test.describe('an injected script', () => {
    // Chromium logs the refusal.
    test.use({allowConsoleErrors: true});

    test('does not run, and the refusal is reported', async ({page, consoleErrors}) => {
      const violations = await recordViolations(page);
      await page.goto('/intro');
      await hydrated(page);
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injectedScriptRan = true';
        document.head.append(script);
        const image = document.createElement('img');
        image.setAttribute('onerror', 'window.injectedHandlerRan = true');
        image.src = '/no-such-image.png';
        document.body.append(image);
      });
      await expect.poll(() => violations.length).toBe(2);
      expect(violations.map(({directive}) => directive).sort()).toEqual(['script-src-attr', 'script-src-elem']);
      expect(await page.evaluate(() => Object.keys(window).filter((key) => key.startsWith('injected')))).toEqual([]);
      expect(consoleErrors.filter((error) => error.includes('Content Security Policy')).length).toBe(2);
    });
  });
});
