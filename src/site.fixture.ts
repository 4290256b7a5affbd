import settings from './site.fixture.json' with {type: 'json'};

/**
 * A company's own settings, every one valid (the company number's check digit holds) and none a
 * placeholder: what an operator sets for a deployment. The tests of placeholderSettings and of
 * `npm run build:release` start from it, and so does the release build of `npm test`
 * (scripts/test.mjs reads the JSON). SITE_SUBPROCESSORS is the JSON text the setting holds.
 */
export const operatorSettings: Readonly<Record<string, string>> = Object.freeze({...settings, SITE_SUBPROCESSORS: JSON.stringify(settings.SITE_SUBPROCESSORS)});
