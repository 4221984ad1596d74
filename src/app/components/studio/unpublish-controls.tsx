import { FormAlert } from '~/app/components/auth/form-parts';
import type { EditorClass } from '~/app/lib/studio-api';
import { DraftSchedule } from './catalog-lists';
import { ScheduleAt } from './publish-controls';
import { useStudioChange } from './use-studio-change';
import './class-editor.css';

/**
 * Taking a published record (a class, an article) off the site, now or at a chosen time, and
 * calling a scheduled unpublication off (catalog:publish, articles:publish). Visitors then get
 * a 404 and every list, search and sitemap leaves it out; members keep their access, progress,
 * notes and bookmarks. Publishing the draft brings it back (decision 0039).
 */
export function UnpublishControls({
  initial,
  noun,
  unpublish,
  cancel,
  onDone,
}: {
  initial: Pick<EditorClass, 'state' | 'publishAt' | 'unpublishAt' | 'unpublishedAt'>;
  /** What the record is called in the notices: class, article. */
  noun: string;
  /** The API call that unpublishes now (null) or at this ISO time. */
  unpublish: (at: string | null) => Promise<unknown>;
  /** The API call that calls a scheduled unpublication off. */
  cancel: () => Promise<unknown>;
  onDone: (notice: string) => void;
}) {
  const { busy, problem, setProblem, change } = useStudioChange(onDone);

  if (initial.state === 'unpublished')
    return (
      <p className="class-unpublishing-state">
        <DraftSchedule times={initial} /> Visitors get “not found” at its address. Publish the draft above to
        bring it back.
      </p>
    );
  return (
    <div className="class-editor-actions">
      <DraftSchedule times={{ ...initial, publishAt: null }} />
      {initial.unpublishAt ? (
        <button
          type="button"
          className="button button-ghost"
          aria-disabled={busy || undefined}
          onClick={() => change(cancel, `Scheduled unpublishing called off: the ${noun} stays on the site.`)}
        >
          Keep it on the site
        </button>
      ) : null}
      <FormAlert message={problem} />
      <button
        type="button"
        className="button button-ghost"
        aria-disabled={busy || undefined}
        onClick={() =>
          change(
            () => unpublish(null),
            // Taken down by hand, it stays down: a publication scheduled for later is called off.
            `Unpublished: visitors no longer see it.${initial.publishAt ? ' Its scheduled publishing is called off.' : ''}`,
          )
        }
      >
        Unpublish now
      </button>
      <ScheduleAt
        label="Or unpublish at (your local time)"
        busy={busy}
        onSchedule={(at) =>
          at ? change(() => unpublish(at), 'Scheduled to unpublish.') : setProblem('Choose a time.')
        }
      >
        Schedule unpublishing
      </ScheduleAt>
    </div>
  );
}
