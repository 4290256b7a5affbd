import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {consentVersion} from '../../src/plugins/analytics/lib/settings.ts';
import {gtagConfig} from '../../src/plugins/analytics/lib/pageView.ts';
import {analyticsEvents, automaticEvents} from '../../src/analytics/events.ts';

// What a reader's consent is about: the consent bar's words, the events the guide sends, the
// events gtag.js sends by itself, gtag's configuration, and the Algolia flags that consent turns
// on. A change to any of them fails here until consentVersion is raised (every reader is asked
// again) and the fingerprint below recorded with it.

const root = path.join(import.meta.dirname, '../..');
const messages = JSON.parse(readFileSync(path.join(root, 'i18n/he/code.json'), 'utf8')) as Record<string, {message: string}>;
const searchBar = readFileSync(path.join(root, 'src/plugins/search/theme/SearchBar/index.tsx'), 'utf8');

const covered = {
  bar: Object.entries(messages)
    .filter(([id]) => id.startsWith('custom.analyticsConsent.'))
    .map(([id, {message}]) => [id, message]),
  analyticsEvents,
  automaticEvents,
  gtag: gtagConfig(),
  algolia: searchBar.match(/^\s*(?:analytics|insights): .*consent === 'granted'.*$/gm)?.map((line) => line.trim()),
};

/** The version and the fingerprint of what it covers. */
const pinned = {version: 2, fingerprint: '2d6645998ae5d80c'};

test('consentVersion is raised whenever what the reader consents to changes', () => {
  const fingerprint = createHash('sha256').update(JSON.stringify(covered)).digest('hex').slice(0, 16);
  assert.equal(covered.algolia?.length, 2, "the SearchBar's Algolia analytics and insights flags are read");
  assert.equal(
    fingerprint,
    pinned.fingerprint,
    `what the consent covers changed: raise consentVersion (src/plugins/analytics/lib/settings.ts) and pin {version: ${consentVersion}, fingerprint: '${fingerprint}'}`,
  );
  assert.equal(consentVersion, pinned.version);
});
