import type {Locator, Page} from '@playwright/test';
import {test, expect, followNextLink, hydrated, openZoom} from './fixtures';
import {expectNoViolations} from './axe';

/**
 * Starts timing, in the page, the attachment of the zoom to the next page's first content image:
 * from the moment that image is in the document (the route change) to the moment medium-zoom has it.
 */
async function timeNextAttachment(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const previous = new Set(Array.from(document.querySelectorAll('.markdown img')));
    (window as {attachment?: Promise<number>}).attachment = new Promise<number>((resolve) => {
      let shown = 0;
      const observer = new MutationObserver(() => {
        const image = Array.from(document.querySelectorAll('.markdown img')).find((candidate) => !previous.has(candidate));
        if (!image) return;
        shown ||= performance.now();
        if (image.classList.contains('medium-zoom-image')) {
          observer.disconnect();
          resolve(performance.now() - shown);
        }
      });
      observer.observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['class']});
    });
  });
  return () => page.evaluate(() => (window as {attachment?: Promise<number>}).attachment!);
}

/** The first picture of the article, once the zoom has attached to it (scrolled into view: the zoom attaches once it is near). */
async function zoomableImage(page: Page): Promise<Locator> {
  const image = page.locator('.markdown img').first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveClass(/medium-zoom-image/);
  return image;
}

/** The overlay behind an open picture. */
const overlayOf = (page: Page): Locator => page.locator('.medium-zoom-overlay');

test.describe('image zoom', () => {
  test('opens a content image once, closes on Escape and once the page scrolls more than 40 px', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    const image = await zoomableImage(page);
    await openZoom(image);
    const overlay = overlayOf(page);
    await expect(overlay).toHaveCount(1);
    await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(1);
    const background = await overlay.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgba(255, 255, 255, 0.96)');
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);

    // The zoom closes once the page has scrolled 40 px from where it opened, not before.
    await openZoom(image);
    await expect(overlay).toHaveCount(1);
    const start = await page.evaluate(() => window.scrollY);
    const scrolled = async () => (await page.evaluate(() => window.scrollY)) - start;
    await page.mouse.wheel(0, 30);
    await expect.poll(scrolled).toBe(30);
    // Longer than the zoom's 300 ms transition: a close would have run by now.
    await page.waitForTimeout(500);
    await expect(overlay).toHaveCount(1);
    await page.mouse.wheel(0, 20);
    await expect.poll(scrolled).toBe(50);
    await expect(overlay).toHaveCount(0);
    // Closing takes the zoom's history step back off, and the page stays where the reader scrolled it.
    await expect.poll(() => page.evaluate(() => JSON.stringify(history.state))).not.toContain('siteImageZoom');
    expect(await scrolled()).toBe(50);
  });

  // The upper bound leaves room for a busy machine's late timer; a doubled delay still fails.
  test('attaches one second after the route change, not at 0.8 s, and by 1.9 s', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    // The first page's images are zoomable: medium-zoom's code is in, only the delay is left.
    await expect(page.locator('.markdown img').first()).toHaveClass(/medium-zoom-image/);
    const attachment = await timeNextAttachment(page);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/intro$/);
    const delay = await attachment();
    expect(delay).toBeGreaterThanOrEqual(800);
    expect(delay).toBeLessThanOrEqual(1900);
  });

  test('follows the colour mode and re-attaches after client-side navigation', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/intro');
    await hydrated(page);
    await page.locator('.theme-doc-footer, .pagination-nav').first().waitFor();
    await followNextLink(page);
    const image = await zoomableImage(page);
    await openZoom(image);
    const overlay = overlayOf(page);
    await expect(overlay).toHaveCount(1);
    expect(await overlay.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(21, 24, 30, 0.96)');
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
  });
});

