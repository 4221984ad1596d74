import type { KeyboardEvent } from 'react';

/** A menu's items (menuitem, menuitemradio, menuitemcheckbox), in order. */
export const menuItemsOf = (menu: HTMLElement | null): HTMLElement[] => [
  ...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []),
];

/**
 * The keys of an open WAI-ARIA menu, for every menu button of the site: Down/Up arrows move
 * (wrapping), Home and End go to the ends, a letter goes to the next item starting with it,
 * Escape closes the menu and gives focus back to its button, Tab closes it and lets focus
 * move on. Answers whether the key was the menu's (the caller may then stop it travelling).
 */
export function handleMenuKey(
  event: KeyboardEvent,
  items: readonly HTMLElement[],
  close: (refocus: boolean) => void,
): boolean {
  const at = items.indexOf(document.activeElement as HTMLElement);
  const move = (to: number) => {
    event.preventDefault();
    items[(to + items.length) % items.length]?.focus();
    return true;
  };
  switch (event.key) {
    case 'ArrowDown':
      return move(at + 1);
    case 'ArrowUp':
      return move(at - 1);
    case 'Home':
      return move(0);
    case 'End':
      return move(items.length - 1);
    case 'Escape':
      event.preventDefault();
      close(true);
      return true;
    case 'Tab':
      close(false);
      return true;
  }
  if (event.key.length !== 1 || !/\S/.test(event.key)) return false;
  const letter = event.key.toLowerCase();
  for (let step = 1; step <= items.length; step++) {
    const index = (at + step) % items.length;
    if (items[index]?.textContent?.trim().toLowerCase().startsWith(letter)) return move(index);
  }
  return false;
}
