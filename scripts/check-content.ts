/**
 * Checks that every page of the guide has what writing/GUIDE.md and CONTRIBUTING.md ask for:
 * front matter, length, an illustration with alt text that describes it, "ראו גם" (last, and
 * linking the neighbours of the sidebar order), no placeholders, the glossary's terms
 * (writing/glossary.ts) and product actions linked where they are used, the 42-hour week and 182-hour month explained on one page only
 * (scripts/lib/rule-home.ts), a renamed page's former title among its keywords (scripts/lib/former-titles.ts), a link to the official text of each law, order and ruling a page names (scripts/lib/law-links.ts), the sections, "בקצרה" box, opening steps and gap row of a result page and callouts numbered once (scripts/lib/template.ts), working links and #anchors, a place in sidebars.ts, no sidebar_position
 * used twice, every worked formula one the build shows left to right (scripts/lib/formulas.ts); and that every SVG under static/img/ is a safe, small illustration with a title,
 * written right to left in readable sizes, whose words follow the glossary. No build needed. Messages are Hebrew, with file:line.
 * Usage: npm run check:content
 */
import matter from 'gray-matter';
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {glossary, latinAllowed, productActions} from '../writing/glossary';
import {docProblems, pageProblems, svgConventionProblems, svgProblems, type FileProblem} from './lib/content';
import {lawFigures} from '../src/data/lawFigures';
import {changedFiles} from './lib/changed-files';
import {LAW_FIGURES_FILE, figureDataProblems, figureProblems, figureTableProblems} from './lib/figures';
import {filesUnder, repoRoot} from './lib/files';
import {formerTitleProblems, formerTitles} from './lib/former-titles';
import {formulaProblems} from './lib/formulas';
import {lawLinkProblems} from './lib/law-links';
import {PRODUCT_NAMES_FILE, glossaryProblems, productNames, svgGlossaryProblems} from './lib/glossary';
import {productActionProblems} from './lib/product-actions';
import {ruleHomeProblems} from './lib/rule-home';
import {calloutNumberProblems, gapRowProblems, openingStepsProblems, resultTemplateProblems, screenTemplateProblems, summaryBoxProblems} from './lib/template';
import {anchorProblems, positionProblems, readGuide, repositoryGuide, seeAlsoNeighbourProblems, sidebarProblems} from './lib/guide-structure';

const read = (file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');
const fileExists = (file: string): boolean => existsSync(path.join(repoRoot, file));

function frontMatterPosition(source: string): unknown {
  try {
    return matter(source).data.sidebar_position;
  } catch {
    return undefined; // docProblems reports the broken front matter.
  }
}

async function main(): Promise<number> {
  const repository = repositoryGuide();
  const {docs: docFiles, pages: pageFiles} = repository;
  // With the starter illustration writers copy (writing/starter.svg), which follows the same rules.
  const svgs = [...filesUnder('static/img', ['.svg']), ...filesUnder('writing', ['.svg'])];
  const guide = await readGuide(repository);
  const sidebar = sidebarProblems(guide);
  // The on-screen names the product team gave, with the spellings pages avoid (writing/product-names.md).
  const names = productNames(read(PRODUCT_NAMES_FILE));
  const terms = {glossary: [...glossary, ...names.entries], latinAllowed};
  const found: FileProblem[] = [
    ...docFiles.flatMap(({path: file, source}) =>
      [
        ...docProblems(source, file, fileExists),
        ...glossaryProblems(source, terms),
        ...productActionProblems(source, file, productActions),
        ...ruleHomeProblems(source, file),
        ...figureTableProblems(source, file),
        ...resultTemplateProblems(source, file),
        ...summaryBoxProblems(source, file),
        ...screenTemplateProblems(source, file),
        ...openingStepsProblems(source, file),
        ...gapRowProblems(source, file),
        ...calloutNumberProblems(source),
        ...formulaProblems(source),
        ...lawLinkProblems(source),
        ...formerTitleProblems(source, formerTitles(file)),
      ].map((problem) => ({file, problem})),
    ),
    ...pageFiles.flatMap(({path: file, source}) => pageProblems(source).map((problem) => ({file, problem}))),
    ...[...docFiles, ...pageFiles].flatMap(({path: file, source}) => figureProblems(source).map((problem) => ({file, problem}))),
    ...sidebar,
    ...names.problems.map((problem) => ({file: PRODUCT_NAMES_FILE, problem})),
    ...figureDataProblems(lawFigures, read(LAW_FIGURES_FILE)),
    ...positionProblems(
      docFiles.map((doc) => ({...doc, position: frontMatterPosition(doc.source)})),
      changedFiles(),
    ),
    ...seeAlsoNeighbourProblems(guide),
    ...anchorProblems(guide),
    ...svgs.flatMap((file) => {
      const svg = read(file);
      // The conventions are for illustrations of screens (static/img/<section>/), not the logo.
      const screen = file.split('/').length > 3;
      const conventions = screen || file.startsWith('writing/') ? svgConventionProblems(svg) : [];
      return [
        ...[...svgProblems(svg, statSync(path.join(repoRoot, file)).size), ...conventions].map((message): FileProblem => ({file, problem: {message}})),
        // The drawing's words follow the glossary, like the page's (its title and texts; not the address bar).
        ...(screen || file.startsWith('writing/') ? svgGlossaryProblems(svg, terms) : []).map((problem): FileProblem => ({file, problem})),
      ];
    }),
  ].sort((a, b) => a.file.localeCompare(b.file) || (a.problem.line ?? 0) - (b.problem.line ?? 0));
  // A page missing from the sidebar comes first: adding it mends the "ראו גם" lines of its neighbours.
  found.sort((a, b) => Number(sidebar.includes(b)) - Number(sidebar.includes(a)));
  for (const {file, problem} of found) {
    console.log(`${file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.message}`);
  }
  const files = new Set(found.map(({file}) => file));
  console.log(`content: ${found.length} problems in ${files.size} files` + ` (${docFiles.length} docs, ${pageFiles.length} pages, ${svgs.length} SVGs checked)`);
  return found.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
