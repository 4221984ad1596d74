import { useState } from 'react';
import { type ExperimentFields, siteSettingsApi } from '~/app/lib/site-settings-api';
import { DEFAULT_BUCKET, EXPERIMENTS } from '~/shared/spec';
import { SettingsForm } from './settings-form';

/** What each experiment of product.md 9 changes, for whoever sets its weights. */
const WHAT_IT_CHANGES: Record<string, string> = {
  [EXPERIMENTS.signUpPopup]: 'The sign-up pop-up for visitors.',
  [EXPERIMENTS.lastLoginReminder]: 'The “Last login” badge on the sign-in method used last time.',
  [EXPERIMENTS.multipleProfilesNote]: 'The note about several profiles at sign-up.',
};

/**
 * The experiments (product.md 9): each on or off (off, everyone sees control) and the share of
 * visitors in each bucket. A visitor keeps their bucket while the weights stay the same.
 */
export function ExperimentsForm({ experiments, isSet }: { experiments: ExperimentFields[]; isSet: boolean }) {
  const [values, setValues] = useState(experiments);
  const update = (index: number, change: (old: ExperimentFields) => ExperimentFields) =>
    setValues((old) => old.map((experiment, at) => (at === index ? change(experiment) : experiment)));
  return (
    <SettingsForm
      section="experiments"
      fields={values.map((experiment) => experiment.name)}
      saveLabel="Save experiments"
      savedText="Saved: visitors are bucketed this way from their next page."
      isSet={isSet}
      onSave={() => siteSettingsApi.saveExperiments(values)}
      onReset={() => siteSettingsApi.reset('experiments')}
    >
      {(form) =>
        values.map((experiment, index) => {
          const total = experiment.buckets.reduce((sum, bucket) => sum + bucket.weight, 0);
          const error = form.errors.fields[experiment.name];
          const errorId = `${form.id}-${experiment.name}-error`;
          return (
            <fieldset key={experiment.name} className="site-experiment catalog-wide">
              <legend>
                <code>{experiment.name}</code>
              </legend>
              <p className="field-hint">{WHAT_IT_CHANGES[experiment.name]}</p>
              <div className="field field-checkbox">
                <input
                  id={`${form.id}-${experiment.name}`}
                  type="checkbox"
                  checked={experiment.enabled}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => update(index, (old) => ({ ...old, enabled: event.target.checked }))}
                />
                <label htmlFor={`${form.id}-${experiment.name}`}>
                  Running (off: everyone sees {DEFAULT_BUCKET})
                </label>
              </div>
              <div className="site-experiment-weights">
                {experiment.buckets.map((bucket, at) => {
                  const id = `${form.id}-${experiment.name}-${bucket.name}`;
                  return (
                    <div key={bucket.name} className="catalog-field">
                      <label htmlFor={id}>{bucket.name} (%)</label>
                      <input
                        id={id}
                        className="studio-control"
                        type="number"
                        inputMode="numeric"
                        min={0}
                        max={100}
                        value={bucket.weight}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? errorId : undefined}
                        onChange={(event) =>
                          update(index, (old) => ({
                            ...old,
                            buckets: old.buckets.map((b, n) =>
                              n === at ? { ...b, weight: Number(event.target.value) } : b,
                            ),
                          }))
                        }
                      />
                    </div>
                  );
                })}
              </div>
              <p className={total === 100 ? 'field-hint' : 'field-error'}>Total: {total} of 100</p>
              {error ? (
                <p id={errorId} className="field-error">
                  {error}
                </p>
              ) : null}
            </fieldset>
          );
        })
      }
    </SettingsForm>
  );
}
