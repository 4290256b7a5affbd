import assert from 'node:assert/strict';
import {test} from 'node:test';
import {assistants, fetchMarkdown, markdownUrl, MarkdownUnavailableError} from './markdownFile';

const answer = (body: string, init: ResponseInit) => (async () => new Response(body, init)) as typeof fetch;

test('the Markdown is taken whatever content type the host sends it with', async () => {
  for (const type of ['text/markdown; charset=utf-8', 'application/octet-stream', 'text/plain', '']) {
    const headers = type ? {'content-type': type} : undefined;
    assert.equal(await fetchMarkdown('/intro', answer('מקור: <x>\n\n# מבוא\n', {status: 200, headers})), 'מקור: <x>\n\n# מבוא\n', type);
  }
});

test("no answer, an error status or the site's HTML in its place: the file is unavailable, and why", async () => {
  const failure = async (fetchFunction: typeof fetch) => {
    const error = await fetchMarkdown('/intro', fetchFunction).then(
      () => assert.fail('resolved'),
      (caught: unknown) => caught,
    );
    assert.ok(error instanceof MarkdownUnavailableError);
    return error.failure;
  };
  assert.deepEqual(await failure((async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch), {kind: 'network'});
  assert.deepEqual(await failure(answer('not found', {status: 404})), {kind: 'status', status: 404});
  assert.deepEqual(await failure(answer('<p>x</p>', {status: 200, headers: {'content-type': 'text/html; charset=utf-8'}})), {kind: 'html'});
  assert.deepEqual(await failure(answer('\n<!DOCTYPE html><html lang="he"></html>', {status: 200, headers: {'content-type': 'application/octet-stream'}})), {kind: 'html'});
});

test("the file asked for is the page's .md, and the assistants get its absolute address", async () => {
  let asked = '';
  await fetchMarkdown('/release-notes/version%201.2.0', (async (url: string) => ((asked = url), new Response('# x'))) as typeof fetch);
  assert.equal(asked, '/release-notes/version%201.2.0.md');
  assert.equal(markdownUrl('https://docs.example.com', '/release-notes/version%201.2.0'), 'https://docs.example.com/release-notes/version%201.2.0.md');
  const chat = new URL(assistants.chatgpt('קראו את https://d.example/a.md'));
  assert.equal(chat.origin, 'https://chatgpt.com');
  assert.equal(chat.searchParams.get('q'), 'קראו את https://d.example/a.md');
  assert.equal(new URL(assistants.claude('שאלה')).searchParams.get('q'), 'שאלה');
});
