import { type KeyboardEvent, useState } from 'react';
import './reorder-controls.css';

/**
 * What every reorderable studio list shares (a class's lessons, a collection's items): a
 * polite live region announcing each move, and the moved entry's handle keeping the focus.
 */
export function useReorderAnnouncer() {
  const [announcement, setAnnouncement] = useState('');
  return {
    /** Says what happened and, once the list has re-rendered, focuses this handle again. */
    announce(text: string, handleId?: string) {
      setAnnouncement(text);
      if (handleId) requestAnimationFrame(() => document.getElementById(handleId)?.focus());
    },
    liveRegion: (
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
    ),
  };
}

/**
 * An entry's handle (the arrow keys move it; dragging its row is the parent's), its place in
 * the list, and its Move up and Move down buttons, named after the entry for screen readers.
 */
export function ReorderControls({
  handleId,
  name,
  position,
  onStep,
}: {
  handleId: string;
  name: string;
  /** Its number in the list, from 1. */
  position: number;
  onStep: (direction: -1 | 1) => void;
}) {
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      onStep(event.key === 'ArrowUp' ? -1 : 1);
    }
  };
  return (
    <>
      <button
        type="button"
        id={handleId}
        className="reorder-handle"
        aria-label={`Reorder ${name}: arrow keys move it up or down`}
        onKeyDown={onKey}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <span className="reorder-position">{position}</span>
      <button type="button" className="button button-ghost" onClick={() => onStep(-1)}>
        Move up<span className="visually-hidden">: {name}</span>
      </button>
      <button type="button" className="button button-ghost" onClick={() => onStep(1)}>
        Move down<span className="visually-hidden">: {name}</span>
      </button>
    </>
  );
}
