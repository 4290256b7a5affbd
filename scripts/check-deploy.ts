/**
 * Before a deployment: fails while a SITE_* setting would ship a placeholder (an example.com
 * address, the placeholder phone number, coordinator or privacy officer…), naming each one, or
 * while one is malformed (src/site.ts readSite). Run it with the environment of the production
 * build; `npm run build:release` runs it first and builds only when it passes. The same list
 * (src/site.ts placeholderSettings) marks a plain `npm run build` as a demo build. It fails too while
 * a setting outside this repository that the pages promise (the Google Analytics property's, the
 * proxy's) is not confirmed with its date (scripts/lib/operatorChecks.ts).
 * Usage: npm run check:deploy
 */
import {placeholderSettings} from '../src/site.ts';
import {missingConfirmations} from './lib/operatorChecks.ts';

try {
  const placeholders = placeholderSettings(process.env);
  for (const {variable, value} of placeholders) {
    console.log(`${variable}: the site would show the placeholder "${value}" / האתר יציג את ערך הדוגמה "${value}"`);
  }
  console.log(
    placeholders.length === 0
      ? 'deploy check: every SITE_* setting is set'
      : `deploy check: ${placeholders.length} placeholder settings; set them (README, Configuration) and build again / ${placeholders.length} הגדרות עם ערכי דוגמה: קבעו אותן ובנו שוב`,
  );
  // The settings outside this repository that the pages promise: the operator confirms each, with a date.
  const unconfirmed = missingConfirmations(process.env);
  for (const {variable, value, what} of unconfirmed) {
    console.log(`${variable}${value === undefined ? '' : `="${value}"`}: confirm, with the date you checked (YYYY-MM-DD), that ${what}`);
  }
  if (unconfirmed.length > 0) {
    console.log(`deploy check: ${unconfirmed.length} operator settings unconfirmed (deploy/README.md, "The operator's settings") / ${unconfirmed.length} הגדרות של המפעיל לא אושרו`);
  }
  process.exitCode = placeholders.length === 0 && unconfirmed.length === 0 ? 0 : 1;
} catch (error) {
  console.log(`deploy check: ${(error as Error).message}`);
  process.exitCode = 1;
}
