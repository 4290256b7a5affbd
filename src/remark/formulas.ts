import type {Parent, PhrasingContent, Root, Text} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

/**
 * Worked formulas read left to right, as arithmetic does in Hebrew: inside a right-to-left sentence
 * the bidirectional algorithm would show "38.4 − 30 = 8.4" as "8.4 = 30 − 38.4". Every expression
 * (numbers, amounts with ₪ or %, a <LawFigure> among them, joined by × ÷ + − - / =) becomes one
 * left-to-right island, <bdi dir="ltr" class="formula-expression">, inside which a quantity's Hebrew
 * unit ("8 שעות × 50 ₪") is its own right-to-left <bdi>, and each side of "=" is a
 * <span class="formula"> that the CSS keeps unbroken (a line may break at "="). An amount alone
 * (240 ₪) is only kept unbroken. The text itself does not change.
 *
 * The writers' content check (scripts/lib/formulas.ts) fails on an operator this matcher leaves
 * outside an island next to a number, so that no formula slips past it.
 */

/** Stands for a <LawFigure> (a number) in the text the matcher reads. */
export const FIGURE = '\uE000';

const number = String.raw`\(?(?:\d(?:[\d,]*\d)?(?:\.\d+)?|${FIGURE})\)?`;
const unit = String.raw`(?:(?:\u00a0|\s)?₪|%)`;
/** An operand: a number or an amount, and a percentage in brackets after it ("62.50 ₪ (125%)"). */
const operand = String.raw`${number}${unit}?(?:\s\(\d[\d.]*%\))?`;
/** A quantity's Hebrew unit after it: one or two words ("8 שעות", "8.6 שעות רגילות"). */
const words = String.raw`(?:\s[\u05D0-\u05EA][\u05D0-\u05EA"׳״']*){1,2}`;
const operatorChars = '×÷+−*/=-';
const operator = String.raw`\s[${operatorChars}]\s`;
/**
 * A chain of two or more operands. A unit after the first operand only before × or ÷ ("8 שעות × 50 ₪"),
 * not before = + −: "0.75 שעות הפסקה = 11" is a sentence ("פחות 0.75 שעות הפסקה") with a result.
 */
const chain = String.raw`${operand}(?:${words}(?=\s[×÷]\s))?(?:${operator}${operand}(?:${words}(?=${operator}))?)*${operator}${operand}`;
const before = String.raw`(?<![\p{L}\d.,/])`;
const after = String.raw`(?![\p{L}\d]|[.,]\d)`;
/** An expression, or an amount with a space before ₪ (125% has no space to break at). */
export const formulaPattern = new RegExp(`${before}(?:(?<expression>${chain})|${number}(?:\u00a0|\\s)₪)${after}`, 'gu');

export type Piece = {text: string; formula: 'expression' | 'amount' | false};

/**
 * Where the formulas of a text are: [start, end, kind]. A bracket the formula does not close stays
 * outside it ("(6 × 40 = 240 ₪)": the sentence's brackets, mirrored right to left around the island).
 */
function formulaRanges(text: string): [number, number, 'expression' | 'amount'][] {
  return [...text.matchAll(formulaPattern)].map((match) => {
    let [start, end] = [match.index, match.index + match[0].length];
    const count = (bracket: string): number => text.slice(start, end).split(bracket).length - 1;
    if (count('(') > count(')') && text[start] === '(') start++;
    if (count(')') > count('(') && text[end - 1] === ')') end--;
    return [start, end, match.groups?.expression === undefined ? 'amount' : 'expression'];
  });
}

/** The pieces of a text: plain strings, expressions and lone amounts, in order. */
export function splitFormulas(text: string): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const [start, end, formula] of formulaRanges(text)) {
    if (start > last) pieces.push({text: text.slice(last, start), formula: false});
    pieces.push({text: text.slice(start, end), formula});
    last = end;
  }
  if (last < text.length) pieces.push({text: text.slice(last), formula: false});
  return pieces;
}

/** The expressions of a text, as written. */
export const expressions = (text: string): string[] =>
  splitFormulas(text)
    .filter((piece) => piece.formula === 'expression')
    .map((piece) => piece.text);

/**
 * The operators of a text that a reader would see out of order: outside every expression, with a
 * number on both sides (a formula split by markup, "**900** − 600"), or beside an expression
 * ("שעה אחת × 75 ₪ = 75 ₪": the island would stand between the words and their operator).
 * An operator between a number and words reads right in a right-to-left sentence and is left alone
 * ("(שעות עבודה + שעות היעדרות בתשלום) ÷ 182").
 */
