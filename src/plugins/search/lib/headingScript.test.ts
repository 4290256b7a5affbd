import {test} from 'node:test';
import assert from 'node:assert/strict';
import {runInNewContext} from 'node:vm';
import {headingScript} from './headingScript';

/** Runs the script in a page at `search` (the address's query string), returning the heading's text. */
function run(search: string, script = headingScript('תוצאות החיפוש עבור "{query}"', '{query}')): string {
  const heading = {textContent: 'חיפוש במדריך'};
  runInNewContext(script, {document: {currentScript: {previousElementSibling: heading}}, location: {search}, URLSearchParams});
  return heading.textContent;
}

test('the heading names the query of the address, as the page would', () => {
  assert.equal(run(`?q=${encodeURIComponent('חופשה שנתית')}`), 'תוצאות החיפוש עבור "חופשה שנתית"');
});

test('a query is text, never markup; "$&" and quotes stay as typed', () => {
  assert.equal(run(`?q=${encodeURIComponent('<img src=x onerror=alert(1)> $& "')}`), 'תוצאות החיפוש עבור "<img src=x onerror=alert(1)> $& ""');
});

test("no query, or one past the field's limit, leaves the heading to the page", () => {
  assert.equal(run(''), 'חיפוש במדריך');
  assert.equal(run('?q='), 'חיפוש במדריך');
  assert.equal(run(`?q=${'א'.repeat(65)}`), 'חיפוש במדריך');
  assert.equal(run(`?q=${'א'.repeat(64)}`), `תוצאות החיפוש עבור "${'א'.repeat(64)}"`);
});
