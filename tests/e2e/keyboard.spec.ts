import type {Locator, Page} from '@playwright/test';
import {test, expect, hydrated, openZoom} from './fixtures';

/** What the reader can see of the element that has the keyboard focus. */
type FocusStop = {
  description: string;
  /** A focus ring drawn by :focus-visible: an outline or a box shadow. */
  ring: boolean;
  /** The element is the topmost thing at its own centre: nothing covers it. */
  uncovered: boolean;
  /** The element's and the navbar's vertical extent, when the navbar is on screen and the element scrolls under it. */
  navbarOverlap: {top: number; bottom: number; navbarTop: number; navbarBottom: number} | null;
};

async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return {description: 'body', ring: false, uncovered: false, navbarOverlap: null};
    }
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const rect = element.getBoundingClientRect();
    // A link that wraps onto a second line: the middle of its bounding box may be the text between its two parts; its first line is the link.
    const firstLine = element.getClientRects()[0] ?? rect;
    const x = Math.min(Math.max(firstLine.left + firstLine.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(firstLine.top + Math.min(firstLine.height / 2, 12), 0), innerHeight - 1);
    const topmost = document.elementFromPoint(x, y);
    // The navbar counts when it is on screen and on top (an overlay such as the zoomed image may cover it).
    const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
    const navbarTop = document.elementFromPoint(navbar.left + navbar.width / 2, Math.max(navbar.top, 0) + 4);
    const navbarOnScreen = navbar.bottom > 0 && navbarTop !== null && navbarTop.closest('header.site-header') !== null;
    const inHeader = element.closest('header.site-header') !== null;
    // Fixed layers (the skip link, dialogs) sit over the navbar; what scrolls with the page goes under it.
    let fixed = false;
    for (let layer: Element | null = element; layer && !fixed; layer = layer.parentElement) {
      fixed = getComputedStyle(layer).position === 'fixed';
    }
    return {
      description: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 60)}"`,
      ring: element.matches(':focus-visible') && (outline || shadow),
      uncovered: topmost !== null && (topmost === element || element.contains(topmost)),
      navbarOverlap: navbarOnScreen && !inHeader && !fixed ? {top: rect.top, bottom: rect.bottom, navbarTop: navbar.top, navbarBottom: navbar.bottom} : null,
    };
  });
}

/**
 * What is wrong with a stop of the walk: no visible focus ring, something on top of the element, or
 * part of it under the sticky navbar (the element must be below the navbar or, like the
 * announcement bar, above it).
 */
function focusProblems(stop: FocusStop): string[] {
  const problems: string[] = [];
  if (!stop.ring) {
    problems.push(`no focus ring on ${stop.description}`);
  }
  if (!stop.uncovered) {
    problems.push(`${stop.description} is covered`);
  }
  if (stop.navbarOverlap) {
    const {top, bottom, navbarTop, navbarBottom} = stop.navbarOverlap;
    if (top < navbarBottom - 1 && bottom > navbarTop + 1) {
      problems.push(`${stop.description} (${top}–${bottom} px) is under the navbar (${navbarTop}–${navbarBottom} px)`);
    }
  }
  return problems;
}

/** Checks the focused element, giving a running animation (a sidebar category opening, a scroll) time to end. */
async function expectVisibleFocus(page: Page, path: string[] = []): Promise<void> {
  await expect.poll(async () => focusProblems(await focusStop(page)), {message: `focus after ${path.join(' → ') || 'the last key'}`}).toEqual([]);
}

/** Presses Tab (or Shift+Tab) until the target has the focus, checking the focus at every stop on the way. */
async function tabTo(page: Page, target: Locator, {backwards = false, maxStops = 60} = {}): Promise<void> {
  const path: string[] = [];
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page, path);
    path.push((await focusStop(page)).description);
    if (await target.evaluate((element) => element === document.activeElement)) {
      return;
    }
  }
  throw new Error(`${String(target)} was not reached in ${maxStops} Tab presses: ${path.join(' → ')}`);
}

/**
 * After a page change Docusaurus moves the focus to the top of the new page (Chromium leaves it on
 * <body>), so that Tab starts again from the skip link. Waits for that before the next key.
 */
