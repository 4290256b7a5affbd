import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  docProblems,
  imageFile,
  imageProblems,
  linkProblems,
  markdownLinks,
  minimumWords,
  pageProblems,
  placeholderProblems,
  headingLevelProblems,
  boldProblems,
  relativeMarkdownPath,
  seeAlsoProblems,
  svgConventionProblems,
  svgProblems,
  vagueAltText,
  type FileExists,
} from './content';

const files = new Set(['static/img/scan-results/scan-report.svg', 'docs/scan-results/process-screen.md', 'docs/release-notes/version 1.2.0.md']);
const fileExists: FileExists = (file) => files.has(file);
const messages = (problems: readonly {message: string}[]): string => problems.map(({message}) => message).join('\n');

/** A doc that passes every check, with `words` Hebrew words of prose. */
function doc({words = 360, frontMatter = '', body = ''} = {}): string {
  return [
    '---',
    'title: דוח הסריקה',
    'description: מה בודק השכר זיהה בכל קובץ, באיזו ודאות, ואילו אזהרות כדאי לבדוק לפני האישור.',
    'keywords: [דוח סריקה, דו"ח סריקה, ודאות, אזהרות, סריקה]',
    'sidebar_position: 2',
    frontMatter,
    '---',
    '',
    Array.from({length: words}, () => 'מילה').join(' '),
    '',
    '![מסך דוח הסריקה עם רשימת הקבצים](/img/scan-results/scan-report.svg)',
    '',
    '```text',
    'TODO: קוד לא נבדק',
    '```',
    body,
    '## ראו גם',
    '',
    '- [מסך התהליך](./process-screen.md)',
    '- [הערות גרסה 1.2.0](<../release-notes/version 1.2.0.md>)',
  ].join('\n');
}

describe('docProblems', () => {
  it('passes a complete doc', () => {
    assert.deepEqual(docProblems(doc(), 'docs/scan-results/scan-report.md', fileExists), []);
  });

  it('asks 500 words of a calculation result and 350 of other docs', () => {
    assert.equal(minimumWords('docs/calculation-results/calc-mahala.md'), 500);
    assert.equal(minimumWords('docs/intro.md'), 350);
    const problems = docProblems(doc({words: 400}), 'docs/calculation-results/calc-x.md', fileExists);
    assert.match(messages(problems), /בגוף העמוד יש 412 מילים בעברית: כתבו לפחות 500/);
  });

  it('counts prose, alt and link texts, not front matter, code or destinations', () => {
    // 330 words, the alt text (6), "ראו גם" (2) and the two link texts (4).
    assert.deepEqual(docProblems(doc({words: 330}), 'docs/scan-results/scan-report.md', fileExists), [{message: 'בגוף העמוד יש 342 מילים בעברית: כתבו לפחות 350 (בלי קוד ובלי ה-front matter)'}]);
  });

  it('reports missing and malformed front matter, saying what to write', () => {
    const source = '---\ndescription: קצר מדי\nkeywords: דוח, סריקה\nsidebar_position: שני\n---\n## ראו גם\n';
    const text = messages(docProblems(source, 'docs/a/b.md', fileExists));
    assert.match(text, /חסר title ב-front matter: הוסיפו שורה title: עם כותרת קצרה בעברית/);
    assert.match(text, /ב-description יש 7 תווים: כתבו משפט אחד של 60 עד 160 תווים/);
    assert.match(text, /keywords צריך להיות רשימה בסוגריים מרובעים/);
    assert.match(text, /sidebar_position צריך להיות מספר, או למחוק את השורה/);
  });

  it('takes a doc without sidebar_position (the sidebar order comes from sidebars.ts)', () => {
    const source = doc().replace(/sidebar_position: .*\n/, '');
    assert.deepEqual(docProblems(source, 'docs/scan-results/scan-report.md', fileExists), []);
  });

  it('reports too few keywords and broken YAML', () => {
    const few = doc().replace(/keywords: .*/, 'keywords: [דוח, סריקה]');
    assert.match(messages(docProblems(few, 'docs/a/b.md', fileExists)), /ב-keywords יש 2 ערכים: הוסיפו/);
    const broken = doc().replace(/title: .*/, 'title: [לא נסגר');
    assert.match(messages(docProblems(broken, 'docs/a/b.md', fileExists)), /אינו YAML תקין/);
  });

  it('gives the line of the front matter key', () => {
    const long = doc().replace(/description: .*/, `description: ${'א'.repeat(201)}`);
    assert.deepEqual(docProblems(long, 'docs/scan-results/scan-report.md', fileExists), [
      {
        line: 3,
        message: 'ב-description יש 201 תווים: כתבו משפט אחד של 60 עד 160 תווים שאומר במה העמוד עוזר (הבדיקה נכשלת מתחת ל-40 ומעל 200)',
      },
    ]);
  });
});

