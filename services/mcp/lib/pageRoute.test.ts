import assert from 'node:assert/strict';
import {test} from 'node:test';
import {GuideError} from './guideError';
import {maxRouteLength, pageRoute} from './pageRoute';

const site = 'https://docs.example.com';

test('a route, its .md, a trailing slash, a #heading, %-escapes or a full URL of the site all name the route', () => {
  for (const input of ['/intro', 'intro', '/intro.md', '/intro/', '/intro#מה-בודק', '/intro?x=1', `${site}/intro`, `${site}/intro.md#x`, '  /intro  ']) {
    assert.equal(pageRoute(input, site), '/intro', input);
  }
  assert.equal(pageRoute('/release-notes/version%201.2.0', site), '/release-notes/version 1.2.0');
  assert.equal(pageRoute(`${site}/release-notes/version%201.2.0.md`, site), '/release-notes/version 1.2.0');
  assert.equal(pageRoute('/release-notes/version 1.2.0', site), '/release-notes/version 1.2.0');
});

test('what cannot be a route of this guide is refused with the reason', () => {
  const refused = (input: string, reason: RegExp) =>
    assert.throws(
      () => pageRoute(input, site),
      (error: unknown) => error instanceof GuideError && reason.test(error.message),
      input,
    );
  refused('../../etc/passwd', /"\.\."/);
  refused('/intro/../../../etc/passwd', /"\.\."/);
  refused('/%2e%2e/%2e%2e/etc/passwd', /"\.\."/);
  refused('/..%2f..%2fetc%2fpasswd', /"\.\."/);
  refused('/intro%00.md', /control/);
  refused('/intro\u0000', /control/);
  refused('/a%5c..%5cb', /backslash/);
  refused('/%E0%A4%A', /broken %-escape/);
  refused('https://evil.example/intro', /not this guide's site/);
  refused('file:///etc/passwd', /not this guide's site/);
  refused('x'.repeat(maxRouteLength + 1), /at most/);
});
