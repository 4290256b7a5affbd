import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {coreHtmlTemplate, remarkAdmonitions, remarkHeadings, remarkUnusedDirectives} from './node';

const siteDir = path.join(import.meta.dirname, '../..');
const require = createRequire(path.join(siteDir, 'package.json'));

/** A Docusaurus package's file that its `exports` or its docs do not offer. */
const privatePath = /['"](@docusaurus\/[\w-]+\/(?:lib|src)\/[^'"]+)['"]/g;

function privateImports(file: string): string[] {
  return [...readFileSync(path.join(import.meta.dirname, file), 'utf8').matchAll(privatePath)].map((match) => match[1]!);
}

/** The names a module exports by default and the modules it imports, read from its source (which may hold JSX). */
function moduleShape(request: string): {exports: string[]; imports: string[]} {
  const source = readFileSync(require.resolve(request), 'utf8');
  return {
    exports: /^export default /m.test(source) ? ['default'] : [],
    imports: [...source.matchAll(/^import (?:[^'"]+ from )?'([^']+)';/gm)].map((match) => match[1]!),
  };
}

test('every private Docusaurus import of the site is in src/internals', () => {
  const files = ['src', 'scripts', 'tests']
    .flatMap((folder) => readdirSync(path.join(siteDir, folder), {recursive: true, encoding: 'utf8'}).map((file) => path.join(folder, file)))
    .concat(readdirSync(siteDir))
    .filter((file) => /\.(?:ts|tsx|js|mjs)$/.test(file) && !file.endsWith('.test.ts'))
    // Comments may name them; imports may not.
    .filter((file) => /(?:from|import)\s*\(?\s*(?:\/\*[^*]*\*\/\s*)?['"]@docusaurus\/[\w-]+\/(?:lib|src)\//.test(readFileSync(path.join(siteDir, file), 'utf8')));
  assert.deepEqual(files.sort(), ['src/internals/client.ts', 'src/internals/node.ts', 'src/internals/server.ts']);
});

test("the Node side: the docs plugin's remark plugins are functions, the core's page template a text", () => {
  assert.deepEqual(privateImports('node.ts').sort(), [
    '@docusaurus/core/lib/ssg/ssgTemplate.html',
    '@docusaurus/mdx-loader/lib/remark/admonitions',
    '@docusaurus/mdx-loader/lib/remark/headings',
    '@docusaurus/mdx-loader/lib/remark/unusedDirectives',
  ]);
  assert.equal(typeof coreHtmlTemplate, 'string');
  for (const plugin of [remarkAdmonitions, remarkHeadings, remarkUnusedDirectives]) assert.equal(typeof plugin, 'function');
});

test("the bundles' side: the core's client modules and the theme's Prism loader resolve, with the exports used", () => {
  const client = privateImports('client.ts');
  assert.deepEqual(client, [
    '@docusaurus/core/lib/client/App',
    '@docusaurus/core/lib/client/preload',
    '@docusaurus/core/lib/client/clientEntry',
    '@docusaurus/theme-classic/lib/prism-include-languages',
  ]);
  assert.deepEqual(privateImports('server.ts'), ['@docusaurus/theme-classic/lib/prism-include-languages']);
  // App and preload are default exports (preload(pathname)); the client entry hydrates as it is evaluated.
  assert.deepEqual(moduleShape('@docusaurus/core/lib/client/App').exports, ['default']);
  assert.deepEqual(moduleShape('@docusaurus/core/lib/client/preload').exports, ['default']);
  assert.match(readFileSync(require.resolve('@docusaurus/core/lib/client/preload'), 'utf8'), /export default function preload\(pathname\)/);
  assert.match(readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry'), 'utf8'), /hydrateRoot/);
  // The Prism loader registers the site's languages (`@theme/prism-include-languages`) with the Prism it renders with.
  const prism = moduleShape('@docusaurus/theme-classic/lib/prism-include-languages');
  assert.deepEqual(prism.imports, ['prism-react-renderer', '@theme/prism-include-languages']);
});
