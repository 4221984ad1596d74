import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as serverBuild from 'virtual:react-router/server-build';
import { runCli } from './cli';

/**
 * The production bundle's entry (build/server/index.js): Vite bundles this file with
 * the React Router build, so the API, the pages and the services are one module graph.
 */
export function main(command: string | undefined): Promise<void> {
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  return runCli(command, { serverBuild: serverBuild as never, clientDir });
}
