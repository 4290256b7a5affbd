/**
 * Proves that the test suite catches what it guards: plants each defect of scripts/lib/planted-defects.ts
 * in a scratch copy of the repository (the working tree's files, node_modules hard-linked), runs
 * only the check that owns it, and expects that check to fail. Each check first runs on an
 * unmodified copy (the control), where it must pass: a defect counts as caught only when its check
 * fails with the defect and passes without it.
 *
 *   npm run test:planted                      every defect
 *   npm run test:planted -- --only=a,b        only these ids
 *   npm run test:planted -- --list            the list, no run
 *   npm run test:planted -- --no-control      skip the controls (quicker, proves less)
 *   npm run test:planted -- --keep            leave the scratch copies (printed) for a look
 *   npm run test:planted -- --control=DIR     the unmodified copy of an earlier run (--keep), with its builds
 *
 * A copy is built once (the build its checks read) after its edits. Browser checks get E2E_PORT
 * (PLANTED_PORT, default 4184) and one worker. Every run's output goes to
 * test-results/planted-defects/ (the tail of an unexpected one is printed too). Exit code 0 only when every
 * selected defect was caught and every control passed.
 */
import {spawn, execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {builds, defects, type BuildKind, type Defect, type Edit} from './lib/planted-defects.ts';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string): string | undefined => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string): boolean => args.includes(`--${name}`);

const only = option('only')?.split(',').filter(Boolean);
const unknown = only?.filter((id) => !defects.some((defect) => defect.id === id)) ?? [];
if (unknown.length > 0) {
  console.error(`Unknown defect ids: ${unknown.join(', ')}. Known: ${defects.map((defect) => defect.id).join(', ')}`);
  process.exit(2);
}
// In the order given: the defects most worth knowing about first.
const selected = only ? only.map((id) => defects.find((defect) => defect.id === id)!) : defects;

if (flag('list')) {
  for (const defect of selected) {
    console.log(`${defect.id.padEnd(28)} [${defect.build}${defect.buildUnchanged ? ', control build' : ''}] ${defect.description}\n${''.padEnd(29)}${defect.check}`);
  }
  process.exit(0);
}

const port = process.env.PLANTED_PORT ?? '4184';
const timeoutMs = Number(process.env.PLANTED_TIMEOUT_S ?? 1800) * 1000;
const scratch = mkdtempSync(path.join(tmpdir(), 'planted-defects-'));
// Logs stay after the copies are gone: one file per run, named by the defect (control.* for the controls).
const logs = path.join(root, 'test-results', 'planted-defects');
mkdirSync(logs, {recursive: true});

/** Every edit must apply exactly once to today's files: a list that drifted fails before any run. */
function applyEdits(dir: string, edits: Edit[], id: string): void {
  for (const edit of edits) {
    const file = path.join(dir, edit.file);
    const text = readFileSync(file, 'utf8');
    let changed: string;
    if ('find' in edit) {
      const count = text.split(edit.find).length - 1;
      if (count !== 1) throw new Error(`${id}: ${edit.file} holds the text to replace ${count} times, not once: ${JSON.stringify(edit.find.slice(0, 80))}`);
      changed = text.replace(edit.find, () => edit.replace);
    } else if ('prepend' in edit) {
      changed = `${edit.prepend}\n${text}`;
    } else {
      changed = `${text}${edit.append}`;
    }
    // A hard link would carry the edit back into the repository: write a file of its own.
    rmSync(file);
    writeFileSync(file, changed);
  }
}

/** A copy of the working tree's files (tracked and new, not ignored), node_modules hard-linked. */
function makeCopy(name: string): string {
  const dir = path.join(scratch, name);
  mkdirSync(dir);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, maxBuffer: 64 * 1024 * 1024})
    .toString()
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)));
  for (const file of files) {
    cpSync(path.join(root, file), path.join(dir, file), {recursive: false, force: true, preserveTimestamps: true});
  }
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')]);
  // Caches are written in place: the copy starts without them, as after `docusaurus clear`.
  rmSync(path.join(dir, 'node_modules', '.cache'), {recursive: true, force: true});
  // The copy is a repository of its own, for the checks that ask git (the changed pages, the main branch).
  execFileSync('git', ['init', '-q', '-b', 'main'], {cwd: dir});
  execFileSync('git', ['add', '-A'], {cwd: dir});
  execFileSync('git', ['-c', 'user.name=planted', '-c', 'user.email=planted@localhost', 'commit', '-q', '-m', 'copy', '--no-verify'], {cwd: dir});
  return dir;
}

