import { FormAlert } from '~/app/components/auth/form-parts';
import { type EditorClass, studioApi } from '~/app/lib/studio-api';
import { ClassSchedule } from './catalog-lists';
import { ScheduleAt } from './publish-controls';
import { useStudioChange } from './use-studio-change';
import './class-editor.css';

/**
 * Taking a published class off the site, now or at a chosen time (catalog:publish). Visitors
 * then get a 404 and every list, search and sitemap leaves it out; members keep their access,
 * progress and notes. Publishing the draft brings it back (decision 0039).
 */
export function ClassUnpublishing({
  initial,
  onDone,
}: {
  initial: Pick<EditorClass, 'uuid' | 'version' | 'state' | 'publishAt' | 'unpublishAt' | 'unpublishedAt'>;
  onDone: (notice: string) => void;
}) {
  const { busy, problem, setProblem, change } = useStudioChange(onDone);

  const unpublish = (when: string | null, done: string) =>
    change(() => studioApi.unpublishClass(initial.uuid, initial.version, when), done);

  if (initial.state === 'unpublished')
    return (
      <p className="class-unpublishing-state">
        <ClassSchedule times={initial} /> Visitors get “not found” at its address. Publish the draft above to
        bring it back.
      </p>
    );
  return (
    <div className="class-editor-actions">
      <ClassSchedule times={{ ...initial, publishAt: null }} />
      {initial.unpublishAt ? (
        <button
          type="button"
          className="button button-ghost"
          aria-disabled={busy || undefined}
          onClick={() =>
            change(
              () => studioApi.cancelUnpublication(initial.uuid, initial.version),
              'Scheduled unpublishing called off: the class stays on the site.',
            )
          }
        >
          Keep it on the site
        </button>
      ) : null}
      <FormAlert message={problem} />
      <button
        type="button"
        className="button button-ghost"
        aria-disabled={busy || undefined}
        onClick={() => unpublish(null, 'Unpublished: visitors no longer see it.')}
      >
        Unpublish now
      </button>
      <ScheduleAt
        label="Or unpublish at (your local time)"
        busy={busy}
        onSchedule={(at) => (at ? unpublish(at, 'Scheduled to unpublish.') : setProblem('Choose a time.'))}
      >
        Schedule unpublishing
      </ScheduleAt>
    </div>
  );
}
