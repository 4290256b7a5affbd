/**
 * The checks that read the guide as a whole rather than one page: every doc in the sidebar,
 * "ראו גם" linking each doc's neighbours in the sidebar order, no sidebar_position used twice in
 * a section, and every link to a page or a heading (#anchor) leading somewhere, with heading ids
 * made as Docusaurus makes them (its own remark plugin: github-slugger on the heading text, or
 * an explicit `{#id}`). No build needed. Messages are Hebrew and say what to do.
 */
import {remarkHeadings as headings} from '../../src/internals/node';
import {fileToPath} from '@docusaurus/utils';
import type {Heading, Root, RootContent} from 'mdast';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {readFileSync} from 'node:fs';
import sidebars from '../../sidebars';
import {markdownDoc, markdownPage, sidebarEntries} from '../../src/plugins/search-records/lib/markdownPages';
import {SEE_ALSO_HEADING, keyLine, markdownLinks, sectionHeadings, type FileProblem} from './content';
import {filesUnder, markdownPages, repoRoot} from './files';
import {HEBREW_LETTERS, blank, codeFreeBody, frontMatterLineCount, withoutComments} from './markdown';

/** A Markdown file of the site: repository path ("docs/intro.md") and its text. */
export type GuideFile = {path: string; source: string};

export type Guide = {
  docs: readonly GuideFile[];
  pages: readonly GuideFile[];
  /** The sidebars config, as sidebars.ts exports it. */
  sidebars: unknown;
  /** Routes that exist without a Markdown file: React pages of src/pages, the theme's /search. */
  otherRoutes: readonly string[];
};

type Target = {file: string; route: string; title: string; headingIds: ReadonlySet<string>};

/** The guide read once: its Markdown files by path and by route, and the docs in sidebar order. */
export type GuideMap = {
  files: Map<string, Target & {source: string}>;
  routes: Map<string, string>;
  otherRoutes: ReadonlySet<string>;
  /** Doc files in the sidebar's order (the order of the previous/next buttons). */
  sidebarOrder: string[];
  /** Sidebar doc ids that no file defines. */
  missingIds: string[];
  /** Doc files the sidebar does not list. */
  unlisted: string[];
};

const DOCS_DIR = 'docs/';
const PAGES_DIR = 'src/pages/';

const processor = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(headings, {anchorsMaintainCase: false});

function headingNodes(node: Root | RootContent): Heading[] {
  const own = node.type === 'heading' ? [node] : [];
  return 'children' in node ? [...own, ...(node.children as RootContent[]).flatMap(headingNodes)] : own;
}

/** The ids a page's headings get (and `id="…"` attributes of its HTML), as the built page has them. */
export async function headingIds(source: string): Promise<Set<string>> {
  const lines = source.split('\n');
  const frontMatterEnd = frontMatterLineCount(lines);
  const body = lines.map((line, i) => (i < frontMatterEnd || /^(import|export)\s/.test(line) ? blank(line) : line)).join('\n');
  const tree = (await processor.run(processor.parse(body))) as Root;
  const ids = headingNodes(tree).flatMap((heading) => {
    const id = (heading.data as {id?: unknown} | undefined)?.id;
    return typeof id === 'string' ? [id] : [];
  });
  const html = withoutComments(codeFreeBody(source));
  return new Set([...ids, ...[...html.matchAll(/\bid=["']([^"']+)["']/g)].map((match) => match[1] ?? '')]);
}

