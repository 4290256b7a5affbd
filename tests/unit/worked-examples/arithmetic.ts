// Finds the calculations written in the guide (9,100 ÷ 182 = 50 ₪) and checks each "=": pure, so the parser can be unit-tested.

/** A number as written: its value, how many decimals it was written with, and whether it had a %. */
export interface WrittenNumber {
  value: number;
  decimals: number;
  percent: boolean;
  text: string;
}

type Op = '+' | '-' | '*' | '/';

type Token =
  ({kind: 'num'} & WrittenNumber) | {kind: 'op'; op: Op; text: string} | {kind: 'eq'} | {kind: 'lp'} | {kind: 'rp'} | {kind: 'shekel'} | {kind: 'word'; text: string} | {kind: 'break'; text: string};

/** One side of an "=": its value, and the number itself when the side is a single written number. */
interface Side {
  value: number;
  percent: boolean;
  single?: WrittenNumber;
  hasOperator: boolean;
  text: string;
}

/** A chain such as `4 × 8.6 + 7.6 = 34.4 + 7.6 = 42`, with every number in it in order. */
export interface Calculation {
  text: string;
  sides: Side[];
  numbers: WrittenNumber[];
}

export interface CalculationError {
  text: string;
  computed: number;
  written: string;
}

const hebrewWord = /[\u05D0-\u05EA][\u05D0-\u05EA"'״׳]*/y;
const latinWord = /[A-Za-z]+/y;
const numberLike = /\d[\d.,:/-]*/y;
const plainNumber = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
// Hebrew words that stand for an operator between two numbers.
const wordOperators: Record<string, Op> = {פחות: '-', ועוד: '+', כפול: '*', חלקי: '/'};
// Number words that stand for an operand next to an operator: "ושעה אחת × 75 ₪ = 75 ₪".
const numberWords: Record<string, number> = {אחת: 1, אחד: 1, שתיים: 2, שניים: 2, שעתיים: 2, יומיים: 2};

/** The value of a number written with thousands commas, or undefined when the text is not a plain amount. */
function readNumber(text: string): {value: number; decimals: number} | undefined {
  if (!plainNumber.test(text)) return undefined;
  const digits = text.replace(/,/g, '');
  const [whole, fraction = ''] = digits.split('.');
  // A leading zero (050, 03) is a phone prefix or a code, not an amount.
  if (whole.length > 1 && whole.startsWith('0')) return undefined;
  // Seven digits or more without thousands commas is an ID or a phone number; amounts carry commas.
  if (!text.includes(',') && whole.length > 6) return undefined;
  // 12.2024 is a month and a year.
  if (/^\d{1,2}\.(?:19|20)\d\d$/.test(text)) return undefined;
  return {value: Number(digits), decimals: fraction.length};
}

/** Markdown markup that is not text: emphasis markers, inline code, link targets, HTML tags. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/`[^`]*`/g, ' ')
    .replace(/!?\[([^\]]*)\]\((?:<[^>]*>|[^)]*)\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\*\*|__/g, '')
    .replace(/&nbsp;/g, ' ');
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const spaceAt = (j: number) => j < 0 || j >= text.length || /\s/.test(text[j]);
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    if (/\d/.test(c)) {
      numberLike.lastIndex = i;
      let run = numberLike.exec(text)![0];
      // Sentence punctuation after a number is not part of it.
      run = run.replace(/[.,:/-]+$/, '');
      i += run.length;
      const read = readNumber(run);
      // A number glued to a letter or to another number-like run (1.4.2018, 08:00, 03-1234567, 1.2.0) is not an amount.
      if (!read || /[\p{L}]/u.test(text[i] ?? '') || /[\p{L}]/u.test(text[i - run.length - 1] ?? '')) {
        tokens.push({kind: 'break', text: run});
        continue;
      }
      let percent = false;
      if (text[i] === '%') {
        percent = true;
        i += 1;
      }
      tokens.push({kind: 'num', value: read.value, decimals: read.decimals, percent, text: run + (percent ? '%' : '')});
      continue;
    }
    hebrewWord.lastIndex = i;
    const hebrew = hebrewWord.exec(text);
    if (hebrew) {
      const word = hebrew[0].replace(/["'״׳]+$/, '');
      i += hebrew[0].length;
      if (word in wordOperators) tokens.push({kind: 'op', op: wordOperators[word], text: word});
      else if (word === 'ש"ח' || word === 'ש״ח') tokens.push({kind: 'shekel'});
      else tokens.push({kind: 'word', text: word});
      continue;
    }
    latinWord.lastIndex = i;
    const latin = latinWord.exec(text);
    if (latin) {
      i += latin[0].length;
      // "3 x 4": a lone x between spaces is a multiplication sign.
      if (/^[xX]$/.test(latin[0]) && spaceAt(i - 2) && spaceAt(i)) tokens.push({kind: 'op', op: '*', text: 'x'});
      else tokens.push({kind: 'break', text: latin[0]});
      continue;
    }
    i += 1;
    switch (c) {
      case '×':
        tokens.push({kind: 'op', op: '*', text: c});
        break;
      case '÷':
      case '/':
        tokens.push({kind: 'op', op: '/', text: c});
        break;
      case '+':
        tokens.push({kind: 'op', op: '+', text: c});
        break;
      case '−':
        tokens.push({kind: 'op', op: '-', text: c});
        break;
      case '*':
        tokens.push(spaceAt(i - 2) && spaceAt(i) ? {kind: 'op', op: '*', text: c} : {kind: 'break', text: c});
        break;
      // A hyphen or an en dash is a minus only with a space on each side; 0–8, ב-125% and 03-1234 are not.
      case '-':
      case '–':
        tokens.push(spaceAt(i - 2) && spaceAt(i) ? {kind: 'op', op: '-', text: c} : {kind: 'break', text: c});
        break;
      case '=':
        tokens.push({kind: 'eq'});
        break;
      case '(':
        tokens.push({kind: 'lp'});
        break;
      case ')':
        tokens.push({kind: 'rp'});
        break;
      case '₪':
        tokens.push({kind: 'shekel'});
        break;
      default:
        tokens.push({kind: 'break', text: c});
    }
  }
  return tokens;
}

interface Value {
  value: number;
  percent: boolean;
}

interface Parsed extends Value {
  end: number;
  numbers: WrittenNumber[];
  operators: number;
}

/** Words (at most two) and a ₪ after a number are its unit when an operator or "=" follows them. */
function skipUnit(tokens: Token[], i: number): number {
  let j = i;
  let words = 0;
  while (j < tokens.length) {
    const t = tokens[j];
    if (t.kind === 'shekel') j += 1;
    else if (t.kind === 'word' && words < 2) {
      words += 1;
      j += 1;
    } else break;
  }
  if (j === i) return i;
  const next = tokens[j];
  return next && (next.kind === 'op' || next.kind === 'eq' || next.kind === 'rp' || isNote(tokens, j)) ? j : i;
}

/** "(125%)" right after an amount is a note on it, not a factor: 2 × 62.50 ₪ (125%) = 125 ₪. */
function isNote(tokens: Token[], i: number): boolean {
  return tokens[i]?.kind === 'lp' && tokens[i + 1]?.kind === 'num' && tokens[i + 2]?.kind === 'rp';
}

function toFraction(v: Value): number {
  return v.percent ? v.value / 100 : v.value;
}

function apply(op: Op, a: Value, b: Value): Value {
  if (op === '+' || op === '-') {
    // 6% + 6.5% stays in percentage points; a percentage added to a plain number is a fraction.
    if (a.percent && b.percent) return {value: op === '+' ? a.value + b.value : a.value - b.value, percent: true};
    const x = toFraction(a);
    const y = toFraction(b);
    return {value: op === '+' ? x + y : x - y, percent: false};
  }
  const x = toFraction(a);
  const y = toFraction(b);
  return {value: op === '*' ? x * y : x / y, percent: false};
}

function parsePrimary(tokens: Token[], i: number): Parsed | undefined {
  const t = tokens[i];
  if (!t) return undefined;
  if (t.kind === 'num') {
    let end = skipUnit(tokens, i + 1);
    if (isNote(tokens, end)) end += 3;
    const written = {value: t.value, decimals: t.decimals, percent: t.percent, text: t.text};
    return {value: t.value, percent: t.percent, end, numbers: [written], operators: 0};
  }
  if (t.kind === 'word' && t.text in numberWords && tokens[i + 1]?.kind === 'op') {
    const value = numberWords[t.text];
    return {value, percent: false, end: i + 1, numbers: [{value, decimals: 0, percent: false, text: t.text}], operators: 0};
  }
  if (t.kind === 'lp') {
    const inner = parseSum(tokens, i + 1);
    if (!inner || tokens[inner.end]?.kind !== 'rp') return undefined;
    return {...inner, end: skipUnit(tokens, inner.end + 1)};
  }
  return undefined;
}

/** A left-associative run of `operand`s joined by `ops` (products bind before sums). */
function parseChain(tokens: Token[], i: number, operand: (tokens: Token[], i: number) => Parsed | undefined, ops: readonly Op[]): Parsed | undefined {
  let left = operand(tokens, i);
  while (left) {
    const t = tokens[left.end];
    if (t?.kind !== 'op' || !ops.includes(t.op)) break;
    const right = operand(tokens, left.end + 1);
    if (!right) break;
    left = {
      ...apply(t.op, left, right),
      end: right.end,
      numbers: [...left.numbers, ...right.numbers],
      operators: left.operators + right.operators + 1,
    };
  }
  return left;
}

function parseProduct(tokens: Token[], i: number): Parsed | undefined {
  return parseChain(tokens, i, parsePrimary, ['*', '/']);
}

function parseSum(tokens: Token[], i: number): Parsed | undefined {
  return parseChain(tokens, i, parseProduct, ['+', '-']);
}

function describe(tokens: Token[], from: number, to: number): string {
  const parts: string[] = [];
  for (const t of tokens.slice(from, to)) {
    if (t.kind === 'num') parts.push(t.text);
    else if (t.kind === 'op') parts.push({'+': '+', '-': '−', '*': '×', '/': '÷'}[t.op]);
    else if (t.kind === 'eq') parts.push('=');
    else if (t.kind === 'lp') parts.push('(');
    else if (t.kind === 'rp') parts.push(')');
    else if (t.kind === 'shekel') parts.push('₪');
  }
  return parts.join(' ').replace(/\( /g, '(').replace(/ \)/g, ')');
}

function toSide(tokens: Token[], from: number, p: Parsed): Side {
  return {
    value: p.value,
    percent: p.percent,
    single: p.operators === 0 && p.numbers.length === 1 ? p.numbers[0] : undefined,
    hasOperator: p.operators > 0,
    text: describe(tokens, from, p.end),
  };
}

/** Every calculation in one line of plain text. */
export function findCalculations(text: string): Calculation[] {
  const tokens = tokenize(text);
  const found: Calculation[] = [];
  let start = 0; // tokens before this index belong to an earlier chain
  for (let e = 0; e < tokens.length; e++) {
    if (tokens[e].kind !== 'eq' || e < start) continue;
    // The left side: the longest expression that ends exactly at the "=".
    let left: {from: number; parsed: Parsed} | undefined;
    for (let s = start; s < e && !left; s++) {
      const parsed = parseSum(tokens, s);
      if (parsed && parsed.end === e) left = {from: s, parsed};
    }
    if (!left) continue;
    const sides = [toSide(tokens, left.from, left.parsed)];
    const numbers = [...left.parsed.numbers];
    let at = e;
    while (tokens[at]?.kind === 'eq') {
      const right = parseSum(tokens, at + 1);
      if (!right) break;
      sides.push(toSide(tokens, at + 1, right));
      numbers.push(...right.numbers);
      at = right.end;
    }
    start = Math.max(at, e + 1);
    // "8.6 שעות = 8:36" converts units; only a chain with an operator is a calculation.
    if (sides.length < 2 || !sides.some((s) => s.hasOperator)) continue;
    found.push({text: describe(tokens, left.from, at), sides, numbers});
  }
  return found;
}

/** Whether a text is one calculation without its result, such as a table cell "8 × 3" or "360 ₪ × 50%". */
export function isBareExpression(text: string): boolean {
  const tokens = tokenize(plainText(text));
  const parsed = parseSum(tokens, 0);
  return !!parsed && parsed.operators > 0 && parsed.end === tokens.length;
}

/** Every number written in a piece of text, in order, without dates, times, versions or IDs. */
export function numbersIn(text: string): WrittenNumber[] {
  return tokenize(plainText(text)).flatMap((t) => (t.kind === 'num' ? [{value: t.value, decimals: t.decimals, percent: t.percent, text: t.text}] : []));
}

/**
 * Whether a written number states a computed value. The written figure may round the value to its
 * own decimals only when the value is not exact in hundredths (agorot, hundredths of an hour): 48.92
 * for 48.9247 is fine, 8 for 8.4 is not.
 */
export function statesValue(written: Pick<WrittenNumber, 'value' | 'decimals'>, computed: number): boolean {
  const tiny = 1e-9 * Math.max(1, Math.abs(computed));
  if (Math.abs(computed - written.value) <= tiny) return true;
  const hundredths = computed * 100;
  if (Math.abs(hundredths - Math.round(hundredths)) < 1e-6) return false;
  return Math.abs(computed - written.value) <= 0.5 * 10 ** -written.decimals + tiny;
}

function sidesAgree(a: Side, b: Side): {ok: boolean; computed: number; written: string} {
  // The written side is the single number, the other the expression; two expressions must agree exactly.
  const [expr, num] = b.single ? [a, b.single] : a.single ? [b, a.single] : [a, undefined];
  if (!num) {
    const ok = Math.abs(toFraction(a) - toFraction(b)) <= 1e-9 * Math.max(1, Math.abs(toFraction(a)));
    return {ok, computed: a.value, written: b.text};
  }
  let ok: boolean;
  if (expr.percent === num.percent || (expr.percent && !num.percent)) {
    // 6% + 6.5% = 18.5%, and 75% − 60% = 15 (percentage points).
    ok = statesValue(num, expr.value);
  } else {
    // 600 ÷ 12,000 = 5% and 1,631 ÷ 26,941 × 100 = 6.05% are both how the guide writes a share.
    ok = statesValue(num, expr.value * 100) || statesValue(num, expr.value);
  }
  return {ok, computed: expr.value, written: num.text};
}

/** The calculations of a line whose sides do not agree. */
export function checkLine(text: string): {found: number; errors: CalculationError[]} {
  const calculations = findCalculations(plainText(text));
  const errors: CalculationError[] = [];
  for (const calc of calculations) {
    for (let k = 0; k + 1 < calc.sides.length; k++) {
      const result = sidesAgree(calc.sides[k], calc.sides[k + 1]);
      if (!result.ok) {
        errors.push({text: calc.text, computed: Number(result.computed.toFixed(6)), written: result.written});
        break;
      }
    }
  }
  return {found: calculations.length, errors};
}

/** A Markdown line without its ordered-list number, which is not a figure. */
export function withoutListNumber(line: string): string {
  return line.replace(/^\s*\d+\.\s+/, '');
}

/** Checks every line of a Markdown document, skipping front matter and code blocks. */
export function checkMarkdown(markdown: string): {found: number; errors: (CalculationError & {line: number})[]} {
  const lines = markdown.split('\n');
  let found = 0;
  const errors: (CalculationError & {line: number})[] = [];
  let inFence = false;
  let inFrontMatter = lines[0]?.trim() === '---';
  lines.forEach((line, index) => {
    if (inFrontMatter) {
      if (index > 0 && line.trim() === '---') inFrontMatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return;
    }
    if (inFence) return;
    // Table cells are separate texts: a calculation never runs across a "|".
    const cells = withoutListNumber(line).split(/(?<!\\)\|/);
    cells.forEach((cell, k) => {
      // In a table, a cell that is only a calculation ("8 × 3") has its result in the next cell ("24 קרדיטים").
      const next = cells[k + 1]?.trim() ?? '';
      const result = isBareExpression(cell) && /^\d/.test(next) ? checkLine(`${cell} = ${numbersIn(next)[0]?.text ?? ''}`) : checkLine(cell);
      found += result.found;
      errors.push(...result.errors.map((e) => ({...e, line: index + 1})));
    });
  });
  return {found, errors};
}
