import {expect, type Page} from '@playwright/test';

// What assistive technology gets from a page (headings, landmarks, links, images, names, the
// direction of Latin fragments) and whether it reflows: checked on every page (every-page.spec.ts)
// and on the not-found page (a11y-structure.spec.ts), whose control test proves the checks find
// what they look for.

/** Link texts that say nothing out of context (WCAG 2.4.4). */
const vagueLinkTexts = new Set(['כאן', 'לחצו כאן', 'לחץ כאן', 'קישור', 'עוד', 'קראו עוד', 'לקריאה נוספת', 'מידע נוסף', 'למידע נוסף', 'פרטים', 'here', 'click here', 'more', 'read more', 'link']);

type Outline = {
  headings: {level: number; text: string}[];
  /**
   * Links as assistive technology lists them. inContent: in the article, read within their sentence,
   * or to a place on the same page (the table of contents), which screen readers announce as such.
   */
  links: {name: string; href: string; inContent: boolean}[];
  images: {src: string; alt: string | null; inContent: boolean}[];
  /** Text with an e-mail address or a URL, and inline code, whose direction is not left to right. */
  rightToLeftLatin: string[];
  /** Names given by aria-label and title, which screen readers read and pointers show. */
  names: string[];
};

/** What assistive technology gets from the page: headings, links, images, and the direction of Latin fragments. */
export async function outline(page: Page): Promise<Outline> {
  return page.evaluate(() => {
    const exposed = (element: Element) => element.checkVisibility() && element.closest('[aria-hidden="true"]') === null;
    const headings = Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter(exposed)
      .map((heading) => ({level: Number(heading.tagName[1]), text: (heading.textContent ?? '').trim()}));
    const linkName = (link: HTMLAnchorElement) =>
      (
        link.getAttribute('aria-label') ??
        Array.from(link.querySelectorAll('img'))
          .map((image) => image.alt)
          .join(' ') +
          ' ' +
          (link.textContent ?? '')
      )
        .replace(/\s+/g, ' ')
        .replace(/\u200b/g, '')
        .trim();
    // Sidebar categories are <a role="button">: buttons, not links.
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]:not([role="button"])'))
      .filter(exposed)
      .map((link) => ({
        name: linkName(link),
        href: link.href,
        inContent: link.closest('article') !== null || (link.hash !== '' && link.href.split('#')[0] === location.href.split('#')[0]),
      }));
    const images = Array.from(document.querySelectorAll('img'))
      .filter(exposed)
      .map((image) => ({
        src: image.getAttribute('src') ?? '',
        alt: image.getAttribute('alt'),
        inContent: image.closest('main') !== null,
      }));
    const latin = /[\w.+-]+@[\w-]+\.[\w.-]+|https?:\/\/\S+/;
    const rightToLeftLatin: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, pre, [hidden]') || !latin.test(node.textContent ?? '')) {
        continue;
      }
      if (exposed(parent) && getComputedStyle(parent).direction !== 'ltr') {
        rightToLeftLatin.push((node.textContent ?? '').trim());
      }
    }
    for (const code of Array.from(document.querySelectorAll(':not(pre) > code'))) {
      if (exposed(code) && getComputedStyle(code).direction !== 'ltr') {
        rightToLeftLatin.push(`<code>${code.textContent}</code>`);
      }
    }
    const names = Array.from(document.querySelectorAll('[aria-label], [title]'))
      .filter((element) => element.checkVisibility() && element.closest('[aria-hidden="true"]') === null)
      .flatMap((element) => [element.getAttribute('aria-label'), element.getAttribute('title')])
      .filter((name): name is string => name !== null && name.trim() !== '');
    return {headings, links, images, rightToLeftLatin, names};
  });
}

/** Latin words a Hebrew name may hold: file formats, the names of products and services, keys. */
const latinInNames = /^(Excel|PDF|CSV|WhatsApp|Google|Analytics|Control|Ctrl|Meta|Cmd|Shift|Enter|Esc|Escape)$/;

/** Names in English, or made of an element's id, instead of Hebrew (WCAG 3.1.2, 4.1.2). */
export function nameProblems(names: Outline['names']): string[] {
  return names.flatMap((name) => {
    const foreign = (name.match(/[A-Za-z][A-Za-z-]+/g) ?? []).filter((word) => !latinInNames.test(word));
    return foreign.length > 0 ? [`"${name}" is not Hebrew (${foreign.join(', ')})`] : [];
  });
}

