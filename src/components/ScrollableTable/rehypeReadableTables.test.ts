import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {Element, Root} from 'hast';
import rehypeReadableTables, {keepAmountsWhole, keepTogetherClass} from './rehypeReadableTables.ts';

const nbsp = '\u00A0';

test('an amount keeps its sign: a no-break space between the number and ₪, on either side', () => {
  assert.equal(keepAmountsWhole('שולמו 1,500 ₪ ועוד ₪ 20'), `שולמו 1,500${nbsp}₪ ועוד ₪${nbsp}20`);
  assert.equal(keepAmountsWhole('34.32  ₪ (בדקו)'), `34.32${nbsp}₪ (בדקו)`);
  // A sign with no number beside it, and words, are left as they are.
  assert.equal(keepAmountsWhole('הסכום ב-₪ ולא ב-$'), 'הסכום ב-₪ ולא ב-$');
});

const text = (value: string) => ({type: 'text' as const, value});
const el = (tagName: string, children: Element['children'] = []): Element => ({type: 'element', tagName, properties: {}, children});
function table(columns: string[], rows: string[][]): Element {
  return el('table', [
    el('thead', [
      el(
        'tr',
        columns.map((name) => el('th', [el('strong', [text(name)])])),
      ),
    ]),
    el(
      'tbody',
      rows.map((row) =>
        el(
          'tr',
          row.map((value) => el('td', value ? [text(value)] : [])),
        ),
      ),
    ),
  ]);
}

test("a table of four columns or more is marked for cards, each body cell carries its heading, and no element gets a role (the table's own are valid HTML)", () => {
  const wide = table(['סוג שעות', 'שעות בתלוש', 'שולם', 'צריך היה לשלם', 'פער'], [['רגילות', '168', '6,720 ₪', '6,720 ₪', '0 ₪']]);
  const tree: Root = {type: 'root', children: [wide]};
  rehypeReadableTables()(tree);
  assert.equal(wide.properties.role, undefined);
  assert.equal(wide.properties.dataCards, true);
  const [head, body] = wide.children as Element[];
  assert.equal(head!.properties.role, undefined);
  const headCells = (head!.children[0] as Element).children as Element[];
  assert.deepEqual(
    headCells.map((cell) => cell.properties.role),
    Array(5).fill(undefined),
  );
  const cells = (body!.children[0] as Element).children as Element[];
  assert.equal((body!.children[0] as Element).properties.role, undefined);
  // The row's name is its header (the card's title); every other cell carries its column's heading.
  assert.deepEqual(
    cells.map((cell) => [cell.tagName, cell.properties.scope]),
    [['th', 'row'], ...Array(4).fill(['td', undefined])],
  );
  assert.deepEqual(
    cells.map((cell) => cell.properties.dataLabel),
    [undefined, 'שעות בתלוש', 'שולם', 'צריך היה לשלם', 'פער'],
  );
  assert.deepEqual(
    cells.map((cell) => cell.properties.role),
    Array(5).fill(undefined),
  );
  assert.equal((cells[2]!.children[0] as {value: string}).value, `6,720${nbsp}₪`);
});

test('a narrower table is left a plain table, and code keeps its spaces', () => {
  const narrow = table(['עמודה', 'מה היא מציגה', 'דוגמה'], [['שולם', 'הסכום: 10 ₪', '']]);
  const code = el('code', [text('10 ₪')]);
  const tree: Root = {type: 'root', children: [narrow, el('p', [code])]};
  rehypeReadableTables()(tree);
  assert.equal(narrow.properties.role, undefined);
  assert.equal(narrow.properties.dataCards, undefined);
  const cell = ((narrow.children[1] as Element).children[0] as Element).children[1] as Element;
  assert.equal(cell.properties.dataLabel, undefined);
  assert.equal((cell.children[0] as {value: string}).value, `הסכום: 10${nbsp}₪`);
  assert.equal((code.children[0] as {value: string}).value, '10 ₪');
});

test("a card's cell with several pieces holds them in one span; a cell of one piece is left as it is", () => {
  const formula = el('span', [text('32.31 ₪')]);
  formula.properties.className = ['formula'];
  const wide = table(['מ-', 'לחודש', 'לשעה', 'מצב'], [['1.4.2024', '5,880.02 ₪', '32.30 ₪', '']]);
  const status = ((wide.children[1] as Element).children[0] as Element).children[3] as Element;
  status.children = [text('יש לבדוק: פרסום של '), formula, text('. ההפרש באגורות.')];
  rehypeReadableTables()({type: 'root', children: [wide]});
  assert.equal(status.children.length, 1);
  const [wrapper] = status.children as Element[];
  assert.equal(wrapper!.tagName, 'span');
  assert.deepEqual(
    wrapper!.children.map((child) => child.type),
    ['text', 'element', 'text'],
  );
  const amount = ((wide.children[1] as Element).children[0] as Element).children[1] as Element;
  assert.equal(amount.children[0]!.type, 'text');
});

test('a Hebrew prefix stays with its Latin word or number (one <span> that does not break), never in code', () => {
  const paragraph = el('p', [text('ייצוא ל-Excel וב-2024, לא דו-שבועי')]);
  const code = el('code', [text('ל-Excel')]);
  const tree: Root = {type: 'root', children: [paragraph, el('p', [code])]};
  rehypeReadableTables()(tree);
  assert.deepEqual(
    paragraph.children.map((child) => (child.type === 'element' ? `[${(child.children[0] as {value: string}).value}]` : (child as {value: string}).value)),
    ['ייצוא ', '[ל-Excel]', ' ', '[וב-2024]', ', לא דו-שבועי'],
  );
  assert.deepEqual((paragraph.children[1] as Element).properties.className, [keepTogetherClass]);
  assert.deepEqual(code.children, [text('ל-Excel')]);
});

test("a heading keeps its plain text, which its anchor's name reads", () => {
  const heading = el('h2', [text('ייצוא נתוני הסריקה ל-Excel')]);
  rehypeReadableTables()({type: 'root', children: [heading]});
  assert.deepEqual(heading.children, [text('ייצוא נתוני הסריקה ל-Excel')]);
});

test("a card's cell whose text holds a prefixed word keeps one piece", () => {
  // A data cell (a flex box in a card); the row's header is a block and holds its pieces as they are.
  const wide = table(['א', 'ב', 'ג', 'ד'], [['x', 'ייצוא ל-Excel', 'y', 'z']]);
  rehypeReadableTables()({type: 'root', children: [wide]});
  const cell = ((wide.children[1] as Element).children[0] as Element).children[1] as Element;
  assert.equal(cell.children.length, 1);
  assert.equal((cell.children[0] as Element).tagName, 'span');
});
