import { createHash } from 'node:crypto';
import { DEFAULT_BUCKET, EXPERIMENTS } from '~/shared/spec';

/** The experiments that run, with their buckets and each bucket's share (product.md 9). */
export const EXPERIMENT_DEFINITIONS: Record<string, { buckets: { name: string; weight: number }[] }> = {
  [EXPERIMENTS.signUpPopup]: {
    buckets: [
      { name: 'control', weight: 50 },
      { name: 'variant_1', weight: 50 },
    ],
  },
  [EXPERIMENTS.lastLoginReminder]: {
    buckets: [
      { name: 'control', weight: 50 },
      { name: 'variant_1', weight: 50 },
    ],
  },
  [EXPERIMENTS.multipleProfilesNote]: {
    buckets: [
      { name: 'control', weight: 50 },
      { name: 'variant_1', weight: 50 },
    ],
  },
};

export type Assignments = Record<string, string>;

/** Parses `name=bucket,name=bucket` (EXPERIMENT_OVERRIDES, or the override cookie). */
export function parseOverrides(value: string | undefined): Assignments {
  const overrides: Assignments = {};
  for (const pair of value?.split(',') ?? []) {
    const [name, bucket] = pair.split('=');
    const definition = name ? EXPERIMENT_DEFINITIONS[name] : undefined;
    if (definition?.buckets.some((b) => b.name === bucket)) overrides[name!] = bucket!;
  }
  return overrides;
}

/**
 * The same visitor always lands in the same bucket: a hash of the experiment name and
 * the anonymous id picks a point in [0, 100) against the buckets' weights. No id: control.
 */
export function bucketFor(name: string, anonymousId: string | null, overrides: Assignments = {}): string {
  const override = overrides[name];
  if (override) return override;
  const definition = EXPERIMENT_DEFINITIONS[name];
  if (!definition || !anonymousId) return DEFAULT_BUCKET;
  const point = createHash('sha256').update(`${name}:${anonymousId}`).digest().readUInt32BE(0) % 100;
  let edge = 0;
  for (const bucket of definition.buckets) {
    edge += bucket.weight;
    if (point < edge) return bucket.name;
  }
  return DEFAULT_BUCKET;
}

export function assignAll(anonymousId: string | null, overrides: Assignments = {}): Assignments {
  return Object.fromEntries(
    Object.keys(EXPERIMENT_DEFINITIONS).map((name) => [name, bucketFor(name, anonymousId, overrides)]),
  );
}
