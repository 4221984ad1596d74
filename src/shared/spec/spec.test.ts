import { describe, expect, it } from 'vitest';
import * as auth from './auth';
import * as business from './business';
import * as catalog from './catalog';
import * as commerce from './commerce';
import * as consent from './consent';
import * as constants from './constants';
import * as gifts from './gifts';
import * as spec from './index';
import * as playback from './playback';
import * as shell from './shell';

const AREAS = { auth, business, catalog, commerce, consent, constants, gifts, playback, shell };

describe('the spec by area', () => {
  it('names each export in one area only, and the index offers every one of them', () => {
    const owners = new Map<string, string[]>();
    for (const [area, module] of Object.entries(AREAS)) {
      for (const name of Object.keys(module)) owners.set(name, [...(owners.get(name) ?? []), area]);
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
    expect([...owners.keys()].sort()).toEqual(Object.keys(spec).sort());
  });
});
