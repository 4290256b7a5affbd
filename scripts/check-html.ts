/**
 * Checks every page of the production build with the W3C Nu Html Checker (`vnu-jar`, run with
 * Java): one pass over the folder, about 30 s for the guide's pages. Prints each error with its
 * page and a piece of the markup; exits 1 on any error that is not in `upstream` (none today:
 * what Docusaurus itself wrote is fixed in the site, src/theme/README.md).
 *
 *   npx tsx scripts/check-html.ts [build folder]
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** A message of the checker's JSON output. */
export type NuMessage = {type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number};

/**
 * Errors that come from code the site does not own and cannot fix yet, each with its report: a
 * message pattern and why it is allowed. Keep it short; an entry that no longer matches anything
 * should go.
 */
export const upstream: readonly {message: RegExp; why: string}[] = [];

/** The errors of a run that are the site's own (not allowed in `upstream`). */
export function siteErrors(messages: readonly NuMessage[]): NuMessage[] {
  return messages.filter((m) => (m.type === 'error' || m.subType === 'fatal') && !upstream.some(({message}) => message.test(m.message)));
}

/** One line per error: the page (relative to the build), the line, the message and the markup. */
export function describe(error: NuMessage, folder: string): string {
  const page = decodeURIComponent((error.url ?? '').replace(/^file:/, '')).replace(`${path.resolve(folder)}/`, '');
  const extract = (error.extract ?? '').replace(/\s+/g, ' ').trim().slice(0, 160);
  return `${page}:${error.lastLine ?? '?'}: ${error.message}${extract ? `\n    ${extract}` : ''}`;
}

function main(): void {
  const folder = process.argv[2] ?? 'build';
  if (!existsSync(folder)) {
    console.error(`${folder}/ does not exist: build the site first (npx docusaurus build).`);
    process.exit(1);
  }
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  const java = process.env.JAVA ?? 'java';
  const started = Date.now();
  const run = spawnSync(java, ['-jar', jar, '--errors-only', '--format', 'json', '--skip-non-html', folder], {encoding: 'utf8', maxBuffer: 256 * 1024 * 1024});
  if (run.error) {
    console.error(`Could not run ${java} (the Nu Html Checker needs a Java runtime: apt-get install default-jre-headless): ${run.error.message}`);
    process.exit(1);
  }
  // The checker writes its JSON report to stderr.
  const report = JSON.parse(run.stderr || run.stdout) as {messages: NuMessage[]};
  const errors = siteErrors(report.messages);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  for (const error of errors) {
    console.log(describe(error, folder));
  }
  console.log(`Nu Html Checker: ${errors.length} error(s) in ${folder}/ (${seconds} s)`);
  process.exit(errors.length > 0 ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main();
}
