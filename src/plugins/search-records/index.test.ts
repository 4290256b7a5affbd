import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule} from '@docusaurus/utils';
import {SearchEngine, shardFile, textFile, type EngineResponse, type SplitEntry} from '../../search/engine';
import type {DocSearchRecord} from '../../search/records';
import searchRecordsPlugin, {absoluteUrl, readSearchIndex, recordsFile, recordsFromMarkdown} from './index';
import {defaultSite} from '../../site';
import {docPageHtml, expandMdx, markdownDoc, renderMarkdown, sidebarEntries} from './lib/markdownPages';

/** A two-doc site: an intro at the top level and one doc in a category, with an admonition and a table. */
async function makeSite(): Promise<string> {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'search-records-'));
  await mkdir(path.join(siteDir, 'docs', 'calculation-results'), {recursive: true});
  await writeFile(path.join(siteDir, 'docs', 'intro.md'), '---\ntitle: מבוא\nkeywords: [איך מתחילים, מדריך]\n---\n\nבודק השכר בודק תלושי שכר.\n\n## איך מתחילים {#start}\n\nנרשמים ומעלים קבצים.\n');
  await writeFile(
    path.join(siteDir, 'docs', 'calculation-results', 'calc-avraa.md'),
    '---\ntitle: דמי הבראה\nsidebar_position: 2\n---\n\nהתוצאה בודקת את **דמי ההבראה**.\n\n## העמודות\n\n| עמודה | משמעות |\n|---|---|\n| **שולם** | הסכום בתלוש. |\n\n:::tip[קיצור דרך]\n\nלחצו על ייצוא ל-Excel.\n\n:::\n\n### שעה 10:30\n\nפסקה :x עם נקודתיים.\n',
  );
  await writeFile(path.join(siteDir, 'docs', '_partial.md'), 'לא דף.\n');
  await mkdir(path.join(siteDir, 'src', 'pages', 'legal'), {recursive: true});
  await writeFile(
    path.join(siteDir, 'src', 'pages', 'legal', 'terms.md'),
    '---\ntitle: תנאי שימוש\n---\n\nimport SiteConstant from \'@site/src/components/SiteConstant\';\n\n# תנאי שימוש\n\nאת האתר מפעילה <SiteConstant name="companyName" />. פנו אלינו ב-<SiteConstant name="whatsappNumber" link />.\n\n## ביטול\n\nאפשר לבטל בכל עת.\n',
  );
  await writeFile(path.join(siteDir, 'src', 'pages', 'index.tsx'), 'export default function Home() { return null; }\n');
  await writeFile(path.join(siteDir, 'sidebars.js'), "module.exports = {tutorialSidebar: ['intro', {type: 'category', label: 'תוצאות החישוב', items: ['calculation-results/calc-avraa']}]};\n");
  return siteDir;
}

function context(siteDir: string): LoadContext {
  return {
    siteDir,
    baseUrl: '/',
    outDir: path.join(siteDir, 'build'),
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    i18n: {currentLocale: 'he'},
    siteConfig: {
      title: 'בודק השכר',
      url: 'https://docs.example.com',
      trailingSlash: false,
      themeConfig: {metadata: [{name: 'keywords', content: 'בדיקת שכר, תלוש שכר'}]},
    },
  } as unknown as LoadContext;
}

