import {test, expect} from './fixtures';
import {placeholderSettings} from '../../src/site';
import {demoSettingsText} from '../../src/demoSettings';

// The build under test has no SITE_* settings: every company detail is a placeholder. Every page
// says so in its footer, and each legal page at its top, before its first section, so that no
// reader takes the example company's details for a real company's. (A release build with the
// operator's details carries neither: tests/unit/release-build.test.ts.)

// The build's placeholder settings, each named (src/demoSettings.ts): here, all of them.
const settings = demoSettingsText(placeholderSettings({}).map(({variable}) => variable));
const footerLine = `גרסת הדגמה: באתר זה מופיעים ערכי דוגמה, שאינם פרטים של חברה אמיתית, במקום ${settings}.`;

test('the footer of every kind of page says this is a demo build', async ({page}) => {
  for (const path of ['/', '/intro', '/legal/privacy', '/search']) {
    await page.goto(path);
    const line = page.getByRole('contentinfo').getByText(footerLine, {exact: true});
    await expect(line, path).toBeVisible();
    // On a line of its own under the copyright line.
    const [copyrightText, copyrightBottom, lineTop] = await line.evaluate((element) => {
      const text = element.parentElement!.firstChild!;
      const range = document.createRange();
      range.selectNodeContents(text);
      return [text.textContent, range.getBoundingClientRect().bottom, element.getBoundingClientRect().top];
    });
    expect(copyrightText, path).toMatch(/^© \d{4} .+\. כל הזכויות שמורות\.$/);
    expect(lineTop, path).toBeGreaterThanOrEqual((copyrightBottom as number) - 1);
  }
});

test('each legal page opens with the demo notice, under its heading and date and before its first section', async ({page}) => {
  await page.goto('/');
  const legalLinks = page.getByRole('contentinfo').locator('.footer__col').filter({hasText: 'מידע משפטי'}).getByRole('link');
  const paths = await legalLinks.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(paths).toHaveLength(7);
  for (const path of paths) {
    await page.goto(path);
    const notice = page.getByRole('main').locator('[data-demo-notice]');
    await expect(notice, path).toBeVisible();
    await expect(notice, path).toContainText('גרסת הדגמה');
    await expect(notice, path).toContainText(`בעמוד זה מופיעים ערכי דוגמה, שאינם פרטים של חברה אמיתית, במקום ${settings}.`);
    await expect(notice, path).not.toContainText('אינו מחייב');
    const heading = page.getByRole('heading', {level: 1});
    const firstSection = page.getByRole('main').getByRole('heading', {level: 2}).first();
    const [headingBox, noticeBox, sectionBox] = await Promise.all([heading.boundingBox(), notice.boundingBox(), firstSection.boundingBox()]);
    expect(noticeBox!.y, `${path}: the notice is under the heading`).toBeGreaterThan(headingBox!.y + headingBox!.height);
    expect(noticeBox!.y + noticeBox!.height, `${path}: the notice is before the first section`).toBeLessThan(sectionBox!.y);
    // Nothing but the date stands between the heading (or the header that holds it) and the notice.
    const before = await notice.evaluate((element) => {
      const texts: string[] = [];
      for (let node = element.previousElementSibling; node && !(node.tagName === 'H1' || node.querySelector('h1')); node = node.previousElementSibling) texts.push(node.textContent ?? '');
      return texts;
    });
    expect(before, path).toEqual([expect.stringMatching(/^עודכן לאחרונה: \d{1,2}\.\d{1,2}\.\d{4}$/)]);
  }
});
