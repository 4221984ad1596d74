import type { FormEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/**
 * A studio filter form's submit once JavaScript runs: the address keeps only the fields
 * given, so it stays short and shareable. Before that the form is a plain GET (the loaders
 * read an empty field as no filter).
 */
export function submitFilters(navigate: NavigateFunction, path: string) {
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value.trim()) query.set(name, value.trim());
    const search = query.toString();
    navigate(search ? `${path}?${search}` : path);
  };
}