test('the dev path renders Markdown into the page markup the extractor reads', async () => {
  const entries = sidebarEntries({tutorialSidebar: ['intro', {type: 'category', label: 'חישוב', items: ['a/b', {type: 'doc', id: 'a/c'}]}, {קיצור: ['d']}]});
  assert.deepEqual(
    [...entries],
    [
      ['intro', {category: null, order: 0}],
      ['a/b', {category: 'חישוב', order: 1}],
      ['a/c', {category: 'חישוב', order: 2}],
      ['d', {category: 'קיצור', order: 3}],
    ],
  );
  const doc = await markdownDoc({relativePath: 'a/b.md', content: '---\nslug: /custom\n---\n\n# כותרת מהתוכן\n\nטקסט.\n'}, entries);
  assert.equal(doc.permalink, '/custom');
  assert.equal(doc.title, 'כותרת מהתוכן');
  assert.equal(doc.category, 'חישוב');
  const html = await renderMarkdown('## שעות נוספות\n\n:::warning\n\nזהירות.\n\n:::\n');
  assert.match(html, /<h2 id="שעות-נוספות" class="anchor">שעות נוספות<a href="#שעות-נוספות" class="hash-link">/);
  assert.match(html, /theme-admonition theme-admonition-warning.*<div class="admonitionHeading">אזהרה<\/div><div class="admonitionContent"><p>זהירות.<\/p>/s);
  assert.match(docPageHtml(doc, html, {siteTitle: 'אתר', language: 'he', docusaurusTag: 'docs-default-current', version: 'current'}), /menu__link--sublist menu__link--active" href="#">חישוב</);
});

test('records from Markdown: categories, anchors (Docusaurus ids), admonitions, tables; partials skipped', async () => {
  const siteDir = await makeSite();
  try {
    const records = await recordsFromMarkdown({
      siteDir,
      sidebarPath: './sidebars.js',
      url: 'https://docs.example.com',
      baseUrl: '/',
      siteTitle: 'בודק השכר',
      siteConstants: {...defaultSite, version: '1.2.0'},
    });
    assert.deepEqual(
      [...new Set(records.map((record) => record.url_without_anchor))],
      ['https://docs.example.com/intro', 'https://docs.example.com/calculation-results/calc-avraa', 'https://docs.example.com/legal/terms'],
    );
    const intro = records.filter((record) => record.url_without_anchor.endsWith('/intro'));
    assert.equal(intro[0]!.hierarchy.lvl0, 'מדריך');
    assert.deepEqual(intro[0]!.keywords, ['איך מתחילים', 'מדריך']);
    assert.equal(intro.find((record) => record.type === 'lvl2')!.url, 'https://docs.example.com/intro#start');
    const havraa = records.filter((record) => record.url_without_anchor.endsWith('/calc-avraa'));
    assert.equal(havraa[0]!.hierarchy.lvl0, 'תוצאות החישוב');
    assert.deepEqual(
      havraa.map((record) => record.content ?? `${record.type}:${record.hierarchy[record.type as 'lvl1']}`),
      ['lvl1:דמי הבראה', 'התוצאה בודקת את דמי ההבראה.', 'lvl2:העמודות', 'שולם', 'הסכום בתלוש.', 'לחצו על ייצוא ל-Excel.', 'lvl3:שעה 10:30', 'פסקה :x עם נקודתיים.'],
    );
    assert.equal(havraa.at(-1)!.anchor, 'שעה-1030');
    const terms = records.filter((record) => record.url_without_anchor.endsWith('/legal/terms'));
    assert.deepEqual(
      terms.map((record) => [record.type, record.hierarchy.lvl0, record.hierarchy.lvl1, record.hierarchy.lvl2, record.content, record.url, record.docusaurus_tag]),
      [
        ['lvl1', 'מידע משפטי', 'תנאי שימוש', null, null, 'https://docs.example.com/legal/terms', 'default'],
        ['content', 'מידע משפטי', 'תנאי שימוש', null, 'את האתר מפעילה בודק השכר בע״מ. פנו אלינו ב-WhatsApp.', 'https://docs.example.com/legal/terms', 'default'],
        ['lvl2', 'מידע משפטי', 'תנאי שימוש', 'ביטול', null, 'https://docs.example.com/legal/terms#ביטול', 'default'],
        ['content', 'מידע משפטי', 'תנאי שימוש', 'ביטול', 'אפשר לבטל בכל עת.', 'https://docs.example.com/legal/terms#ביטול', 'default'],
      ],
    );
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('under docusaurus start the plugin writes the index into the dev static directory', async () => {
  const siteDir = await makeSite();
  try {
    const plugin = searchRecordsPlugin(context(siteDir), {devStaticDir: '.docusaurus/search-records', sidebarPath: './sidebars.js'}) as Plugin<void>;
    assert.deepEqual(plugin.getPathsToWatch!(), [path.join(siteDir, 'docs', '**/*.{md,mdx}'), path.join(siteDir, 'src', 'pages', '**/*.{md,mdx}'), path.join(siteDir, 'sidebars.js')]);
    await plugin.loadContent!();
    const serialized = await readSearchIndex(path.join(siteDir, '.docusaurus/search-records/search'));
    const engine = SearchEngine.fromSerialized(serialized);
    const result = engine.searchRequests([{indexName: 'guide', query: 'בדמי הבראה'}]).results[0] as EngineResponse;
    assert.match(decodeURI(String(result.hits[0]!.url)), /calc-avraa/);
    const records = JSON.parse(await readFile(recordsFile(siteDir, 'dev'), 'utf8')) as DocSearchRecord[];
    assert.equal(records.length, engine.records.length);
    await assert.rejects(readFile(path.join(siteDir, '.docusaurus/search-records/search/records.json')), 'the records are not served');
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('without devStaticDir (the build) loadContent writes nothing and nothing is watched', async () => {
  const siteDir = await makeSite();
  try {
    const plugin = searchRecordsPlugin(context(siteDir), {}) as Plugin<void>;
    assert.deepEqual(plugin.getPathsToWatch!(), []);
    await plugin.loadContent!();
    await assert.rejects(readFile(path.join(siteDir, '.docusaurus/search-records/search/index.json')));
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test("postBuild reads each route's HTML from the output directory, in sidebar order", async () => {
  const siteDir = await makeSite();
  try {
    const outDir = path.join(siteDir, 'build');
    await mkdir(path.join(outDir, 'calculation-results'), {recursive: true});
    const entries = sidebarEntries({s: ['intro', {type: 'category', label: 'תוצאות החישוב', items: ['calculation-results/calc-avraa']}]});
    const site = {siteTitle: 'בודק השכר', language: 'he', docusaurusTag: 'docs-default-current', version: 'current'};
    for (const file of ['intro.md', 'calculation-results/calc-avraa.md']) {
      const doc = await markdownDoc({relativePath: file, content: await readFile(path.join(siteDir, 'docs', file), 'utf8')}, entries);
      await writeFile(path.join(outDir, `${doc.permalink.slice(1)}.html`), docPageHtml(doc, await renderMarkdown(doc.body), site));
    }
    await writeFile(path.join(outDir, '404.html'), '<html lang="he"><body><main><h1>הדף לא נמצא</h1></main></body></html>');
    const plugin = searchRecordsPlugin(context(siteDir), {}) as Plugin<void>;
    const plugins = [
      {
        name: 'docusaurus-plugin-content-docs',
        content: {
          loadedVersions: [
            {
              sidebars: {
                s: [
                  {type: 'doc', id: 'intro'},
                  {type: 'category', label: 'תוצאות החישוב', items: [{type: 'doc', id: 'calculation-results/calc-avraa'}]},
                ],
              },
              docs: [
                {id: 'intro', permalink: '/intro'},
                {id: 'calculation-results/calc-avraa', permalink: '/calculation-results/calc-avraa'},
              ],
            },
          ],
        },
      },
    ];
    await plugin.postBuild!({outDir, routesPaths: ['/calculation-results/calc-avraa', '/404.html', '/intro', '/search'], plugins} as never);
    const records = JSON.parse(await readFile(recordsFile(siteDir, outDir), 'utf8')) as DocSearchRecord[];
    await assert.rejects(readFile(path.join(outDir, 'search/records.json')), 'records.json is not published');
    assert.deepEqual([...new Set(records.map((record) => record.url_without_anchor))], ['https://docs.example.com/intro', 'https://docs.example.com/calculation-results/calc-avraa']);
    const serialized = await readSearchIndex(path.join(outDir, 'search'));
    assert.deepEqual(SearchEngine.fromSerialized(serialized).records, records);
    // The entry names its build (a content hash): its shards and texts are named by it, every one of them written.
    const entry = JSON.parse(await readFile(path.join(outDir, 'search/index.json'), 'utf8')) as SplitEntry;
    assert.match(entry.build, /^[\w-]{10}$/);
    const named = [...entry.index.shards.map((_, n) => shardFile(entry.build, n)), ...entry.texts.map((_, n) => textFile(entry.build, n))];
    assert.deepEqual((await readdir(path.join(outDir, 'search'), {recursive: true})).filter((file) => file.endsWith('.json')).sort(), ['index.json', ...named].sort());
  } finally {
    await rm(siteDir, {recursive: true, force: true});
  }
});

test('absolute URLs encode spaces and keep the base URL', () => {
  assert.equal(absoluteUrl({url: 'https://docs.example.com', baseUrl: '/'}, '/release-notes/version 1.2.0'), 'https://docs.example.com/release-notes/version%201.2.0');
  assert.equal(absoluteUrl({url: 'https://x.org', baseUrl: '/guide/'}, '/guide/intro'), 'https://x.org/guide/intro');
});

test('Docusaurus can load the plugin module with its own loader', async () => {
  const loaded = (await loadFreshModule(path.resolve(__dirname, 'index.ts'))) as unknown;
  assert.equal(typeof loaded, 'function');
});

test('the dev renderer keeps a <ShowIf> passage as the page does, and drops components that render only in the browser', () => {
  const mdx = [
    '<ShowIf condition="algolia">',
    '',
    'נשלח ל-Algolia.',
    '',
    '</ShowIf>',
    '',
    '<ShowIf condition="local-search">',
    '',
    'נשאר בדפדפן.',
    '',
    '<AnalyticsConsentSettings />',
    '',
    '</ShowIf>',
    '',
    'סוף.',
  ].join('\n');
  assert.equal(expandMdx(mdx, {search: 'algolia'}), ['', 'נשלח ל-Algolia.', '', '', '', 'סוף.'].join('\n'));
  assert.equal(expandMdx(mdx, {}), ['', '', 'נשאר בדפדפן.', '', '', '', 'סוף.'].join('\n'));
  assert.throws(() => expandMdx('<ShowIf condition="nope">\n\nטקסט\n\n</ShowIf>', {}), /unknown condition/);
});

test('an MDX comment renders nothing, on one line or over several; in a code block it is code', () => {
  const mdx = ['לפני {/* הערה */}אחרי.', '', '{/* הערה', 'של כמה שורות', '*/}', 'טקסט.', '```md', '{/* קוד */}', '```'].join('\n');
  assert.equal(expandMdx(mdx, {}), ['לפני אחרי.', '', 'טקסט.', '```md', '{/* קוד */}', '```'].join('\n'));
});

test('MDX the dev renderer cannot run: imports dropped, SiteConstant as the text it renders, code blocks untouched', () => {
  const constants = {companyName: 'חברה <בע"מ>', whatsappNumber: '972500000000', version: '1.2.0'};
  const mdx = [
    "import SiteConstant from '@site/src/components/SiteConstant';",
    'export const x = 1;',
    '',
    'מפעילה <SiteConstant name="companyName" />, גרסה <SiteConstant name="version"/>, <SiteConstant name="whatsappNumber" link />.',
    '```md',
    "import Something from 'x';",
    '<SiteConstant name="companyName" />',
    '```',
  ].join('\n');
  assert.equal(expandMdx(mdx, constants), ['', 'מפעילה חברה &lt;בע&quot;מ&gt;, גרסה 1.2.0, WhatsApp.', '```md', "import Something from 'x';", '<SiteConstant name="companyName" />', '```'].join('\n'));
});