type Run = {ok: boolean; seconds: number; output: string; timedOut: boolean};

/** The process group of the command running now, ended with the runner on Ctrl+C. */
let current: number | undefined;

function run(command: string, dir: string, log: string, env: Record<string, string> = {}): Promise<Run> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(`nice ${command}`, {
      cwd: dir,
      shell: true,
      detached: true,
      env: {...process.env, E2E_PORT: port, E2E_WORKERS: '1', FORCE_COLOR: '0', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    current = child.pid;
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      // The command's own process group: its servers and browsers end with it.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      current = undefined;
      const output = Buffer.concat(chunks).toString();
      // A Playwright run in the working tree meanwhile empties test-results/: the folder is made again.
      mkdirSync(logs, {recursive: true});
      writeFileSync(path.join(logs, log), `$ ${command}\n${output}\nexit ${code}\n`);
      resolve({ok: code === 0 && !timedOut, seconds: Math.round((Date.now() - started) / 1000), output, timedOut});
    });
  });
}

function buildEnv(kind: Exclude<BuildKind, 'none'>): Record<string, string> {
  const {envFile} = builds[kind];
  return envFile ? (JSON.parse(readFileSync(path.join(root, envFile), 'utf8')) as Record<string, string>) : {};
}

/** Builds a copy's site of that kind once. */
async function build(dir: string, kind: Exclude<BuildKind, 'none'>, name: string): Promise<Run> {
  const {command} = builds[kind];
  console.log(`  ${name}: ${kind} build…`);
  return run(command, dir, `${name}.build-${kind}.log`, buildEnv(kind));
}

function tail(text: string, lines = 25): string {
  return text
    .trimEnd()
    .split('\n')
    .slice(-lines)
    .map((line) => `      ${line}`)
    .join('\n');
}

// The edits are checked against today's files before anything runs.
{
  const probe = path.join(scratch, 'probe');
  for (const defect of selected) {
    for (const edit of defect.edits) {
      mkdirSync(path.dirname(path.join(probe, edit.file)), {recursive: true});
      cpSync(path.join(root, edit.file), path.join(probe, edit.file));
    }
    applyEdits(probe, defect.edits, defect.id);
  }
  rmSync(probe, {recursive: true, force: true});
}

let stopping = false;
const cleanUp = (): void => {
  if (!flag('keep')) rmSync(scratch, {recursive: true, force: true});
};
process.on('SIGINT', () => {
  stopping = true;
  if (current) process.kill(-current, 'SIGTERM');
  cleanUp();
  process.exit(130);
});

// The control: one unmodified copy, each of its builds made once, each check run once.
const control = {dir: '', builds: new Map<BuildKind, Run>(), checks: new Map<string, Run>()};
const givenControl = option('control');
if (givenControl) {
  control.dir = path.resolve(givenControl);
  for (const [kind, {out}] of Object.entries(builds)) {
    if (existsSync(path.join(control.dir, out, 'index.html'))) control.builds.set(kind as BuildKind, {ok: true, seconds: 0, output: '', timedOut: false});
  }
}
const wantControl = !flag('no-control');

async function controlBuild(kind: Exclude<BuildKind, 'none'>): Promise<Run> {
  if (!control.dir) control.dir = makeCopy('control');
  let made = control.builds.get(kind);
  if (!made) {
    made = await build(control.dir, kind, 'control');
    control.builds.set(kind, made);
    if (!made.ok) console.log(`  control: the ${kind} build FAILED\n${tail(made.output)}`);
  }
  return made;
}

async function controlCheck(defect: Defect): Promise<Run | undefined> {
  if (!wantControl) return undefined;
  if (!control.dir) control.dir = makeCopy('control');
  let checked = control.checks.get(defect.check);
  if (!checked) {
    // A check that is itself a build: the control's build of that kind is its control run.
    const isBuild = Object.entries(builds).find(([, made]) => made.command === defect.check)?.[0] as Exclude<BuildKind, 'none'> | undefined;
    if (isBuild) {
      checked = await controlBuild(isBuild);
    } else {
      if (defect.build !== 'none' && !(await controlBuild(defect.build)).ok) return control.builds.get(defect.build);
      console.log(`  control: ${defect.check}`);
      checked = await run(defect.check, control.dir, `control.${defect.id}.log`);
      if (!checked.ok || noTest(checked.output)) console.log(`  control FAILED (the check fails without the defect):\n${tail(checked.output)}`);
    }
    control.checks.set(defect.check, checked);
  }
  return checked;
}

