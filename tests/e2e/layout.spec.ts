import type {Page} from '@playwright/test';
import {test, expect, hydrated, version, colourModeSettled} from './fixtures';
import {formatPhone, readSite, siteLinks} from '../../src/site';

const site = readSite(process.env);
const links = siteLinks(site);

test.describe('navbar', () => {
  test('shows the logo, the product name and the version chip from package.json', async ({page}) => {
    await page.goto('/intro');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('.navbar__brand img').filter({visible: true})).toHaveAttribute('alt', `הסמל של ${site.productName}`);
    await expect(navbar.locator('.navbar__title')).toHaveText(site.productName);
    const chip = navbar.getByRole('link', {name: `v${version}: מה חדש בגרסה`});
    await expect(chip).toHaveText(`v${version}`);
    await hydrated(page);
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`/release-notes/version%20${version.replace(/\./g, '\\.')}$`));
    await expect(page.locator('h1')).toContainText(version);
  });

  test('links to the marketing site and to support', async ({page}) => {
    await page.goto('/intro');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: /לאתר הראשי/})).toHaveAttribute('href', links.marketingHome);
    await expect(navbar.getByRole('link', {name: /תמיכה/})).toHaveAttribute('href', links.mailto);
    await expect(navbar.getByRole('link', {name: 'המדריך'})).toHaveAttribute('href', '/intro');
    await expect(navbar.getByRole('button', {name: 'חיפוש'})).toBeVisible();
  });

  // The colour cycle is tested here only; keyboard.spec.ts checks that the keyboard reaches and presses the toggle.
  test('the colour toggle cycles to the colours opposite the device, then its own, then system; the page changes colour and the choice survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/intro');
    await hydrated(page);
    const html = page.locator('html');
    const toggle = page.getByRole('button', {name: /^החלפת ערכת צבעים/});
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('החלפת ערכת צבעים (כעת: לפי הגדרות המכשיר)');

    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAccessibleName('החלפת ערכת צבעים (כעת: מצב בהיר)');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await expect(toggle).toHaveAccessibleName('החלפת ערכת צבעים (כעת: מצב כהה)');

    await page.emulateMedia({colorScheme: 'light'});
    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');

    // On a light device, after dark comes light, then the device's setting.
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'light');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'system');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.emulateMedia({colorScheme: 'dark'});
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme-choice', 'system');

    // On a light device, from "system" the first click turns the page dark: its text changes colour.
    // (The device changes once the page is up: the page follows such a change from its hydration on.)
    await hydrated(page);
    await page.emulateMedia({colorScheme: 'light'});
    await expect(html).toHaveAttribute('data-theme', 'light');
    const textColour = () => page.evaluate(() => getComputedStyle(document.body).color);
    const lightText = await textColour();
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme-choice', 'dark');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAccessibleName('החלפת ערכת צבעים (כעת: מצב כהה)');
    await expect.poll(textColour).not.toBe(lightText);
  });

  test('hides while scrolling down and comes back when scrolling up', async ({page}) => {
    await page.goto('/calculation-results/calc-one-month-hours');
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).toBeInViewport();
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, 600);
    await expect(navbar).not.toBeInViewport();
    await page.mouse.wheel(0, -200);
    await expect(navbar).toBeInViewport();
  });

  test('the skip link is the first stop and moves focus to the content', async ({page}) => {
    await page.goto('/intro');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'דילוג לתוכן הראשי'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main').first()).toBeFocused();
    await page.keyboard.press('Tab');
    const focusedInsideMain = await page.evaluate(() => document.activeElement?.closest('main') !== null);
    expect(focusedInsideMain).toBe(true);
  });
});

