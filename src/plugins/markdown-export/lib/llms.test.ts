import assert from 'node:assert/strict';
import {test} from 'node:test';
import {agentsBlock, guidePages, llmsFullTxt, llmsTxt, pageHeader, type GuidePage} from './llms';

const page = (title: string, category: string | null): GuidePage => ({
  title,
  description: `על ${title}`,
  category,
  markdownUrl: `https://d.example/${title}.md`,
  url: `https://d.example/${title}`,
  route: `/${title}`,
  lastUpdatedAt: Date.UTC(2026, 10, 30, 23, 59),
  markdown: `${pageHeader(`https://d.example/${title}`, Date.UTC(2026, 10, 30, 23, 59))}# ${title}\n\nגוף.\n`,
});

const guide = {title: 'המדריך', summary: 'תקציר\nבשתי שורות', pages: [page('מבוא', null), page('כניסה', 'הרשמה'), page('סיסמה', 'הרשמה'), page('גרסה', 'הערות')]};

test('llms.txt lists the pages in order under their categories', () => {
  assert.equal(
    llmsTxt(guide),
    [
      '# המדריך',
      '',
      '> תקציר בשתי שורות',
      '',
      ...agentsBlock(undefined),
      '- [מבוא](https://d.example/מבוא.md): על מבוא',
      '',
      '## הרשמה',
      '',
      '- [כניסה](https://d.example/כניסה.md): על כניסה',
      '- [סיסמה](https://d.example/סיסמה.md): על סיסמה',
      '',
      '## הערות',
      '',
      '- [גרסה](https://d.example/גרסה.md): על גרסה',
      '',
    ].join('\n'),
  );
});

test('llms-full.txt holds every page in order with its address', () => {
  const full = llmsFullTxt(guide);
  const positions = guide.pages.map((p) => full.indexOf(`# ${p.title}\n`));
  assert.ok(
    positions.every((at, i) => at > 0 && (i === 0 || at > positions[i - 1]!)),
    String(positions),
  );
  assert.match(full, /מקור: <https:\/\/d\.example\/כניסה>/);
});

test("llms.txt opens, after the title and summary, with the agents' block: coverage, dated figures, citing, the MCP server when there is one", () => {
  const text = llmsTxt({...guide, mcpUrl: 'https://d.example/mcp'});
  const block = text.slice(text.indexOf('לסוכני'), text.indexOf('- [מבוא]'));
  assert.ok(text.indexOf('לסוכני') < text.indexOf('- [מבוא]') && text.indexOf('לסוכני') > text.indexOf('> תקציר'));
  assert.match(block, /הרשמה.*תלושי שכר.*תוצאותיו/);
  assert.match(block, /התאריך שממנו הוא בתוקף/);
  assert.match(block, /עודכן|תאריך העדכון האחרון/);
  assert.match(block, /"מקור:"/);
  assert.match(block, /https:\/\/d\.example\/mcp .*search_guide, get_page, list_pages/);
  assert.doesNotMatch(llmsTxt(guide), /MCP/);
});

test("a page's Markdown opens with its canonical URL and its last update as a UTC date; no date when unknown", () => {
  assert.equal(pageHeader('https://d.example/intro', Date.UTC(2026, 10, 30, 23, 59)), 'מקור: <https://d.example/intro>\nעודכן לאחרונה: 2026-11-30\n\n');
  assert.equal(pageHeader('https://d.example/intro', undefined), 'מקור: <https://d.example/intro>\n\n');
});

test('llms-full.txt gives each page as its .md does, address and date once', () => {
  const full = llmsFullTxt(guide);
  for (const p of guide.pages) assert.ok(full.includes(p.markdown.trim()), p.title);
  assert.equal(full.match(/מקור: <https:\/\/d\.example\/כניסה>/g)?.length, 1);
});

test("guide-pages.json gives the sidebar's categories in order, each page with its route, addresses and date", () => {
  const structure = guidePages(guide);
  assert.deepEqual(
    structure.categories.map((group) => [group.category, group.pages.map((p) => p.route)]),
    [
      [null, ['/מבוא']],
      ['הרשמה', ['/כניסה', '/סיסמה']],
      ['הערות', ['/גרסה']],
    ],
  );
  assert.deepEqual(structure.categories[1]!.pages[0], {
    title: 'כניסה',
    description: 'על כניסה',
    route: '/כניסה',
    url: 'https://d.example/כניסה',
    markdownUrl: 'https://d.example/כניסה.md',
    lastUpdated: '2026-11-30',
  });
});
