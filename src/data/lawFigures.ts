/**
 * The dated legal figures of the guide: each amount that a law or an extension order sets and that
 * changes over time, with its source and the date it takes effect. Pages never write these figures
 * by hand; they show them with `<LawFigure kind="…" />` (scripts/lib/figures.ts fails the content
 * check otherwise), and a table of every period with `<LawFigureTable table="…" />` (src/remark/
 * lawFigureTables.ts). Next year's update is one new row here: a figure is in force from its `from`
 * date until the `from` of the next row of the same kind, a page that names no date shows the
 * latest row, and the tables gain the new period. A new figure (a new kind) is a new row too: write it
 * like the rows below, with a kind of your own; `npm run check:writer` checks it.
 */

/**
 * Which figure a row is: a name in Latin letters, camelCase ("minimumWageMonthly"), the one pages
 * write in `<LawFigure kind="…" />`. A new kind is a new row with a new name: no type to change. The
 * content check (scripts/lib/figures.ts) validates every row, in Hebrew.
 */
export type FigureKind = string;

export type LawFigure = {
  kind: FigureKind;
  /** In shekels. */
  value: number;
  /** The day it takes effect, D.M.YYYY as the guide writes dates. */
  from: string;
  /** The law, extension order or publication that sets it, in Hebrew. */
  source: string;
  /** 'confirmed': an official or well-known source; 'check': announced or disputed, the page must say to check it. */
  status: 'confirmed' | 'check';
  /** With 'check': what is uncertain, in Hebrew, as the tables' status column says it to the reader. */
  note?: string;
};

// The laws' and orders' names as src/data/lawTexts.ts writes them (lawTexts.test.ts holds them
// equal): that table, with its addresses, is not imported here, since every guide page's script
// carries this module (<LawFigure>).
export const minimumWageLaw = 'חוק שכר מינימום, התשמ"ז-1987';
export const havraaOrder = 'צו הרחבה בדבר השתתפות המעסיק בהוצאות הבראה ונופש';
const youthRegulations = 'חוק שכר מינימום, התשמ"ז-1987, והתקנות לנוער עובד ולחניכים';
const youthNote = 'סכום מחושב מהאחוז שבתקנות ומשכר המינימום של מבוגר מ-1.4.2026, ולא סכום שפורסם.';

export const lawFigures: readonly LawFigure[] = [
  {kind: 'minimumWageMonthly', value: 5571.75, from: '1.4.2023', source: minimumWageLaw, status: 'confirmed'},
  {kind: 'minimumWageHourly', value: 30.61, from: '1.4.2023', source: minimumWageLaw, status: 'confirmed'},
  {kind: 'minimumWageMonthly', value: 5880.02, from: '1.4.2024', source: minimumWageLaw, status: 'confirmed'},
  {
    kind: 'minimumWageHourly',
    value: 32.3,
    from: '1.4.2024',
    source: minimumWageLaw,
    status: 'check',
    note: 'לשעה יש גם פרסום של 32.31\u00A0₪. ההפרש של אגורה לשעה משנה את הפער רק באגורות.',
  },
  {kind: 'minimumWageMonthly', value: 6247.67, from: '1.4.2025', source: minimumWageLaw, status: 'confirmed'},
  {kind: 'minimumWageHourly', value: 34.32, from: '1.4.2025', source: minimumWageLaw, status: 'confirmed'},
  // Announced in January 2026; the signed order was not seen.
  {kind: 'minimumWageMonthly', value: 6443.85, from: '1.4.2026', source: minimumWageLaw, status: 'check', note: 'פורסם כסכום מוסכם, והצו החתום עוד לא נמצא.'},
  {kind: 'minimumWageHourly', value: 35.4, from: '1.4.2026', source: minimumWageLaw, status: 'check', note: 'פורסם כסכום מוסכם, והצו החתום עוד לא נמצא.'},
  // Youth and apprentices from 1.4.2026: 70%, 75% and 83% of the adult monthly minimum (under 16, 16, 17), 60% for an
  // apprentice; the youth hourly rate divides the monthly one by 173. Computed here, not published; the adult amount is itself to check.
  {kind: 'minimumWageYouthUnder16Monthly', value: 4510.7, from: '1.4.2026', source: youthRegulations, status: 'check', note: youthNote},
  {kind: 'minimumWageYouthUnder16Hourly', value: 26.07, from: '1.4.2026', source: youthRegulations, status: 'check', note: youthNote},
  {kind: 'minimumWageYouth16Monthly', value: 4832.89, from: '1.4.2026', source: youthRegulations, status: 'check', note: youthNote},
  {kind: 'minimumWageYouth16Hourly', value: 27.94, from: '1.4.2026', source: youthRegulations, status: 'check', note: youthNote},
  {kind: 'minimumWageYouth17Monthly', value: 5348.4, from: '1.4.2026', source: youthRegulations, status: 'check', note: youthNote},
  {kind: 'minimumWageYouth17Hourly', value: 30.92, from: '1.4.2026', source: youthRegulations, status: 'check', note: youthNote},
  {kind: 'minimumWageApprenticeMonthly', value: 3866.31, from: '1.4.2026', source: youthRegulations, status: 'check', note: youthNote},
  {kind: 'havraaDayPrivate', value: 418, from: '1.7.2023', source: havraaOrder, status: 'confirmed'},
  {kind: 'havraaDayCivilService', value: 471.4, from: '1.6.2023', source: 'תקשי"ר וחוזרי הממונה על השכר', status: 'check'},
  // Most sources give 15,712 ₪ (also for 2026); one gives 15,751 ₪ for 2025.
  {kind: 'studyFundCeiling', value: 15712, from: '1.1.2026', source: 'פקודת מס הכנסה', status: 'check'},
  {kind: 'studyFundEmployerTaxFree', value: 1178.4, from: '1.1.2026', source: 'פקודת מס הכנסה', status: 'check'},
];

