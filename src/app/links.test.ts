import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as spec from '~/shared/spec';
import routes from './routes';

// Every link the app's source writes (`to=`/`href=` and `{ to: }` lists, literal or a *_PATHS
// constant) goes to a page of the route table: no link leads to the not-found page. The crawl of
// the running site (e2e/links.spec.ts) checks the links built from data.
const APP_DIR = path.dirname(new URL(import.meta.url).pathname);

const pageRoutes: RouteObject[] = routes
  .filter((route) => route.path !== '*')
  .map((route) => (route.index ? { index: true } : { path: route.path }));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** A *_PATHS constant's value: `AUTH_PATHS.terms` → '/terms' (functions and API objects are not links here). */
function constantValue(object: string, key: string): string | undefined {
  const table = (spec as Record<string, unknown>)[object] as Record<string, unknown> | undefined;
  const value = table?.[key];
  return typeof value === 'string' ? value : undefined;
}

/** The internal link targets a file writes, with `${…}` parts as a sample value. */
function linkTargets(source: string): string[] {
  const found: string[] = [];
  const literal = /(?:\b(?:to|href)=|\bto:\s*)(?:"(\/[^"]*)"|'(\/[^']*)'|\{?\s*`(\/[^`]*)`)/g;
  for (const match of source.matchAll(literal)) found.push((match[1] ?? match[2] ?? match[3])!);
  const constant = /\b(?:to|href)=\{([A-Z_]*PATHS)\.(\w+)\}/g;
  for (const match of source.matchAll(constant)) {
    const value = constantValue(match[1]!, match[2]!);
    if (value) found.push(value);
  }
  return found
    .filter((target) => !target.startsWith('//'))
    .map((target) => target.replace(/\$\{[^}]*\}/g, 'sample').replace(/[?#].*$/, ''));
}

describe('links in the app', () => {
  const links = sourceFiles(APP_DIR).flatMap((file) =>
    linkTargets(readFileSync(file, 'utf8')).map((target) => ({ file: path.relative(APP_DIR, file), target })),
  );

  it('are found (the check reads the source it thinks it reads)', () => {
    const targets = links.map((link) => link.target);
    for (const expected of ['/terms', '/privacy', '/faq', '/categories', '/account/edit', '/plans'])
      expect(targets).toContain(expected);
  });

  it('all lead to a page of the route table', () => {
    const dead = links.filter((link) => !matchRoutes(pageRoutes, link.target));
    expect(dead).toEqual([]);
  });

  it('include none of the pages later issues build', () => {
    for (const missing of ['/for-business', '/help-center', '/gift', '/redeem', '/certificates'])
      expect(matchRoutes(pageRoutes, missing)).toBeNull();
  });
});
