import { describe, expect, it } from 'vitest';
import { COOKIES, EXPERIMENTS } from '~/shared/spec';
import { createTestApp } from '../../../tests/test-app';
import { EXPERIMENT_OVERRIDE_COOKIE } from './experiments.routes';

const { client } = await createTestApp();

describe('GET /jsonapi/v1/experiments/sessionless', () => {
  it("answers this visitor's buckets, the same on every visit, with the tester's overrides", async () => {
    const c = client();
    const url = '/jsonapi/v1/experiments/sessionless';
    const first = await c.request({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const buckets = first.json().data as { id: string; type: string; attributes: { bucket: string } }[];
    expect(buckets.map((b) => b.id).sort()).toEqual(Object.values(EXPERIMENTS).sort());
    expect(c.cookies.get(COOKIES.anonymousId)).toBeTruthy();
    expect((await c.request({ method: 'GET', url })).json().data).toEqual(buckets);

    c.cookies.set(EXPERIMENT_OVERRIDE_COOKIE, `${EXPERIMENTS.signUpPopup}=variant_1`);
    const forced = (await c.request({ method: 'GET', url })).json().data as typeof buckets;
    expect(forced.find((b) => b.id === EXPERIMENTS.signUpPopup)?.attributes.bucket).toBe('variant_1');
  });
});