type Result = {defect: Defect; caught: boolean; how: string; buildSeconds: number; seconds: number; control?: Run};

/**
 * The check could not run: Playwright found no test (its --grep no longer names one) or its port was
 * taken. Its failure says nothing of the defect.
 */
const noTest = (output: string): boolean => /No tests found|is already used, make sure that nothing is running on the port/.test(output);

async function main(): Promise<void> {
  const results: Result[] = [];
  // One copy per defect, or per group: defects whose edits and checks do not meet share a copy and its build.
  const units = new Map<string, Defect[]>();
  for (const defect of selected) units.set(defect.group ?? defect.id, [...(units.get(defect.group ?? defect.id) ?? []), defect]);

  for (const [name, unit] of units) {
    if (stopping) return;
    const kind = unit[0]!.build;
    if (unit.some((defect) => defect.build !== kind || defect.buildUnchanged !== unit[0]!.buildUnchanged)) throw new Error(`group ${name}: its defects need different builds`);
    console.log(`\n━━ ${unit.map((defect) => `${defect.id}: ${defect.description}`).join('\n━━ ')}`);
    const controls = new Map<Defect, Run | undefined>();
    for (const defect of unit) controls.set(defect, await controlCheck(defect));
    const dir = makeCopy(name);
    for (const defect of unit) applyEdits(dir, defect.edits, defect.id);
    let buildFailed = '';
    let buildSeconds = 0;
    if (kind !== 'none' && unit[0]!.buildUnchanged) {
      const made = await controlBuild(kind);
      if (made.ok) execFileSync('cp', ['-al', path.join(control.dir, builds[kind].out), path.join(dir, builds[kind].out)]);
      else buildFailed = `the control's ${kind} build failed`;
    } else if (kind !== 'none') {
      const made = await build(dir, kind, name);
      buildSeconds = made.seconds;
      if (!made.ok) {
        // Caught by the build, not by the check the defect is listed under; in a group, by which defect is not known.
        buildFailed = unit.length > 1 ? `the ${kind} build of the group failed` : `the ${kind} build failed`;
        console.log(`  ${buildFailed}:\n${tail(made.output, 12)}`);
      }
    }
    for (const defect of unit) {
      let how = buildFailed;
      let caught = Boolean(buildFailed) && unit.length === 1 && !unit[0]!.buildUnchanged;
      let seconds = 0;
      if (!buildFailed) {
        console.log(`  ${defect.id}: ${defect.check}`);
        const checked = await run(defect.check, dir, `${defect.id}.log`);
        seconds = checked.seconds;
        const named = !defect.expect || checked.output.includes(defect.expect);
        caught = !checked.ok && named && !noTest(checked.output);
        how = checked.timedOut
          ? 'timed out'
          : checked.ok
            ? 'the check passed'
            : noTest(checked.output)
              ? 'the check did not run (no test matched, or its port was taken)'
              : named
                ? 'the check failed'
                : `the check failed without naming "${defect.expect}"`;
        if (!caught) console.log(`  NOT CAUGHT (${how}):\n${tail(checked.output)}`);
      }
      console.log(`  ${defect.id}: ${caught ? 'caught' : 'NOT CAUGHT'}: ${how} (build ${buildSeconds} s, check ${seconds} s)`);
      results.push({defect, caught, how, buildSeconds, seconds, control: controls.get(defect)});
    }
    if (!flag('keep')) rmSync(dir, {recursive: true, force: true});
  }

  console.log('\n━━ planted defects');
  const header = ['defect', 'owning check', 'caught', 'build s', 'check s', 'control'];
  const rows = results.map(({defect, caught, how, buildSeconds, seconds, control: c}) => [
    defect.group ? `${defect.id} (copy: ${defect.group})` : defect.id,
    defect.check,
    caught ? (how === 'the check failed' ? 'yes' : `yes (${how})`) : `NO (${how})`,
    String(buildSeconds),
    String(seconds),
    c ? (c.ok ? `passed (${c.seconds} s)` : `FAILED (${c.seconds} s)`) : 'not run',
  ]);
  console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`);
  const missed = results.filter((result) => !result.caught);
  const badControls = results.filter((result) => result.control && !result.control.ok);
  console.log(`\n${results.length - missed.length} of ${results.length} caught; ${badControls.length} control(s) failed.`);
  console.log(`Logs: ${path.relative(root, logs)}/${flag('keep') ? `; scratch copies: ${scratch}` : ''}`);
  cleanUp();
  process.exit(missed.length === 0 && badControls.length === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  cleanUp();
  process.exit(2);
});
