import type {Root, RootContent, Table} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';
import {isLawFigureTableName, lawFigureTableMarkdown, lawFigureTables} from '../data/lawFigures';

/**
 * `<LawFigureTable table="minimumWage" />`, on a line of its own in a page, becomes the Markdown
 * table of every period of src/data/lawFigures.ts (`lawFigureTableMarkdown`) before the page is
 * rendered, so that it is a table like any other (cards on a phone, the formulas' amounts kept whole)
 * and next year's figures reach it from one new row of data. An unknown table name stops the build.
 */
export function lawFigureTable(name: string): Table {
  if (!isLawFigureTableName(name)) {
    throw new Error(`<LawFigureTable table="${name}" />: no such table in src/data/lawFigures.ts (${Object.keys(lawFigureTables).join(', ')})`);
  }
  const parsed = unified().use(remarkParse).use(remarkGfm).parse(lawFigureTableMarkdown(name));
  const [table] = parsed.children;
  if (table?.type !== 'table') throw new Error(`<LawFigureTable table="${name}" />: the table did not parse`);
  return table;
}

function tableName(node: MdxJsxFlowElement): string {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'table');
  if (attribute?.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') {
    throw new Error('<LawFigureTable> needs table="…", the name of a table of src/data/lawFigures.ts');
  }
  return attribute.value;
}

export default function remarkLawFigureTables() {
  return (tree: Root): void => {
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement, index, parent) => {
      if (node.name !== 'LawFigureTable' || parent === undefined || index === undefined) return;
      (parent.children as RootContent[]).splice(index, 1, lawFigureTable(tableName(node)));
      return index + 1;
    });
  };
}
