/**
 * Before a deployment: fails while a SITE_* setting would ship a placeholder (an example.com
 * address, the placeholder phone number, coordinator or privacy officer…), naming each one, or
 * while one is malformed (src/site.ts readSite). Run it with the environment of the production
 * build; `npm run build:release` runs it first and builds only when it passes. The same list
 * (src/site.ts placeholderSettings) marks a plain `npm run build` as a demo build.
 * Usage: npm run check:deploy
 */
import {placeholderSettings} from '../src/site.ts';

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
  process.exitCode = placeholders.length === 0 ? 0 : 1;
} catch (error) {
  console.log(`deploy check: ${(error as Error).message}`);
  process.exitCode = 1;
}