/** "1.4.2025" → a sortable UTC time. */
export function dayTime(date: string): number {
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(date.trim());
  if (!m) throw new Error(`"${date}" is not a date D.M.YYYY`);
  return Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
}

function formatDay(time: number): string {
  const d = new Date(time);
  return `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`;
}

function rows(kind: FigureKind): LawFigure[] {
  return lawFigures.filter((f) => f.kind === kind).sort((a, b) => dayTime(a.from) - dayTime(b.from));
}

/** The kinds the rows name, in the order of their first row. */
export const figureKinds: readonly FigureKind[] = [...new Set(lawFigures.map((f) => f.kind))];

export function isFigureKind(kind: string): kind is FigureKind {
  return (figureKinds as readonly string[]).includes(kind);
}

/** The figure of this kind in force on `at` (D.M.YYYY), or the latest one when no date is given. */
export function lawFigure(kind: FigureKind, at?: string): LawFigure {
  const all = rows(kind);
  const found = at === undefined ? all.at(-1) : all.filter((f) => dayTime(f.from) <= dayTime(at)).at(-1);
  if (!found) throw new Error(`no ${kind} figure${at === undefined ? '' : ` in force on ${at}`}`);
  return found;
}

/** The last day a figure is in force (the day before the next row of its kind), or undefined for the latest. */
export function lawFigureUntil(figure: LawFigure): string | undefined {
  const next = rows(figure.kind).find((f) => dayTime(f.from) > dayTime(figure.from));
  return next === undefined ? undefined : formatDay(dayTime(next.from) - 24 * 60 * 60 * 1000);
}

/** An amount as the guide writes it: thousands separated, agorot only when there are any (6,247.67; 418; 471.40). */
export function formatAmount(value: number): string {
  const fraction = Math.round(value * 100) % 100 !== 0;
  return value.toLocaleString('en-US', {minimumFractionDigits: fraction ? 2 : 0, maximumFractionDigits: 2});
}

/** What `<LawFigure>` shows: the amount ("6,247.67 ₪"), or with `show` its number only, its dates or its source. */
export type FigureField = 'value' | 'number' | 'from' | 'until' | 'source';