describe('images', () => {
  it('needs at least one', () => {
    assert.match(messages(imageProblems('טקסט בלי תמונה', 'docs/a/b.md', fileExists)), /אין בעמוד איור/);
  });

  it('needs Hebrew alt text and an existing file under static/', () => {
    const source = [
      '![](/img/scan-results/scan-report.svg)',
      '![screen](/img/scan-results/scan-report.svg)',
      '![מסך הסריקה עם רשימת הקבצים והאזהרות](/img/missing.svg)',
      '![מסך הסריקה עם רשימת הקבצים והאזהרות](https://example.com/a.png)',
      '![מסך הסריקה עם רשימת הקבצים והאזהרות](/img/scan-results/scan-report.svg)',
      '![טופס ההרשמה עם שדה דוא"ל וסיסמה](/img/scan-results/scan-report.svg)',
      '![טופס ההרשמה עם שדה דוא״ל וסיסמה](/img/scan-results/scan-report.svg)',
    ].join('\n');
    assert.deepEqual(
      imageProblems(source, 'docs/a/b.md', fileExists).map(({line}) => line),
      [1, 2, 3, 4, 6],
    );
  });

  it('ignores images in code and comments', () => {
    const source = '`![מסך](/img/x.svg)`\n<!-- ![מסך](/img/y.svg) -->';
    assert.match(messages(imageProblems(source, 'docs/a/b.md', fileExists)), /אין בעמוד איור/);
  });

  it('needs alt text that describes the image, not one that only names it', () => {
    assert.equal(vagueAltText('מסך דוח הסריקה: רשימת הקבצים, סימני הוודאות והאזהרות'), undefined);
    assert.match(vagueAltText('צילום מסך') ?? '', /רק אומר שיש כאן תמונה/);
    assert.match(vagueAltText('איור של המסך') ?? '', /רק אומר שיש כאן תמונה/);
    assert.match(vagueAltText('Screenshot') ?? '', /רק אומר שיש כאן תמונה/);
    assert.match(vagueAltText('מסך דוח הסריקה') ?? '', /יש בו 3 מילים ו-14 תווים/);
    const problems = imageProblems('![צילום מסך](/img/scan-results/scan-report.svg)', 'docs/a/b.md', fileExists);
    assert.deepEqual(
      problems.map(({line}) => line),
      [1],
    );
    assert.match(messages(problems), /לא מתאר את התמונה .*כתבו מה רואים בה .*לפחות 5 מילים ו-30 תווים/);
  });

  it('resolves destinations to repository files', () => {
    assert.equal(imageFile('/img/a%20b.svg', 'docs/x/y.md'), 'static/img/a b.svg');
    assert.equal(imageFile('./pic.png', 'docs/x/y.md'), 'docs/x/pic.png');
    assert.equal(imageFile('@site/static/img/a.svg', 'docs/x/y.md'), 'static/img/a.svg');
    assert.equal(imageFile('https://example.com/a.png', 'docs/x/y.md'), undefined);
  });
});

