import {readFileSync} from 'node:fs';
import {createSlugger} from '@docusaurus/utils';
import {test, expect, hydrated} from './fixtures';
import {helpTargets} from '../../src/plugins/help-links/targets';

// The product's "?" buttons open the guide through build/help-links.json (src/plugins/help-links).
// That every link's heading is in its page, with its former Hebrew anchor right before it, is read
// from the built HTML (scripts/check-static-pages.ts, a step of npm test); here a browser follows
// links of the first and the last screen, as a reader's click does, both ways.

type HelpLink = {screen: string; page: string; heading: string; url: string};

const published = JSON.parse(readFileSync('build/help-links.json', 'utf8')) as {version: string; links: HelpLink[]};

test('help-links.json is served and lists every target of the typed list', async ({request}) => {
  const response = await request.get('/help-links.json');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual(published);
  expect(published.links.map((link) => [link.screen, link.heading])).toEqual(helpTargets.map((target) => [target.screen, target.heading]));
});

test("a help link opens its heading on screen, and so does the heading's former Hebrew anchor", async ({page}) => {
  for (const link of [published.links[0]!, published.links.at(-1)!]) {
    const url = new URL(link.url);
    await page.goto(url.pathname + url.hash);
    await hydrated(page);
    const heading = page.locator(`article :is(h2, h3)[id="${link.heading}"]`);
    await expect(heading, link.url).toBeInViewport();
    // The anchor the heading had before its Latin id: the slug of its text.
    const hebrew = createSlugger().slug((await heading.innerText()).replace(/\u200B/g, '').trim());
    await page.goto('/intro');
    await page.goto(`${url.pathname}#${encodeURIComponent(hebrew)}`);
    await hydrated(page);
    await expect.soft(heading, `${link.screen}: ${url.pathname}#${hebrew}`).toBeInViewport();
    await expect.soft(page.locator(`[id="${hebrew}"]`), `${link.screen}: the element with the id ${hebrew}`).toHaveCount(1);
  }
});
