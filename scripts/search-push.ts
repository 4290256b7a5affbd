/**
 * `npm run search:push`: uploads the records of the last build (.docusaurus/search-records-data/build/records.json,
 * kept outside the published build/) to
 * Algolia with the guide's index settings and synonyms — the same records, settings and synonyms
 * the offline engine uses. ALGOLIA_HOST points the upload at a self-hosted Algolia-compatible
 * server instead (tests/tools/search-server.ts, the tests' Algolia double), for trying the pipeline without an account.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {recordsFile} from '../src/plugins/search-records';
import {algoliasearch} from 'algoliasearch';
import {parseHost} from '../src/search/client/localClient';
import type {DocSearchRecord} from '../src/search/records';
import {indexSettings} from '../src/search/settings';
import {synonyms} from '../src/search/hebrew/synonyms';

export const defaultRecordsPath = path.relative(process.cwd(), recordsFile(process.cwd()));

export type PushOptions = {appId: string; apiKey: string; indexName: string; host?: string; recordsPath: string};

const requiredEnv = ['ALGOLIA_APP_ID', 'ALGOLIA_ADMIN_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** Reads the upload's settings from the environment, naming every variable that is missing or blank. */
export function readPushOptions(env: Record<string, string | undefined>, recordsPath = defaultRecordsPath): PushOptions {
  const missing = requiredEnv.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(
      `search:push needs ${missing.join(', ')}. Set ALGOLIA_APP_ID, ALGOLIA_ADMIN_API_KEY (an admin key, not the search key) ` +
        'and ALGOLIA_INDEX_NAME; ALGOLIA_HOST optionally points at a self-hosted Algolia-compatible server.',
    );
  }
  const host = env.ALGOLIA_HOST?.trim();
  return {
    appId: env.ALGOLIA_APP_ID!.trim(),
    apiKey: env.ALGOLIA_ADMIN_API_KEY!.trim(),
    indexName: env.ALGOLIA_INDEX_NAME!.trim(),
    recordsPath,
    ...(host && {host}),
  };
}

export type PushReport = {records: number; indexName: string; host: string};

export async function pushRecords(options: PushOptions): Promise<PushReport> {
  let records: DocSearchRecord[];
  try {
    records = JSON.parse(await readFile(options.recordsPath, 'utf8')) as DocSearchRecord[];
  } catch (error) {
    throw new Error(`Cannot read ${options.recordsPath} (${error instanceof Error ? error.message : String(error)}); run the build first.`);
  }
  if (records.length === 0) {
    throw new Error(`${options.recordsPath} holds no records; refusing to empty the index ${options.indexName}.`);
  }
  const client = options.host ? algoliasearch(options.appId, options.apiKey, {hosts: [parseHost(options.host)]}) : algoliasearch(options.appId, options.apiKey);
  const {indexName} = options;
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  const settingsTask = await client.setSettings({indexName, indexSettings: structuredClone(indexSettings) as Parameters<typeof client.setSettings>[0]['indexSettings']});
  await client.waitForTask({indexName, taskID: settingsTask.taskID});
  const synonymsTask = await client.saveSynonyms({indexName, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: synonymsTask.taskID});
  return {records: records.length, indexName, host: options.host ?? `${options.appId}.algolia.net`};
}

async function main(): Promise<void> {
  const report = await pushRecords(readPushOptions(process.env, process.argv[2]));
  console.log(`Uploaded ${report.records} records to ${report.indexName} at ${report.host}, with the guide's settings and synonyms.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
