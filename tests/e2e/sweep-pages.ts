import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'node-html-parser';

// Which pages axe audits in every colour mode and width. A violation that shows only in the dark
// mode or at a phone's width comes from the CSS of a kind of element (a token, a component's dark
// variant, a media query), not from a page's words: auditing every kind of element in those modes
// catches it. So every page is audited once (light, 1280 px), and in the dark mode and at 390 px:
// one page of each template, and as many more pages as it takes for every kind of element of the
// built pages to be among them (a page that brings a new component or an inline style of its own
// enters the sweep by itself). With E2E_AXE_ALL_MODES=1, every-page.spec.ts audits every page in
// every mode, as the accessibility statement's recorded check (npm run a11y:record) and a writer's
// check:page do.

/** One page of each template: the home page, the introduction, a results page, a screen page, a legal page. */
export const templatePages = ['/', '/intro', '/calculation-results/calc-one-month-hours', '/scan-results/process-screen', '/legal/privacy'];

/** The built HTML of a route of the sitemap. */
function builtHtml(route: string): string {
  const file = route === '/' ? 'index.html' : `${route.replace(/\/$/, '')}.html`;
  return readFileSync(path.join(process.cwd(), 'build', file), 'utf8');
}

/** The kinds of element a built page holds: its tags, its classes and its inline styles. */
function elementKinds(html: string): Set<string> {
  const kinds = new Set<string>();
  for (const element of parse(html).querySelectorAll('body *')) {
    kinds.add(element.tagName.toLowerCase());
    for (const name of element.classList.value) kinds.add(`.${name}`);
    const style = element.getAttribute('style');
    if (style) kinds.add(`[style="${style}"]`);
  }
  return kinds;
}

/**
 * The templates, then, one at a time, the page that holds the most kinds of element not yet among
 * them, until every kind is. Throws if a template is no longer a page of the site.
 */
export function sweepPages(routes: string[], kindsOf: (route: string) => Set<string> = (route) => elementKinds(builtHtml(route))): string[] {
  const missing = templatePages.filter((template) => !routes.includes(template));
  if (missing.length > 0) throw new Error(`template pages not in the sitemap: ${missing.join(', ')} (choose another page of the same template in tests/e2e/sweep-pages.ts)`);
  const kinds = new Map(routes.map((route) => [route, kindsOf(route)]));
  const chosen = [...templatePages];
  const covered = new Set(chosen.flatMap((route) => [...kinds.get(route)!]));
  for (;;) {
    let best: {route: string; added: number} | undefined;
    for (const [route, pageKinds] of kinds) {
      const added = [...pageKinds].filter((kind) => !covered.has(kind)).length;
      if (added > 0 && (best === undefined || added > best.added)) best = {route, added};
    }
    if (best === undefined) return chosen;
    chosen.push(best.route);
    for (const kind of kinds.get(best.route)!) covered.add(kind);
  }
}
