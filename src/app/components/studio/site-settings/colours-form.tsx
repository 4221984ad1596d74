import { useState } from 'react';
import { siteSettingsApi } from '~/app/lib/site-settings-api';
import {
  type BrandColours,
  contrastChecks,
  colourField as fieldOf,
  MIN_CONTRAST,
  ratioText,
  THEME_LABELS,
  THEME_SURFACES,
  type Theme,
} from '~/shared/site-colours';
import { CatalogField } from '../catalog-field';
import { StudioBadge } from '../studio-page';
import { SettingsForm } from './settings-form';

const THEMES: Theme[] = ['dark', 'light'];
const PARTS = [
  { key: 'accent', label: 'Accent', hint: 'Buttons, links, prices and focus rings.' },
  { key: 'accentText', label: 'Text on the accent', hint: 'The words on accent buttons.' },
] as const;

/**
 * The brand colours per theme, with every pair's contrast as you choose: a pair under WCAG AA
 * (4.5:1) is marked here and refused by the server.
 */
export function ColoursForm({ colours, isSet }: { colours: BrandColours; isSet: boolean }) {
  const [values, setValues] = useState(colours);
  const checks = contrastChecks(values);
  return (
    <SettingsForm
      section="colours"
      fields={THEMES.flatMap((theme) => PARTS.map((part) => fieldOf(theme, part.key)))}
      saveLabel="Save colours"
      savedText="Saved: pages use these colours now."
      isSet={isSet}
      onSave={() =>
        siteSettingsApi.saveColours({
          darkAccent: values.dark.accent,
          darkAccentText: values.dark.accentText,
          lightAccent: values.light.accent,
          lightAccentText: values.light.accentText,
        })
      }
      onReset={() => siteSettingsApi.reset('colours')}
    >
      {(form) =>
        THEMES.map((theme) => (
          <fieldset key={theme} className="site-colours-theme">
            <legend>{THEME_LABELS[theme]}</legend>
            {PARTS.map((part) => {
              const fieldId = `${form.id}-${fieldOf(theme, part.key)}`;
              return (
                <CatalogField
                  key={part.key}
                  id={fieldId}
                  label={part.label}
                  hint={part.hint}
                  error={form.errors.fields[fieldOf(theme, part.key)]}
                >
                  {(described) => (
                    <span className="site-colour-input">
                      <input
                        id={fieldId}
                        type="color"
                        value={values[theme][part.key]}
                        onChange={(event) =>
                          setValues((old) => ({
                            ...old,
                            [theme]: { ...old[theme], [part.key]: event.target.value },
                          }))
                        }
                        {...described}
                      />
                      <code>{values[theme][part.key]}</code>
                    </span>
                  )}
                </CatalogField>
              );
            })}
            <div
              className="site-colours-sample"
              style={{ background: THEME_SURFACES[theme].page, color: values[theme].accent }}
              aria-hidden="true"
            >
              <span style={{ background: values[theme].accent, color: values[theme].accentText }}>
                Button
              </span>{' '}
              Link
            </div>
            <ul className="site-contrast" aria-label={`${THEME_LABELS[theme]}: contrast`}>
              {checks
                .filter((check) => check.theme === theme)
                .map((check) => (
                  <li key={check.pair}>
                    {check.pair}: {ratioText(check.ratio)}{' '}
                    <StudioBadge tone={check.passes ? 'ok' : 'warning'}>
                      {check.passes ? 'readable' : `under ${MIN_CONTRAST}:1`}
                    </StudioBadge>
                  </li>
                ))}
            </ul>
          </fieldset>
        ))
      }
    </SettingsForm>
  );
}