/** Reads the guide: routes and titles as the docs and pages plugins give them, heading ids, sidebar order. */
export async function readGuide({docs, pages, sidebars, otherRoutes}: Guide): Promise<GuideMap> {
  const entries = sidebarEntries(sidebars);
  const files = new Map<string, Target & {source: string}>();
  const docIds = new Map<string, string>();
  for (const {path: file, source} of docs) {
    const doc = await markdownDoc({relativePath: file.slice(DOCS_DIR.length), content: source}, entries);
    docIds.set(doc.id, file);
    files.set(file, {file, route: doc.permalink, title: doc.title, source, headingIds: await headingIds(source)});
  }
  for (const {path: file, source} of pages) {
    const page = await markdownPage({relativePath: file.slice(PAGES_DIR.length), content: source}, {});
    files.set(file, {file, route: page.permalink, title: page.title, source, headingIds: await headingIds(source)});
  }
  const ordered = [...entries].sort(([, a], [, b]) => a.order - b.order).map(([id]) => id);
  return {
    files,
    routes: new Map([...files.values()].map(({route, file}) => [route, file])),
    otherRoutes: new Set(otherRoutes),
    sidebarOrder: ordered.flatMap((id) => (docIds.has(id) ? [docIds.get(id) ?? ''] : [])),
    missingIds: ordered.filter((id) => !docIds.has(id)),
    unlisted: [...docIds].filter(([id]) => !entries.has(id)).map(([, file]) => file),
  };
}

/** Routes with no Markdown file: the React pages of src/pages, and the search page of the theme. */
export function repositoryOtherRoutes(): string[] {
  const reactPages = filesUnder('src/pages', ['.tsx', '.jsx', '.js']).filter((file) => !/(^|\/)_/.test(file.slice(PAGES_DIR.length)) && !/\.test\.[jt]sx?$/.test(file));
  return ['/search', ...reactPages.map((file) => fileToPath(file.slice(PAGES_DIR.length)).replace(/(.)\/$/, '$1'))];
}

/** The guide of this repository: docs/, the Markdown pages of src/pages, sidebars.ts. */
export function repositoryGuide(): Guide {
  const {docs, pages} = markdownPages();
  const read = (file: string): GuideFile => ({path: file, source: readFileSync(path.join(repoRoot, file), 'utf8')});
  return {docs: docs.map(read), pages: pages.map(read), sidebars, otherRoutes: repositoryOtherRoutes()};
}

/** The doc id a writer adds to sidebars.ts for a file ("docs/a/b.md" → "a/b"). */
const sidebarId = (file: string): string => file.slice(DOCS_DIR.length).replace(/\.mdx?$/, '');

/** Every doc is in sidebars.ts, and every id of sidebars.ts is a doc. */
export function sidebarProblems(guide: GuideMap): FileProblem[] {
  return [
    ...guide.unlisted.map((file) => ({
      file,
      problem: {
        message: `העמוד לא מופיע בתפריט הצד: הוסיפו '${sidebarId(file)}' ל-sidebars.ts, בקטגוריה של הפרק ובמקום שלו בסדר העבודה,` + ' ועדכנו את "ראו גם" בעמוד שלפניו ובעמוד שאחריו',
      },
    })),
    ...guide.missingIds.map((id) => ({
      file: 'sidebars.ts',
      problem: {message: `'${id}' ב-sidebars.ts אינו עמוד: אין קובץ docs/${id}.md. תקנו את המזהה או צרו את העמוד`},
    })),
  ];
}

/**
 * No two docs of a section (folder) share a sidebar_position; docs without one are fine. With
 * `changed` (scripts/lib/changed-files.ts), a clash between changed and untouched docs is told on
 * the changed ones only, saying what they were compared with; otherwise on each of them.
 */
