import { describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from './auth';
import { BUSINESS_ERRORS } from './business';
import { CATALOG_ERRORS } from './catalog';
import { CERTIFICATE_ERRORS } from './certificates';
import { COMMERCE_ERRORS } from './commerce';
import { CONSENT_ERRORS } from './consent';
import { GIFT_ERRORS } from './gifts';
import { HTTP_ERRORS } from './http';
import { codeForStatus, ERROR_CODES, ERRORS } from './index';
import { PLAYBACK_ERRORS } from './playback';
import { STUDIO_ERRORS } from './studio';

const AREAS = {
  HTTP_ERRORS,
  AUTH_ERRORS,
  BUSINESS_ERRORS,
  CATALOG_ERRORS,
  CERTIFICATE_ERRORS,
  COMMERCE_ERRORS,
  CONSENT_ERRORS,
  GIFT_ERRORS,
  PLAYBACK_ERRORS,
  STUDIO_ERRORS,
};

describe('the error catalogue by area', () => {
  it('has each code in exactly one area, and every area in the catalogue', () => {
    // ERRORS spreads the areas: a code in two of them would silently take the later one's text.
    const owners = new Map<string, string[]>();
    for (const [area, errors] of Object.entries(AREAS)) {
      for (const code of Object.keys(errors)) owners.set(code, [...(owners.get(code) ?? []), area]);
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
    expect([...owners.keys()].sort()).toEqual([...ERROR_CODES].sort());
    for (const errors of Object.values(AREAS)) {
      for (const [code, entry] of Object.entries(errors))
        expect(ERRORS[code as keyof typeof ERRORS]).toBe(entry);
    }
  });

  it('answers a bare status with its standard code, not another code sharing its text', () => {
    // invalid_query (400) and invalid_field (422, an auth code) carry their status's name as text.
    expect(codeForStatus(400)).toBe('bad_request');
    expect(codeForStatus(401)).toBe('unauthorized');
    expect(codeForStatus(404)).toBe('not_found');
    expect(codeForStatus(416)).toBe('range_not_satisfiable');
    expect(codeForStatus(422)).toBe('unprocessable');
    expect(codeForStatus(503)).toBe('service_unavailable');
  });
});
