// Compares the committed package-lock.json with one npm has just re-resolved, and accepts the
// difference only when it is the registry listing more (or fewer) optional platform binaries
// (@biomejs/cli-*, @rollup/rollup-*, @esbuild/*): entries with `optional: true` and an `os`,
// `cpu` or `libc` restriction. Anything else (a version, an integrity, a new dependency) is
// real drift and fails. See docs/decisions/0017-lockfile-and-platform-binaries.md.
//
//   node scripts/lockfile-drift.mjs <committed-lockfile> <re-resolved-lockfile>
import { readFileSync } from 'node:fs';

const [committedPath, resolvedPath] = process.argv.slice(2);
if (!committedPath || !resolvedPath) {
  console.error('usage: node scripts/lockfile-drift.mjs <committed> <re-resolved>');
  process.exit(2);
}

const packagesOf = (path) => JSON.parse(readFileSync(path, 'utf8')).packages ?? {};
const committed = packagesOf(committedPath);
const resolved = packagesOf(resolvedPath);

const isPlatformBinary = (entry) => entry.optional === true && Boolean(entry.os || entry.cpu || entry.libc);
const sameLock = (a, b) =>
  a.version === b.version &&
  a.integrity === b.integrity &&
  JSON.stringify(a.dependencies ?? {}) === JSON.stringify(b.dependencies ?? {});

const problems = [];
const platformOnly = [];
for (const path of new Set([...Object.keys(committed), ...Object.keys(resolved)])) {
  const before = committed[path];
  const after = resolved[path];
  if (before && after) {
    // The root entry and optionalDependencies lists may differ in platform packages only.
    if (path !== '' && !sameLock(before, after)) problems.push(`changed: ${path}`);
    continue;
  }
  const entry = before ?? after;
  if (isPlatformBinary(entry)) platformOnly.push(`${before ? 'dropped' : 'added'}: ${path}`);
  else problems.push(`${before ? 'dropped' : 'added'}: ${path}`);
}

const rootBefore = committed['']?.dependencies ?? {};
const rootAfter = resolved['']?.dependencies ?? {};
if (JSON.stringify(rootBefore) !== JSON.stringify(rootAfter)) {
  problems.push('changed: the root package dependencies');
}

if (problems.length > 0) {
  console.error('package-lock.json is out of date with package.json (run npm install, commit it):');
  for (const line of problems.slice(0, 20)) console.error(`  ${line}`);
  process.exit(1);
}
console.log(
  `package-lock.json matches; the registry lists ${platformOnly.length} optional platform binaries differently (ignored)`,
);
