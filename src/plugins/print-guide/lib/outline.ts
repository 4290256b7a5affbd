/** One doc of the printed guide, in sidebar order. */
export type PrintedDoc = {id: string; title: string; category: string | null; permalink: string};

/** The route of the page that holds the whole guide. */
export const printRoute = '/print';

/** The id of a doc's section on the print page: Latin, unique, stable (`calculation-results/calc-avraa` → `doc-calculation-results-calc-avraa`). */
export function sectionId(docId: string): string {
  return `doc-${docId
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/**
 * Consecutive entries of one sidebar category, in sidebar order (the print page's table of contents,
 * and llms.txt's sections); the top-level entries before the first category form their own group.
 */
export function outlineGroups<T extends {category: string | null}>(entries: readonly T[]): {category: string | null; items: T[]}[] {
  const groups: {category: string | null; items: T[]}[] = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && last.category === entry.category) last.items.push(entry);
    else groups.push({category: entry.category, items: [entry]});
  }
  return groups;
}

/**
 * The source of the generated module behind /print: each doc's outline entry with its MDX module,
 * in sidebar order (`export default [{doc, content}, …]`).
 */
export function printedDocsModule(docs: readonly PrintedDoc[], sources: readonly string[]): string {
  const imports = sources.map((source, i) => `import * as content${i} from ${JSON.stringify(source)};`);
  const entries = docs.map((doc, i) => `  {doc: ${JSON.stringify(doc)}, content: content${i}},`);
  return `${imports.join('\n')}\n\nexport default [\n${entries.join('\n')}\n];\n`;
}

/**
 * The id, on the print page, of an element a doc's page gives `id`: the doc's section id, then
 * two hyphens (a section id never holds two), then the page's own id. Each doc keeps its headings'
 * ids on its own page; on /print they would repeat (every page has "ראו גם").
 */
export function printedId(docId: string, id: string): string {
  return `${sectionId(docId)}--${id}`;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Where a link of a doc points on the print page: a doc of the guide (with or without a heading's
 * hash) and a hash of the doc itself become the anchor of that section on /print; any other link
 * (another page of the site, another site) is returned as it is.
 */
export function printedHref(href: string, fromDocId: string, docs: readonly Pick<PrintedDoc, 'id' | 'permalink'>[]): string {
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : decoded(href.slice(hashAt + 1));
  const target = path === '' ? docs.find((doc) => doc.id === fromDocId) : docs.find((doc) => doc.permalink.replace(/\/$/, '') === decoded(path).replace(/\/$/, ''));
  if (!target) {
    return href;
  }
  return `#${hash ? printedId(target.id, hash) : sectionId(target.id)}`;
}
