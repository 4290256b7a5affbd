/**
 * The planted defects: one small, realistic mistake for each thing the test suite guards, with the
 * check that owns it. `npm run test:planted` (scripts/planted-defects.ts) plants each one in a scratch
 * copy of the repository and expects its check to fail there, after the same check passed on an
 * unmodified copy (the control).
 *
 * When the suite is reorganised, a defect stays and its `check` moves: it names the command that
 * catches the defect today, as a shell command run at the copy's root. Keep the commands here, and
 * only here. Browser checks run against the build the defect needs (`build`), on E2E_PORT (set by
 * the runner) with one worker; name the test with `--grep` so that only its owner runs.
 *
 * An edit replaces text that must occur exactly once in its file (`find`), or adds a line at the top
 * (`prepend`) or the end (`append`). Edits touch sources, pages, styles and data, never a test.
 */

export type Edit = {file: string} & ({find: string; replace: string} | {prepend: string} | {append: string});

/** Which build a check reads: none, the default `build/`, or the Algolia-mode `build-algolia/`. */
export type BuildKind = 'none' | 'default' | 'algolia';

export type Defect = {
  id: string;
  /** What is wrong, as a reader, writer or operator would meet it. */
  description: string;
  edits: Edit[];
  /** The build the check reads. */
  build: BuildKind;
  /**
   * The edits change nothing the build reads (a service's code, say): the check reads the control's
   * build of that kind instead of a build of its own.
   */
  buildUnchanged?: boolean;
  /**
   * Defects of one group share a scratch copy and its build (each check still runs alone): only for
   * defects whose edits and checks do not meet, to save builds. The runner's table names the group.
   */
  group?: string;
  /** The owning check: a shell command at the copy's root that must fail with the defect. */
  check: string;
  /** Text the check's output must hold for the defect to count as caught (its failure names it). */
  expect?: string;
};

/** Playwright over the default build, one spec, the tests whose title matches. */
const e2e = (spec: string, grep: string): string => `npx playwright test tests/e2e/${spec}.spec.ts --grep ${JSON.stringify(grep)}`;

/** How each build is made in a copy (the same commands and environment as scripts/test.mjs). */
export const builds: Record<Exclude<BuildKind, 'none'>, {command: string; out: string; envFile?: string}> = {
  default: {command: 'npx docusaurus build --out-dir build', out: 'build'},
  algolia: {command: 'npx docusaurus build --out-dir build-algolia', out: 'build-algolia', envFile: 'tests/e2e-algolia/env.json'},
};

