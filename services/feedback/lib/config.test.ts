import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readConfig} from './config';

test("defaults: port 8109 on the loopback, a database under .feedback/, the local dev and serve origins and SITE_URL's", () => {
  const config = readConfig({SITE_URL: 'https://docs.company.co.il/guide'}, '/srv/app');
  assert.equal(config.port, 8109);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.dbPath, '/srv/app/.feedback/feedback.db');
  assert.equal(config.siteDir, '/srv/app/build');
  assert.deepEqual(config.origins, ['http://localhost:3000', 'http://127.0.0.1:3000', 'https://docs.company.co.il']);
  assert.equal(config.retentionDays, 180);
  assert.equal(config.rateLimit, 30);
});

test('FEEDBACK_ORIGINS replaces the origins; each setting is checked, naming the variable', () => {
  assert.deepEqual(readConfig({FEEDBACK_ORIGINS: 'https://a.example/x, http://127.0.0.1:4173'}).origins, ['https://a.example', 'http://127.0.0.1:4173']);
  assert.throws(() => readConfig({FEEDBACK_PORT: '80a'}), /FEEDBACK_PORT must be a whole number/);
  assert.throws(() => readConfig({FEEDBACK_PORT: '70000'}), /FEEDBACK_PORT/);
  assert.throws(() => readConfig({FEEDBACK_ORIGINS: 'docs.example.com'}), /FEEDBACK_ORIGINS: "docs.example.com" is not a URL/);
  assert.throws(() => readConfig({FEEDBACK_ORIGINS: 'ftp://docs.example.com'}), /not an http\(s\) URL/);
  // The privacy page states the longest period: an operator may only shorten it.
  assert.equal(readConfig({FEEDBACK_RETENTION_DAYS: '30'}).retentionDays, 30);
  assert.throws(() => readConfig({FEEDBACK_RETENTION_DAYS: '365'}), /FEEDBACK_RETENTION_DAYS must be a whole number from 1 to 180/);
});
