// Builds the production bundle (build/) when it is missing or older than its sources: before
// `npm start` runs it (bin/atelier.mjs), and before page tests load it (tests/global-setup.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The server bundle: the app's `main` and React Router's server build. */
export const bundle = path.join(root, 'build/server/index.js');
const SOURCES = ['src', 'public', 'package.json', 'vite.config.ts', 'react-router.config.ts'];

function newestChange(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestChange(path.join(target, entry)));
  return newest;
}

function needsBuild() {
  if (process.env.ATELIER_SKIP_BUILD === '1') return false;
  const built = fs.statSync(bundle, { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((source) => newestChange(path.join(root, source)) > built.mtimeMs);
}

/** Builds when needed; exits the process when the build fails. */
export function ensureBuilt() {
  if (!needsBuild()) return;
  console.log('Building Atelier (first start or sources changed)...');
  const cli = path.join(root, 'node_modules/@react-router/dev/bin.js');
  // Always a production bundle: Vite takes NODE_ENV from the environment, and under
  // NODE_ENV=test or development it would ship React's development build to browsers.
  const result = spawnSync(process.execPath, [cli, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('Build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