describe('links', () => {
  it('finds inline links, angle-bracket destinations and reference definitions, not images', () => {
    const source = 'ראו [א](./a.md#part "כותרת") ו-[ב](<../b c.md>) ![ג](/img/c.svg)\n\n[ד]: ./d.md';
    assert.deepEqual(
      markdownLinks(source).map(({target}) => target),
      ['./a.md#part', '../b c.md', './d.md'],
    );
  });

  it('keeps only relative links to Markdown files', () => {
    assert.equal(relativeMarkdownPath('./a.md#part'), './a.md');
    assert.equal(relativeMarkdownPath('../release-notes/version%201.2.0.md'), '../release-notes/version 1.2.0.md');
    for (const target of ['/intro', 'https://example.com/a.md', '#part', './a', 'mailto:a@b.c']) {
      assert.equal(relativeMarkdownPath(target), undefined, target);
    }
  });

  it('reports a link to a missing file with its line', () => {
    const source = '[קיים](./process-screen.md)\n[חסר](./scan-reprot.md)\n[חיצוני](https://example.com/x.md)';
    assert.deepEqual(linkProblems(source, 'docs/scan-results/scan-report.md', fileExists), [
      {
        line: 2,
        message: 'הקישור ./scan-reprot.md מוביל לקובץ שלא קיים (docs/scan-results/scan-reprot.md): תקנו את הנתיב, יחסית לעמוד הזה ועם הסיומת .md',
      },
    ]);
  });
});

