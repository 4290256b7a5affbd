/**
 * Before a deployment: fails while a SITE_* setting would ship a placeholder (an example.com
 * address, the placeholder phone number, coordinator or privacy officer…), naming each one.
 * Run it with the environment of the production build.
 * Usage: npm run check:deploy
 */
import {placeholderSettings} from './lib/deploy-check.ts';

try {
  const placeholders = placeholderSettings(process.env);
  for (const {variable, value} of placeholders) {
    console.log(`${variable}: the site would show the placeholder "${value}"`);
  }
  console.log(
    placeholders.length === 0
      ? 'deploy check: every SITE_* setting is set'
      : `deploy check: ${placeholders.length} placeholder settings; set them (README, Configuration) and build again`,
  );
  process.exitCode = placeholders.length === 0 ? 0 : 1;
} catch (error) {
  console.log(`deploy check: ${(error as Error).message}`);
  process.exitCode = 1;
}
