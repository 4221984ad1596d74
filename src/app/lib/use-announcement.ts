import { useEffect, useRef, useState } from 'react';

/**
 * The result of an action that replaced the control used for it: the message goes into a
 * live region (render it with role="status" and tabIndex={-1}) and focus moves there, so
 * keyboard and screen reader users land on what happened instead of the page's start.
 */
export function useAnnouncement<T extends HTMLElement = HTMLParagraphElement>(initial: string | null = null) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<{ message: string | null; count: number }>({
    message: initial,
    count: 0,
  });

  useEffect(() => {
    if (state.count > 0) ref.current?.focus();
  }, [state.count]);

  return {
    ref,
    message: state.message,
    announce: (message: string) => setState((current) => ({ message, count: current.count + 1 })),
  };
}
