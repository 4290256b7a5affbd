import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {algoliaHosts, contentSecurityPolicy, inlineCodeOutsideScripts, inlineScriptHashes, inlineScripts, scriptHashSource} from './csp.ts';

const themeScript = '!function(){document.documentElement.setAttribute("data-theme","light")}()';
const page = `<!doctype html><html><head>
<script data-rh=true type=application/ld+json>{"@type":"BreadcrumbList"}</script>
<script src=/assets/js/main.js defer></script>
</head><body><script>${themeScript}</script><script type="module">import "/x.js";</script>
<script type="text/template"><p>not code</p></script></body></html>`;

/** The policy as a map from directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );
}

test('finds the inline scripts a browser runs, byte for byte, and skips data blocks and external files', () => {
  assert.deepEqual(inlineScripts(page), [themeScript, 'import "/x.js";']);
});

test('hashes a script as the browser does: SHA-256 of its UTF-8 text, in base64', () => {
  const hebrew = 'document.title="מדריך"';
  assert.equal(scriptHashSource(hebrew), `'sha256-${createHash('sha256').update(Buffer.from(hebrew, 'utf8')).digest('base64')}'`);
  // The well-known hash of the empty script.
  assert.equal(scriptHashSource(''), "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
});

test('lists each distinct inline script once across pages, sorted', () => {
  const other = `<html><body><script>${themeScript}</script><script>console.log(1)</script></body></html>`;
  const hashes = inlineScriptHashes([page, other, page]);
  assert.equal(hashes.length, 3);
  assert.deepEqual(hashes, [...hashes].sort());
  assert.ok(hashes.includes(scriptHashSource(themeScript)));
});

test('reports event-handler attributes and javascript: URLs, which no hash can allow', () => {
  const html = '<div><img src=x onerror="alert(1)"><a href=" JavaScript:alert(2)">x</a><a href="/intro#onload">ok</a><button type=button>b</button></div>';
  assert.deepEqual(inlineCodeOutsideScripts(html), ['<img onerror="alert(1)">', '<a href=" JavaScript:alert(2)">']);
  assert.deepEqual(inlineCodeOutsideScripts(page), []);
});

test('a site without third parties allows only itself, plus the inline scripts by hash', () => {
  const hash = scriptHashSource(themeScript);
  const policy = directives(contentSecurityPolicy([hash], {analytics: false}));
  assert.deepEqual(policy.get('default-src'), ["'self'"]);
  assert.deepEqual(policy.get('script-src'), ["'self'", hash]);
  assert.deepEqual(policy.get('connect-src'), ["'self'"]);
  assert.deepEqual(policy.get('img-src'), ["'self'", 'data:']);
  assert.deepEqual(policy.get('font-src'), ["'self'"]);
  assert.deepEqual(policy.get('object-src'), ["'none'"]);
  assert.deepEqual(policy.get('base-uri'), ["'self'"]);
  assert.deepEqual(policy.get('form-action'), ["'self'"]);
  assert.deepEqual(policy.get('frame-ancestors'), ["'none'"]);
  const text = [...policy.values()].flat().join(' ');
  assert.doesNotMatch(text, /google|algolia|\*/);
  assert.deepEqual(policy.get('style-src'), ["'self'", "'unsafe-inline'"]);
  assert.ok(!policy.get('script-src')!.includes("'unsafe-inline'"));
  assert.ok(!text.includes("'unsafe-eval'"));
});

test('Google Analytics adds its script, beacon and image hosts only when it is on', () => {
  const policy = directives(contentSecurityPolicy([], {analytics: true}));
  assert.deepEqual(policy.get('script-src'), ["'self'", 'https://www.googletagmanager.com']);
  assert.ok(policy.get('connect-src')!.includes('https://*.google-analytics.com'));
  assert.ok(policy.get('connect-src')!.includes('https://*.analytics.google.com'));
  assert.ok(policy.get('img-src')!.includes('https://*.google-analytics.com'));
  assert.doesNotMatch(contentSecurityPolicy([], {analytics: true}), /algolia/);
});

test("Algolia adds the application's read hosts, and the insights host when click analytics is on", () => {
  const policy = directives(contentSecurityPolicy([], {analytics: false, algolia: {appId: 'ABC123XYZ', insights: true}}));
  assert.deepEqual(policy.get('connect-src'), [
    "'self'",
    'https://ABC123XYZ-dsn.algolia.net',
    'https://ABC123XYZ-1.algolianet.com',
    'https://ABC123XYZ-2.algolianet.com',
    'https://ABC123XYZ-3.algolianet.com',
    'https://insights.algolia.io',
  ]);
  assert.deepEqual(policy.get('script-src'), ["'self'"]);
  assert.ok(!algoliaHosts({appId: 'ABC123XYZ', insights: false}).includes('https://insights.algolia.io'));
});

test("a self-hosted search server replaces Algolia's hosts", () => {
  const policy = directives(contentSecurityPolicy([], {analytics: false, algolia: {appId: 'ABC', insights: false, host: 'http://127.0.0.1:8108'}}));
  assert.deepEqual(policy.get('connect-src'), ["'self'", 'http://127.0.0.1:8108']);
  assert.throws(() => algoliaHosts({appId: 'ABC', insights: false, host: 'https://a.example; script-src *'}), /http\(s\) origin/);
});

test('an application id that could smuggle another source or directive into the policy is refused', () => {
  for (const appId of ['', 'ABC; script-src *', 'ABC https://evil.example', 'ABC"', 'אבג']) {
    assert.throws(() => algoliaHosts({appId, insights: false}), /letters and digits/);
  }
});

test("the feedback service's origin joins connect-src only when it is set, and nothing else widens", () => {
  const policy = directives(contentSecurityPolicy([], {analytics: false, feedback: 'https://feedback.example.com'}));
  assert.deepEqual(policy.get('connect-src'), ["'self'", 'https://feedback.example.com']);
  assert.deepEqual(policy.get('script-src'), ["'self'"]);
  assert.doesNotMatch(contentSecurityPolicy([], {analytics: false}), /feedback/);
  assert.throws(() => contentSecurityPolicy([], {analytics: false, feedback: 'https://a.example; script-src *'}), /http\(s\) origin/);
});
