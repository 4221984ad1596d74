import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import type { StudioPromotion } from '~/features/commerce/commerce.schema';
import { PAGE_TEXTS } from '~/shared/spec';
import { commerceApi } from './commerce-api';
import '../../ui/button.css';

/** Ends a running promotion now, or withdraws a scheduled one, after a confirmation. */
export function EndPromotion({ promotion }: { promotion: StudioPromotion }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const running = promotion.state === 'running';
  if (promotion.state !== 'running' && promotion.state !== 'scheduled') return null;
  return (
    <div>
      <button
        type="button"
        className="button button-ghost"
        aria-disabled={busy || undefined}
        onClick={async () => {
          if (busy) return;
          const question = running
            ? `End ${promotion.name} now? Its prices stop applying at once.`
            : `Withdraw ${promotion.name}? It will not start.`;
          if (!window.confirm(question)) return;
          setBusy(true);
          try {
            await commerceApi.endPromotion(promotion.id);
            setMessage({
              text: running ? `${promotion.name} has ended.` : `${promotion.name} is withdrawn.`,
              failed: false,
            });
            revalidator.revalidate();
          } catch (error) {
            setMessage({
              text: formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form ?? PAGE_TEXTS.tryAgain,
              failed: true,
            });
          } finally {
            setBusy(false);
          }
        }}
      >
        {running ? `End ${promotion.name} now` : `Withdraw ${promotion.name}`}
      </button>
      <p role="status" className={message?.failed ? 'form-alert' : 'field-ok'}>
        {message?.text}
      </p>
    </div>
  );
}
