import type {Element, ElementContent, Root, RootContent} from 'hast';

/**
 * Build step of the guide's Markdown (docs and pages, `rehypePlugins` in docusaurus.config.ts), so
 * that it works in the built HTML before any script runs:
 * - an amount keeps its sign on its line: the space between a number and "₪" becomes a no-break
 *   space, in tables and in running text (never in code);
 * - a Hebrew prefix keeps its Latin word or number ("ל-Excel", "ב-2024"): the two are one <span>
 *   that does not break after the hyphen (never in code);
 * - a wide table is marked `data-cards`, and each of its data cells carries its column's heading
 *   (`data-label`), which the table's stylesheet shows beside the value when a narrow column lays
 *   its rows out as cards; the first cell of each body row, the card's title, is its row's header
 *   (`<th scope="row">`); the table gets no ARIA role (the HTML checker rejects a cell's or a row's role
 *   in a <table>: the table's own semantics are the ones a screen reader reads, and the stylesheet
 *   keeps the table and its row groups displayed as a table); a body cell whose value is several pieces (words, a formula, a link)
 *   holds them in one <span>, so that the card lays the value out as one piece of text beside its
 *   column's name instead of one box per piece.
 */

/**
 * A table with this many columns or more becomes cards in a narrow column (`data-cards`, styles.module.css):
 * at 390 px such tables ran 28 to 150 px past the screen; narrower ones fit, or nearly.
 */
export const cardColumns = 4;

const noBreakSpace = '\u00A0';
const numberThenSign = /(\d)[ \t\u2009\u202F]+₪/g;
const signThenNumber = /₪[ \t\u2009\u202F]+(\d)/g;

/** The text with a no-break space between each amount and its sign ("1,500 ₪", "₪ 1,500"). */
export function keepAmountsWhole(text: string): string {
  return text.replace(numberThenSign, `$1${noBreakSpace}₪`).replace(signThenNumber, `₪${noBreakSpace}$1`);
}

const isElement = (node: RootContent | ElementContent): node is Element => node.type === 'element';

function childElements(node: Element, tagName: string): Element[] {
  return node.children.filter(isElement).filter((child) => child.tagName === tagName);
}

/** The text a reader sees in a node (a heading cell's words, without its markup). */
function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Marks a wide table for cards and labels each body cell with its column's heading. */
export function labelWideTable(table: Element): void {
  const head = childElements(table, 'thead')[0];
  const headings = head ? childElements(head, 'tr')[0] : undefined;
  const labels = headings ? childElements(headings, 'th').map((cell) => textOf(cell).replace(/\s+/g, ' ').trim()) : [];
  if (labels.length < cardColumns) {
    return;
  }
  table.properties.dataCards = true;
  for (const group of childElements(table, 'tbody')) {
    for (const row of childElements(group, 'tr')) {
      row.children.filter(isElement).forEach((cell, index) => {
        // The first cell names its row, and is the card's title: a row header (<th scope="row">), so that a
        // screen reader names each value by its row and its column, and the headers a checker finds while
        // the column headers are hidden on a phone (IBM Equal Access's table_headers_exists).
        if (index === 0 && cell.tagName === 'td') {
          cell.tagName = 'th';
          cell.properties.scope = 'row';
        }
        if (cell.tagName === 'th') {
          return;
        }
        const label = labels[index];
        if (label) {
          cell.properties.dataLabel = label;
        }
        // The card's cell is a flex box (styles.module.css): each piece of its text would be a box of its own,
        // and a sentence broken around a formula showed its full stop at the start of the next line.
        if (cell.children.length > 1) {
          cell.children = [{type: 'element', tagName: 'span', properties: {}, children: cell.children}];
        }
      });
    }
  }
}

/**
 * A Hebrew prefix joined by a hyphen to a Latin word or a number ("ל-Excel", "ב-2024"): the line
 * may break after a hyphen, and "ל-" left at the end of a line reads as a word of its own.
 */
const prefixedWord = /(?<![\u05D0-\u05EA])[\u05D0-\u05EA]{1,3}-[A-Za-z0-9][A-Za-z0-9.+#]*/g;

/** The class that keeps a prefixed word on one line (src/css/custom.css). */
export const keepTogetherClass = 'keep-together';

/** A text as pieces: plain text, and each prefixed word as a <span> that does not break. */
export function keepPrefixesWhole(value: string): ElementContent[] {
  const pieces: ElementContent[] = [];
  let from = 0;
  for (const match of value.matchAll(prefixedWord)) {
    if (match.index > from) pieces.push({type: 'text', value: value.slice(from, match.index)});
    pieces.push({type: 'element', tagName: 'span', properties: {className: [keepTogetherClass]}, children: [{type: 'text', value: match[0]}]});
    from = match.index + match[0].length;
  }
  if (from < value.length) pieces.push({type: 'text', value: value.slice(from)});
  return pieces;
}

const codeTags = new Set(['code', 'pre', 'kbd', 'samp']);

/** A node of the tree: HTML elements, and MDX's own (JSX) nodes, which hold Markdown too. */
type Node = {type: string; tagName?: string; value?: unknown; children?: Node[]};

/** The text outside code: amounts keep their sign, prefixed words stay whole. */
function walkText(node: Node): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child): Node[] => {
    if (child.type === 'text' && typeof child.value === 'string') {
      return keepPrefixesWhole(keepAmountsWhole(child.value)) as Node[];
    }
    // Not in code, nor in a heading, whose anchor names it by its plain text.
    if (!(child.type === 'element' && (codeTags.has(child.tagName ?? '') || /^h[1-6]$/.test(child.tagName ?? '')))) {
      walkText(child);
    }
    return [child];
  });
}

function walkTables(node: Node): void {
  if (node.type === 'element' && node.tagName === 'table') {
    labelWideTable(node as Element);
  }
  for (const child of node.children ?? []) {
    walkTables(child);
  }
}

/** The rehype plugin: see the top of this file. The text first, so that a card's cell then holds its pieces in one <span>. */
export default function rehypeReadableTables(): (tree: Root) => void {
  return (tree) => {
    walkText(tree as Node);
    walkTables(tree as Node);
  };
}
