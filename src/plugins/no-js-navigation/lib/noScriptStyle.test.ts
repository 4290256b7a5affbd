import {test} from 'node:test';
import assert from 'node:assert/strict';
import {noScriptStyle} from './noScriptStyle';

test("applies up to the desktop width, the threshold of the theme's own stylesheets", () => {
  assert.match(noScriptStyle(), /^@media \(max-width: 996px\) \{/);
});

test('shows the navbar links and the docs sidebar, and hides the menu button that needs JavaScript', () => {
  const css = noScriptStyle();
  assert.match(css, /\.navbar__item\.navbar__link \{ display: inline-block; \}/);
  assert.match(css, /\.theme-doc-sidebar-container \{ display: block;/);
  assert.match(css, /\.navbar__toggle \{ display: none; \}/);
});

test('hides the search button, which only JavaScript opens, at every width', () => {
  assert.match(noScriptStyle(), /\}\nhtml button\.DocSearch-Button \{ display: none; \}$/);
});

test('uses no physical property, which rtlcss would not see in an inline style', () => {
  const declarations = noScriptStyle().split('\n').slice(1).join('\n');
  assert.doesNotMatch(declarations, /(^|[\s{;])(left|right|width|height|top|bottom|(margin|padding|border)-(left|right|top|bottom))\s*:/);
});
