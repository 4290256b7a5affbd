import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Root, Table} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {expandLawFigures, lawFigureText, lawFigures} from '../data/lawFigures';
import remarkLawFigureTables, {lawFigureTable} from './lawFigureTables';

const cellTexts = (table: Table) => table.children.map((row) => row.children.map((cell) => toString(cell)));
const minimumDates = [...new Set(lawFigures.filter((f) => f.kind.startsWith('minimumWage')).map((f) => f.from))];

describe('<LawFigureTable>', () => {
  it('a row for every date of the data, each cell the figure in force from it, and its status', () => {
    const rows = cellTexts(lawFigureTable('minimumWage'));
    assert.deepEqual(rows[0], ['בתוקף מ-', 'לחודש, משרה מלאה', 'לשעה', 'מצב']);
    assert.deepEqual(
      rows.slice(1).map((row) => row[0]),
      minimumDates,
    );
    for (const row of rows.slice(1)) {
      const from = row[0]!;
      assert.equal(row[1], lawFigureText('minimumWageMonthly', 'value', from));
      assert.equal(row[2], lawFigureText('minimumWageHourly', 'value', from));
      const uncertain = lawFigures.some((f) => f.from === from && f.kind.startsWith('minimumWage') && f.status === 'check');
      assert.match(row[3]!, uncertain ? /^יש לבדוק: ./ : /^סכום סופי\.$/);
    }
  });

  it("the page's tag becomes that table in the tree; other components stay", () => {
    const tree: Root = {
      type: 'root',
      children: [
        {type: 'mdxJsxFlowElement', name: 'LawFigureTable', attributes: [{type: 'mdxJsxAttribute', name: 'table', value: 'minimumWage'}], children: []},
        {type: 'mdxJsxFlowElement', name: 'Other', attributes: [], children: []},
      ],
    };
    remarkLawFigureTables()(tree);
    assert.deepEqual(
      tree.children.map((node) => node.type),
      ['table', 'mdxJsxFlowElement'],
    );
  });

  it('an unknown or missing table name stops the build with a message naming the tables', () => {
    assert.throws(() => lawFigureTable('nothing'), /no such table.*minimumWage/);
    const tree: Root = {type: 'root', children: [{type: 'mdxJsxFlowElement', name: 'LawFigureTable', attributes: [], children: []}]};
    assert.throws(() => remarkLawFigureTables()(tree), /needs table=/);
  });

  it('tools that read the Markdown get the same table, in place of the tag', () => {
    const expanded = expandLawFigures('לפני\n<LawFigureTable table="minimumWage" />\nאחרי');
    const lines = expanded.split('\n');
    assert.equal(lines[0], 'לפני');
    assert.equal(lines.at(-1), 'אחרי');
    assert.equal(lines.length, 2 + 2 + minimumDates.length);
    assert.ok(lines.slice(1, -1).every((line) => line.startsWith('| ') && line.endsWith(' |')));
    assert.equal(expandLawFigures('<LawFigureTable table="nothing" />'), '<LawFigureTable table="nothing" />');
  });
});