test.describe('breadcrumb chevrons', () => {
  // Three device pixels to a CSS pixel: the 8 px chevron is drawn large enough to tell its tip.
  test.use({deviceScaleFactor: 3});

  // A doc page's breadcrumbs, and the path of each result on /search.
  const pages = [
    {name: 'a doc page', path: '/calculation-results/calc-avraa', ready: '.breadcrumbs__item'},
    {name: 'the search page', path: `/search?q=${encodeURIComponent('חופשה')}`, ready: 'main article .breadcrumbs__item'},
  ];
  for (const {name, path: pagePath, ready} of pages) {
    // One load: the device's colours switched (the page follows them while the choice is "system").
    test(`point left, the way Hebrew reads, on ${name} in light and dark mode`, async ({page}) => {
      await page.goto(pagePath);
      await page.locator(ready).first().waitFor();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({colorScheme: scheme});
        await colourModeSettled(page, scheme);
        const items = page.locator(`${ready}:not(:last-child)`);
        expect(await items.count()).toBeGreaterThanOrEqual(2);
        for (const item of (await items.all()).slice(0, 4)) {
          // The separator is the item's ::after, drawn after its words: in a right-to-left line, on their left.
          const clip = await item.evaluate((li) => {
            const box = li.getBoundingClientRect();
            const words = document.createRange();
            words.selectNodeContents(li);
            const text = words.getBoundingClientRect();
            return {x: box.left, y: box.top, width: text.left - box.left, height: box.height};
          });
          expect(clip.width, scheme).toBeGreaterThan(4);
          const png = (await page.screenshot({clip})).toString('base64');
          expect.soft(await chevronDirection(page, png), `${scheme} mode`).toBe('left');
        }
      }
    });
  }

  test('the pixel check tells a chevron that points right from one that points left', async ({page}) => {
    await page.goto('/calculation-results/calc-avraa');
    for (const [flip, expected] of [
      ['none', 'right'],
      ['scaleX(-1)', 'left'],
    ] as const) {
      // The theme's own chevron drawing on a plain box, unturned and mirrored.
      const png = await page.evaluate((transform) => {
        const probe = document.createElement('div');
        probe.style.cssText = `position:fixed;inset-block-start:0;inset-inline-start:0;inline-size:60px;block-size:60px;background:#fff var(--ifm-breadcrumb-separator) center/40px no-repeat;transform:${transform};z-index:9999`;
        probe.id = 'chevron-probe';
        document.body.append(probe);
        return probe.getBoundingClientRect().toJSON() as {x: number; y: number; width: number; height: number};
      }, flip);
      const shot = (await page.screenshot({clip: png})).toString('base64');
      await page.evaluate(() => document.getElementById('chevron-probe')!.remove());
      expect(await chevronDirection(page, shot)).toBe(expected);
    }
  });
});

/**
 * Which way a chevron in a screenshot points: the rows through its middle reach further to the side
 * of its tip than its top and bottom rows do.
 */
async function chevronDirection(page: Page, pngBase64: string): Promise<'left' | 'right'> {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const {data, width, height} = context.getImageData(0, 0, canvas.width, canvas.height);
    // The background: the clip's commonest colour (a corner may lie in a neighbouring word's highlight).
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += 4) {
      const colour = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
      counts.set(colour, (counts.get(colour) ?? 0) + 1);
    }
    const background = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
    const [red, green, blue] = [(background >> 16) & 255, (background >> 8) & 255, background & 255];
    // Ink: grey pixels that differ from the background (the chevron is grey; a coloured highlight
    // of a neighbouring word is not ink).
    const ink: {x: number; y: number}[] = [];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        const grey = Math.max(data[i]!, data[i + 1]!, data[i + 2]!) - Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 12;
        if (grey && Math.abs(data[i]! - red) + Math.abs(data[i + 1]! - green) + Math.abs(data[i + 2]! - blue) > 60) {
          ink.push({x, y});
        }
      }
    }
    if (ink.length < 10) {
      throw new Error(`no chevron drawn (${ink.length} pixels of ink)`);
    }
    const top = Math.min(...ink.map(({y}) => y));
    const bottom = Math.max(...ink.map(({y}) => y));
    const middle = (top + bottom) / 2;
    const meanX = (points: {x: number}[]) => points.reduce((sum, {x}) => sum + x, 0) / points.length;
    const centre = meanX(ink.filter(({y}) => Math.abs(y - middle) <= (bottom - top) / 8));
    const ends = meanX(ink.filter(({y}) => Math.abs(y - middle) >= (bottom - top) * 0.375));
    return centre < ends ? 'left' : 'right';
  }, pngBase64);
}

