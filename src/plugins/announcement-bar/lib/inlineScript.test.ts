import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {clearStaleDismissalScript} from './inlineScript';

/** Runs the script against a fake localStorage, returns what it holds after. */
function run(script: string, stored: Record<string, string>): Record<string, string> {
  const storage = new Map(Object.entries(stored));
  const localStorage = {getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value)};
  new Function('localStorage', script)(localStorage);
  return Object.fromEntries(storage);
}

describe('clearStaleDismissalScript', () => {
  const script = clearStaleDismissalScript('release-1.2.0', '-604');

  it('clears the dismissal of an older announcement', () => {
    assert.deepEqual(run(script, {'docusaurus.announcement.id-604': 'release-1.1.0', 'docusaurus.announcement.dismiss-604': 'true'}), {
      'docusaurus.announcement.id-604': 'release-1.1.0',
      'docusaurus.announcement.dismiss-604': 'false',
    });
  });

  it('keeps the dismissal of the current announcement', () => {
    const stored = {'docusaurus.announcement.id-604': 'release-1.2.0', 'docusaurus.announcement.dismiss-604': 'true'};
    assert.deepEqual(run(script, stored), stored);
  });

  it('writes nothing for a reader who never dismissed a bar', () => {
    assert.deepEqual(run(script, {}), {});
  });

  it('survives a browser that refuses storage', () => {
    assert.doesNotThrow(() =>
      new Function('localStorage', script)({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    );
  });
});
