import { describe, expect, it } from 'vitest';
import { ApiError } from '~/shared/api-client';
import { ERRORS, type ErrorCode } from '~/shared/error-catalogue';
import { formErrorsFrom, loginErrorsFrom, registerPasswordMessage } from './form-errors';

const apiError = (code: ErrorCode, extra: { field?: string; message?: string } = {}) =>
  new ApiError(ERRORS[code].status, '/x', {
    errors: [{ status: ERRORS[code].status, code, message: extra.message ?? ERRORS[code].message, ...extra }],
  });

describe('formErrorsFrom', () => {
  it('puts an error about a field under that field', () => {
    const error = apiError('email_taken', { field: 'email' });
    expect(formErrorsFrom(error, { email: 'email' }, 'fallback')).toEqual({
      fields: { email: 'That email has already been taken' },
      form: null,
    });
  });

  it('shows the catalogue text of other 4xx answers above the button', () => {
    expect(formErrorsFrom(apiError('reset_failed'), {}, 'fallback')).toEqual({
      fields: {},
      form: 'An error occurred, please try again.',
    });
  });

  it('shows the fallback for network failures, 5xx and malformed-request answers', () => {
    const fallback = { fields: {}, form: 'fallback' };
    expect(formErrorsFrom(new TypeError('Failed to fetch'), {}, 'fallback')).toEqual(fallback);
    expect(formErrorsFrom(apiError('internal'), {}, 'fallback')).toEqual(fallback);
    expect(formErrorsFrom(apiError('invalid_body', { field: 'email' }), {}, 'fallback')).toEqual(fallback);
  });
});

describe('loginErrorsFrom', () => {
  it('shows the login failure and the lock text for any 429', () => {
    expect(loginErrorsFrom(apiError('login_failed')).form).toBe('Your email or password are incorrect');
    expect(loginErrorsFrom(apiError('too_many_requests')).form).toBe(ERRORS.account_locked.message);
    expect(loginErrorsFrom(apiError('account_locked')).form).toBe(ERRORS.account_locked.message);
  });

  it('puts field errors under email (also sent as auth_key) and password', () => {
    expect(
      loginErrorsFrom(apiError('invalid_field', { field: 'auth_key', message: 'Invalid email' })),
    ).toEqual({
      fields: { email: 'Invalid email' },
      form: null,
    });
  });
});

describe('registerPasswordMessage', () => {
  it("reads 'Password' followed by the first message", () => {
    expect(registerPasswordMessage('Password is too short')).toBe('Password is too short');
    expect(registerPasswordMessage('is too short (minimum is 4 characters)')).toBe(
      'Password is too short (minimum is 4 characters)',
    );
  });
});
