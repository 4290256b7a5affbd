import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isPlainClick, routerPath, type LinkFacts} from './links';

const page = new URL('https://docs.example.com/calculation-results/calc-mahala');

function link(href: string | null, options: Partial<LinkFacts> = {}): LinkFacts {
  return {href, resolved: href === null ? '' : new URL(href, page).href, target: '', download: false, ...options};
}

test('a link to another page of the guide goes through the router, with its query and hash', () => {
  assert.equal(routerPath(link('/intro'), page), '/intro');
  assert.equal(routerPath(link('/release-notes/version%201.2.0#חדש'), page), '/release-notes/version%201.2.0#%D7%97%D7%93%D7%A9');
  assert.equal(routerPath(link('calc-hufsha?x=1'), page), '/calculation-results/calc-hufsha?x=1');
  assert.equal(routerPath(link('/intro', {target: '_self'}), page), '/intro');
});

test('the browser follows links to other sites, mail and phone, this page’s headings, new tabs and downloads', () => {
  assert.equal(routerPath(link('https://www.example.com/pricing', {target: '_blank'}), page), undefined);
  assert.equal(routerPath(link('https://www.example.com/pricing'), page), undefined);
  assert.equal(routerPath(link('//www.example.com/'), page), undefined);
  assert.equal(routerPath(link('mailto:support@example.com'), page), undefined);
  assert.equal(routerPath(link('tel:+972500000000'), page), undefined);
  assert.equal(routerPath(link('#שעות-נוספות'), page), undefined);
  assert.equal(routerPath(link('/intro', {target: '_blank'}), page), undefined);
  assert.equal(routerPath(link('/assets/files/report.pdf', {download: true}), page), undefined);
  assert.equal(routerPath(link(null), page), undefined);
});

test('only a plain click of the main button opens the link in place', () => {
  const click = {button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false};
  assert.equal(isPlainClick(click), true);
  assert.equal(isPlainClick({...click, ctrlKey: true}), false);
  assert.equal(isPlainClick({...click, metaKey: true}), false);
  assert.equal(isPlainClick({...click, shiftKey: true}), false);
  assert.equal(isPlainClick({...click, altKey: true}), false);
  assert.equal(isPlainClick({...click, button: 1}), false);
  assert.equal(isPlainClick({...click, defaultPrevented: true}), false);
});
