import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { handleError } from './entry.server';

function logged(error: unknown) {
  const calls: { level: 'info' | 'error'; fields: unknown }[] = [];
  const log = {
    info: (fields: unknown) => calls.push({ level: 'info', fields }),
    error: (fields: unknown) => calls.push({ level: 'error', fields }),
  };
  const request = new Request('http://localhost/account', { method: 'POST' });
  handleError(error, { request, context: { log } as never, params: {} });
  return calls;
}

describe('handleError (page failures)', () => {
  it("logs a client's mistake below error level: a POST to a page without an action, a missing page", () => {
    for (const status of [404, 405])
      expect(logged(new ErrorResponse(status, 'Method Not Allowed', null, true))).toEqual([
        { level: 'info', fields: { status, url: 'http://localhost/account' } },
      ]);
  });

  it('logs a failure of ours at error level', () => {
    const error = new Error('loader broke');
    expect(logged(error)).toEqual([
      { level: 'error', fields: { err: error, url: 'http://localhost/account' } },
    ]);
  });
});
