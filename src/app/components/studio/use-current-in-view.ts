import { useEffect, useRef } from 'react';

/**
 * For a row of links that scrolls sideways on a narrow screen (the studio's tabs, a section's
 * own pages): brings the current one (`aria-current="page"`) into the row's view, centred,
 * whenever `key` changes (the page's path). Only the row scrolls, never the page; a row that
 * fits (or is a sidebar) is left alone.
 */
export function useCurrentInView<T extends HTMLElement>(key: string) {
  const row = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the DOM is read; a new page (key) reads it again
  useEffect(() => {
    const scroller = row.current;
    const current = scroller?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!scroller || !current || scroller.scrollWidth <= scroller.clientWidth) return;
    const box = scroller.getBoundingClientRect();
    const item = current.getBoundingClientRect();
    if (item.left >= box.left && item.right <= box.right) return;
    scroller.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [key]);
  return row;
}