test.describe('image zoom on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  /** Where the zoomed copy is drawn, and the label size of the 800 px drawing (14 px when drawn at 800 px). */
  async function zoomedBox(page: Page): Promise<{left: number; right: number; width: number; label: number}> {
    return page.locator('img.medium-zoom-image--opened').evaluate((copy: HTMLImageElement) => {
      const {left, right, width} = copy.getBoundingClientRect();
      return {left, right, width, label: (14 * width) / copy.naturalWidth};
    });
  }

  /** One finger moved across the screen, in steps, as the touch screen reports it. */
  async function touchMove(page: Page, [x, y]: [number, number], [toX, toY]: [number, number]): Promise<void> {
    const session = await page.context().newCDPSession(page);
    const at = (step: number) => [{x: x + ((toX - x) * step) / 8, y: y + ((toY - y) * step) / 8}];
    await session.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: at(0)});
    for (let step = 1; step <= 8; step += 1) {
      await session.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: at(step)});
    }
    await session.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    await session.detach();
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`opens a screenshot whole; a tap shows it at its natural size, a finger pans it, the hint says so; it closes by Escape, a close button within a thumb's reach, or a tap beside it (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({colorScheme: scheme});
      await page.goto('/calculation-results/calc-one-month-hours');
      await hydrated(page);
      const image = await zoomableImage(page);
      await openZoom(image);
      const screen = page.viewportSize()!;
      // The whole picture, inside the screen.
      const whole = (await page.locator('img.medium-zoom-image--opened').boundingBox())!;
      expect(whole.x).toBeGreaterThanOrEqual(0);
      expect(whole.y).toBeGreaterThanOrEqual(0);
      expect(whole.x + whole.width).toBeLessThanOrEqual(screen.width);
      expect(whole.y + whole.height).toBeLessThanOrEqual(screen.height);
      expect(whole.width).toBeGreaterThan(screen.width * 0.8);
      const hint = page.locator('.site-zoom-controls__hint');
      await expect(hint).toHaveText('הקישו על התמונה כדי להגדיל אותה');

      // The close button: seen, in the lower part of the screen where a thumb reaches, 44 px or more, beside the picture.
      const close = page.getByRole('button', {name: 'סגירה', exact: true});
      await expect(close).toBeVisible();
      const button = (await close.boundingBox())!;
      expect(button.width).toBeGreaterThanOrEqual(44);
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(button.y).toBeGreaterThan(screen.height / 2);
      expect(button.y + button.height).toBeLessThanOrEqual(screen.height);
      expect(button.y).toBeGreaterThanOrEqual(whole.y + whole.height);
      await expectNoViolations(page, `on a zoomed picture shown whole in ${scheme} mode at 390 px`);

      // A tap on the picture: its natural size, wider than the screen, and the hint says to drag it.
      await page.touchscreen.tap(whole.x + whole.width / 2, whole.y + whole.height / 2);
      await expect.poll(async () => Math.round((await zoomedBox(page)).width)).toBe(800);
      const opened = await zoomedBox(page);
      expect(opened.label).toBeGreaterThanOrEqual(14);
      expect(opened.left).toBeLessThan(0);
      expect(opened.right).toBeGreaterThan(screen.width);
      await expect(hint).toHaveText('גררו כדי להזיז את התמונה');
      await expect(hint).toBeVisible();
      await expectNoViolations(page, `on a zoomed picture at its natural size in ${scheme} mode at 390 px`);

      // A finger drags it to the right: its left part comes into view, and it stays open.
      await touchMove(page, [100, 420], [250, 420]);
      await expect.poll(async () => Math.round((await zoomedBox(page)).left - opened.left)).toBe(150);
      await expect(overlayOf(page)).toHaveCount(1);

      await page.keyboard.press('Escape');
      await expect(overlayOf(page)).toHaveCount(0);
      await expect(close).toHaveCount(0);
      await expect(image).toBeVisible();

      // Opened again: a second tap shows it whole again, and the close button closes it.
      await openZoom(image);
      const again = (await page.locator('img.medium-zoom-image--opened').boundingBox())!;
      await page.touchscreen.tap(again.x + again.width / 2, again.y + again.height / 2);
      await expect.poll(async () => Math.round((await zoomedBox(page)).width)).toBe(800);
      await page.touchscreen.tap(200, 420);
      await expect.poll(async () => Math.round((await zoomedBox(page)).width)).toBe(Math.round(again.width));
      await close.tap();
      await expect(overlayOf(page)).toHaveCount(0);
      await expect(close).toHaveCount(0);

      // A tap beside the picture closes it too.
      await openZoom(image);
      await page.touchscreen.tap(screen.width / 2, 40);
      await expect(overlayOf(page)).toHaveCount(0);
      await expect(close).toHaveCount(0);
    });
  }

  test('the back gesture closes the picture and leaves the reader on the same page, where they were', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    await followNextLink(page);
    const url = page.url();
    const image = await zoomableImage(page);
    await openZoom(image);
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(0);
    await page.goBack();
    await expect(overlayOf(page)).toHaveCount(0);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

    // Closed with Escape, the picture leaves no step behind: back goes to the previous page.
    await openZoom(image);
    await page.keyboard.press('Escape');
    await expect(overlayOf(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => JSON.stringify(history.state))).not.toContain('siteImageZoom');
    await page.goBack();
    await expect(page).toHaveURL(/\/intro$/);
  });
});

test('on a desktop a zoomed picture fills the screen, past its natural size, whole', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/calculation-results/calc-one-month-hours');
  await hydrated(page);
  const image = await zoomableImage(page);
  const shown = (await image.boundingBox())!;
  await openZoom(image);
  const zoomed = (await page.locator('img.medium-zoom-image--opened').boundingBox())!;
  expect(zoomed.width).toBeGreaterThanOrEqual(800);
  expect(zoomed.width / shown.width).toBeGreaterThanOrEqual(1.5);
  expect(zoomed.x).toBeGreaterThanOrEqual(0);
  expect(zoomed.x + zoomed.width).toBeLessThanOrEqual(1280);
  expect(zoomed.y).toBeGreaterThanOrEqual(0);
  expect(zoomed.y + zoomed.height).toBeLessThanOrEqual(800);
});

test.describe('navigation', () => {
  test('scrolls to the top of the next page and to the hash anchor of a link', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    await page.locator('.pagination-nav__link--next').scrollIntoViewIfNeeded();
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/intro$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/intro');
    await hydrated(page);
    const anchor = page.locator('.table-of-contents a').last();
    const hash = await anchor.getAttribute('href');
    expect(hash).toMatch(/^#/);
    await anchor.click();
    await expect.poll(() => decodeURI(page.url())).toMatch(new RegExp(`/intro${decodeURI(hash!)}$`));
    await expect(page.locator(`[id="${decodeURIComponent(hash!.slice(1))}"]`)).toBeInViewport();
  });

  test('shows the progress bar while a page takes longer than 200 ms to load, and removes it when the page is in', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
    // The next page's code is held back until the bar has been seen, whatever the machine's speed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/*.js', async (route) => {
      if (!loaded.has(route.request().url())) {
        await released;
      }
      await route.continue();
    });
    const heading = page.locator('article h1');
    const introTitle = await heading.textContent();
    await page.locator('.menu__link', {hasText: 'הרשמה וכניסה'}).first().click();
    // Opened from the keyboard: a pointer aimed while the category was still sliding open once landed
    // between its links on a busy machine, and nothing was opened.
    const next = page.locator('.menu__link[href="/signup-login/account-mngmnt"]');
    await expect(next).toBeVisible();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nprogress')).toBeAttached();
    // Decoration, hidden from assistive technology, with no made-up role (nprogress's own is role="bar").
    await expect(page.locator('#nprogress .bar')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.locator('#nprogress [role]')).toHaveCount(0);
    // The old page stays on screen under the bar while the new one loads.
    await expect(heading).toHaveText(introTitle!);
    release();
    await expect(page).toHaveURL(/account-mngmnt$/);
    await expect(heading).not.toHaveText(introTitle!);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('failures', () => {
  test.use({allowConsoleErrors: true});

  test('after a new deployment removed the page code, a link reloads the page from the server', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    const loaded = new Set(await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)));
    let gone = true;
    // The server answers, but the code this page was built with is no longer there.
    await page.route('**/assets/js/*.js', (route) => (gone && !loaded.has(route.request().url()) ? route.fulfill({status: 404, body: 'Not Found'}) : route.continue()));
    // A page the reader has not come near yet, so none of its code was prefetched.
    const reloaded = page.waitForEvent('load');
    await page.locator('footer a[href="/legal/privacy"]').click();
    await reloaded;
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    // The server-rendered page is there even though its code is not.
    await expect(page.locator('main h1')).toHaveText('מדיניות פרטיות');
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');

    gone = false;
    await page.reload();
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveText('מדיניות פרטיות');
  });

  test('offline after load, a link shows the Hebrew Retry screen, and Retry opens the page once the network is back', async ({page, context}) => {
    await page.goto('/intro');
    await hydrated(page);
    // Set on this document: still there at the end only if the page never reloaded.
    await page.evaluate(() => document.documentElement.setAttribute('data-before-offline', ''));
    await context.setOffline(true);
    // A page the reader has not come near yet, so none of its code was prefetched.
    await page.locator('footer a[href="/legal/privacy"]').click();

    const screen = page.getByRole('alert');
    await expect(screen).toContainText('לא הצלחנו לטעון את הדף.');
    await expect(screen).toContainText('בדקו את החיבור ונסו שוב.');
    const retry = screen.getByRole('button', {name: 'ניסיון חוזר'});
    await expect(retry).toBeVisible();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    await expect(page).toHaveTitle(/^לא הצלחנו לטעון את הדף \| /);
    await expect(page.locator('html')).toHaveAttribute('data-before-offline', '');

    // Still offline: Retry asks for the code again, fails again, and the screen stays.
    const failed = page.waitForEvent('requestfailed');
    await retry.click();
    await failed;
    await expect(retry).toBeVisible();
    await expect(page.locator('main h1')).toHaveCount(0);

    await context.setOffline(false);
    await retry.click();
    await expect(page.locator('main h1')).toHaveText('מדיניות פרטיות');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveTitle(/^מדיניות פרטיות \| /);
    await expect(page).toHaveURL(/\/legal\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('data-before-offline', '');
  });

  test('a page that crashes shows the Hebrew crash page with the error and a retry button', async ({page}) => {
    // A browser whose date conversion fails: the "last updated" line cannot render.
    await page.addInitScript(() => {
      Date.prototype.toISOString = function toISOString(): string {
        throw new Error('עיצוב התאריך נכשל');
      };
    });
    await page.goto('/intro');
    await expect(page.getByRole('heading', {name: 'הדף קרס.'})).toBeVisible();
    await expect(page.getByText('עיצוב התאריך נכשל').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'נסו שוב'})).toBeVisible();
  });
});

test('sends no analytics when no tracking id is configured', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/intro');
  await hydrated(page);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(await page.evaluate(() => typeof (window as {gtag?: unknown}).gtag)).toBe('undefined');
  expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
  // Nothing to consent to: no consent bar, and the cookies page says there is no analytics.
  await expect(page.getByRole('region', {name: 'מדידת גלישה'})).toHaveCount(0);
  await page.goto('/legal/cookies');
  await hydrated(page);
  await expect(page.getByRole('main')).toContainText('באתר זה לא מופעלת מדידת גלישה.');
  await expect(page.getByRole('main').getByRole('button', {name: 'אישור מדידה'})).toHaveCount(0);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('analytics-consent')))).toEqual([]);
  // Nor does it open connections ahead to Algolia: the offline search never goes there.
  await expect(page.locator('link[rel=preconnect], link[rel=dns-prefetch]')).toHaveCount(0);
});
