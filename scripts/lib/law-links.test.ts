import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {lawTexts} from '../../src/data/lawTexts';
import {lawLinkProblems} from './law-links';

const page = (...body: string[]): string => ['---', 'title: דמי מחלה', 'description: תיאור.', 'keywords: [חוק דמי מחלה]', '---', '', ...body, ''].join('\n');

describe('the links to the official texts of laws', () => {
  it('asks a page that names a law to link it once, on the line of its first mention, and says how', () => {
    const problems = lawLinkProblems(page('פסקה.', 'לפי חוק דמי מחלה, התשל"ו-1976, צוברים ימים.', 'ושוב חוק דמי מחלה.'));
    assert.equal(problems.length, 1);
    assert.equal(problems[0]?.line, 8);
    assert.match(problems[0]!.message, /\[חוק דמי מחלה\]\(law:sickPay\)/);
    assert.match(problems[0]!.message, /src\/data\/lawTexts\.ts/);
  });

  it('is content with one law: link, also inside bold or after a prefix letter, and with a name that links to the page that explains the rule', () => {
    assert.deepEqual(lawLinkProblems(page('- **[חוק דמי מחלה, התשל"ו-1976](law:sickPay)** קובע.', 'ושוב חוק דמי מחלה.')), []);
    assert.deepEqual(lawLinkProblems(page('לפי סעיף 24 ל[חוק הגנת השכר](law:wageProtection), התלוש.')), []);
    assert.deepEqual(lawLinkProblems(page('לפי [סעיף 24 לחוק הגנת השכר](../scan-results/approve-scan-payslips.md#מה-תלוש-שכר-חייב-לכלול), התלוש.')), []);
  });

  it('leaves alone the front matter, code, comments and image alt texts', () => {
    assert.deepEqual(lawLinkProblems(page('`חוק דמי מחלה`', '<!-- חוק דמי מחלה -->', '![מסך שמזכיר את חוק דמי מחלה ואת הימים](/img/x.svg)')), []);
  });

  it('fails a law: link that names no text of the table, and an address of the table written by hand', () => {
    const unknown = lawLinkProblems(page('[חוק החגים](law:holidaysLaw).'));
    assert.equal(unknown.length, 1);
    assert.match(unknown[0]!.message, /law:holidaysLaw/);
    const byHand = lawLinkProblems(page(`[חוק דמי מחלה](${lawTexts.sickPay.url}).`));
    assert.equal(byHand.length, 1);
    assert.match(byHand[0]!.message, /law:sickPay/);
  });

  it('finds a mention of an extension order or the ruling by each way the pages write it', () => {
    for (const line of ['לפי צו ההרחבה לפנסיה.', 'לפי צו הרחבה לביטוח פנסיוני מקיף במשק.', 'ראו סע (ב"ש) 33749-02-10.', 'לפני קיצור שבוע העבודה.']) {
      assert.equal(lawLinkProblems(page(line)).length, 1, line);
    }
  });
});
