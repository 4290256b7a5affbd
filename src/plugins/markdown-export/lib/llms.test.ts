import assert from 'node:assert/strict';
import {test} from 'node:test';
import {llmsFullTxt, llmsTxt, type GuidePage} from './llms';

const page = (title: string, category: string | null): GuidePage => ({
  title,
  description: `על ${title}`,
  category,
  markdownUrl: `https://d.example/${title}.md`,
  url: `https://d.example/${title}`,
  markdown: `# ${title}\n\nגוף.\n`,
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
  assert.ok(positions.every((at, i) => at > 0 && (i === 0 || at > positions[i - 1]!)), String(positions));
  assert.match(full, /מקור: <https:\/\/d\.example\/כניסה>/);
});
