import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Each of our UI strings (<Translate id="custom.…">) says in its source the same as its Hebrew
// message in i18n/he/code.json: the source text is what a build without the translation shows, and
// what a writer reads in the code. The theme's own strings (theme.…) keep Docusaurus's English.
const root = path.join(import.meta.dirname, '../..');
const messages = JSON.parse(readFileSync(path.join(root, 'i18n/he/code.json'), 'utf8')) as Record<string, {message: string}>;
const entities: Record<string, string> = {'&quot;': '"', '&apos;': "'", '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': '\u00a0'};

/** Every <Translate id="…">text</Translate> of a TSX file: its id and its text as the element renders it (JSX whitespace folded). */
function translations(file: string): {id: string; text: string}[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: {id: string; text: string}[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxElement(node) && node.openingElement.tagName.getText() === 'Translate') {
      const attribute = node.openingElement.attributes.properties.find((property) => ts.isJsxAttribute(property) && property.name.getText() === 'id');
      const initializer = attribute && ts.isJsxAttribute(attribute) ? attribute.initializer : undefined;
      if (initializer && ts.isStringLiteral(initializer)) {
        const text = node.children
          .map((child) => {
            if (ts.isJsxText(child)) return child.text.replace(/&\w+;/g, (entity) => entities[entity] ?? entity);
            if (ts.isJsxExpression(child) && child.expression && ts.isStringLiteralLike(child.expression)) return child.expression.text;
            return '\u0000';
          })
          .join('')
          .replace(/\s+/g, ' ')
          .trim();
        found.push({id: initializer.text, text});
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = execFileSync('git', ['ls-files', 'src/**/*.tsx'], {cwd: root, encoding: 'utf8'}).trim().split('\n');

test('the source text of each custom UI string says the same as its Hebrew message', () => {
  const strings = files.flatMap((file) => translations(file).map((string) => ({...string, file})));
  const ours = strings.filter(({id}) => id.startsWith('custom.'));
  assert.ok(
    ours.some(({id}) => id === 'custom.analyticsConsent.text'),
    "the consent bar's text is read",
  );
  const different = ours.filter(({id, text}) => messages[id] !== undefined && messages[id].message !== text);
  assert.deepEqual(
    different.map(({file, id, text}) => `${file} ${id}:\n  source: ${text}\n  Hebrew: ${messages[id]!.message}`),
    [],
  );
});
