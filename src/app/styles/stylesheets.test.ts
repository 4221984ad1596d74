import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0024: the global stylesheet holds only design tokens, the reset and typography; every
// other rule sits in a .css file beside the component or route that uses it, imported by that
// module, so a page ships only the CSS it uses. These tests keep it that way.

const APP = path.resolve(import.meta.dirname, '..');
const MAX_LINES = 400;

function filesUnder(dir: string, ending: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && ending.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The selectors of every rule, inside at-rules too (at-rule preludes and keyframe steps left out). */
function selectorsOf(css: string): string[] {
  return [...withoutComments(css).matchAll(/([^{}]+)\{/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter((selector) => !selector.startsWith('@'))
    .flatMap((selector) => selector.split(',').map((one) => one.trim()));
}

const stylesheets = filesUnder(APP, /\.css$/);
const modules = filesUnder(APP, /\.tsx?$/).filter((file) => !/\.test\.tsx?$/.test(file));

describe('stylesheets', () => {
  it('app.css holds only tokens, the reset and typography: no class selectors', () => {
    const css = readFileSync(path.join(APP, 'styles/app.css'), 'utf8');
    const atRules = [...withoutComments(css).matchAll(/@([\w-]+)/g)].map((match) => match[1]);
    expect(new Set(atRules)).toEqual(new Set(['layer', 'media']));
    // :root and the light theme's tokens; `*`; elements, with a state (a:focus-visible); [tabindex].
    const allowed = /^(:root|\[data-theme="light"\]|\*(::?[\w-]+)?|([a-z][a-z0-9]*|\[[\w-]+\])(:[\w-]+)*)$/;
    expect(selectorsOf(css).filter((selector) => !allowed.test(selector))).toEqual([]);
  });

  it(`no stylesheet is over ${MAX_LINES} lines`, () => {
    const long = stylesheets
      .map((file) => ({
        file: path.relative(APP, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('every stylesheet is imported by a module beside it or above it (none left behind)', () => {
    const imported = new Set<string>();
    for (const module of modules) {
      for (const match of readFileSync(module, 'utf8').matchAll(/^import\s+'(\.[^']+\.css)(\?url)?';/gm)) {
        imported.add(path.resolve(path.dirname(module), match[1] ?? ''));
      }
    }
    expect(stylesheets.filter((file) => !imported.has(file)).map((file) => path.relative(APP, file))).toEqual(
      [],
    );
  });
});
