import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { type CategoryFields, type InstructorFields, studioApi } from '~/app/lib/studio-api';
import { longDate, plural } from '~/shared/format';
import { PAGE_TEXTS } from '~/shared/spec';
import { CATALOG_TEXTS, STUDIO_PATHS } from '~/shared/studio';
import { CatalogRecordForm, type RecordFieldSpec } from './catalog-record-form';
import { Time } from './format';
import { StudioBadge, StudioEmpty, StudioRows } from './studio-page';
import './catalog-lists.css';

export type ClassRow = {
  uuid: string;
  title: string;
  slug: string;
  instructorName: string;
  state: 'draft' | 'published' | 'changed' | 'unpublished';
  publishAt: string | null;
  unpublishAt: string | null;
  unpublishedAt: string | null;
};

/** The badge of a draft's state (a class, an article): never published, published (with changes waiting), taken down. */
export function DraftStateBadge({ state }: { state: ClassRow['state'] }) {
  if (state === 'draft') return <StudioBadge tone="neutral">Draft</StudioBadge>;
  if (state === 'unpublished') return <StudioBadge tone="neutral">Unpublished</StudioBadge>;
  if (state === 'changed')
    return <StudioBadge tone="warning">{CATALOG_TEXTS.unpublishedChanges}</StudioBadge>;
  return <StudioBadge tone="ok">Published</StudioBadge>;
}

/** When a class or an article was taken down, or will publish or unpublish by itself. */
export function DraftSchedule({
  times,
}: {
  times: Pick<ClassRow, 'publishAt' | 'unpublishAt' | 'unpublishedAt'>;
}) {
  return (
    <>
      {times.unpublishedAt ? (
        <span className="catalog-row-meta">
          Unpublished <Time value={times.unpublishedAt} />
        </span>
      ) : null}
      {times.publishAt ? (
        <span className="catalog-row-meta">
          Publishes <Time value={times.publishAt} />
        </span>
      ) : null}
      {times.unpublishAt ? (
        <span className="catalog-row-meta">
          Scheduled to unpublish <Time value={times.unpublishAt} />
        </span>
      ) : null}
    </>
  );
}

export function ClassList({ classes }: { classes: readonly ClassRow[] }) {
  if (!classes.length) return <StudioEmpty>No class yet: start one above.</StudioEmpty>;
  return (
    <StudioRows label="Classes" className="catalog-rows">
      {classes.map((row) => (
        <li key={row.uuid}>
          <Link to={STUDIO_PATHS.classEditor(row.uuid)} className="catalog-row-title">
            {row.title}
          </Link>
          <span className="catalog-row-meta">{row.instructorName}</span>
          <span className="catalog-row-state">
            <DraftStateBadge state={row.state} />
            <DraftSchedule times={row} />
          </span>
        </li>
      ))}
    </StudioRows>
  );
}

export type SessionRow = {
  uuid: string;
  title: string;
  status: 'coming_soon' | 'open';
  startsAt: string;
  instructorName: string;
  moduleCount: number;
};

export function SessionList({ sessions }: { sessions: readonly SessionRow[] }) {
  if (!sessions.length) return <StudioEmpty>No session yet: start one above.</StudioEmpty>;
  return (
    <StudioRows label="Sessions" className="catalog-rows">
      {sessions.map((row) => (
        <li key={row.uuid}>
          <Link to={STUDIO_PATHS.sessionEditor(row.uuid)} className="catalog-row-title">
            {row.title}
          </Link>
          <span className="catalog-row-meta">
            {row.instructorName} · starts {longDate(row.startsAt)} · {plural(row.moduleCount, 'module')}
          </span>
          <span className="catalog-row-state">
            {row.status === 'open' ? (
              <StudioBadge tone="ok">Open</StudioBadge>
            ) : (
              <StudioBadge tone="neutral">Coming soon</StudioBadge>
            )}
          </span>
        </li>
      ))}
    </StudioRows>
  );
}

export const INSTRUCTOR_FIELDS: RecordFieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'slug', label: 'Address (slug)', kind: 'text', hint: 'Left empty: made from the name.' },
  { name: 'headline', label: 'Headline', kind: 'text' },
  { name: 'hue', label: 'Picture colour (hue, 0-359)', kind: 'hue', hint: 'Their picture is generated art.' },
  { name: 'bio', label: 'Biography', kind: 'textarea' },
];
export const CATEGORY_FIELDS: RecordFieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text' },
  { name: 'slug', label: 'Address (slug)', kind: 'text', hint: 'Left empty: made from the name.' },
  { name: 'hue', label: 'Artwork colour (hue, 0-359)', kind: 'hue' },
  { name: 'description', label: 'Description', kind: 'textarea' },
];

type Instructor = InstructorFields & { id: number; slug: string; version: number };
type Category = CategoryFields & { id: number; slug: string; version: number };

export function InstructorList({ instructors }: { instructors: readonly Instructor[] }) {
  if (!instructors.length) return <StudioEmpty>No instructor yet.</StudioEmpty>;
  return (
    <StudioRows label="Instructors" className="catalog-rows">
      {instructors.map((instructor) => (
        <li key={instructor.id}>
          <details className="studio-disclosure">
            <summary>{instructor.name}</summary>
            <CatalogRecordForm
              fields={INSTRUCTOR_FIELDS}
              initial={instructor}
              submitLabel="Save instructor"
              doneText="Saved."
              onSubmit={(values) =>
                studioApi.updateInstructor(instructor.id, {
                  ...(values as unknown as InstructorFields),
                  version: instructor.version,
                })
              }
            />
          </details>
        </li>
      ))}
    </StudioRows>
  );
}

/** Categories, each editable, and deletable when nothing uses them (else the list of what does). */
export function CategoryList({ categories }: { categories: readonly Category[] }) {
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState<{ id: number; message: string } | null>(null);
  if (!categories.length) return <StudioEmpty>No category yet.</StudioEmpty>;
  return (
    <StudioRows label="Categories" className="catalog-rows">
      {categories.map((category) => (
        <li key={category.id}>
          <details className="studio-disclosure">
            <summary>{category.name}</summary>
            <CatalogRecordForm
              fields={CATEGORY_FIELDS}
              initial={category}
              submitLabel="Save category"
              doneText="Saved."
              onSubmit={(values) =>
                studioApi.updateCategory(category.id, {
                  ...(values as unknown as CategoryFields),
                  version: category.version,
                })
              }
            />
            <div className="catalog-delete">
              <button
                type="button"
                className="button button-danger"
                onClick={async () => {
                  setProblem(null);
                  try {
                    await studioApi.deleteCategory(category.id);
                    revalidator.revalidate();
                  } catch (error) {
                    const message =
                      formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form ?? PAGE_TEXTS.tryAgain;
                    setProblem({ id: category.id, message });
                  }
                }}
              >
                Delete {category.name}
              </button>
              <p role="alert" className="field-error">
                {problem?.id === category.id ? problem.message : null}
              </p>
            </div>
          </details>
        </li>
      ))}
    </StudioRows>
  );
}
