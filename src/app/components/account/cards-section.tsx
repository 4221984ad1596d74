import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '~/app/components/auth/form-parts';
import { CardForm, cardExpiry, cardName, type SavedCard } from '~/app/components/payments/card-form';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { membershipApi } from '~/app/lib/membership-api';
import { useAnnouncement } from '~/app/lib/use-announcement';
import { PAGE_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import '../ui/carousel.css';
import '../ui/badge.css';
import './settings.css';
import '../payments/card-form.css';
import './membership.css';

/**
 * Settings, payment cards: the saved cards (the default one marked), removing one after a
 * confirm step, and adding one with the card form (which handles the bank's extra check).
 */
export function CardsSection({ cards: initial, anchor }: { cards: SavedCard[]; anchor: string }) {
  const id = useId();
  const [cards, setCards] = useState(initial);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(initial.length === 0);
  const status = useAnnouncement();
  const keepRef = useRef<HTMLButtonElement>(null);
  const addHeading = useRef<HTMLHeadingElement>(null);
  const removeButtonId = (card: SavedCard) => `${id}-remove-${card.id}`;

  // The confirm step starts on its safe choice, so Enter never removes a card by accident.
  useEffect(() => {
    if (removing) keepRef.current?.focus();
  }, [removing]);

  async function remove(card: SavedCard) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setCards(await membershipApi.removeCard(card.id));
      setRemoving(null);
      status.announce(`${cardName(card)} was removed.`);
    } catch (failure) {
      setError(formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form);
    } finally {
      setBusy(false);
    }
  }

  function keep(card: SavedCard) {
    setRemoving(null);
    setError(null);
    requestAnimationFrame(() => document.getElementById(removeButtonId(card))?.focus());
  }

  function added(card: SavedCard) {
    setCards((list) => [...list.filter((c) => c.id !== card.id), card]);
    setAdding(false);
    status.announce(`${cardName(card)} was saved.`);
  }

  return (
    <section id={anchor} className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Payment cards</h2>
      {cards.length === 0 ? (
        <p>You have no saved cards.</p>
      ) : (
        <ul className="card-list">
          {cards.map((card) => (
            <li key={card.id} className="card-item">
              <p className="card-item-name">
                <strong>{cardName(card)}</strong> <span className="muted">Expires {cardExpiry(card)}</span>{' '}
                {card.isDefault ? <span className="badge">Default</span> : null}
              </p>
              {removing?.id === card.id ? (
                <fieldset className="card-remove-confirm">
                  <legend>Remove {cardName(card)}?</legend>
                  <div className="button-row">
                    <button
                      type="button"
                      className="button button-danger"
                      aria-disabled={busy || undefined}
                      onClick={() => remove(card)}
                    >
                      Remove card
                    </button>
                    <button
                      ref={keepRef}
                      type="button"
                      className="button button-ghost"
                      onClick={() => keep(card)}
                    >
                      Keep card
                    </button>
                  </div>
                </fieldset>
              ) : (
                <button
                  id={removeButtonId(card)}
                  type="button"
                  className="button button-ghost"
                  onClick={() => {
                    setError(null);
                    setRemoving(card);
                  }}
                >
                  Remove<span className="visually-hidden"> {cardName(card)}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={error} />
      <p ref={status.ref} role="status" tabIndex={-1} className="field-ok">
        {status.message}
      </p>
      {adding ? (
        <div className="card-add">
          <h3 id={`${id}-add`} ref={addHeading} tabIndex={-1}>
            Add a card
          </h3>
          <CardForm submitLabel="Save card" onSaved={added} />
        </div>
      ) : (
        <p>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setAdding(true);
              requestAnimationFrame(() => addHeading.current?.focus());
            }}
          >
            Add a card
          </button>
        </p>
      )}
    </section>
  );
}