test.describe('widths', () => {
  test('at 996 px the menu slides out from the hamburger button', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await page.goto('/intro');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'פתיחה וסגירה של התפריט'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'לאתר הראשי'})).toBeHidden();
    await toggle.click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'מבוא'})).toBeVisible();
    await sidebar.getByRole('button', {name: /חזרה לתפריט הראשי/}).click();
    await expect(sidebar.getByRole('link', {name: /לאתר הראשי/})).toBeVisible();
    await expect(sidebar.getByRole('link', {name: `v${version}: מה חדש בגרסה`})).toBeVisible();
    await page.getByRole('button', {name: 'סגירת התפריט'}).click();
    await expect(sidebar).toBeHidden();
  });

  for (const [name, path] of [
    ['home page', '/'],
    ['404 page', '/no/such/page'],
  ] as const) {
    test.describe(name, () => {
      // The browser logs the 404 status of the not-found page; any other console error still fails.
      test.use({allowConsoleErrors: true});

      test(`the ${name} search field shows its whole placeholder from 320 px to 1280 px`, async ({page, consoleErrors}) => {
        const seen = new Set<string>();
        for (const width of [320, 360, 390, 768, 1280]) {
          await page.setViewportSize({width, height: 800});
          await page.goto(path);
          await hydrated(page);
          const field = page.locator('main').getByRole('search').getByRole('searchbox');
          const {placeholder, text, room} = await field.evaluate((input: HTMLInputElement) => {
            const style = getComputedStyle(input);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = style.font;
            return {
              placeholder: input.placeholder,
              text: context.measureText(input.placeholder).width,
              room: input.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd),
            };
          });
          expect(placeholder, `${width} px`).toMatch(/^למשל: /);
          expect(text, `the placeholder "${placeholder}" at ${width} px`).toBeLessThanOrEqual(room);
          seen.add(placeholder);
        }
        // Wide screens get the longer example list.
        expect(seen.size).toBe(2);
        expect(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      });
    });
  }

  test('at 997 px the desktop navbar shows its items', async ({page}) => {
    await page.setViewportSize({width: 997, height: 800});
    await page.goto('/intro');
    await hydrated(page);
    await expect(page.getByRole('button', {name: 'פתיחה וסגירה של התפריט'})).toBeHidden();
    await expect(page.locator('.navbar__items .navbar__link', {hasText: 'לאתר הראשי'})).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });
});

