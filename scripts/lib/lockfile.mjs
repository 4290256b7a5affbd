// Does package-lock.json still describe what package.json asks for, and what npm installed on this
// machine? Plain JavaScript with no dependencies: scripts/setup.mjs runs it before node_modules exists.
//
// The registry serves a changing set of other platforms' optional binaries (@swc/core-darwin-*,
// @swc/html-win32-*, …). A lockfile may list some that the registry no longer has, or lack some it
// now has; neither matters on this machine, so neither is a disagreement. What is:
// - a direct dependency whose range in package.json the locked version does not satisfy;
// - a package npm installed here at another version than the lockfile's, or that it lacks.

/** Parses `1.2.3` or `1.2.3-beta.1` into numbers and a prerelease tag; undefined otherwise. */
function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(text.trim());
  return match ? {parts: [Number(match[1]), Number(match[2]), Number(match[3])], pre: match[4]} : undefined;
}

function compare(a, b) {
  for (let i = 0; i < 3; i += 1) {
    if (a.parts[i] !== b.parts[i]) {
      return a.parts[i] - b.parts[i];
    }
  }
  if (a.pre === b.pre) {
    return 0;
  }
  return a.pre === undefined ? 1 : b.pre === undefined ? -1 : a.pre < b.pre ? -1 : 1;
}

/**
 * Whether `version` satisfies `range`, for the range forms a manifest uses: exact (`1.2.3`),
 * caret (`^1.2.3`), tilde (`~1.2.3`), `>=1.2.3` and `*`. Returns undefined for any other form
 * (a tag, a URL, `1.x`), which the caller reports as unchecked rather than guessing.
 */
export function satisfies(version, range) {
  const wanted = range.trim();
  const have = parseVersion(version);
  if (!have) {
    return undefined;
  }
  if (wanted === '*' || wanted === '') {
    return have.pre === undefined;
  }
  const match = /^(\^|~|>=|=)?\s*(.+)$/.exec(wanted);
  const floor = match && parseVersion(match[2]);
  if (!floor) {
    return undefined;
  }
  const operator = match[1] ?? '=';
  // A prerelease satisfies a range only when the range names a prerelease of the same x.y.z.
  if (have.pre !== undefined && (floor.pre === undefined || compare({parts: have.parts}, {parts: floor.parts}) !== 0)) {
    return false;
  }
  if (operator === '=') {
    return compare(have, floor) === 0;
  }
  if (compare(have, floor) < 0) {
    return false;
  }
  if (operator === '>=') {
    return true;
  }
  const [major, minor] = floor.parts;
  if (operator === '~') {
    return have.parts[0] === major && have.parts[1] === minor;
  }
  // Caret: the left-most non-zero part stays.
  if (major > 0) {
    return have.parts[0] === major;
  }
  if (minor > 0) {
    return have.parts[0] === 0 && have.parts[1] === minor;
  }
  return compare({parts: have.parts}, {parts: floor.parts}) === 0;
}

const dependencyFields = ['dependencies', 'devDependencies', 'optionalDependencies'];

/**
 * The direct dependencies of `manifest` (package.json) that `lockfile` (package-lock.json, version
 * 2 or 3) does not lock at a version in their range. Each problem is one sentence naming the package.
 */
export function directRangeProblems(manifest, lockfile) {
  const problems = [];
  for (const field of dependencyFields) {
    for (const [name, range] of Object.entries(manifest[field] ?? {})) {
      const locked = lockfile.packages?.[`node_modules/${name}`];
      if (!locked) {
        if (field !== 'optionalDependencies') {
          problems.push(`${name}: package.json asks for ${range}, but package-lock.json does not list it`);
        }
        continue;
      }
      // An alias (`npm:@scope/real@6.0.0`) locks the real package under the alias's name.
      const alias = /^npm:(@?[^@]+)@(.+)$/.exec(range);
      if (alias && locked.name !== alias[1]) {
        problems.push(`${name}: package.json asks for ${alias[1]}, but package-lock.json locks ${locked.name ?? name}`);
        continue;
      }
      const ok = satisfies(locked.version ?? '', alias ? alias[2] : range);
      if (ok === false) {
        problems.push(`${name}: package.json asks for ${range}, but package-lock.json locks ${locked.version}`);
      } else if (ok === undefined) {
        problems.push(`${name}: the range "${range}" or the locked version "${locked.version}" has a form this check does not read; write an exact, ^ or ~ range`);
      }
    }
  }
  return problems;
}

/**
 * The packages npm installed on this machine (`installed`: node_modules/.package-lock.json) that the
 * lockfile lacks or locks at another version. Other platforms' entries, present or absent in the
 * lockfile, are not installed here and so never counted.
 */
export function installedProblems(lockfile, installed) {
  const problems = [];
  for (const [path, entry] of Object.entries(installed.packages ?? {})) {
    if (path === '') {
      continue;
    }
    const locked = lockfile.packages?.[path];
    const name = path.replace(/^.*node_modules\//, '');
    if (!locked) {
      problems.push(`${name}: installed at ${path} (${entry.version ?? entry.resolved ?? 'link'}), but package-lock.json does not list it`);
    } else if (entry.link || locked.link) {
      if (entry.resolved !== locked.resolved) {
        problems.push(`${name}: installed as a link to ${entry.resolved}, but package-lock.json links ${locked.resolved}`);
      }
    } else if (entry.version !== locked.version) {
      problems.push(`${name}: installed ${entry.version} at ${path}, but package-lock.json locks ${locked.version}`);
    }
  }
  return problems;
}
