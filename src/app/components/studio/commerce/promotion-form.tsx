import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import type { StudioPromotion } from '~/features/commerce/commerce.schema';
import { PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from '../catalog-field';
import { commerceApi, fromInputTime, toInputTime } from './commerce-api';
import './commerce.css';
import '../../ui/button.css';

type Entry = { key: number; availableFrom: string; text: string };
type Values = {
  slug: string;
  name: string;
  headline: string;
  ctaLabel: string;
  ctaPath: string;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  percentOff: string;
};

const TEXT_FIELDS: { name: keyof Values; api: string; label: string; hint?: string; wide?: boolean }[] = [
  { name: 'name', api: 'name', label: 'Name', hint: 'Shown on the promotion page and the order summary.' },
  {
    name: 'percentOff',
    api: 'percent_off',
    label: 'Discount (% off)',
    hint: 'Off every membership and gift, 1-90.',
  },
  { name: 'headline', api: 'headline', label: 'Headline', hint: 'The promo banner’s text.', wide: true },
  { name: 'ctaLabel', api: 'cta_label', label: 'Button text' },
  {
    name: 'ctaPath',
    api: 'cta_path',
    label: 'Button link',
    hint: 'A path on this site, such as /promotion.',
  },
  { name: 'startsAt', api: 'starts_at', label: 'Starts (UTC)' },
  { name: 'endsAt', api: 'ends_at', label: 'Ends (UTC)', hint: 'The offer ends at this instant.' },
  {
    name: 'timeZone',
    api: 'time_zone',
    label: 'Time zone of the urgency text',
    hint: 'Such as UTC or America/New_York.',
  },
];

let entryKeys = 0;

/**
 * A promotion's form, to create one (with its address) or change one: its texts, window,
 * percentage off, and promo copy entries (each shown from its time on). Field errors from the
 * server show under their fields, the copy's under their entry.
 */
export function PromotionForm({
  promotion,
  onSaved,
}: {
  promotion: StudioPromotion | null;
  onSaved?: (id: number) => void;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const empty: Values = {
    slug: '',
    name: '',
    headline: '',
    ctaLabel: 'See the offer',
    ctaPath: '/promotion',
    startsAt: '',
    endsAt: '',
    timeZone: 'UTC',
    percentOff: '20',
  };
  const initial: Values = promotion
    ? {
        slug: promotion.slug,
        name: promotion.name,
        headline: promotion.headline,
        ctaLabel: promotion.cta_label,
        ctaPath: promotion.cta_path,
        startsAt: toInputTime(promotion.starts_at),
        endsAt: toInputTime(promotion.ends_at),
        timeZone: promotion.time_zone,
        percentOff: promotion.percent_off === null ? '' : String(promotion.percent_off),
      }
    : empty;
  const [values, setValues] = useState<Values>(initial);
  const [copy, setCopy] = useState<Entry[]>(
    (promotion?.copy ?? []).map((entry) => ({
      key: ++entryKeys,
      availableFrom: toInputTime(entry.available_from),
      text: entry.text,
    })),
  );
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<string>>(NO_ERRORS);
  const set = (name: keyof Values, value: string) => setValues((old) => ({ ...old, [name]: value }));
  const fieldMap: Record<string, string> = {
    slug: 'slug',
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f.api, f.name])),
    ...Object.fromEntries(
      copy.flatMap((_, index) => [
        [`copy.${index}.available_from`, `copy-${index}-from`],
        [`copy.${index}.text`, `copy-${index}-text`],
      ]),
    ),
  };

  return (
    <form
      className="catalog-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setDone(null);
        setErrors(NO_ERRORS);
        const fields = {
          name: values.name,
          headline: values.headline,
          ctaLabel: values.ctaLabel,
          ctaPath: values.ctaPath,
          startsAt: fromInputTime(values.startsAt),
          endsAt: fromInputTime(values.endsAt),
          timeZone: values.timeZone,
          percentOff: values.percentOff.trim() === '' ? 0 : Number(values.percentOff),
          copy: copy.map((entry) => ({
            availableFrom: fromInputTime(entry.availableFrom),
            text: entry.text,
          })),
        };
        try {
          if (promotion) {
            await commerceApi.updatePromotion(promotion.id, fields);
            setDone('Saved: visitors see the change now.');
          } else {
            const created = await commerceApi.createPromotion({ ...fields, slug: values.slug });
            setDone('Promotion created.');
            setValues(empty);
            setCopy([]);
            onSaved?.(created.promotion.id);
          }
          revalidator.revalidate();
        } catch (error) {
          const found = formErrorsFrom(error, fieldMap, PAGE_TEXTS.tryAgain);
          setErrors(found);
          const first = Object.keys(found.fields)[0];
          if (first) document.getElementById(`${id}-${first}`)?.focus();
        } finally {
          setBusy(false);
        }
      }}
    >
      {promotion ? null : (
        <CatalogField
          id={`${id}-slug`}
          label="Address"
          hint="Lower-case letters, digits and dashes (such as spring-sale); it names the discount and never changes."
          error={errors.fields.slug}
        >
          {(described) => (
            <input
              id={`${id}-slug`}
              className="studio-control"
              value={values.slug}
              onChange={(event) => set('slug', event.target.value)}
              {...described}
            />
          )}
        </CatalogField>
      )}
      {TEXT_FIELDS.map((field) => (
        <div key={field.name} className={field.wide ? 'catalog-wide' : undefined}>
          <CatalogField
            id={`${id}-${field.name}`}
            label={field.label}
            hint={field.hint}
            error={errors.fields[field.name]}
          >
            {(described) => (
              <input
                id={`${id}-${field.name}`}
                className="studio-control"
                type={field.name === 'startsAt' || field.name === 'endsAt' ? 'datetime-local' : 'text'}
                inputMode={field.name === 'percentOff' ? 'numeric' : undefined}
                value={values[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
                {...described}
              />
            )}
          </CatalogField>
        </div>
      ))}
      <fieldset className="commerce-copy catalog-wide">
        <legend>Promo copy</legend>
        <p className="field-hint">Each text shows from its time on (UTC), until the next one’s.</p>
        {copy.map((entry, index) => (
          <div key={entry.key} className="commerce-copy-entry">
            <CatalogField
              id={`${id}-copy-${index}-from`}
              label={`Copy ${index + 1}: shows from`}
              error={errors.fields[`copy-${index}-from`]}
            >
              {(described) => (
                <input
                  id={`${id}-copy-${index}-from`}
                  className="studio-control"
                  type="datetime-local"
                  value={entry.availableFrom}
                  onChange={(event) =>
                    setCopy((old) =>
                      old.map((e) => (e.key === entry.key ? { ...e, availableFrom: event.target.value } : e)),
                    )
                  }
                  {...described}
                />
              )}
            </CatalogField>
            <CatalogField
              id={`${id}-copy-${index}-text`}
              label={`Copy ${index + 1}: text`}
              error={errors.fields[`copy-${index}-text`]}
            >
              {(described) => (
                <input
                  id={`${id}-copy-${index}-text`}
                  className="studio-control"
                  value={entry.text}
                  onChange={(event) =>
                    setCopy((old) =>
                      old.map((e) => (e.key === entry.key ? { ...e, text: event.target.value } : e)),
                    )
                  }
                  {...described}
                />
              )}
            </CatalogField>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => setCopy((old) => old.filter((e) => e.key !== entry.key))}
            >
              Remove copy {index + 1}
            </button>
          </div>
        ))}
        <p className="commerce-actions">
          <button
            type="button"
            className="button button-ghost"
            onClick={() =>
              setCopy((old) => [...old, { key: ++entryKeys, availableFrom: values.startsAt, text: '' }])
            }
          >
            Add copy
          </button>
        </p>
      </fieldset>
      <div className="catalog-form-actions">
        <FormAlert message={errors.form} />
        <p role="status" className="field-ok">
          {done}
        </p>
        <SubmitButton busy={busy}>{promotion ? 'Save promotion' : 'Create promotion'}</SubmitButton>
      </div>
    </form>
  );
}
