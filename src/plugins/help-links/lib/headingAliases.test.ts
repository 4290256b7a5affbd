import assert from 'node:assert/strict';
import {test} from 'node:test';
import {addHeadingAliases} from './headingAliases';

const heading = (value: string) => ({type: 'heading', depth: 2, children: [{type: 'text', value}]});

test('a heading with an explicit id keeps its former anchor through an alias before it', () => {
  const tree = {type: 'root', children: [heading('ראו גם'), heading('שאלות'), heading('ראו גם {#see-also}'), heading('מבוא {#מבוא}')]};
  addHeadingAliases(tree);
  const types = tree.children.map((node) => (node.type === 'heading' ? 'heading' : (node as unknown as {attributes: {value: string}[]}).attributes[0]!.value));
  // The second "ראו גם" was #ראו-גם-1; a heading whose id is its own slug needs no alias.
  assert.deepEqual(types, ['heading', 'heading', 'ראו-גם-1', 'heading', 'heading']);
});
