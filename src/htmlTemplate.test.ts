import {test} from 'node:test';
import assert from 'node:assert/strict';
import {htmlTemplate} from './htmlTemplate';
import {coreHtmlTemplate} from './internals/node';

/** The one change (./htmlTemplate.ts): the scripts are preloaded, and a loader after the page runs them once it is painted. */
const coreScript = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
const preloadedScript = '<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" fetchpriority="low" data-app-script>';
const loader = /\n {4}<script>\(function \(\) \{\n[\s\S]*?\n\}\)\(\);<\/script>(?=\n {2}<\/body>)/;

test("the page template is the core's, apart from how the scripts start", () => {
  assert.match(htmlTemplate, loader, 'the loader is there, before </body>');
  assert.equal(htmlTemplate.split(preloadedScript).length, 2, 'one preload per script');
  assert.equal(htmlTemplate.replace(loader, '').replace(preloadedScript, coreScript), coreHtmlTemplate);
});
