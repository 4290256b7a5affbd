// Used by Docusaurus only where Babel still runs; the production build compiles with SWC (future.v4).
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
