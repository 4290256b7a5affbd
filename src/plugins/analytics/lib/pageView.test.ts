import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cookieDomains, eventParams, pageViewParams, sanitizedUrl} from './pageView.ts';

const origin = 'https://docs.example.org';

test('a page view of /search?q=… carries the path only: no query in the address, the title or the path', () => {
  const where = {origin, pathname: '/search', search: '?q=%D7%A9%D7%9B%D7%A8%20%D7%93%D7%A0%D7%94%20%D7%9B%D7%94%D7%9F'};
  const params = pageViewParams(where, 'תוצאות החיפוש עבור "שכר דנה כהן"', '');
  assert.deepEqual(params, {page_location: `${origin}/search`, page_path: '/search', page_title: '/search', page_referrer: ''});
  assert.doesNotMatch(JSON.stringify(params), /q=|שכר|%D7/);
});

test('a page without a query keeps its title; the hash is dropped', () => {
  assert.deepEqual(pageViewParams({origin, pathname: '/intro', search: ''}, 'מבוא | בודק השכר', ''), {
    page_location: `${origin}/intro`,
    page_path: '/intro',
    page_title: 'מבוא | בודק השכר',
    page_referrer: '',
  });
});

test('the referrer: this site without its query string, another site as its origin only', () => {
  assert.equal(pageViewParams({origin, pathname: '/intro', search: ''}, 't', `${origin}/search?q=secret#x`).page_referrer, `${origin}/search`);
  assert.equal(pageViewParams({origin, pathname: '/intro', search: ''}, 't', 'https://www.google.com/search?q=secret').page_referrer, 'https://www.google.com/');
  assert.equal(sanitizedUrl('not a url', origin), '');
  assert.equal(sanitizedUrl('javascript:alert(1)', origin), '');
});

test('event parameters: addresses lose their query, text is cut, objects are dropped', () => {
  const params = eventParams({page: '/search?q=secret', url: `${origin}/intro?x=1#top`, helpful: true, rating: 4, long: 'א'.repeat(300), nested: {q: 'secret'}, nan: Number.NaN}, origin);
  assert.deepEqual(params, {page: '/search', url: `${origin}/intro`, helpful: true, rating: 4, long: 'א'.repeat(100)});
});

test('the domains an analytics cookie may have been set on', () => {
  assert.deepEqual(cookieDomains('docs.example.co.il'), ['docs.example.co.il', 'example.co.il', 'co.il']);
  assert.deepEqual(cookieDomains('localhost'), ['localhost']);
  assert.deepEqual(cookieDomains('127.0.0.1'), ['127.0.0.1']);
});
