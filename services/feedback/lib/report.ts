import type {FeedbackReason} from '../../../src/analytics/events';
import {feedbackReasons, reportMinReaders} from '../../../src/feedback/policy';
import {normalizeHebrew} from '../../../src/search/hebrew/hebrew';
import type {StoredAnswer, StoredSearch} from './store';

/**
 * The writers' report of a period: pages ranked by "not helpful" answers, with their reasons, and
 * the queries that found nothing, ranked by how many readers typed them. It carries no free text,
 * and no query typed by fewer than `minReaders` distinct readers (never fewer than
 * `defaultMinReaders`): the service counts a reader once per query in a day (./clients.ts: the
 * salted address of the day), so a query's readers are its most reports in one day, and one person
 * typing it on many days counts once.
 */

export type PageFeedbackSummary = {
  page: string;
  notHelpful: number;
  helpful: number;
  reasons: Partial<Record<FeedbackReason, number>>;
};

export type UnansweredQuery = {
  /** The form most readers typed. */
  query: string;
  /** Distinct readers: its most reports in one day (a reader is counted once a day per query). */
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

/** Distinct readers a query needs before the report lists it, at the least: fewer may be one reader's typo, or name them. */
export const defaultMinReaders = reportMinReaders;

const dayMs = 86_400_000;

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
  const minReaders = Math.max(input.minReaders ?? defaultMinReaders, defaultMinReaders);
  const pages = new Map<string, PageFeedbackSummary>();
  for (const answer of input.answers) {
    let summary = pages.get(answer.page);
    if (!summary) pages.set(answer.page, (summary = {page: answer.page, notHelpful: 0, helpful: 0, reasons: {}}));
    if (answer.helpful) summary.helpful += 1;
    else summary.notHelpful += 1;
    if (answer.reason) summary.reasons[answer.reason] = (summary.reasons[answer.reason] ?? 0) + 1;
  }
  const groups = new Map<string, {forms: Map<string, number>; pages: Map<string, number>; days: Map<number, number>}>();
  for (const search of input.searches) {
    const key = queryKey(search.query);
    let group = groups.get(key);
    if (!group) groups.set(key, (group = {forms: new Map(), pages: new Map(), days: new Map()}));
    const day = Math.floor(search.receivedAt / dayMs);
    group.days.set(day, (group.days.get(day) ?? 0) + 1);
    group.forms.set(search.query, (group.forms.get(search.query) ?? 0) + 1);
    group.pages.set(search.page, (group.pages.get(search.page) ?? 0) + 1);
  }
  const queries = [...groups.values()]
    .map((group) => ({...group, readers: Math.max(...group.days.values())}))
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

/** The report as Markdown, for the writers (kept on the company's systems: services/feedback/README.md). */
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
    lines.push('| דף | לא | כן | סיבות |', '|---|---|---|---|');
    for (const page of report.pages) {
      const reasons = feedbackReasons
        .filter((reason) => page.reasons[reason])
        .map((reason) => `${reasonNames[reason]}: ${page.reasons[reason]}`)
        .join('; ');
      lines.push(`| ${cell(page.page)} | ${page.notHelpful} | ${page.helpful} | ${cell(reasons) || '–'} |`);
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
