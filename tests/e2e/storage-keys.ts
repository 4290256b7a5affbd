import {expect, type Page} from '@playwright/test';
import {escapeRegExp} from '../../scripts/lib/markdown';

/**
 * The keys the site keeps in the browser, and the table of /legal/cookies that lists them: the
 * cookies page must list every key a reader's browser ends up with, in every mode of the site.
 */

/** Where the cookies page says a key is kept (its "מקום" column). */
export const places = {'אחסון מקומי': 'localStorage', 'אחסון הפעלה': 'sessionStorage', עוגייה: 'cookie'} as const;
type Place = (typeof places)[keyof typeof places];

export type Documented = {key: string; place: Place};
export type Stored = {key: string; place: Place};

/**
 * How the table of /legal/cookies names keys: a key is written as stored, except that each
 * `<placeholder>` in it (`<site>`, `<index>`, `<id>`…) stands for one or more characters, which the
 * notes under the table explain. So `theme-<site>` covers `theme-604`, and
 * `__DOCSEARCH_RECENT_SEARCHES__<index>` covers `__DOCSEARCH_RECENT_SEARCHES__guide`.
 */
export function keyPattern(documented: string): RegExp {
  return new RegExp(
    `^${documented
      .split(/<[^<>]+>/)
      .map(escapeRegExp)
      .join('\\S+')}$`,
  );
}

/** The rows of the storage table as a reader sees it on /legal/cookies. */
export async function documentedKeys(page: Page): Promise<{rows: Documented[]; notes: string}> {
  await page.goto('/legal/cookies');
  const table = page.locator('main table').filter({has: page.getByRole('columnheader', {name: 'מפתח'})});
  await expect(table).toHaveCount(1);
  const cells = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent?.trim() ?? '')));
  const rows = cells.map(([key = '', place = '']) => {
    expect(Object.keys(places), `the place of ${key}`).toContain(place);
    return {key, place: places[place as keyof typeof places]};
  });
  const notes = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('table').forEach((table) => table.remove());
    return copy.textContent ?? '';
  });
  return {rows, notes};
}

/** Every key the site keeps in this browser context right now. */
export async function storedKeys(page: Page): Promise<Stored[]> {
  const {local, session} = await page.evaluate(() => ({local: Object.keys(localStorage), session: Object.keys(sessionStorage)}));
  const cookies = await page.context().cookies();
  return [
    ...local.map((key) => ({key, place: 'localStorage' as const})),
    ...session.map((key) => ({key, place: 'sessionStorage' as const})),
    ...cookies.map(({name}) => ({key: name, place: 'cookie' as const})),
  ];
}

/** Stored keys that no row of the table covers. */
export function unlistedKeys(stored: readonly Stored[], rows: readonly Documented[]): Stored[] {
  return stored.filter(({key, place}) => !rows.some((row) => row.place === place && keyPattern(row.key).test(key)));
}
