import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export type MenuChoice<T> = { value: T; label: string };

const itemsOf = (menu: HTMLElement | null) => [
  ...(menu?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []),
];

/**
 * A menu button with one choice checked (WAI-ARIA menu button pattern, menuitemradio):
 * Enter, Space or ArrowDown opens it on the checked item, arrows and Home/End move,
 * Enter/Space chooses, Escape or Tab closes, and focus goes back to the button.
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
    itemsOf(menuRef.current)[checked]?.focus();
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
    const list = itemsOf(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => list[(to + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
    // The player's own shortcuts do not see keys meant for the menu.
    event.stopPropagation();
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
