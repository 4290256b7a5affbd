import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, openZoom} from './fixtures';
import {expectReflow, headingProblems, imageProblems, linkProblems} from './page-structure';
import {axeViolations} from './axe';

// Every page's structure is checked on its load in every-page.spec.ts, the not-found page's too;
// here the checks' own controls (axe's, the structure's, the reflow's), and motion.

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

// The checks' own controls in a page: what they must report, they report, and the audit leaves out
// the region it is told to.
test('the audit finds an image without a text alternative and faint text, and skips what it is told to; the reflow check finds a block wider than the narrowed window', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.emulateMedia({colorScheme: 'light'});
  await page.goto('/intro');
  await hydrated(page);
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    document.querySelector('article')!.insertAdjacentHTML('beforeend', '<img id="planted-image" src="/img/logo.svg"><p id="planted-faint" style="color: #c8c8c8; background: #fff">טקסט חיוור</p>');
    document.querySelector('.theme-doc-sidebar-container')!.insertAdjacentHTML('beforeend', '<img id="planted-in-sidebar" src="/img/logo.svg">');
  });
  const found = await axeViolations(page);
  expect(found.find((line) => line.startsWith('image-alt [critical] #planted-image'))).toBeDefined();
  expect(found.find((line) => line.startsWith('color-contrast [serious] #planted-faint'))).toBeDefined();
  expect(found.find((line) => line.startsWith('image-alt [critical] #planted-in-sidebar'))).toBeDefined();
  const outsideSidebar = await axeViolations(page, {exclude: ['.theme-doc-sidebar-container']});
  expect(outsideSidebar.map((line) => line.split('\n')[0])).toEqual(found.map((line) => line.split('\n')[0]).filter((line) => !line.includes('#planted-in-sidebar')));

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

  test('with reduced motion the zoom is all but instant and the navbar does not animate; without it both animate', async ({page}) => {
    const reduced = await motion(page, 'reduce');
    expect(reduced.zoom).toBeLessThanOrEqual(0.001);
    expect(reduced.navbar).toBe(0);
    const animated = await motion(page, 'no-preference');
    expect(animated.zoom).toBeCloseTo(0.3);
    expect(animated.navbar).toBeGreaterThan(0);
  });
});
