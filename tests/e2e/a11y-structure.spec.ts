import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, openZoom} from './fixtures';
import {expectReflow, expectStructure, headingProblems, imageProblems, linkProblems} from './page-structure';

// Every page's structure is checked on its load in every-page.spec.ts; here the not-found page's,
// the checks' own controls, and motion.

test.describe('not found', () => {
  // The browser logs the 404 status of the page itself.
  test.use({allowConsoleErrors: true});

  test('the 404 page has the same structure and reflows', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await hydrated(page);
    await expectStructure(page, '404');
    await expectReflow(page, '404', 320);
  });
});

test('the structure checks find what they look for', () => {
  expect(
    headingProblems([
      {level: 1, text: 'a'},
      {level: 3, text: 'b'},
    ]),
  ).toHaveLength(1);
  expect(headingProblems([{level: 2, text: 'a'}])).toHaveLength(2);
  expect(
    headingProblems([
      {level: 1, text: 'a'},
      {level: 2, text: 'b'},
      {level: 3, text: 'c'},
      {level: 2, text: 'd'},
    ]),
  ).toEqual([]);
  expect(
    linkProblems([
      {name: 'לחצו כאן', href: '/a', inContent: true},
      {name: '', href: '/b', inContent: false},
    ]),
  ).toHaveLength(2);
  expect(
    linkProblems([
      {name: 'מבוא', href: '/intro', inContent: false},
      {name: 'מבוא', href: '/other', inContent: false},
    ]),
  ).toHaveLength(1);
  expect(
    linkProblems([
      {name: 'מבוא', href: '/intro', inContent: false},
      {name: 'מבוא', href: '/other', inContent: true},
    ]),
  ).toEqual([]);
  expect(
    imageProblems([
      {src: 'a.svg', alt: 'drawing', inContent: true},
      {src: 'b.svg', alt: '', inContent: true},
      {src: 'c.svg', alt: null, inContent: false},
    ]),
  ).toHaveLength(3);
  expect(
    imageProblems([
      {src: 'logo.svg', alt: '', inContent: false},
      {src: 'a.svg', alt: 'תרשים', inContent: true},
    ]),
  ).toEqual([]);
});

test('the reflow check finds a block wider than the narrowed window', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/intro');
  await hydrated(page);
  await expectReflow(page, '/intro', 640);
  await page.evaluate(() => document.querySelector('article')!.insertAdjacentHTML('beforeend', '<p id="planted-wide" style="width: 900px">טקסט רחב</p>'));
  await expect(expectReflow(page, '/intro with a planted block', 640, {timeout: 2000})).rejects.toThrow(/wider than the window/);
});

test.describe('reduced motion', () => {
  /** The zoom's transition and the navbar's, as computed while an image is zoomed. */
  async function motion(page: Page, reducedMotion: 'reduce' | 'no-preference'): Promise<{zoom: number; navbar: number}> {
    await page.emulateMedia({reducedMotion});
    await page.goto('/intro');
    await hydrated(page);
    const image: Locator = page.locator('.markdown img').first();
    await expect(image).toHaveClass(/medium-zoom-image/);
    await openZoom(image);
    return page.evaluate(() => {
      const seconds = (element: Element | null) => parseFloat(getComputedStyle(element!).transitionDuration) || 0;
      return {
        zoom: Math.max(seconds(document.querySelector('.medium-zoom-overlay')), seconds(document.querySelector('.medium-zoom-image--opened'))),
        navbar: seconds(document.querySelector('nav.navbar')),
      };
    });
  }

  test('with reduced motion the zoom is all but instant and the navbar does not animate', async ({page}) => {
    const reduced = await motion(page, 'reduce');
    expect(reduced.zoom).toBeLessThanOrEqual(0.001);
    expect(reduced.navbar).toBe(0);
  });

  test('without it both animate', async ({page}) => {
    const animated = await motion(page, 'no-preference');
    expect(animated.zoom).toBeCloseTo(0.3);
    expect(animated.navbar).toBeGreaterThan(0);
  });
});
