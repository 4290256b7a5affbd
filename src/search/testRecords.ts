import {emptyHierarchy, levelWeights, type DocSearchRecord, type Hierarchy, type RecordType} from './records';

/**
 * A small guide for the engine's tests: three pages of DocSearch records, written as the
 * extractor writes them (a lvl1 record, headings, content records under them).
 */
type PageSpec = {
  path: string;
  lvl0: string;
  title: string;
  pageRank?: number;
  keywords?: string[];
  /** [level, text, anchor] for headings, or a plain string for content. */
  items: (string | [2 | 3, string, string])[];
  tag?: string;
};

export function pageRecords(spec: PageSpec): DocSearchRecord[] {
  const url = `https://docs.example.com${encodeURI(spec.path)}`;
  const hierarchy: Hierarchy = {...emptyHierarchy(), lvl0: spec.lvl0, lvl1: spec.title};
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];
  const push = (type: RecordType, content: string | null): void => {
    const position = records.length;
    records.push({
      objectID: `${spec.path}#${position}`,
      hierarchy: {...hierarchy},
      content,
      type,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      language: 'he',
      docusaurus_tag: spec.tag ?? 'docs-default-current',
      version: 'current',
      ...(type === 'lvl1' && spec.keywords ? {keywords: spec.keywords} : {}),
      weight: {pageRank: spec.pageRank ?? 1, level: levelWeights[type], position},
    });
  };
  push('lvl1', null);
  for (const item of spec.items) {
    if (typeof item === 'string') {
      push('content', item);
    } else {
      const [level, text, id] = item;
      hierarchy[`lvl${level}`] = text;
      if (level === 2) hierarchy.lvl3 = null;
      anchor = id;
      push(`lvl${level}`, null);
    }
  }
  return records;
}

export const vacationPage = pageRecords({
  path: '/calculation-results/calc-hufsha',
  lvl0: 'תוצאות החישוב',
  title: 'חופשה שנתית',
  keywords: ['ימי חופשה', 'פדיון חופשה'],
  items: [
    'התוצאה בודקת אם העובד קיבל את ימי החופשה שמגיעים לו.',
    [2, 'פדיון חופשה', 'פדיון-חופשה'],
    'כשהעובד מסיים לעבוד, ימי החופשה שלא נוצלו משולמים בפדיון.',
    [3, 'דוגמה', 'דוגמה'],
    'עובד שצבר 10 ימים בחופשה מקבל 10 × 418 ₪ <בתלוש>.',
  ],
});

export const payslipPage = pageRecords({
  path: '/scan-results/approve-scan-payslips',
  lvl0: 'תוצאות הסריקה',
  title: 'אישור תלושים',
  items: ['בדקו את רכיבי השכר שזוהו בתלוש: שכר יסוד, שעות נוספות 125% ודמי הבראה.', [2, 'ייצוא ל-Excel', 'ייצוא-ל-excel'], 'אפשר לייצא את התלושים לקובץ Excel.'],
});

export const releasePage = pageRecords({
  path: '/release-notes/version 1.2.0',
  lvl0: 'הערות גרסה',
  title: 'גרסה 1.2.0',
  pageRank: 0,
  items: ['בגרסה 1.2.0 נוסף דו"ח חדש לבדיקת חופשה.'],
});

export const legalPage = pageRecords({
  path: '/legal/privacy',
  lvl0: 'מדיניות פרטיות',
  title: 'מדיניות פרטיות',
  pageRank: -1,
  tag: 'default',
  items: ['איננו מוכרים את פרטי החופשה שלכם.'],
});

export const testRecords: DocSearchRecord[] = [...vacationPage, ...payslipPage, ...releasePage, ...legalPage];
