import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cacheControlFor, cacheRules, defaultCacheControl, headersFile, markdownContentType, nginxHeaders, securityHeaders} from './headers.ts';

const csp = "default-src 'self'; script-src 'self' 'sha256-abc+/='; frame-ancestors 'none'";

test('every response carries CSP, HSTS, nosniff, the referrer policy, the permissions policy and frame denial', () => {
  const headers = new Map(securityHeaders(csp).map(({name, value}) => [name, value]));
  assert.equal(headers.get('Content-Security-Policy'), csp);
  assert.match(headers.get('Strict-Transport-Security')!, /^max-age=(\d+); includeSubDomains$/);
  assert.ok(Number(/max-age=(\d+)/.exec(headers.get('Strict-Transport-Security')!)![1]) >= 31536000);
  assert.equal(headers.get('X-Content-Type-Options'), 'nosniff');
  assert.equal(headers.get('Referrer-Policy'), 'strict-origin-when-cross-origin');
  assert.equal(headers.get('X-Frame-Options'), 'DENY');
  const permissions = headers.get('Permissions-Policy')!.split(', ');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    assert.ok(permissions.includes(`${feature}=()`), feature);
  }
  // The copy button of code blocks writes to the clipboard.
  assert.ok(!permissions.some((entry) => entry.startsWith('clipboard-write')));
});

test('hashed assets are immutable for a year, the rest revalidates', () => {
  assert.equal(cacheControlFor('/assets/js/main.e96b7fa7.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/img/logo.svg'), 'public, max-age=604800');
  assert.equal(cacheControlFor('/fonts/heebo-hebrew.woff2'), 'public, max-age=604800');
  assert.match(cacheControlFor('/search/index.json'), /^public, max-age=300\b/);
  assert.equal(cacheControlFor('/search/t/AbC-12_xyz09.json'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/search/d/AbC-12_xyz09.json'), 'public, max-age=31536000, immutable');
  for (const page of ['/', '/intro', '/intro.html', '/release-notes/version 1.2.0', '/assets', '/search/records.json', '/imgx/a.svg']) {
    assert.equal(cacheControlFor(page), defaultCacheControl, page);
  }
  assert.equal(defaultCacheControl, 'no-cache');
});

test('_headers: the security headers on every path, then one Cache-Control rule per kind of file', () => {
  const text = headersFile(securityHeaders(csp));
  const lines = text.trimEnd().split('\n');
  assert.match(lines[0]!, /^# Generated/);
  assert.equal(lines[1], '/*');
  assert.equal(lines[2], `  Content-Security-Policy: ${csp}`);
  assert.ok(lines.includes('  X-Frame-Options: DENY'));
  for (const rule of cacheRules) {
    const at = lines.indexOf(rule.path);
    assert.ok(at > 1, rule.path);
    assert.equal(lines[at + 1], `  Cache-Control: ${rule.cacheControl}`);
  }
  // Hosts join the values of repeated headers: the catch-all rule must not set Cache-Control.
  assert.equal(lines.filter((line) => line.includes('Cache-Control')).length, cacheRules.length);
  // The guide's Markdown, once: a host joins repeated values into a type no browser knows.
  assert.equal(lines[lines.indexOf('/*.md') + 1], `  Content-Type: ${markdownContentType}`);
  assert.equal(markdownContentType, 'text/markdown; charset=utf-8');
  assert.equal(lines.filter((line) => line.startsWith('  Content-Type:')).length, 1);
});

test('nginx: one add_header line per header, sent with error answers too', () => {
  const text = nginxHeaders(securityHeaders(csp));
  const lines = text.split('\n').filter((line) => line.startsWith('add_header'));
  assert.equal(lines.length, securityHeaders(csp).length);
  assert.equal(lines[0], `add_header Content-Security-Policy "${csp}" always;`);
  assert.ok(lines.every((line) => line.endsWith('" always;')));
});

test('a value that would break out of its line or its quotes is refused', () => {
  assert.throws(() => headersFile([{name: 'X-Test', value: 'a\n/*\n  X-Evil: 1'}]), /spans lines/);
  assert.throws(() => nginxHeaders([{name: 'X-Test', value: 'a"; add_header X-Evil "1'}]), /cannot be written/);
  assert.throws(() => nginxHeaders([{name: 'X-Test', value: '$host'}]), /cannot be written/);
  assert.throws(() => nginxHeaders([{name: 'X Test', value: 'a'}]), /cannot be written/);
});
