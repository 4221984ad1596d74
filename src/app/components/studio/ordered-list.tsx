import { type ReactNode, useId, useState } from 'react';
import './lesson-outline.css';
import './reorder-controls.css';

/**
 * A list whose items are put in order as the class outline does it (lesson-outline.tsx): by
 * dragging an item, by its Move up and Move down buttons, or with the arrow keys on its handle;
 * every move is announced in a live region and the moved item's handle keeps the focus.
 * `name` says what an item is called in those announcements and labels.
 */
export function OrderedList<T>({
  items,
  keyOf,
  nameOf,
  onChange,
  onRemove,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string;
  nameOf: (item: T, index: number) => string;
  onChange: (items: T[]) => void;
  onRemove: (index: number) => void;
  children: (item: T, index: number) => ReactNode;
}) {
  const id = useId();
  const [announcement, setAnnouncement] = useState('');
  const [dragged, setDragged] = useState<string | null>(null);
  const handleId = (key: string) => `${id}-handle-${key}`;

  function move(from: number, to: number, how: string) {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
    setAnnouncement(`${nameOf(item!, to)} ${how}: now ${to + 1} of ${next.length}.`);
    requestAnimationFrame(() => document.getElementById(handleId(keyOf(item!)))?.focus());
  }

  function step(index: number, direction: -1 | 1) {
    const to = index + direction;
    if (to < 0 || to >= items.length) {
      setAnnouncement(direction === -1 ? 'Already the first.' : 'Already the last.');
      return;
    }
    move(index, to, direction === -1 ? 'moved up' : 'moved down');
  }

  return (
    <>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      <ol className="outline-lessons">
        {items.map((item, index) => {
          const key = keyOf(item);
          const name = nameOf(item, index);
          return (
            <li
              key={key}
              className={dragged === key ? 'outline-lesson is-dragged' : 'outline-lesson'}
              draggable
              onDragStart={(event) => {
                event.stopPropagation();
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', key);
                setDragged(key);
              }}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                event.stopPropagation();
                const from = items.findIndex((other) => keyOf(other) === dragged);
                if (from >= 0 && from !== index) move(from, index, 'moved');
                setDragged(null);
              }}
            >
              <div className="outline-lesson-bar">
                <button
                  type="button"
                  id={handleId(key)}
                  className="reorder-handle"
                  aria-label={`Reorder ${name}: arrow keys move it up or down`}
                  onKeyDown={(event) => {
                    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
                    event.preventDefault();
                    step(index, event.key === 'ArrowUp' ? -1 : 1);
                  }}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <span className="outline-lesson-number">{index + 1}</span>
                <button type="button" className="button button-ghost" onClick={() => step(index, -1)}>
                  Move up<span className="visually-hidden">: {name}</span>
                </button>
                <button type="button" className="button button-ghost" onClick={() => step(index, 1)}>
                  Move down<span className="visually-hidden">: {name}</span>
                </button>
                <button type="button" className="button button-ghost" onClick={() => onRemove(index)}>
                  Remove<span className="visually-hidden">: {name}</span>
                </button>
              </div>
              {children(item, index)}
            </li>
          );
        })}
      </ol>
    </>
  );
}
