import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';

/**
 * One studio call outside an editor form (unpublishing, scheduling): one at a time, its
 * refusal in words, and the page's data read again once it is done.
 */
export function useStudioChange(onDone: (notice: string) => void) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function change(call: () => Promise<unknown>, done: string) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await call();
      onDone(done);
      revalidator.revalidate();
    } catch (error) {
      setProblem(formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form);
    } finally {
      setBusy(false);
    }
  }

  return { busy, problem, setProblem, change };
}
