import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as serverBuild from 'virtual:react-router/server-build';
import { runCli } from './cli';

/** React Router's server build, also for page tests (tests/page-app.ts), which render with it. */
export { serverBuild };

/**
 * The production bundle's entry (build/server/index.js): Vite bundles this file with
 * the React Router build, so the API, the pages and the services are one module graph.
 */
export function main(command: string | undefined, args: string[] = []): Promise<void> {
  return runCli(command, { serverBuild: serverBuild as never, clientDir: clientDirectory() }, args);
}

/**
 * build/client, found from where this code landed: in build/server/index.js, or (once
 * the app lazy-loads a module, and Rollup splits the server bundle) in a shared chunk
 * under build/server/assets/. Walk up to the build's `server` folder either way.
 */
function clientDirectory(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (path.basename(dir) !== 'server' && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return path.join(path.dirname(dir), 'client');
}
