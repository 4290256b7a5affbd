import type {PhrasingContent, Root, Text} from 'mdast';
import type {MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

/**
 * Keeps each side of a worked formula on one line: "6 × 40 = 240 ₪" must not wrap into "(6" and
 * "× 40 = 240 ₪)" on a phone. Every run of numbers joined by operators (× ÷ + − -), and every
 * amount with its shekel sign (240 ₪), becomes <span class="formula">, which the CSS keeps unbroken;
 * a line may still break at "=" and between words. The text itself does not change.
 */

const number = String.raw`\(?\d[\d,]*(?:\.\d+)?\)?`;
const unit = String.raw`(?:\u00a0|\s)?(?:₪|%)`;
const operand = `${number}(?:${unit})?`;
const operator = String.raw`\s[×÷+−*/-]\s`;
/** A chain of two or more operands, or an amount with a space before ₪ (125% has no space to break at). */
export const formulaPattern = new RegExp(`(?<![\\p{L}\\d.,])(?:${operand}(?:${operator}${operand})+|${number}(?:\u00a0|\\s)₪)(?![\\p{L}\\d])`, 'gu');

/** The pieces of a text: plain strings and formulas, in order. */
export function splitFormulas(text: string): {text: string; formula: boolean}[] {
  const pieces: {text: string; formula: boolean}[] = [];
  let last = 0;
  for (const match of text.matchAll(formulaPattern)) {
    if (match.index > last) pieces.push({text: text.slice(last, match.index), formula: false});
    pieces.push({text: match[0], formula: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({text: text.slice(last), formula: false});
  return pieces;
}

function formulaSpan(value: string): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [{type: 'mdxJsxAttribute', name: 'className', value: 'formula'}],
    children: [{type: 'text', value}],
  };
}

export default function remarkFormulas() {
  return (tree: Root): void => {
    visit(tree, 'text', (node: Text, index, parent) => {
      if (parent === undefined || index === undefined) return;
      const pieces = splitFormulas(node.value);
      if (!pieces.some((piece) => piece.formula)) return;
      const replacement: PhrasingContent[] = pieces.map((piece) => (piece.formula ? formulaSpan(piece.text) : {type: 'text', value: piece.text}));
      (parent.children as PhrasingContent[]).splice(index, 1, ...replacement);
      return index + replacement.length;
    });
  };
}
