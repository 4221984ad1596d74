import { type DragEvent, useId, useState } from 'react';
import type { CollectionCandidates, EditorCollectionItem } from '~/app/lib/studio-api';
import { type Candidate, CatalogCandidateSearch } from './catalog-candidate-search';
import { ReorderControls, useReorderAnnouncer } from './reorder-controls';
import './collection-items-editor.css';

const keyOf = (item: Pick<EditorCollectionItem, 'type' | 'id'>) => `${item.type}-${item.id}`;

/** The list with the item at `from` taken out and put at `to` (an index after the removal). */
function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A collection's items in their order. An item moves by dragging it, by its Move up and
 * Move down buttons, or with the arrow keys on its handle (the class outline's controls):
 * each move is announced and the handle keeps the focus. Items are added by searching the
 * catalog's classes and lessons; a playlist takes lessons only (its player plays them).
 */
export function CollectionItemsEditor({
  items,
  lessonsOnly,
  onChange,
  errors,
}: {
  items: EditorCollectionItem[];
  lessonsOnly: boolean;
  onChange: (items: EditorCollectionItem[]) => void;
  errors: Partial<Record<string, string>>;
}) {
  const id = useId();
  const { announce, liveRegion } = useReorderAnnouncer();
  const [dragged, setDragged] = useState<number | null>(null);
  const handleId = (item: EditorCollectionItem) => `${id}-handle-${keyOf(item)}`;

  function move(from: number, to: number, how: string) {
    const next = moved(items, from, to);
    onChange(next);
    const item = next[to]!;
    announce(`${item.label} ${how}: now ${to + 1} of ${next.length}.`, handleId(item));
  }

  function step(index: number, direction: -1 | 1) {
    const to = index + direction;
    if (to < 0 || to >= items.length) {
      announce(direction === -1 ? 'Already the first item.' : 'Already the last item.');
      return;
    }
    move(index, to, direction === -1 ? 'moved up' : 'moved down');
  }

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged === null) return;
    // Dropping on a later item: its index shifts by one once the dragged one is taken out.
    move(dragged, dragged < to ? to - 1 : to, 'moved');
    setDragged(null);
  };

  function add(item: EditorCollectionItem) {
    if (items.some((held) => keyOf(held) === keyOf(item))) {
      announce(`${item.label} is already in the list.`);
      return;
    }
    onChange([...items, item]);
    announce(`${item.label} added: now ${items.length + 1} of ${items.length + 1}.`);
  }

  return (
    <div className="studio-collection-items">
      {liveRegion}
      {items.length === 0 ? <p className="muted">Nothing yet: search below and add.</p> : null}
      <ol
        className="studio-collection-item-list"
        aria-label="Items, in order"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => drop(event, items.length)}
      >
        {items.map((item, index) => (
          <li
            key={keyOf(item)}
            className={dragged === index ? 'studio-collection-item is-dragged' : 'studio-collection-item'}
            draggable
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', keyOf(item));
              setDragged(index);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.stopPropagation();
              drop(event, index);
            }}
          >
            <div className="studio-collection-item-bar">
              <ReorderControls
                handleId={handleId(item)}
                name={item.label}
                position={index + 1}
                onStep={(direction) => step(index, direction)}
              />
              <button
                type="button"
                className="button button-ghost"
                onClick={() => {
                  onChange(items.filter((_, i) => i !== index));
                  announce(`${item.label} removed.`);
                }}
              >
                Remove<span className="visually-hidden">: {item.label}</span>
              </button>
            </div>
            <p className="studio-collection-item-name">
              <strong>{item.label}</strong> <span className="muted">{item.context}</span>
            </p>
            {errors[`items.${index}`] ? <p className="field-error">{errors[`items.${index}`]}</p> : null}
          </li>
        ))}
      </ol>

      <CatalogCandidateSearch
        id={`${id}-search`}
        label={lessonsOnly ? 'Find lessons to add' : 'Find classes and lessons to add'}
        hint="Words of the title."
        rowsOf={(found) => candidateRows(found, lessonsOnly)}
        pickLabel="Add"
        onPick={add}
        nothingFound="Nothing matches."
      />
    </div>
  );
}

/** What a search offers to add: its classes (unless the collection holds lessons only), then its lessons. */
function candidateRows(found: CollectionCandidates, lessonsOnly: boolean): Candidate<EditorCollectionItem>[] {
  const items: EditorCollectionItem[] = [
    ...(lessonsOnly
      ? []
      : found.classes.map((row) => ({
          type: 'course' as const,
          id: row.id,
          label: row.title,
          context: 'Class',
        }))),
    ...found.lessons.map((row) => ({
      type: 'lesson' as const,
      id: row.id,
      label: row.title,
      context: `Lesson of ${row.courseTitle}`,
    })),
  ];
  return items.map((item) => ({ key: keyOf(item), label: item.label, context: item.context, value: item }));
}