export function positionProblems(docs: readonly {path: string; source: string; position: unknown}[], changed?: {files: ReadonlySet<string>; against: string}): FileProblem[] {
  const byPlace = new Map<string, string[]>();
  for (const doc of docs) {
    if (typeof doc.position !== 'number') continue;
    const key = `${path.posix.dirname(doc.path)} ${doc.position}`;
    byPlace.set(key, [...(byPlace.get(key) ?? []), doc.path]);
  }
  return docs.flatMap((doc): FileProblem[] => {
    const sharing = byPlace.get(`${path.posix.dirname(doc.path)} ${String(doc.position)}`) ?? [];
    const others = sharing.filter((file) => file !== doc.path);
    if (typeof doc.position !== 'number' || others.length === 0) return [];
    const touched = changed === undefined ? [] : sharing.filter((file) => changed.files.has(file));
    const blamed = touched.length > 0 && touched.length < sharing.length;
    if (blamed && !touched.includes(doc.path)) return [];
    return [
      {
        file: doc.path,
        problem: {
          line: keyLine(doc.source, 'sidebar_position'),
          message:
            `sidebar_position: ${doc.position} כבר קיים ב-${others.join(', ')}` +
            (blamed && changed ? ` (העמוד הזה השתנה ${changed.against}, והעמוד האחר לא)` : '') +
            ': תנו מספר שאף עמוד אחר בפרק לא משתמש בו (למשל הגבוה בפרק ועוד אחד), או מחקו את השורה. הסדר בתפריט נקבע ב-sidebars.ts',
        },
      },
    ];
  });
}

/** Where a link leads: a Markdown file of the guide and a fragment, an unknown route, or nowhere we check. */
export type Resolved = {file: string; fragment: string | undefined} | {unknownRoute: string} | undefined;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Resolves a link of `fromFile` as Docusaurus does: a relative .md path, a route, or #fragment. */
export function resolveLink(target: string, fromFile: string, guide: GuideMap): Resolved {
  if (/^([a-z][a-z\d+.-]*:|\/\/)/i.test(target)) return undefined;
  const hash = target.indexOf('#');
  const location = (hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, '');
  const fragment = hash === -1 ? undefined : decoded(target.slice(hash + 1));
  if (location === '') return {file: fromFile, fragment};
  if (/\.mdx?$/.test(location)) {
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decoded(location)));
    // A missing file is the content check's "link to a missing file".
    return guide.files.has(file) ? {file, fragment} : undefined;
  }
  if (!location.startsWith('/') || /\.[a-z0-9]+$/i.test(location)) return undefined;
  const route = decoded(location).replace(/(.)\/$/, '$1');
  const file = guide.routes.get(route);
  if (file !== undefined) return {file, fragment};
  return guide.otherRoutes.has(route) ? undefined : {unknownRoute: route};
}

/** Every link to a route leads to a page, and every #fragment to a heading of its page. */
export function anchorProblems(guide: GuideMap): FileProblem[] {
  return [...guide.files.values()].flatMap(({file, source}) =>
    markdownLinks(source).flatMap(({line, target}): FileProblem[] => {
      const resolved = resolveLink(target, file, guide);
      if (resolved === undefined) return [];
      if ('unknownRoute' in resolved) {
        return [{file, problem: {line, message: `הקישור ${target} מוביל לכתובת שאין באתר: קשרו לקובץ העמוד עם הסיומת .md, למשל ./scan-report.md`}}];
      }
      const page = guide.files.get(resolved.file);
      if (resolved.fragment === undefined || resolved.fragment === '' || page === undefined || page.headingIds.has(resolved.fragment)) return [];
      const known = [...page.headingIds]
        .slice(0, 8)
        .map((id) => `#${id}`)
        .join(', ');
      return [
        {
          file,
          problem: {
            line,
            message:
              `הקישור ${target} מוביל לסעיף #${resolved.fragment} שאין ב-${resolved.file}: קשרו לכותרת שקיימת` +
              ` (העוגן הוא טקסט הכותרת, רווחים כמקפים, למשל ${known || 'אין כותרות בעמוד'}), או תנו לכותרת מזהה קבוע {#מזהה}`,
          },
        },
      ];
    }),
  );
}

