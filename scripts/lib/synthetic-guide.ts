import path from 'node:path';

/**
 * A synthetic guide of any size made from the real one, for the build benchmark: the real pages
 * stay (every link of the site and the home page still resolves), and generated pages fill up to
 * the wanted count, each as long as an average real page, made of the real headings, paragraphs,
 * tables, lists, admonitions and illustrations in a fixed pseudo-random order.
 */

export type RealDoc = {
  /** Path under docs/, with "/": "calculation-results/calc-hufsha.md". */
  file: string;
  title: string;
  description: string;
  /** The Markdown after the front matter. */
  body: string;
};

export type GeneratedFile = {file: string; content: string};

type Pieces = {headings: string[]; blocks: string[]; titles: string[]; descriptions: string[]; averageLength: number};

/** Pages per generated sidebar category (folder). */
export const pagesPerPart = 50;

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The route of a doc file under docs/ with routeBasePath "/". */
export function docRoute(file: string): string {
  return `/${file
    .replace(/\.mdx?$/, '')
    .split(' ')
    .join('%20')}`;
}

/**
 * A block moved out of its page: links to other docs become absolute routes (anchors dropped, as
 * headings may differ), links to its own page's anchors become plain text.
 */
export function relocateLinks(block: string, fromFile: string, docFiles: ReadonlySet<string>): string {
  return block.replace(/(!?)\[([^\]]*)\]\((<[^>]+>|[^)\s]+)\)/g, (link, bang: string, text: string, rawTarget: string) => {
    const target = rawTarget.replace(/^<|>$/g, '');
    if (bang || /^(https?:|mailto:|\/)/.test(target)) return link;
    const [file = ''] = target.split('#');
    if (!file) return text;
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), file));
    return docFiles.has(resolved) ? `[${text}](${docRoute(resolved)})` : text;
  });
}

/** The blocks of a page body: paragraphs, tables, lists, and each admonition whole. */
export function splitBlocks(body: string): string[] {
  const blocks: string[] = [];
  let open: string[] | undefined;
  for (const chunk of body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    if (open) {
      open.push(chunk);
      if (/(^|\n):::$/.test(chunk)) {
        blocks.push(open.join('\n\n'));
        open = undefined;
      }
    } else if (/^:::\w/.test(chunk) && !/\n:::$/.test(chunk)) {
      open = [chunk];
    } else {
      blocks.push(chunk);
    }
  }
  return blocks;
}

function pieces(docs: readonly RealDoc[]): Pieces {
  const docFiles = new Set(docs.map((doc) => doc.file));
  const headings: string[] = [];
  const blocks: string[] = [];
  for (const doc of docs) {
    for (const block of splitBlocks(doc.body)) {
      const heading = /^#{2,3} (.+)$/.exec(block);
      if (heading) headings.push(heading[1]!.replace(/\s*\{#[^}]*\}\s*$/, ''));
      else if (!/^#|^(import|export) /.test(block)) blocks.push(relocateLinks(block, doc.file, docFiles));
    }
  }
  const averageLength = docs.reduce((sum, doc) => sum + doc.body.length, 0) / Math.max(1, docs.length);
  return {headings, blocks, titles: docs.map((doc) => doc.title), descriptions: docs.map((doc) => doc.description), averageLength};
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** Generated page number `index` (1-based): as long as an average real page. */
function generatedPage(index: number, {headings, blocks, titles, descriptions, averageLength}: Pieces): string {
  const next = random(index);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const body: string[] = [pick(blocks)];
  let length = body[0]!.length;
  while (length < averageLength) {
    const section = [`## ${pick(headings)}`, ...Array.from({length: 1 + Math.floor(next() * 3)}, () => pick(blocks))];
    body.push(...section);
    length += section.reduce((sum, part) => sum + part.length, 0);
  }
  return ['---', `title: ${yamlString(`${pick(titles)} ${index}`)}`, `description: ${yamlString(pick(descriptions))}`, `sidebar_position: ${index}`, '---', '', body.join('\n\n'), ''].join('\n');
}

/**
 * The files of a guide of `pageCount` pages: the real docs as they are, then generated pages in
 * folders of `pagesPerPart` (part-001/page-00001.md…), each folder a sidebar category.
 */
export function syntheticGuide(docs: readonly RealDoc[], pageCount: number): GeneratedFile[] {
  const made = pieces(docs);
  if (made.blocks.length === 0 || made.headings.length === 0) throw new Error('The real docs have no paragraphs or headings to build from');
  const generated = Math.max(0, pageCount - docs.length);
  const files: GeneratedFile[] = [];
  for (let index = 1; index <= generated; index += 1) {
    const part = Math.ceil(index / pagesPerPart);
    const folder = `part-${String(part).padStart(3, '0')}`;
    if ((index - 1) % pagesPerPart === 0) {
      files.push({file: `${folder}/_category_.json`, content: `${JSON.stringify({label: `חלק ${part}`, position: 100 + part})}\n`});
    }
    files.push({file: `${folder}/page-${String(index).padStart(5, '0')}.md`, content: generatedPage(index, made)});
  }
  return files;
}
