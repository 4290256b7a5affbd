import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {
  decodeIso88598,
  encodeIso88598,
  hebrewWords,
  hspellForms,
  hspellInput,
  isKnownToHspell,
  isListed,
  normalizeHebrew,
  pageWords,
  parseHspellAnswer,
  parseWordList,
  withoutPrefixes,
} from './spelling';

const words = (text: string): string[] => hebrewWords(text).map(({word}) => word);

describe('normalizeHebrew', () => {
  it('removes niqqud and direction marks', () => {
    assert.equal(normalizeHebrew('שָׁלוֹם\u200F'), 'שלום');
  });

  it('writes gershayim and geresh as ASCII quotes', () => {
    assert.equal(normalizeHebrew('דו״ח צ׳ק'), 'דו"ח צ\'ק');
    assert.equal(normalizeHebrew('ש”ח ג’'), 'ש"ח ג\'');
  });

  it('decomposes presentation forms', () => {
    assert.equal(normalizeHebrew('\uFB2A\uFB4F'), 'שאל');
  });
});

describe('hebrewWords', () => {
  it('keeps acronyms and numbers with gershayim whole', () => {
    assert.deepEqual(words('חוק שעות עבודה ומנוחה, התשי"א-1951; 418 ש"ח לפי הדו"ח'), ['חוק', 'שעות', 'עבודה', 'ומנוחה', 'התשי"א', 'ש"ח', 'לפי', 'הדו"ח']);
  });

  it('keeps a closing geresh and drops quotation marks', () => {
    assert.deepEqual(words("סעיף ג' ו\"טיוטה\" 'שמירה' ה'נסרק'"), ['סעיף', "ג'", 'ו', 'טיוטה', 'שמירה', 'ה', 'נסרק']);
    assert.deepEqual(words("['ת\"ז', מס']"), ['ת"ז', "מס'"]);
    assert.deepEqual(words('ש"ח דו"חות מ"מ'), ['ש"ח', 'דו"חות', 'מ"מ']);
  });

  it('skips section letters after a number', () => {
    assert.deepEqual(words('סעיף 18א לפקודה, 7ב(1)'), ['סעיף', 'לפקודה']);
  });

  it('splits at hyphen and maqaf, and ignores Latin', () => {
    assert.deepEqual(words('ייצוא ל-Excel בית־ספר'), ['ייצוא', 'ל', 'בית', 'ספר']);
  });

  it('checks a slashed ending both ways', () => {
    assert.deepEqual(words('אני מאשר/ת, עובד/ים, מחליף/ה ו/או'), ['אני', 'מאשר', 'עובד', 'מחליף', 'ו', 'או', 'מאשרת', 'עובדים', 'מחליפה']);
  });

  it('gives line numbers', () => {
    assert.deepEqual(hebrewWords('א\n\nשלום'), [
      {word: 'א', line: 1},
      {word: 'שלום', line: 3},
    ]);
  });
});

describe('pageWords', () => {
  it('reads the visible front matter and the prose, not keys, code or URLs', () => {
    const source = ['---', 'title: כותרת', 'slug: /נתיב', 'keywords: [מילה, עוד]', '---', 'טקסט `קוד` [קישור](./יעד.md) https://example.com/כתובת <X שם="ערך" />', '```', 'בלוק', '```'].join('\n');
    assert.deepEqual(pageWords(source), [
      {word: 'כותרת', line: 2},
      {word: 'מילה', line: 4},
      {word: 'עוד', line: 4},
      {word: 'טקסט', line: 6},
      {word: 'קישור', line: 6},
    ]);
  });
});

describe('parseWordList', () => {
  it('reads words, skipping comments and blank lines', () => {
    const list = parseWordList('# מונחי המוצר\nאקסל\n\nצ׳אט  # chat\n');
    assert.deepEqual([...list.words], ['אקסל', "צ'אט"]);
    assert.deepEqual(list.problems, []);
  });

  it('reports order, duplicates and non-words', () => {
    const list = parseWordList('צ׳אט\nאקסל\nאקסל\nExcel\nשתי מילים');
    assert.deepEqual(
      list.problems.map(({line}) => line),
      [2, 3, 4, 5],
    );
    assert.match(list.problems[0]?.message ?? '', /"אקסל" לא במקומה בסדר האל"ף־בי"ת: העבירו אותה למקומה/);
    assert.match(list.problems[1]?.message ?? '', /רשומה פעמיים: מחקו את השורה/);
  });
});

describe('prefix letters', () => {
  it('strips one or two prefix letters, leaving at least two letters', () => {
    assert.deepEqual(withoutPrefixes('ולאקסל'), ['ולאקסל', 'לאקסל', 'אקסל']);
    assert.deepEqual(withoutPrefixes('בית'), ['בית', 'ית']);
    assert.deepEqual(withoutPrefixes('של'), ['של']);
    assert.deepEqual(withoutPrefixes('אקסל'), ['אקסל']);
  });

  it('accepts list words with up to two prefixes, not three', () => {
    const list = new Set(['אקסל', "צ'אט"]);
    for (const word of ['אקסל', 'באקסל', 'ובאקסל', "בצ'אט", "אקסל'"]) assert.ok(isListed(word, list), word);
    for (const word of ['ושבאקסל', 'אקסלים', 'תאקסל']) assert.ok(!isListed(word, list), word);
  });

  it('asks hspell about a number or acronym without its prefixes', () => {
    assert.deepEqual(hspellForms('התשי"א'), ['התשי"א', 'תשי"א']);
    assert.deepEqual(hspellForms('והבית'), ['והבית']);
    const unknown = new Map([
      ['התשי"א', []],
      ['אבגדה', []],
    ]);
    assert.ok(isKnownToHspell('התשי"א', unknown));
    assert.ok(!isKnownToHspell('אבגדה', unknown));
  });
});

describe('ISO-8859-8', () => {
  it('maps Hebrew letters to 0xE0–0xFA and keeps ASCII', () => {
    assert.deepEqual([...encodeIso88598('את"a\n')], [0xe0, 0xfa, 0x22, 0x61, 0x0a]);
    assert.deepEqual([...encodeIso88598('€')], [0x3f]);
  });

  it('round-trips through the decoder', () => {
    assert.equal(decodeIso88598(encodeIso88598('דו"ח צ\'ק')), 'דו"ח צ\'ק');
  });

  it('sends one word a line', () => {
    assert.equal(decodeIso88598(hspellInput(['א', 'ב'])), 'א\nב\n');
  });
});

describe('parseHspellAnswer', () => {
  it('returns the unknown words with suggestions, one answer group per word', () => {
    const answer = [
      '@(#) International Ispell Version 3.1.20 (but really Hspell/C 1.4)',
      '*',
      '',
      '& בסיסמה 1 0: בססמה',
      '',
      '# אבגדה 0',
      '',
      '& ולעיתים 3 0: ולעיתוים, ולעתים, ולעיטים',
      '',
      '',
      '',
    ].join('\n');
    const unknown = parseHspellAnswer(answer, ['שלום', 'בסיסמה', 'אבגדה', 'ולעיתים', 'ריק']);
    assert.deepEqual(Object.fromEntries(unknown), {
      בסיסמה: ['בססמה'],
      אבגדה: [],
      ולעיתים: ['ולעיתוים', 'ולעתים', 'ולעיטים'],
    });
  });

  it('fails when the answer does not match the words', () => {
    assert.throws(() => parseHspellAnswer('@(#) x\n*\n\n', ['א', 'ב']), /1 lines for 2 words/);
  });
});
