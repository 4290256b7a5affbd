// nprogress ships no types; only what src/clientModules/progressBar.ts uses.
declare module 'nprogress' {
  const nprogress: {configure(options: {template?: string; barSelector?: string}): unknown};
  export default nprogress;
}
