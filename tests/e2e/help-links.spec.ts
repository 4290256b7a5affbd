import {readFileSync} from 'node:fs';
import {createSlugger} from '@docusaurus/utils';
import {test, expect, hydrated} from './fixtures';
import {helpTargets} from '../../src/plugins/help-links/targets';

// The product's "?" buttons open the guide through build/help-links.json (src/plugins/help-links).

type HelpLink = {screen: string; page: string; heading: string; url: string};

const published = JSON.parse(readFileSync('build/help-links.json', 'utf8')) as {version: string; links: HelpLink[]};

test('help-links.json is served and lists every target of the typed list', async ({request}) => {
  const response = await request.get('/help-links.json');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(published);
  expect(published.links.map((link) => [link.screen, link.heading])).toEqual(helpTargets.map((target) => [target.screen, target.heading]));
});

for (const link of published.links) {
  test(`help link ${link.screen} opens its heading, and the heading's Hebrew anchor still does`, async ({page}) => {
    const url = new URL(link.url);
    await page.goto(url.pathname + url.hash);
    await hydrated(page);
    const heading = page.locator(`article :is(h2, h3)[id="${link.heading}"]`);
    await expect(heading).toBeInViewport();
    // The anchor the heading had before its Latin id: the slug of its text.
    const hebrew = createSlugger().slug((await heading.innerText()).replace(/\u200B/g, '').trim());
    expect(hebrew).toMatch(/[\u05D0-\u05EA]/);
    await page.goto('/intro');
    await page.goto(`${url.pathname}#${encodeURIComponent(hebrew)}`);
    await hydrated(page);
    await expect(heading).toBeInViewport();
    await expect(page.locator(`[id="${hebrew}"]`)).toHaveCount(1);
  });
}
