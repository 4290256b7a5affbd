/**
 * The Docusaurus modules that are not its public API, as the server's bundle evaluates them at
 * once: the theme's Prism loader, so that the built HTML carries highlighted code
 * (src/plugins/code-highlighter). internals.test.ts checks it.
 */
import '@docusaurus/theme-classic/lib/prism-include-languages';
