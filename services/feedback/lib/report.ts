import type {FeedbackReason} from '../../../src/analytics/events';
import {feedbackReasons} from '../../../src/feedback/policy';
import {normalizeHebrew} from '../../../src/search/hebrew';
import type {StoredAnswer, StoredSearch} from './store';

/**
 * The writers' report of a period: pages ranked by "not helpful" answers, with their reasons and
 * free texts, and the queries that found nothing, ranked by how many readers typed them.
 */

export type PageFeedbackSummary = {
  page: string;
  notHelpful: number;
  helpful: number;
  reasons: Partial<Record<FeedbackReason, number>>;
  texts: string[];
};

export type UnansweredQuery = {
  /** The form most readers typed. */
  query: string;
  readers: number;
  /** The pages it was typed on, most first. */
  pages: {page: string; readers: number}[];
  /** Whether the build given to the report now finds something for it; undefined without a build. */
  answeredNow?: boolean;
};

export type FeedbackReport = {
  from: string;
  to: string;
  answers: number;
  searches: number;
  minReaders: number;
  pages: PageFeedbackSummary[];
  queries: UnansweredQuery[];
};

/** Readers a query needs before the report lists it: fewer may be one reader's typo. */
export const defaultMinReaders = 3;

/** The Hebrew names of the reasons, as the page shows them (i18n/he/code.json). */
export const reasonNames: Record<FeedbackReason, string> = {
  missing: 'לא מצאתי את מה שחיפשתי',
  unclear: 'ההסבר לא ברור',
  wrong: 'יש בדף טעות או מידע ישן',
  other: 'סיבה אחרת',
};

/** Queries that differ only in niqqud, final letters, gershayim or spaces count as one. */
export function queryKey(query: string): string {
  return normalizeHebrew(query).replace(/\s+/g, ' ').trim();
}

const byCount = <T>(counts: Map<T, number>): [T, number][] => [...counts].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));

export function buildReport(input: {
  answers: readonly StoredAnswer[];
  searches: readonly StoredSearch[];
  from: Date;
  to: Date;
  minReaders?: number;
  answeredNow?: (query: string) => boolean;
}): FeedbackReport {
  const minReaders = input.minReaders ?? defaultMinReaders;
  const pages = new Map<string, PageFeedbackSummary>();
  for (const answer of input.answers) {
    let summary = pages.get(answer.page);
    if (!summary) pages.set(answer.page, (summary = {page: answer.page, notHelpful: 0, helpful: 0, reasons: {}, texts: []}));
    if (answer.helpful) summary.helpful += 1;
    else summary.notHelpful += 1;
    if (answer.reason) summary.reasons[answer.reason] = (summary.reasons[answer.reason] ?? 0) + 1;
    if (answer.text) summary.texts.push(answer.text);
  }
  const groups = new Map<string, {forms: Map<string, number>; pages: Map<string, number>; readers: number}>();
  for (const search of input.searches) {
    const key = queryKey(search.query);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = {forms: new Map(), pages: new Map(), readers: 0}));
    group.readers += 1;
    group.forms.set(search.query, (group.forms.get(search.query) ?? 0) + 1);
    group.pages.set(search.page, (group.pages.get(search.page) ?? 0) + 1);
  }
  const queries = [...groups.values()]
    .filter((group) => group.readers >= minReaders)
    .map((group): UnansweredQuery => {
      const query = byCount(group.forms)[0]![0];
      return {
        query,
        readers: group.readers,
        pages: byCount(group.pages).map(([page, readers]) => ({page, readers})),
        ...(input.answeredNow && {answeredNow: input.answeredNow(query)}),
      };
    })
    .sort((a, b) => b.readers - a.readers || a.query.localeCompare(b.query));
  return {
    from: input.from.toISOString(),
    to: input.to.toISOString(),
    answers: input.answers.length,
    searches: input.searches.length,
    minReaders,
    pages: [...pages.values()].filter((page) => page.notHelpful > 0).sort((a, b) => b.notHelpful - a.notHelpful || a.page.localeCompare(b.page)),
    queries,
  };
}

/** Text inside a Markdown table cell: no line break, no pipe, no HTML, no link or emphasis syntax. */
export function cell(text: string): string {
  return text
    .replace(/[\r\n]+/g, ' ')
    .replace(/[\\`*_[\]<>|#!~&]/g, (character) => `&#${character.codePointAt(0)};`)
    .trim();
}

const day = (iso: string): string => iso.slice(0, 10);

/** The report as Markdown, for a pull request. */
export function reportMarkdown(report: FeedbackReport): string {
  const lines = [
    `# משוב הקוראים: ${day(report.from)} עד ${day(report.to)}`,
    '',
    `${report.answers} תשובות לשאלה "האם הדף עזר לכם?", ${report.searches} חיפושים שלא מצאו תוצאות.`,
    '',
    '## דפים שלא עזרו',
    '',
  ];
  if (report.pages.length === 0) {
    lines.push('אין תשובות "לא" בתקופה הזאת.');
  } else {
    lines.push('| דף | לא | כן | סיבות | מה כתבו הקוראים |', '|---|---|---|---|---|');
    for (const page of report.pages) {
      const reasons = feedbackReasons
        .filter((reason) => page.reasons[reason])
        .map((reason) => `${reasonNames[reason]}: ${page.reasons[reason]}`)
        .join('; ');
      lines.push(`| ${cell(page.page)} | ${page.notHelpful} | ${page.helpful} | ${cell(reasons) || '–'} | ${page.texts.map((text) => `"${cell(text)}"`).join('; ') || '–'} |`);
    }
  }
  lines.push('', `## חיפושים שלא מצאו תוצאות (לפחות ${report.minReaders} קוראים)`, '');
  if (report.queries.length === 0) {
    lines.push(`אין חיפוש כזה שהקלידו ${report.minReaders} קוראים או יותר.`);
  } else {
    lines.push('| חיפוש | קוראים | בדפים | עכשיו |', '|---|---|---|---|');
    for (const query of report.queries) {
      const pages = query.pages.map(({page, readers}) => `${cell(page)} (${readers})`).join(', ');
      const now = query.answeredNow === undefined ? '–' : query.answeredNow ? 'נמצא עכשיו' : 'עדיין ללא תוצאות';
      lines.push(`| ${cell(query.query)} | ${query.readers} | ${pages} | ${now} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
