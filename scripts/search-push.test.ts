import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createAlgoliaClient} from '../src/search/client/localClient';
import {indexSettings} from '../src/search/settings';
import {testRecords} from '../src/search/testRecords';
import {pushRecords, readPushOptions} from './search-push';
import {startSearchServer} from '../tests/tools/search-server';

test('the upload needs the three Algolia variables and names the missing ones', () => {
  assert.throws(() => readPushOptions({}), /ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY, ALGOLIA_INDEX_NAME/);
  assert.throws(() => readPushOptions({ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_API_KEY: ' ', ALGOLIA_INDEX_NAME: 'guide'}), /needs ALGOLIA_ADMIN_API_KEY\./);
  assert.deepEqual(readPushOptions({ALGOLIA_APP_ID: ' A ', ALGOLIA_ADMIN_API_KEY: 'K', ALGOLIA_INDEX_NAME: 'guide', ALGOLIA_HOST: 'http://127.0.0.1:8108'}, 'r.json'), {
    appId: 'A',
    apiKey: 'K',
    indexName: 'guide',
    host: 'http://127.0.0.1:8108',
    recordsPath: 'r.json',
  });
});

test('search:push replaces the records, then sets the settings and synonyms, on the local server', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'search-push-'));
  const server = await startSearchServer({port: 0, appId: 'APP', apiKey: 'admin'});
  try {
    const recordsPath = path.join(dir, 'records.json');
    await writeFile(recordsPath, JSON.stringify(testRecords));
    const report = await pushRecords({appId: 'APP', apiKey: 'admin', indexName: 'guide', host: server.url, recordsPath});
    assert.equal(report.records, testRecords.length);

    const calls = server.requests.map((request) => `${request.method} ${request.path.replace(/_tmp_\d+/, '_tmp')}`);
    assert.deepEqual(
      calls.filter((call) => !call.includes('/task/')),
      [
        'POST /1/indexes/guide/operation',
        'POST /1/indexes/guide_tmp/batch',
        'POST /1/indexes/guide/operation',
        'POST /1/indexes/guide_tmp/operation',
        'PUT /1/indexes/guide/settings',
        'POST /1/indexes/guide/synonyms/batch',
      ],
    );
    const settings = (await (await fetch(`${server.url}/1/indexes/guide/settings?x-algolia-application-id=APP&x-algolia-api-key=admin`)).json()) as Record<string, unknown>;
    assert.deepEqual(settings, JSON.parse(JSON.stringify(indexSettings)));

    // The pushed index answers searches, synonyms included.
    const client = createAlgoliaClient({appId: 'APP', apiKey: 'admin', host: server.url});
    const {results} = await client.search({requests: [{indexName: 'guide', query: 'hufsha'}]});
    const [result] = results as {hits: {url: string}[]; nbHits: number}[];
    assert.match(decodeURI(result!.hits[0]!.url), /calc-hufsha/);
  } finally {
    await server.close();
    await rm(dir, {recursive: true, force: true});
  }
});

test('an empty or missing records file is refused before anything is uploaded', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'search-push-'));
  try {
    const empty = path.join(dir, 'empty.json');
    await writeFile(empty, '[]');
    await assert.rejects(pushRecords({appId: 'A', apiKey: 'K', indexName: 'guide', host: 'http://127.0.0.1:9', recordsPath: empty}), /holds no records/);
    await assert.rejects(pushRecords({appId: 'A', apiKey: 'K', indexName: 'guide', host: 'http://127.0.0.1:9', recordsPath: path.join(dir, 'none.json')}), /run the build first/);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
});