/** The lines of the "## ראו גם" section of a page, with the first line's number. */
function seeAlsoSection(source: string): {line: number; lines: string[]} | undefined {
  const sections = sectionHeadings(source);
  const index = sections.findIndex(({text}) => text === SEE_ALSO_HEADING);
  const start = sections[index];
  if (start === undefined) return undefined;
  const end = sections[index + 1]?.line ?? Number.MAX_SAFE_INTEGER;
  return {
    line: start.line,
    lines: codeFreeBody(source)
      .split('\n')
      .slice(start.line - 1, end - 1),
  };
}

/**
 * "ראו גם" agrees with the sidebar on both sides of every doc: it links the doc before and the
 * doc after it in the sidebar order (the first doc has no previous, the last no next), and a
 * line that says "הקודם" or "הבא" links exactly that neighbour, so an old neighbour left behind
 * after a page is inserted between two others is reported on both of them.
 */
export function seeAlsoNeighbourProblems(guide: GuideMap): FileProblem[] {
  return guide.sidebarOrder.flatMap((file, i): FileProblem[] => {
    const page = guide.files.get(file);
    const section = page === undefined ? undefined : seeAlsoSection(page.source);
    if (page === undefined || section === undefined) return []; // The content check asks for the section.
    const labelledLines = new Set<number>();
    const links = markdownLinks(section.lines.join('\n')).map((link) => {
      const resolved = resolveLink(link.target, file, guide);
      // The words before a line's first link label that link ("- הבא: [...](...)").
      const first = !labelledLines.has(link.line);
      labelledLines.add(link.line);
      const label = first ? ((section.lines[link.line - 1] ?? '').split('[')[0] ?? '') : '';
      return {line: section.line + link.line - 1, target: resolved !== undefined && 'file' in resolved ? resolved.file : undefined, label};
    });
    const neighbours = [
      {name: 'הקודם', file: guide.sidebarOrder[i - 1]},
      {name: 'הבא', file: guide.sidebarOrder[i + 1]},
    ];
    return neighbours.flatMap(({name, file: neighbour}): FileProblem[] => {
      const problems: FileProblem[] = [];
      const labelled = links.filter(({label}) => new RegExp(`(^|[^${HEBREW_LETTERS}])${name}([^${HEBREW_LETTERS}]|$)`).test(label));
      const expected = neighbour === undefined ? undefined : guide.files.get(neighbour);
      const relative = expected === undefined ? '' : path.posix.relative(path.posix.dirname(file), expected.file);
      const link = relative.startsWith('.') ? relative : `./${relative}`;
      const suggestion = expected === undefined ? '' : `[${expected.title}](${link.includes(' ') ? `<${link}>` : link})`;
      // A link to a doc missing from the sidebar: sidebarProblems asks to add that doc, which mends this line.
      const unlisted = new Set(guide.unlisted);
      const toUnlisted = labelled.some(({target}) => target !== undefined && unlisted.has(target));
      const staleLinks = labelled.filter(({target}) => target !== neighbour && !(target !== undefined && unlisted.has(target)));
      for (const stale of staleLinks) {
        problems.push({
          file,
          problem: {
            line: stale.line,
            message:
              expected === undefined
                ? `השורה "${name}" ב"ראו גם" מקשרת לעמוד, אבל אין עמוד ${name} בתפריט הצד: מחקו את המילה "${name}" מהשורה`
                : `השורה "${name}" ב"ראו גם" לא מקשרת לעמוד ${name} בתפריט הצד, שהוא ${suggestion} לפי sidebars.ts: עדכנו את הקישור`,
          },
        });
      }
      // A stale "הבא"/"הקודם" line already says which link to write.
      // So does a line that links a doc missing from the sidebar: adding that doc makes it the neighbour.
      if (expected !== undefined && staleLinks.length === 0 && !toUnlisted && !links.some(({target}) => target === neighbour)) {
        problems.push({
          file,
          problem: {line: section.line, message: `ב"ראו גם" חסר קישור לעמוד ${name} בתפריט הצד: הוסיפו "- ${name}: ${suggestion}"`},
        });
      }
      return problems;
    });
  });
}