test.describe('footer', () => {
  test('has the tagline, contacts, legal and marketing links, version and the year', async ({page}) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer).toContainText('בודק את השכר ביסודיות, במהירות ובזול בעזרת מנוע בינה מלאכותית מתקדם');
    await expect(footer.getByRole('link', {name: site.supportEmail})).toHaveAttribute('href', links.mailto);
    await expect(footer.getByRole('link', {name: 'שיחה ב-WhatsApp'})).toHaveAttribute('href', links.whatsapp);
    await expect(footer).toContainText(site.address);
    await expect(footer).toContainText(`גרסה ${version}`);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.companyName}`);

    const internal: Record<string, string> = {
      'הסכם שירות ותמיכה': '/legal/sla',
      'מדיניות עוגיות': '/legal/cookies',
      'תנאי רכישה וביטול עסקה': '/legal/purchase-terms',
      'תנאי שימוש במערכת': '/legal/terms-app',
      'תנאי שימוש באתר': '/legal/terms-site',
      'מדיניות פרטיות': '/legal/privacy',
      'הצהרת נגישות': '/legal/accessibility',
    };
    for (const [name, href] of Object.entries(internal)) {
      await expect(footer.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    const external: Record<string, string> = {
      'דף הבית': links.marketingHome,
      מחירים: links.pricing,
      בלוג: links.blog,
      'המדריך למשתמש': links.userGuide,
      'דוח מפקח שכר': links.wageInspectorReport,
      'חישובים לפי דיני העבודה': links.laborLawCalculations,
    };
    for (const [name, href] of Object.entries(external)) {
      await expect(footer.getByRole('link', {name: new RegExp(`^${name}`)})).toHaveAttribute('href', href);
    }
    // The column "באתר הראשי" holds the marketing site's pages, none of this guide.
    const marketing = footer.locator('.footer__col').filter({has: page.locator('.footer__title', {hasText: 'באתר הראשי'})});
    const hrefs = await marketing.locator('a').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(hrefs).toHaveLength(Object.keys(external).length);
    for (const href of hrefs) {
      expect(href.startsWith(`${site.marketingUrl}/`), `${href} is a page of the main site`).toBe(true);
    }
  });

  test('every internal footer link opens a page', async ({page, request}) => {
    await page.goto('/');
    const hrefs = await page.locator('footer a[href^="/"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
});

test('the accessibility statement names its coordinator and gives a phone number as text, with a link that dials it', async ({page}) => {
  await page.goto('/legal/accessibility');
  const contact = page.locator('main li');
  await expect(contact.filter({hasText: /^רכז הנגישות:/})).toHaveText(`רכז הנגישות: ${site.accessibilityCoordinator}`);
  const phoneLine = contact.filter({hasText: /^טלפון:/});
  const number = formatPhone(site.whatsappNumber);
  expect(number).toMatch(/^(0\d{1,2}-\d{3}-\d{4}|\+\d+)$/);
  // The number itself is on the page, left to right, and it is the link that dials it.
  await expect(phoneLine.getByRole('link', {name: number, exact: true})).toHaveAttribute('href', links.tel);
  await expect(phoneLine.locator('bdi[dir="ltr"]', {hasText: number})).toBeVisible();
  await expect(phoneLine.getByRole('link', {name: 'WhatsApp'})).toHaveAttribute('href', links.whatsapp);
});

test('the announcement bar names this version and stays dismissed until the next one', async ({page}) => {
  await page.goto('/intro');
  await hydrated(page);
  const bar = page.getByRole('complementary', {name: 'הודעה'}).filter({hasText: `חדש בגרסה ${version}`});
  await expect(bar).toBeVisible();
  await page.getByRole('button', {name: 'סגירת ההודעה'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('complementary', {name: 'הודעה'})).toHaveCount(0);
  const stored = await page.evaluate(() => ({...localStorage}));
  const idKey = Object.keys(stored).find((key) => key.startsWith('docusaurus.announcement.id'));
  expect(idKey && stored[idKey]).toBe(`release-${version}`);
  // The next release has a new id: the bar shows again for a reader who dismissed this one.
  await page.evaluate((key) => localStorage.setItem(key, 'release-0.0.0'), idKey!);
  await page.reload();
  await expect(bar).toBeVisible();
});

test.describe('code blocks of Hebrew Markdown (/markdown-page)', () => {
  for (const width of [320, 390, 1280]) {
    test(`at ${width} px each line reads as typed, right to left, and stays inside its box`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/markdown-page');
      await hydrated(page);
      const step = page.locator('.theme-code-block .token-line').filter({hasText: /^1\. לחצו על \*\*חישוב חדש\*\*\.$/});
      await expect(step).toHaveCount(1);
      await expect(step).toHaveCSS('unicode-bidi', 'plaintext');

      // Where each piece of the line is drawn: typed order must be right-to-left order on screen.
      const pieces = ['1', '.', 'לחצו', 'על', '**', 'חישוב', 'חדש', '**', '.'];
      const {boxes, contentEdge} = await step.evaluate((line, wanted) => {
        const text = line.textContent ?? '';
        const nodes: {node: Text; start: number}[] = [];
        const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
        let offset = 0;
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          nodes.push({node, start: offset});
          offset += node.data.length;
        }
        // The text node that holds a character of the line, and the character's offset in it.
        const at = (index: number): [Text, number] => {
          const found = nodes.filter(({start}) => start <= index).pop()!;
          return [found.node, index - found.start];
        };
        let from = 0;
        const boxes = wanted.map((piece) => {
          const start = text.indexOf(piece, from);
          from = start + piece.length;
          const [endNode, endOffset] = at(from - 1);
          const range = document.createRange();
          range.setStart(...at(start));
          range.setEnd(endNode, endOffset + 1);
          const {left, right} = range.getBoundingClientRect();
          return {piece, left, right};
        });
        const code = line.closest('code')!;
        const style = getComputedStyle(code);
        return {boxes, contentEdge: code.getBoundingClientRect().right - parseFloat(style.paddingRight)};
      }, pieces);
      for (let index = 1; index < boxes.length; index += 1) {
        const [before, piece] = [boxes[index - 1]!, boxes[index]!];
        expect(piece.right, `"${piece.piece}" is drawn left of "${before.piece}"`).toBeLessThanOrEqual(before.left + 0.5);
      }
      // The line starts at the block's right edge, where a Hebrew line begins.
      expect(Math.abs(boxes[0]!.right - contentEdge)).toBeLessThanOrEqual(2);

      // No line runs out of its block: long lines wrap, and nothing is cut off.
      const outside = await page.locator('.theme-code-block pre').evaluateAll((blocks) =>
        blocks.flatMap((pre) => {
          const box = pre.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(pre);
          const out = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5));
          return out.length > 0 || pre.scrollWidth > pre.clientWidth ? [(pre.textContent ?? '').slice(0, 40)] : [];
        }),
      );
      expect(outside, 'code blocks with text outside their box').toEqual([]);
    });
  }
});

test('a heading that ends in a number keeps its "#" link at its end, after the number', async ({page}) => {
  await page.goto('/calculation-results/calc-one-month-hours');
  const heading = page.locator('h3', {hasText: 'ולא 8.6'});
  await heading.hover();
  const {textLeft, linkRight} = await heading.evaluate((element) => {
    const link = element.querySelector('a.hash-link')!;
    const range = document.createRange();
    range.setStart(element.firstChild!, 0);
    range.setEndBefore(link);
    return {
      // Right to left, the heading's end is its left edge: the "#" must lie left of every letter and digit.
      textLeft: Math.min(
        ...Array.from(range.getClientRects())
          .filter((rect) => rect.width > 0)
          .map((rect) => rect.left),
      ),
      linkRight: link.getBoundingClientRect().right,
    };
  });
  expect(linkRight).toBeLessThanOrEqual(textLeft + 1);
});
