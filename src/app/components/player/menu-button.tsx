import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { handleMenuKey, menuItemsOf } from '~/app/lib/menu-keys';
import '../ui/button.css';
import './player.css';

export type MenuChoice<T> = { value: T; label: string };

/**
 * A menu button with one choice checked (WAI-ARIA menu button pattern, menuitemradio):
 * Enter, Space or ArrowDown opens it on the checked item, the menu's keys move
 * (lib/menu-keys.ts), Enter/Space chooses, Escape or Tab closes.
 */
export function MenuButton<T>({
  label,
  buttonContent,
  choices,
  value,
  onChoose,
  className,
}: {
  /** What the menu is for ("Speed"); the button's name starts with it. */
  label: string;
  buttonContent: ReactNode;
  choices: MenuChoice<T>[];
  value: T;
  onChoose: (value: T) => void;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const checked = Math.max(
    0,
    choices.findIndex((c) => c.value === value),
  );

  useEffect(() => {
    if (!open) return;
    menuItemsOf(menuRef.current)[checked]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, checked]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  const onMenuKey = (event: React.KeyboardEvent) => {
    // The player's own shortcuts do not see keys meant for the menu.
    if (handleMenuKey(event, menuItemsOf(menuRef.current), close)) event.stopPropagation();
  };

  return (
    <div className={`player-menu ${className ?? ''}`}>
      <button
        ref={buttonRef}
        type="button"
        className="player-button player-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {buttonContent}
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="player-menu-list"
          onKeyDown={onMenuKey}
        >
          {choices.map((choice, index) => (
            <div
              key={choice.label}
              role="menuitemradio"
              aria-checked={index === checked}
              tabIndex={-1}
              className="player-menu-item"
              onClick={() => {
                onChoose(choice.value);
                close(true);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' && event.key !== ' ') return;
                event.preventDefault();
                event.stopPropagation();
                onChoose(choice.value);
                close(true);
              }}
            >
              {choice.label}
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
}