export function lawFigureText(kind: FigureKind, show: FigureField = 'value', at?: string): string {
  const figure = lawFigure(kind, at);
  switch (show) {
    case 'number':
      return formatAmount(figure.value);
    case 'from':
      return figure.from;
    case 'until':
      return lawFigureUntil(figure) ?? '';
    case 'source':
      return figure.source;
    case 'value':
      return `${formatAmount(figure.value)}\u00A0₪`;
  }
}

const figureTag = /<LawFigure\b([^>]*?)\/>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}=["']([^"']*)["']`).exec(attributes)?.[1];
}

/** The text one `<LawFigure … />` tag renders, read from its attributes; undefined when they name no figure. */
export function lawFigureTagText(attributes: string): string | undefined {
  const kind = attribute(attributes, 'kind');
  const show = attribute(attributes, 'show') ?? 'value';
  const at = attribute(attributes, 'at');
  if (kind === undefined || !isFigureKind(kind)) return undefined;
  if (!['value', 'number', 'from', 'until', 'source'].includes(show)) return undefined;
  return lawFigureText(kind, show as FigureField, at);
}

/** The tables of every period that pages show with `<LawFigureTable table="…" />`: a row per date, a column per kind. */
export const lawFigureTables = {
  minimumWage: {
    dateHeading: 'בתוקף מ-',
    columns: [
      {kind: 'minimumWageMonthly', heading: 'לחודש, משרה מלאה'},
      {kind: 'minimumWageHourly', heading: 'לשעה'},
    ],
    statusHeading: 'מצב',
  },
} as const satisfies Record<string, {dateHeading: string; columns: readonly {kind: FigureKind; heading: string}[]; statusHeading: string}>;

export type LawFigureTableName = keyof typeof lawFigureTables;

export function isLawFigureTableName(name: string): name is LawFigureTableName {
  return Object.hasOwn(lawFigureTables, name);
}

/**
 * One table as Markdown (GFM): a row for each date on which a figure of its kinds takes effect, in
 * order, each cell the figure in force from that date, and the status: final, or what to check.
 */
export function lawFigureTableMarkdown(name: LawFigureTableName): string {
  const table = lawFigureTables[name];
  const kinds: readonly FigureKind[] = table.columns.map((column) => column.kind);
  const dates = [...new Set(lawFigures.filter((f) => kinds.includes(f.kind)).map((f) => f.from))].sort((a, b) => dayTime(a) - dayTime(b));
  const cells = (values: readonly string[]) => `| ${values.join(' | ')} |`;
  const rows = dates.map((from) => {
    const figures = kinds.map((kind) => lawFigure(kind, from));
    const notes = [...new Set(figures.filter((f) => f.from === from && f.status === 'check').map((f) => f.note ?? 'הסכום עוד לא סופי.'))];
    const status = notes.length === 0 ? 'סכום סופי.' : `יש לבדוק: ${notes.join(' ')}`;
    return cells([from, ...figures.map((f) => lawFigureText(f.kind, 'value', from)), status]);
  });
  const headings = [table.dateHeading, ...table.columns.map((column) => column.heading), table.statusHeading];
  return [cells(headings), cells(headings.map(() => '---')), ...rows].join('\n');
}

/** A line that is only `<LawFigureTable table="…" />`: the table's name, else undefined. */
export function lawFigureTableTag(line: string): string | undefined {
  return /^\s*<LawFigureTable\s+table=["']([^"']+)["']\s*\/>\s*$/.exec(line)?.[1];
}

/**
 * Markdown with each `<LawFigure … />` replaced by the text it renders, each line that is a
 * `<LawFigureTable … />` by its table (for tools that read the Markdown; its links to laws,
 * `law:hoursOfWork`, are src/data/lawTexts.ts's `expandLawLinks`).
 */
export function expandLawFigures(markdown: string, escape: (text: string) => string = (text) => text): string {
  return markdown
    .split('\n')
    .map((line) => {
      const name = lawFigureTableTag(line);
      if (name !== undefined && isLawFigureTableName(name)) return lawFigureTableMarkdown(name).split('\n').map(escape).join('\n');
      return line.replace(figureTag, (tag, attributes: string) => {
        const text = lawFigureTagText(attributes);
        return text === undefined ? tag : escape(text);
      });
    })
    .join('\n');
}
