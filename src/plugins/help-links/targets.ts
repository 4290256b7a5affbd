/**
 * The guide's help links: where each "?" button of the product's screens opens the guide. The
 * product relies on these addresses, so each target heading carries an explicit Latin id in its
 * Markdown (`## איך נרשמים \{#how-to-sign-up}`: MDX needs the backslash before the brace) that stays when the heading's wording changes, and
 * the build fails when a target no longer resolves (src/plugins/help-links). The build publishes
 * the list as /help-links.json. The heading's old Hebrew anchor keeps working (lib/headingAliases.ts).
 *
 * To move a target, change its doc or heading here and give the new heading the same id; never
 * reuse a screen key for another screen.
 */

export type HelpTarget = {
  /** The product's key for the screen or dialog that shows the "?" button (Latin, stable). */
  screen: string;
  /** The doc id: its path in docs/ without the extension. */
  doc: string;
  /** The explicit id of the heading the link opens (Latin letters, digits and hyphens). */
  heading: string;
};

export const helpTargets = [
  {screen: 'signup', doc: 'signup-login/signup-login-screen', heading: 'how-to-sign-up'},
  {screen: 'login', doc: 'signup-login/login-with-password', heading: 'how-to-log-in'},
  {screen: 'password-reset', doc: 'signup-login/login-with-password', heading: 'reset-password'},
  {screen: 'calculations-list', doc: 'signup-login/main-screen', heading: 'calculation-statuses'},
  {screen: 'account-users', doc: 'signup-login/account-mngmnt', heading: 'users-and-permissions'},
  {screen: 'account-billing', doc: 'signup-login/account-mngmnt', heading: 'subscription-and-invoices'},
  {screen: 'upload-files', doc: 'new-calculation/scan-excel', heading: 'upload-files'},
  {screen: 'column-mapping', doc: 'new-calculation/scan-excel', heading: 'column-mapping'},
  {screen: 'reports-list', doc: 'new-calculation/reports-lists', heading: 'report-statuses'},
  {screen: 'send-for-check', doc: 'new-calculation/send-data-for-check', heading: 'send-for-check'},
  {screen: 'scan-progress', doc: 'scan-results/process-screen', heading: 'file-statuses'},
  {screen: 'scan-report', doc: 'scan-results/scan-report', heading: 'confidence-marks'},
  {screen: 'split-merge', doc: 'scan-results/split-merge-pages', heading: 'split-document'},
  {screen: 'export-excel', doc: 'scan-results/export-to-excel', heading: 'export-steps'},
  {screen: 'run-calculation', doc: 'calculation-params/open-calculation-screen', heading: 'run-calculation'},
  {screen: 'holidays-tab', doc: 'calculation-params/calculaton-holidays', heading: 'fill-in-holidays-tab'},
] as const satisfies readonly HelpTarget[];
