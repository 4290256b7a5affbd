/**
 * Rspack loader for @docsearch/react's bundles. They carry a copy of zod, which on loading the
 * search modal probes `new Function("")` to choose its fast parser. Under the site's CSP (no
 * 'unsafe-eval') the probe fails, zod falls back to its plain parser, and the browser reports a
 * CSP violation for every visitor. The loader answers the probe with that same "no", so the modal
 * behaves as it does under the CSP, without the report. zod's own switch for this,
 * `z.config({jitless: true})`, cannot reach a bundled copy.
 */
const probe = /try\{return new Function\(""\),!0\}catch\((\w+)\)\{return!1\}/g;

/** The bundle's source with the eval probe answered `false`; fails if the probe changed shape. */
function withoutEvalProbe(source, file = 'bundle') {
  if (!source.includes('new Function("")')) {
    return source;
  }
  const replaced = source.replace(probe, 'return!1');
  if (replaced.includes('new Function("")')) {
    throw new Error(`${file}: the zod eval probe changed shape; update src/plugins/search/lib/withoutEvalProbe.js.`);
  }
  return replaced;
}

module.exports = function withoutEvalProbeLoader(source) {
  return withoutEvalProbe(source, this.resourcePath);
};
module.exports.withoutEvalProbe = withoutEvalProbe;
