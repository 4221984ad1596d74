import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A request's id: the caller's X-Request-Id when it is a sane token (a proxy's), else a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
