import { hash } from 'node:crypto';
import { DEFAULT_BUCKET, EXPERIMENTS } from '~/shared/spec';

/**
 * An experiment: whether it runs, and its buckets with each one's share of visitors (weights
 * summing to 100). Off, every visitor is in the default bucket (product.md 4: 'control').
 */
export type ExperimentDefinition = { enabled: boolean; buckets: { name: string; weight: number }[] };
export type ExperimentDefinitions = Readonly<Record<string, ExperimentDefinition>>;

const halves = () => [
  { name: 'control', weight: 50 },
  { name: 'variant_1', weight: 50 },
];

/**
 * The experiments that run (product.md 9) and their buckets while the studio has set nothing;
 * the studio's site settings change who is in which (features/settings/site-settings.service.ts).
 */
export const DEFAULT_EXPERIMENTS: ExperimentDefinitions = {
  [EXPERIMENTS.signUpPopup]: { enabled: true, buckets: halves() },
  [EXPERIMENTS.lastLoginReminder]: { enabled: true, buckets: halves() },
  [EXPERIMENTS.multipleProfilesNote]: { enabled: true, buckets: halves() },
};

export type Assignments = Record<string, string>;

/** Parses `name=bucket,name=bucket` (EXPERIMENT_OVERRIDES, or the override cookie). */
export function parseOverrides(definitions: ExperimentDefinitions, value: string | undefined): Assignments {
  const overrides: Assignments = {};
  for (const pair of value?.split(',') ?? []) {
    const [name, bucket] = pair.split('=');
    const definition = name && Object.hasOwn(definitions, name) ? definitions[name] : undefined;
    if (definition?.buckets.some((b) => b.name === bucket)) overrides[name!] = bucket!;
  }
  return overrides;
}

/**
 * The same visitor always lands in the same bucket: a hash of the experiment name and
 * the anonymous id picks a point in [0, 100) against the buckets' weights. No id, or the
 * experiment off: control. A tester's override wins either way.
 */
export function bucketFor(
  definitions: ExperimentDefinitions,
  name: string,
  anonymousId: string | null,
  overrides: Assignments = {},
): string {
  const override = overrides[name];
  if (override) return override;
  const definition = Object.hasOwn(definitions, name) ? definitions[name] : undefined;
  if (!definition?.enabled || !anonymousId) return DEFAULT_BUCKET;
  // crypto.hash: the same digest as createHash's, in one call (it is on every cache key).
  const point = hash('sha256', `${name}:${anonymousId}`, 'buffer').readUInt32BE(0) % 100;
  let edge = 0;
  for (const bucket of definition.buckets) {
    edge += bucket.weight;
    if (point < edge) return bucket.name;
  }
  return DEFAULT_BUCKET;
}

export function assignAll(
  definitions: ExperimentDefinitions,
  anonymousId: string | null,
  overrides: Assignments = {},
): Assignments {
  return Object.fromEntries(
    Object.keys(definitions).map((name) => [name, bucketFor(definitions, name, anonymousId, overrides)]),
  );
}
