import { FormAlert } from '~/app/components/auth/form-parts';
import { studioApi } from '~/app/lib/studio-api';
import { DraftSchedule } from './catalog-lists';
import { ScheduleAt } from './publish-controls';
import { useStudioChange } from './use-studio-change';
import './class-editor.css';

type Times = { publishAt: string | null; unpublishAt: string | null };

/**
 * When a collection publishes and unpublishes by itself (catalog:publish), each called off by
 * its own button; the recurring job does it through the same code as Publish and Unpublish
 * (docs/decisions/0041-collection-authoring.md). Only the time scheduled changes: the rest of
 * the schedule is sent back as it is.
 */
export function CollectionScheduling({
  initial,
  onDone,
}: {
  initial: Times & { id: number; version: number; published: boolean };
  onDone: (notice: string) => void;
}) {
  const { busy, problem, setProblem, change } = useStudioChange(onDone);
  const current = { publishAt: initial.publishAt, unpublishAt: initial.unpublishAt };
  const schedule = (next: Partial<Times>, done: string) =>
    change(() => studioApi.scheduleCollection(initial.id, initial.version, { ...current, ...next }), done);
  const pick = (next: (at: string) => void) => (at: string | null) =>
    at ? next(at) : setProblem('Choose a time.');

  return (
    <div className="class-editor-actions">
      <DraftSchedule times={{ ...current, unpublishedAt: null }} />
      <FormAlert message={problem} />
      {initial.published ? null : (
        <ScheduleAt
          label="Publish at (your local time)"
          busy={busy}
          onSchedule={pick((at) => schedule({ publishAt: at }, 'Scheduled to publish.'))}
        >
          Schedule publishing
        </ScheduleAt>
      )}
      {initial.publishAt ? (
        <button
          type="button"
          className="button button-ghost"
          aria-disabled={busy || undefined}
          onClick={() =>
            schedule(
              { publishAt: null, unpublishAt: null },
              'Scheduled publishing called off: it stays unpublished.',
            )
          }
        >
          Call off the publication
        </button>
      ) : null}
      {initial.published || initial.publishAt ? (
        <ScheduleAt
          label="Unpublish at (your local time)"
          busy={busy}
          onSchedule={pick((at) => schedule({ unpublishAt: at }, 'Scheduled to unpublish.'))}
        >
          Schedule unpublishing
        </ScheduleAt>
      ) : null}
      {initial.unpublishAt ? (
        <button
          type="button"
          className="button button-ghost"
          aria-disabled={busy || undefined}
          onClick={() =>
            schedule({ unpublishAt: null }, 'Scheduled unpublishing called off: it stays on the site.')
          }
        >
          Keep it on the site
        </button>
      ) : null}
    </div>
  );
}