export function strayOperators(text: string): {index: number; operator: string}[] {
  const islands = formulaRanges(text).filter(([, , formula]) => formula === 'expression');
  const inside = (at: number): boolean => islands.some(([start, end]) => at >= start && at < end);
  const stray: {index: number; operator: string}[] = [];
  for (const match of text.matchAll(/\s([×÷+−=])\s/gu)) {
    const at = match.index + 1;
    if (inside(at)) continue;
    const left = text.slice(0, match.index);
    const right = text.slice(match.index + match[0].length);
    const leftNumber = new RegExp(String.raw`[\d%₪${FIGURE}]\)?[*_]*$`, 'u').test(left);
    const rightNumber = new RegExp(String.raw`^[*_]*\(?[\d${FIGURE}]`, 'u').test(right);
    // Beside an island, or beside its bracket.
    const besideIsland = islands.some(([start, end]) => end === match.index || end + 1 === match.index || start === match.index + match[0].length || start - 1 === match.index + match[0].length);
    if ((leftNumber && rightNumber) || besideIsland) stray.push({index: at, operator: match[1]!});
  }
  return stray;
}

const text = (value: string): Text => ({type: 'text', value});

function element(name: string, attributes: Record<string, string>, children: PhrasingContent[]): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children: children as MdxJsxTextElement['children'],
  };
}

/** A character of the text the matcher reads, and the child it comes from. */
type Atom = {char: string; child: number; offset: number};

const isFigure = (node: PhrasingContent): boolean => node.type === 'mdxJsxTextElement' && node.name === 'LawFigure';

/** The children that make up atoms [start, end): text sliced, a <LawFigure> whole. */
function nodesOf(children: PhrasingContent[], atoms: Atom[], start: number, end: number): PhrasingContent[] {
  const nodes: PhrasingContent[] = [];
  let i = start;
  while (i < end) {
    const child = atoms[i]!.child;
    let j = i;
    while (j < end && atoms[j]!.child === child) j++;
    const node = children[child]!;
    nodes.push(node.type === 'text' ? text(node.value.slice(atoms[i]!.offset, atoms[j - 1]!.offset + 1)) : node);
    i = j;
  }
  return nodes;
}

/** Atoms [start, end) of one side of "=", with its Hebrew words isolated right to left. */
function side(children: PhrasingContent[], atoms: Atom[], start: number, end: number): MdxJsxTextElement {
  const flat = atoms
    .slice(start, end)
    .map((atom) => atom.char)
    .join('');
  const parts: PhrasingContent[] = [];
  let last = start;
  for (const match of flat.matchAll(/[\u05D0-\u05EA][\u05D0-\u05EA"׳״']*(?:\s[\u05D0-\u05EA][\u05D0-\u05EA"׳״']*)*/gu)) {
    parts.push(...nodesOf(children, atoms, last, start + match.index));
    parts.push(element('bdi', {}, nodesOf(children, atoms, start + match.index, start + match.index + match[0].length)));
    last = start + match.index + match[0].length;
  }
  parts.push(...nodesOf(children, atoms, last, end));
  return element('span', {className: 'formula'}, parts);
}

function island(children: PhrasingContent[], atoms: Atom[], start: number, end: number): MdxJsxTextElement {
  const flat = atoms
    .slice(start, end)
    .map((atom) => atom.char)
    .join('');
  const parts: PhrasingContent[] = [];
  let last = start;
  for (const match of flat.matchAll(/\s=\s/g)) {
    parts.push(side(children, atoms, last, start + match.index), text(match[0]));
    last = start + match.index + match[0].length;
  }
  parts.push(side(children, atoms, last, end));
  return element('bdi', {dir: 'ltr', className: 'formula-expression'}, parts);
}

/** A parent's children with each expression made an island and each lone amount kept whole. */
function isolate(children: PhrasingContent[]): PhrasingContent[] | undefined {
  const atoms: Atom[] = [];
  children.forEach((node, child) => {
    if (node.type === 'text') for (let offset = 0; offset < node.value.length; offset++) atoms.push({char: node.value[offset]!, child, offset});
    // Any other element breaks a formula: the content check reports an operator left beside it.
    else atoms.push({char: isFigure(node) ? FIGURE : '\uFFFC', child, offset: 0});
  });
  const flat = atoms.map((atom) => atom.char).join('');
  const pieces = splitFormulas(flat);
  if (!pieces.some((piece) => piece.formula)) return undefined;
  const result: PhrasingContent[] = [];
  let at = 0;
  for (const piece of pieces) {
    const end = at + piece.text.length;
    if (piece.formula === 'expression') result.push(island(children, atoms, at, end));
    else if (piece.formula === 'amount') result.push(element('span', {className: 'formula'}, nodesOf(children, atoms, at, end)));
    else result.push(...nodesOf(children, atoms, at, end));
    at = end;
  }
  return result;
}

export default function remarkFormulas() {
  return (tree: Root): void => {
    const parents: Parent[] = [];
    visit(tree, (node) => {
      if (node.type === 'code' || node.type === 'inlineCode') return 'skip';
      if ('children' in node && (node.children as PhrasingContent[]).some((child) => child.type === 'text')) parents.push(node as Parent);
      return undefined;
    });
    for (const parent of parents) {
      const isolated = isolate(parent.children as PhrasingContent[]);
      if (isolated) parent.children = isolated as Parent['children'];
    }
  };
}