export const defects: Defect[] = [
  // Static checks: no build.
  {
    id: 'type-error',
    description: 'A dated legal figure typed as text ("5,571.75") instead of a number in src/data/lawFigures.ts',
    edits: [{file: 'src/data/lawFigures.ts', find: "{kind: 'minimumWageMonthly', value: 5571.75,", replace: "{kind: 'minimumWageMonthly', value: '5,571.75',"}],
    build: 'none',
    check: 'npx tsc',
    expect: 'lawFigures.ts',
  },
  {
    id: 'lint-error',
    description: 'An import left unused in a client module',
    edits: [{file: 'src/clientModules/backToTopClear.ts', prepend: "import {translate} from '@docusaurus/Translate';"}],
    build: 'none',
    check: 'npx eslint src/clientModules',
    expect: 'no-unused-vars',
  },
  {
    id: 'spelling',
    description: 'A misspelt Hebrew word on /intro (בפועלל)',
    edits: [{file: 'docs/intro.md', find: 'בודק השכר משווה בין מה שקרה בפועל לבין', replace: 'בודק השכר משווה בין מה שקרה בפועלל לבין'}],
    build: 'none',
    check: 'npm run --silent check:spelling',
    expect: 'בפועלל',
  },
  {
    id: 'broken-link',
    description: 'An internal link to a page that does not exist (calc-mahla.md)',
    edits: [{file: 'docs/intro.md', find: '[דמי מחלה](./calculation-results/calc-mahala.md)', replace: '[דמי מחלה](./calculation-results/calc-mahla.md)'}],
    build: 'none',
    check: 'npm run --silent check:content',
    expect: 'calc-mahla',
  },
  {
    id: 'broken-anchor',
    description: 'A link to a heading anchor that does not exist on its page',
    edits: [{file: 'docs/intro.md', find: 'calculation-general-params.md#צווי-ההרחבה-הכלליים', replace: 'calculation-general-params.md#צווי-הרחבה-כלליים'}],
    build: 'none',
    check: 'npm run --silent check:content',
    expect: 'צווי-הרחבה-כלליים',
  },
  {
    id: 'markdown-lint',
    description: 'A heading that skips a level (## to ####) on /intro',
    edits: [{file: 'docs/intro.md', find: '\n## מה בודק השכר עושה\n', replace: '\n#### מה בודק השכר עושה\n'}],
    build: 'none',
    check: 'npm run --silent lint:md',
    expect: 'MD001',
  },
  {
    id: 'translation',
    description: 'A UI string of i18n/he left in English',
    edits: [{file: 'i18n/he/code.json', find: '"message": "המדריך למשתמש"\n', replace: '"message": "User guide"\n'}],
    build: 'none',
    check: 'npm run --silent check:translations',
  },
  {
    id: 'word-forms',
    description: "New words on a page that the search's word-form table does not know yet (search:inflections not rerun)",
    edits: [
      {
        file: 'docs/intro.md',
        find: 'אפשר להעלות קובצי Excel, קובצי CSV, קובצי PDF וסריקות של מסמכי נייר.',
        replace: 'אפשר להעלות קובצי Excel, קובצי CSV, קובצי PDF וסריקות של מסמכי נייר, גם צילומי מסמכים מקומטים ומקופלים שצולמו בטלפונים ניידים.',
      },
    ],
    build: 'none',
    check: 'npx tsx scripts/search-inflections.ts --check',
  },
  {
    id: 'arithmetic',
    description: "A worked example's arithmetic wrong (136.5 ÷ 182 written as 0.78) on the recreation-pay page",
    edits: [{file: 'docs/calculation-results/calc-avraa.md', find: '136.5 שעות ÷ 182 שעות = 0.75, כלומר 75%.', replace: '136.5 שעות ÷ 182 שעות = 0.78, כלומר 78%.'}],
    build: 'none',
    check: 'npx tsx --test tests/unit/worked-examples/calc-avraa.test.ts',
  },
  {
    id: 'legal-settings',
    description: "The privacy page says searches go to Algolia whatever the build's search is (outside a <ShowIf> passage)",
    edits: [
      {
        file: 'src/pages/legal/privacy.md',
        find: 'ולפי התקנות שהותקנו מכוחו.\n',
        replace: 'ולפי התקנות שהותקנו מכוחו. מילות החיפוש באתר המדריך נשלחות ל-Algolia.\n',
      },
    ],
    build: 'none',
    check: 'npx tsx --test tests/unit/legal-pages.test.ts',
    expect: 'names Algolia outside',
  },
  {
    id: 'search-gate',
    description: 'Two keys swapped in the keyboard-layout map (a ↔ s): queries typed on the English layout find the wrong words',
    edits: [{file: 'src/search/hebrew/keyboardLayout.ts', find: "  a: 'ש',\n  s: 'ד',\n", replace: "  a: 'ד',\n  s: 'ש',\n"}],
    build: 'none',
    check: 'npx tsx --test src/search/quality/quality.test.ts',
  },
  {
    id: 'feedback-not-stored',
    description: 'The feedback service acknowledges a "not helpful" answer with 201 and stores nothing',
    edits: [
      {
        file: 'services/feedback/lib/server.ts',
        find: 'const id = store.addAnswer({page: guidePage(answer.page), helpful: answer.helpful, reason: answer.reason});',
        replace: 'const id = answer.helpful ? store.addAnswer({page: guidePage(answer.page), helpful: answer.helpful, reason: answer.reason}) : 0;',
      },
    ],
    build: 'none',
    check: 'npx tsx --test services/feedback/service.test.ts',
  },

  // Checks of the default build.
  {
    id: 'mcp-bad-input',
    description: "The MCP server's search_guide accepts a query longer than the search box's 64 characters",
    edits: [
      {
        file: 'services/mcp/lib/mcpServer.ts',
        find: "          .max(maxQueryLength, `A query is at most ${maxQueryLength} characters, as in the guide's search box`)\n",
        replace: '',
      },
    ],
    build: 'default',
    buildUnchanged: true,
    check: e2e('mcp', 'bad inputs get errors'),
  },
  {
    id: 'help-link-anchor',
    description: 'A help link\'s target heading loses its explicit id ({#upload-files}), so the product\'s "?" button would open no heading',
    edits: [{file: 'docs/new-calculation/scan-excel.md', find: '## איך מעלים קבצים \\{#upload-files}', replace: '## איך מעלים קבצים'}],
    build: 'none',
    check: 'npx docusaurus build --out-dir build',
    expect: 'upload-files',
  },
  {
    id: 'size-budget',
    description: "/intro's JavaScript grows past its budget (a client module on every page imports zod to check its settings)",
    edits: [
      {file: 'src/clientModules/progressBar.ts', prepend: "import {z} from 'zod';"},
      {
        file: 'src/clientModules/progressBar.ts',
        find: `nprogress.configure({template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar'});`,
        replace: `nprogress.configure(z.object({template: z.string(), barSelector: z.string()}).parse({template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>', barSelector: '.bar'}));`,
      },
    ],
    group: 'build-1',
    build: 'default',
    check: 'npx tsx scripts/check-budget.ts',
  },
  {
    id: 'nu-html',
    description: 'Invalid HTML on every page: the footer logo\'s width and height written "40px" (the W3C Nu Html Checker)',
    edits: [{file: 'src/components/FooterBrand/index.tsx', find: 'width={40} height={40}', replace: 'width="40px" height="40px"'}],
    group: 'build-1',
    build: 'default',
    check: 'npx tsx scripts/check-html.ts',
    expect: '40px',
  },
  {
    id: 'no-js-content',
    description: 'Pages hide their article until React hydrates them: without JavaScript a reader gets no content',
    edits: [
      {
        file: 'src/css/custom.css',
        append: "\n/* No flash of the page before it is interactive. */\nhtml:not([data-has-hydrated='true']) article {\n  visibility: hidden;\n}\n",
      },
    ],
    group: 'build-3',
    build: 'default',
    check: e2e('robustness', 'one page of each kind at 1280 and 390 px shows its heading'),
  },
  {
    id: 'hostile-markup',
    description: "The /search page's heading script writes the query as HTML (innerHTML): a hostile query runs",
    edits: [{file: 'src/plugins/search/lib/headingScript.ts', find: '(h.textContent=', replace: '(h.innerHTML='}],
    group: 'build-2',
    build: 'default',
    check: e2e('robustness', 'in the search query of /search'),
  },
  {
    id: 'keystroke-before-hydration',
    description: "The search's code, arriving while its dialog is already open, leaves that dialog alone: what the reader typed before the page was interactive is never searched",
    edits: [{file: 'src/plugins/search/client/dialogStart.ts', find: '    if (open) api.onopen(open);', replace: '    void open;'}],
    group: 'build-2',
    build: 'default',
    check: e2e('search-typing', 'a tap opens the search at once, and what is typed is searched once the page is interactive'),
  },
  {
    id: 'csp-violation',
    description: 'An image from another host on /intro (a status badge): the CSP of the nginx deployment blocks it',
    edits: [
      {
        file: 'docs/intro.md',
        find: 'אפשר להעלות קובצי Excel,',
        replace: '![מצב המערכת: פעילה](https://img.shields.io/badge/status-ok-green.svg)\n\nאפשר להעלות קובצי Excel,',
      },
    ],
    group: 'build-3',
    build: 'default',
    check: e2e('deploy', 'pages render and hydrate, links navigate in the page'),
    expect: 'img.shields.io',
  },
  {
    id: 'axe-dark-390',
    description: "Faint body text in dark mode on narrow screens only (a phone tweak of the page's paragraphs)",
    edits: [
      {
        file: 'src/css/custom.css',
        append: "\n/* Phones in dark mode: softer body text. */\n@media (max-width: 996px) {\n  [data-theme='dark'] .markdown p {\n    color: #4a5160;\n  }\n}\n",
      },
    ],
    group: 'build-3',
    build: 'default',
    check: e2e('every-page', '^[^/]*/intro: 200 in Hebrew'),
    expect: 'color-contrast',
  },
  {
    id: 'ibm-svg',
    description: "The breadcrumbs' home icon loses aria-hidden: an <svg> without a name, which axe lets pass and IBM Equal Access does not",
    edits: [{file: 'src/theme/Icon/Home/index.tsx', find: '<Icon aria-hidden="true" focusable="false" {...props} />', replace: '<Icon {...props} />'}],
    build: 'default',
    check: e2e('every-page', '/calculation-results/calc-avraa: 200 in Hebrew'),
    expect: 'svg_graphics_labelled',
  },
  {
    id: 'print-ltr',
    description: "The print stylesheet's direction loses its rtl:ignore, so the build mirrors it: the printed guide reads left to right",
    edits: [{file: 'src/css/print.css', find: '    /* rtl:ignore */\n    direction: rtl;\n', replace: '    direction: rtl;\n'}],
    group: 'build-1',
    build: 'default',
    check: e2e('print', 'a printed page is laid out right to left'),
  },
  {
    id: 'formula-direction',
    // Not dir="auto" (or no dir): a formula's Hebrew units are <bdi> islands of their own, which the
    // automatic direction skips, so such a formula is still drawn left to right.
    description: 'Worked formulas marked right to left: "38.4 − 30 = 8.4" is drawn "8.4 = 30 − 38.4"',
    edits: [
      {file: 'src/remark/formulas.ts', find: "element('bdi', {dir: 'ltr', className: 'formula-expression'}, parts)", replace: "element('bdi', {dir: 'rtl', className: 'formula-expression'}, parts)"},
    ],
    group: 'build-1',
    build: 'default',
    check: e2e('formulas', 'at 390 px every worked formula is drawn left to right'),
  },

  // Checks of the Algolia-mode build.
  {
    id: 'algolia-request',
    description: 'The Algolia request loses its language and version facet filters (contextual search off)',
    edits: [{file: 'src/search/config.ts', find: "const common = {contextualSearch: true, searchPagePath: 'search'};", replace: "const common = {contextualSearch: false, searchPagePath: 'search'};"}],
    build: 'algolia',
    check: 'npx playwright test -c playwright.algolia.config.ts --grep "the modal sends the exact DocSearch request"',
  },
];
