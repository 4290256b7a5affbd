import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {merge} from 'webpack-merge';
import {markdownFirst, markdownMiddleware} from './devServer';

/** A server that runs the middleware, then answers 404 "next" as the dev server's later handlers would. */
async function serve(files: Map<string, string>, asked: string[]): Promise<{url: string; server: Server}> {
  const middleware = markdownMiddleware(async () => {
    asked.push('files');
    return files;
  });
  const server = createServer((request, response) =>
    middleware(request, response, (error) => {
      response.statusCode = error ? 500 : 404;
      response.end(error ? 'error' : 'next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server};
}

test("under npm start, a page's .md and llms.txt are served from the sources with their content types; other paths go on", async () => {
  const asked: string[] = [];
  const files = new Map([
    ['/intro.md', '# מבוא\n'],
    ['/release-notes/version 1.2.0.md', '# מה חדש\n'],
    ['/llms.txt', '# המדריך\n'],
  ]);
  const {url, server} = await serve(files, asked);
  try {
    const intro = await fetch(`${url}/intro.md`);
    assert.equal(intro.status, 200);
    assert.equal(intro.headers.get('content-type'), 'text/markdown; charset=utf-8');
    assert.equal(await intro.text(), '# מבוא\n');
    // The route with a space comes percent-encoded, as the copy button fetches it.
    const release = await fetch(`${url}/release-notes/version%201.2.0.md`);
    assert.equal(await release.text(), '# מה חדש\n');
    const llms = await fetch(`${url}/llms.txt`);
    assert.equal(llms.headers.get('content-type'), 'text/plain; charset=utf-8');
    const head = await fetch(`${url}/intro.md`, {method: 'HEAD'});
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-length'), String(Buffer.byteLength('# מבוא\n')));

    const before = asked.length;
    assert.equal(await (await fetch(`${url}/intro`)).text(), 'next', "a page route is the dev server's");
    assert.equal(await (await fetch(`${url}/img/x.svg`)).text(), 'next');
    assert.equal(asked.length, before, 'paths that cannot be Markdown do not compute the guide');
    assert.equal(await (await fetch(`${url}/missing.md`)).text(), 'next', 'an unknown .md goes on to the dev server');
    assert.equal(await (await fetch(`${url}/intro.md`, {method: 'POST'})).text(), 'next');
  } finally {
    server.close();
  }
});

test('a failure to compute the Markdown is passed on to the dev server as an error, not swallowed', async () => {
  const middleware = markdownMiddleware(async () => {
    throw new Error('parse error');
  });
  const passed = await new Promise<unknown>((resolve) => middleware({method: 'GET', url: '/intro.md'} as never, {} as never, resolve));
  assert.match(String(passed), /parse error/);
});

test("merged as Docusaurus merges a plugin's devServer, the middleware comes first and nothing is doubled", () => {
  const docusaurus = {
    setupMiddlewares: (middlewares: object[]) => {
      middlewares.unshift({name: 'eval-source-map'});
      return middlewares;
    },
  };
  const middleware = markdownMiddleware(async () => new Map());
  const merged = merge([docusaurus, {setupMiddlewares: markdownFirst(middleware)}]);
  const result = merged.setupMiddlewares([{name: 'webpack-dev-middleware'}, {name: 'connect-history-api-fallback'}]) as {name: string}[];
  assert.deepEqual(
    result.map(({name}) => name),
    ['markdown-export', 'eval-source-map', 'webpack-dev-middleware', 'connect-history-api-fallback'],
  );
});