async function expectFocusAtTop(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

test.describe('keyboard only', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('from the home page to the search, into the guide, through the sidebar and the table of contents', async ({page}) => {
    test.setTimeout(60_000);
    await page.goto('/');
    await hydrated(page);

    // The skip link is the first stop.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'דילוג לתוכן הראשי'})).toBeFocused();
    await expectVisibleFocus(page);

    // The navbar's search button opens the modal with Enter; Escape closes it and gives the focus back.
    const searchButton = page.getByRole('banner').getByRole('button', {name: /^חיפוש/});
    await tabTo(page, searchButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'חיפוש'});
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(searchButton).toBeFocused();
    // And Ctrl+K, from anywhere.
    await page.keyboard.press('Control+k');
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Into the guide: a link of the home page, followed with Enter.
    const intro = page.getByRole('main').getByRole('link', {name: 'למבוא'});
    await tabTo(page, intro);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/intro$/);
    await expect(page.locator('h1')).toBeVisible();
    await expectFocusAtTop(page);

    // After a page change Docusaurus moves the focus to the top of the page: Tab goes through the
    // navbar to the sidebar. A category opens with Enter, its first page follows with Enter.
    const category = page.locator('.theme-doc-sidebar-menu a.menu__link', {hasText: 'חישוב חדש'}).first();
    const sidebarLink = page.locator('.theme-doc-sidebar-menu a.menu__link[href="/new-calculation/scan-excel"]');
    await tabTo(page, category);
    await page.keyboard.press('Enter');
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    // aria-expanded turns true at once; the list opens a frame later (on a busy machine, after the
    // next key). A reader tabs into what is shown: wait until the page's link is.
    await expect(sidebarLink).toBeVisible();
    await tabTo(page, sidebarLink);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/new-calculation\/scan-excel$/);
    await expect(sidebarLink).toHaveAttribute('aria-current', 'page');
    await expectFocusAtTop(page);

    // The table of contents: from the skip link into the content, then Tab to the last entry of the
    // table of contents; Enter scrolls to that heading, clear of the navbar.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'דילוג לתוכן הראשי'})).toBeFocused();
    await page.keyboard.press('Enter');
    const tocLink = page.locator('.table-of-contents a').last();
    await tabTo(page, tocLink, {maxStops: 150});
    const hash = decodeURIComponent((await tocLink.getAttribute('href'))!.slice(1));
    await page.keyboard.press('Enter');
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash.slice(1))).toBe(hash);
    const heading = page.locator(`[id="${hash}"]`);
    await expect(heading).toBeInViewport();
    const navbarBottom = await page.locator('nav.navbar').evaluate((navbar) => Math.max(navbar.getBoundingClientRect().bottom, 0));
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom - 1);
    // The keyboard goes on from that heading: the next Tab lands after it, not back in the table of contents.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    const follows = await heading.evaluate(
      (target) => (target.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 && document.activeElement!.closest('.table-of-contents') === null,
    );
    expect(follows).toBe(true);
  });

  test('from the home page the keyboard finds a page with the search and opens the second result', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const searchButton = page.getByRole('banner').getByRole('button', {name: /^חיפוש/});
    await tabTo(page, searchButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', {name: 'חיפוש'});
    const input = dialog.getByRole('searchbox');
    await expect(input).toBeFocused();
    await expectVisibleFocus(page, ['Enter on the search button']);

    await page.keyboard.type('חופשה');
    const hits = dialog.locator('.DocSearch-Hit');
    await expect(hits.nth(1)).toBeVisible();
    await expect(input).toBeFocused();
    await expectVisibleFocus(page, ['typing the query']);
    // No result is shown chosen until the reader arrows: the first ArrowDown chooses the first
    // result (it is read, not skipped), the second the second result, and the field keeps the focus
    // (the chosen result's link is its active descendant).
    const selected = dialog.locator('.DocSearch-Hit[data-selected="true"]');
    await expect(selected).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', (await hits.first().locator('a').getAttribute('id'))!);
    await expect(hits.first()).toHaveAttribute('data-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toHaveAttribute('data-selected', 'true');
    await expect(selected).toHaveCount(1);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('aria-activedescendant', (await hits.nth(1).locator('a').getAttribute('id'))!);
    await expectVisibleFocus(page, ['ArrowDown']);
    // The selection is seen, not only announced: the selected result is on screen and marked apart from the others.
    await expect(hits.nth(1)).toBeInViewport();
    const background = (hit: typeof hits) => hit.locator('a').evaluate((link) => getComputedStyle(link).backgroundColor);
    expect(await background(hits.nth(1))).not.toBe(await background(hits.first()));

    const target = new URL((await hits.nth(1).locator('a').getAttribute('href'))!, page.url());
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).hash)).toBe(decodeURIComponent(target.pathname + target.hash));
    await expect(page.locator('h1')).toBeVisible();
    await expectFocusAtTop(page);
    // The result's heading is on screen, clear of the navbar.
    if (target.hash) {
      const heading = page.locator(`[id="${decodeURIComponent(target.hash.slice(1))}"]`);
      await expect(heading).toBeInViewport();
      const navbarBottom = await page.locator('nav.navbar').evaluate((navbar) => Math.max(navbar.getBoundingClientRect().bottom, 0));
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(navbarBottom - 1);
    }
    // The keyboard goes on from the result page, down and back up, stop by stop: none of them under
    // the navbar, which slides away as the page scrolls down and comes back as it scrolls up.
    const path: string[] = [];
    for (const key of [...Array<string>(12).fill('Tab'), ...Array<string>(12).fill('Shift+Tab')]) {
      await page.keyboard.press(key);
      await expectVisibleFocus(page, path);
      path.push(`${key}: ${(await focusStop(page)).description}`);
    }
  });

  // The order of the colour cycle is layout.spec.ts's: here, that Enter and Space press the toggle and the focus stays on it, shown.
  test('the colour mode toggles with the keyboard', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /^החלפת ערכת צבעים/});
    await tabTo(page, toggle);
    for (const key of ['Enter', ' ']) {
      const choice = await html.getAttribute('data-theme-choice');
      await page.keyboard.press(key);
      await expect(html, key).not.toHaveAttribute('data-theme-choice', choice!);
      await expect(toggle).toBeFocused();
      await expectVisibleFocus(page);
    }
    // Scrolling down hides the navbar, but not while the keyboard focus is in it.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    // Longer than the navbar's slide (200 ms), so that a navbar on its way out would be gone.
    await page.waitForTimeout(500);
    expect(await page.locator('nav.navbar').evaluate((navbar) => navbar.getBoundingClientRect().top)).toBe(0);
    await expectVisibleFocus(page);
  });

  test('a zoomable image opens and closes with the keyboard, and the focus comes back to it', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    const image = page.locator('.markdown img').first();
    await expect(image).toHaveClass(/medium-zoom-image/);
    const alt = (await image.getAttribute('alt'))!;
    await expect(image).toHaveAccessibleName(`הגדלת האיור: ${alt}`);
    await expect(image).toHaveRole('button');

    const zoomed = page.locator('img.medium-zoom-image--opened');
    await tabTo(page, image);
    for (const [open, close] of [
      ['Enter', 'Escape'],
      [' ', 'Enter'],
    ] as const) {
      await openZoom(image, () => page.keyboard.press(open));
      await expect(zoomed).toBeFocused();
      await expect(zoomed).toHaveAccessibleName(`סגירת ההגדלה: ${alt}`);
      await expectVisibleFocus(page);
      // Tab stays in the zoomed view: the picture and its close button, round and back.
      const closeButton = page.getByRole('button', {name: 'סגירה', exact: true});
      await page.keyboard.press('Tab');
      await expect(closeButton).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Shift+Tab');
      await expect(zoomed).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(zoomed).toBeFocused();
      await page.keyboard.press(close);
      await expect(zoomed).toHaveCount(0);
      await expect(image).toBeFocused();
      await expectVisibleFocus(page);
    }
  });

  test('focus that moves up the page under the returning navbar stays clear of it', async ({page}) => {
    await page.goto('/calculation-results/calc-one-month-hours');
    await hydrated(page);
    // Far down the page, then back up one link at a time: each stop is checked against the navbar.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.locator('.pagination-nav__link').last().focus();
    for (let stop = 0; stop < 25; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      await expectVisibleFocus(page);
    }
  });
});