describe('headingLevelProblems', () => {
  it('allows ## and ### and flags #### and deeper, outside code', () => {
    const source = ['## סעיף', '### תת־סעיף', '#### עמוק מדי', '```text', '#### בקוד', '```', '##### עמוק עוד יותר'].join('\n');
    assert.deepEqual(
      headingLevelProblems(source).map(({line}) => line),
      [3, 7],
    );
    assert.match(headingLevelProblems('#### x')[0].message, /^כותרת ברמה 4 ומטה \(####\): בגוף העמוד יש רק ## לסעיפים ו-### לתת־סעיפים/);
  });
});

describe('placeholderProblems', () => {
  it('finds placeholders in front matter, prose and comments, not in code', () => {
    const source = [
      '---',
      'description: TBD',
      '---',
      'הסבר מלא יופיע בקרוב.',
      '<!-- todo: תמונה -->',
      'טקסט לדוגמה',
      'Lorem ipsum, placeholder, XXX',
      '`TODO` בתוך קוד',
      '```',
      'TODO',
      '```',
      'קרוב לוודאי, בקרובים, XXXXXXXXX',
    ].join('\n');
    assert.deepEqual(
      placeholderProblems(source).map(({line, message}) => `${line} ${/"([^"]+)"/.exec(message)?.[1]}`),
      ['2 TBD', '4 בקרוב', '5 TODO', '6 טקסט לדוגמה', '7 lorem', '7 XXX', '7 placeholder'],
    );
    assert.match(placeholderProblems('TODO')[0]?.message ?? '', /טקסט זמני "TODO": כתבו את התוכן עצמו או מחקו את המילה/);
  });
});

describe('boldProblems', () => {
  it('finds a ** that the page would show as asterisks, not bold that renders', () => {
    const source = [
      'נקבעים ב**[צו הרחבה](law:havraaOrder)**. ואחר כך',
      'נקבעים ב[**צו הרחבה**](law:havraaOrder). ואחר כך',
      'לחצו על **שמירה**. ואז על **הדפסה**, ו-**ייצוא**.',
      'הסכום הוא **[5,000 ₪](#x)**ב',
      '`ב**[x]` בתוך קוד',
    ].join('\n');
    assert.deepEqual(
      boldProblems(source).map(({line, message}) => `${line} ${message.startsWith('ה-** שפותח') ? 'opens' : 'closes'}`),
      ['1 opens', '4 closes'],
    );
  });
});

describe('seeAlsoProblems', () => {
  it('needs a "## ראו גם" section, last', () => {
    assert.deepEqual(seeAlsoProblems('## שאלות נפוצות\n## ראו גם {#see-also}\n'), []);
    assert.match(messages(seeAlsoProblems('## שאלות נפוצות\n### ראו גם\n')), /אין סעיף "## ראו גם": הוסיפו אותו בסוף העמוד/);
    assert.deepEqual(seeAlsoProblems('## ראו גם\n## שאלות נפוצות\n'), [{line: 2, message: '"## ראו גם" צריך להיות הסעיף האחרון: העבירו את הסעיף הזה אל לפניו'}]);
  });

  it('ignores headings inside code', () => {
    assert.match(messages(seeAlsoProblems('```md\n## ראו גם\n```\n')), /אין סעיף "## ראו גם"/);
  });
});

describe('pageProblems', () => {
  it('needs a title and a description only', () => {
    assert.deepEqual(pageProblems('---\ntitle: מדיניות פרטיות\ndescription: איך נשמר המידע\n---\nטקסט'), []);
    assert.deepEqual(pageProblems('---\ntitle: מדיניות פרטיות\n---\n'), [{line: 1, message: 'חסר description ב-front matter: הוסיפו שורה description: עם משפט אחד של 60 עד 160 תווים'}]);
  });
});

describe('svgProblems', () => {
  const good =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">' +
    '<title>מסך דוח הסריקה</title><defs><marker id="m"/></defs><use href="#m"/>' +
    '<rect fill="url(#g)" rx="6"/></svg>';

  it('passes a small illustration with a title and local references', () => {
    assert.deepEqual(svgProblems(good, good.length), []);
  });

  it('reports size, missing title, scripts, handlers and external references', () => {
    const bad =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="go()"><g><title>לא ישירות</title></g>' +
      '<script>alert(1)</script><image href="https://example.com/a.png"/>' +
      '<a xlink:href="data:text/html,x"><text>קישור</text></a><rect style="fill:url(https://x/p.svg)"/>' +
      '<style>@import url("https://fonts.example.com/a.css");</style></svg>';
    const text = svgProblems(bad, 31 * 1024).join('\n');
    for (const expected of [
      /31 KB: הקטינו את הקובץ/,
      /אין <title>/,
      /<script>: מחקו אותו/,
      /מאפיין אירוע onload=/,
      /מפנה אל https:\/\/example\.com/,
      /מפנה אל data:/,
      /style= יש url\(\) חיצוני/,
      /<style> מפנה לקובץ חיצוני/,
    ]) {
      assert.match(text, expected);
    }
  });

  it('reports a file that is not SVG', () => {
    assert.match(svgProblems('<html></html>', 13).join('\n'), /אין בקובץ אלמנט <svg>/);
  });
});

describe('svgConventionProblems', () => {
  const svg = (attributes: string, body = ''): string => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" ${attributes}><title>מסך</title>${body}</svg>`;

  it('passes right-to-left text of 13 and more', () => {
    const body = '<text font-size="13">א</text><g style="font-size: 14px"><text>ב</text></g><style>.a{font-size:20px}</style>';
    assert.deepEqual(svgConventionProblems(svg('direction="rtl" font-size="14"', body)), []);
  });

  it('needs direction="rtl" on the root', () => {
    assert.match(svgConventionProblems(svg('font-size="14"')).join('\n'), /חסר direction="rtl": הוסיפו אותו/);
    assert.match(svgConventionProblems(svg('direction="ltr"')).join('\n'), /חסר direction="rtl"/);
  });

  it('reports text smaller than 13 in attributes, style attributes and <style>', () => {
    for (const body of ['<text font-size="11">א</text>', '<text style="fill:#000;font-size:10px">א</text>', '<style>text { font-size: 9px; }</style>']) {
      assert.match(svgConventionProblems(svg('direction="rtl"', body)).join('\n'), /יש טקסט בגודל \d+: הגדילו כל font-size ל-13 לפחות/, body);
    }
  });
});
