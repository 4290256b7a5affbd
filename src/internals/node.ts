/**
 * The Docusaurus modules that are not its public API, as Node code uses them (the search's records
 * and the guide's structure render Markdown as the docs plugin does). Every private import of the
 * site goes through this folder (README.md); internals.test.ts checks that each one resolves and
 * has the shape used here.
 */
export {default as remarkAdmonitions} from '@docusaurus/mdx-loader/lib/remark/admonitions';
export {default as remarkHeadings} from '@docusaurus/mdx-loader/lib/remark/headings';
export {default as remarkUnusedDirectives} from '@docusaurus/mdx-loader/lib/remark/unusedDirectives';
/** The core's HTML template of every built page, which src/htmlTemplate.ts copies with one change. */
export {default as coreHtmlTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.html';