/** Headings from one h1 down, never skipping a level on the way down (WCAG 1.3.1, 2.4.6). */
export function headingProblems(headings: Outline['headings']): string[] {
  const problems: string[] = [];
  const h1s = headings.filter(({level}) => level === 1);
  if (h1s.length !== 1) {
    problems.push(`${h1s.length} h1 headings: ${h1s.map(({text}) => text).join(' | ')}`);
  }
  if (headings[0]?.level !== 1) {
    problems.push(`the first heading is h${headings[0]?.level}: ${headings[0]?.text}`);
  }
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      problems.push(`h${previous.level} "${previous.text}" is followed by h${heading.level} "${heading.text}"`);
    }
  });
  return problems;
}

/**
 * Every link has a text that says where it goes (WCAG 2.4.4). Links of the navbar, sidebar,
 * breadcrumbs and footer stand alone, without a sentence around them: two of them with the same
 * text must go to the same place. Links in the article are read within their sentence.
 */
export function linkProblems(links: Outline['links']): string[] {
  const problems: string[] = [];
  const targets = new Map<string, Set<string>>();
  for (const {name, href, inContent} of links) {
    if (name === '') {
      problems.push(`a link to ${href} has no text`);
    } else if (vagueLinkTexts.has(name.toLowerCase())) {
      problems.push(`the link "${name}" to ${href} says nothing out of context`);
    }
    if (!inContent) {
      targets.set(name, new Set([...(targets.get(name) ?? []), href]));
    }
  }
  for (const [name, hrefs] of targets) {
    if (name !== '' && hrefs.size > 1) {
      problems.push(`the same text "${name}" leads to different pages: ${[...hrefs].join(', ')}`);
    }
  }
  return problems;
}

export function imageProblems(images: Outline['images']): string[] {
  return images.flatMap(({src, alt, inContent}) => {
    if (alt === null) {
      return [`${src} has no alt attribute`];
    }
    if (inContent && alt.trim() === '') {
      return [`${src} in the content has an empty alt`];
    }
    if (alt.trim() !== '' && !/[\u0590-\u05FF]/.test(alt)) {
      return [`${src} has an alt that is not Hebrew: "${alt}"`];
    }
    // An HTML entity left in the text is read out letter by letter ("ampersand quot").
    if (/&[a-z]+;|&#\d+;/i.test(alt)) {
      return [`${src} has an escaped entity in its alt: "${alt}"`];
    }
    return [];
  });
}

/**
 * The page never scrolls sideways; wide content scrolls inside its own box (WCAG 1.4.10). The window
 * is narrowed on the loaded page, as a reader's zoom narrows it (400% of 1280 px is 320 CSS pixels,
 * 200% is 640): the layout follows, React's too (the phone's sidebar and table of contents).
 */
export async function expectReflow(page: Page, path: string, width: number, {timeout}: {timeout?: number} = {}): Promise<void> {
  await page.setViewportSize({width, height: 800});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const overflow = () =>
    page.evaluate(() => {
      const widest = Array.from(document.querySelectorAll('main *, footer *, nav *'))
        .filter((element) => element.getBoundingClientRect().left < -1 && element.checkVisibility())
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 40)}"`);
      const wider = document.documentElement.scrollWidth - window.innerWidth;
      return wider > 0 ? `${wider} px wider than the window; sticking out: ${widest.join(', ')}` : '';
    });
  await expect.poll(overflow, {message: `${path} at ${width} px`, timeout}).toBe('');
}

export async function expectLandmarks(page: Page): Promise<void> {
  await expect(page.getByRole('banner'), 'one banner').toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('main'), 'one main').toHaveCount(1);
  await expect(page.getByRole('contentinfo'), 'one contentinfo').toHaveCount(1);
}

export async function expectStructure(page: Page, path: string): Promise<void> {
  await expectLandmarks(page);
  const {headings, links, images, rightToLeftLatin, names} = await outline(page);
  expect(headingProblems(headings), `headings of ${path}`).toEqual([]);
  expect(linkProblems(links), `links of ${path}`).toEqual([]);
  expect(imageProblems(images), `images of ${path}`).toEqual([]);
  expect(nameProblems(names), `aria-label and title names of ${path}`).toEqual([]);
  expect(rightToLeftLatin, `Latin fragments of ${path} shown right to left`).toEqual([]);
}
