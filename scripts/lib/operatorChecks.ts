/**
 * Promises of the legal pages that rest on settings outside this repository: the Google Analytics
 * property's (enhanced measurement, retention, signals, Google Ads) and the deployment's (nginx
 * seeing each reader's address behind the TLS proxy, the feedback database's copies). Nothing here
 * can read them, so `check:deploy` (and `build:release`) asks the operator to confirm each one that
 * applies to the build, with the date it was checked in a variable of its own (deploy/README.md,
 * "The operator's settings").
 */

export type OperatorConfirmation = {
  /** The variable that holds the date (YYYY-MM-DD) the operator checked the settings. */
  variable: string;
  /** Whether the build's environment makes the pages promise them. */
  applies: (env: Record<string, string | undefined>) => boolean;
  /** What the operator confirms, in English and in Hebrew. */
  what: string;
};

export const operatorConfirmations: readonly OperatorConfirmation[] = [
  {
    variable: 'GA_PROPERTY_CONFIRMED',
    applies: (env) => Boolean(env.GTAG_TRACKING_ID?.trim()),
    what: 'the Google Analytics property of GTAG_TRACKING_ID has enhanced measurement off (every option of the web stream), event data retention of 2 months, Google signals off and no link to Google Ads / במאפיין של Google Analytics: מדידה מורחבת כבויה, שמירת נתוני אירועים חודשיים, Google Signals כבוי ואין קישור ל-Google Ads',
  },
  {
    variable: 'FEEDBACK_PROXY_CONFIRMED',
    applies: (env) => Boolean(env.SITE_FEEDBACK_URL?.trim()),
    what: "nginx sees each reader's address (set_real_ip_from in guide.conf names the TLS proxy, or nginx terminates TLS itself), and backups and copies of the feedback database are kept no longer than 180 days / nginx רואה את הכתובת של כל קורא, ועותקים של מסד המשוב נשמרים עד 180 ימים",
  },
];

/** The confirmations this environment needs and lacks (no date, a malformed one, or one in the future), each with its value. */
export function missingConfirmations(env: Record<string, string | undefined>, today = new Date()): (OperatorConfirmation & {value: string | undefined})[] {
  return operatorConfirmations
    .filter((confirmation) => confirmation.applies(env))
    .map((confirmation) => ({...confirmation, value: env[confirmation.variable]?.trim() || undefined}))
    .filter(({value}) => {
      if (value === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value || date > today;
    });
}
