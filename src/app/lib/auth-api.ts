import { browserApi } from '~/shared/api-client';
import { AUTH_PATHS } from '~/shared/spec';

/** The auth response (product.md 3, calls-and-errors.md 3), camelCased by the client. */
export type AuthResult = {
  status: 'success' | 'needs_confirm';
  userId: number | null;
  email: string;
  userName: string | null;
  newUser: boolean;
  redirectTo: string;
  authHash?: string;
};

export type RegisterResult = { userId: number; email: string; redirectTo: string };

export type UserPatch = {
  name?: string;
  email?: string;
  matureContentEnabled?: boolean;
  gdprOptIn?: boolean;
};

/** The sign-in and account calls (calls-and-errors.md 7.2), all through the one client. */
export const authApi = {
  login: (input: { email: string; password: string; nextPage: string }) =>
    browserApi().post<AuthResult>(AUTH_PATHS.identityLogin, {
      authKey: input.email,
      password: input.password,
      nextPage: input.nextPage,
      provider: 'identity',
    }),

  // One password field with a show toggle: the confirmation is the same value.
  register: (input: { email: string; password: string; gdprOptIn: boolean; nextPage: string }) =>
    browserApi().post<RegisterResult>(AUTH_PATHS.identityRegister, {
      email: input.email,
      password: input.password,
      passwordConfirmation: input.password,
      provider: 'identity',
      gdprOptIn: input.gdprOptIn,
      nextPage: input.nextPage,
    }),

  linkAccount: (input: { authHash: string; password: string }) =>
    browserApi().post<AuthResult>(AUTH_PATHS.linkAccount, input),

  requestPasswordReset: (email: string) => browserApi().post(AUTH_PATHS.passwords, { email }),

  finishPasswordReset: (token: string, input: { password: string; passwordConfirmation: string }) =>
    browserApi().put<{ status: 'reset'; redirectTo: string }>(
      `${AUTH_PATHS.passwords}/${encodeURIComponent(token)}`,
      input,
    ),

  // The client sends writes as JSON, and an empty JSON body is refused: these send `{}`.
  logout: () => browserApi().post(AUTH_PATHS.logout, {}),

  resendEmailConfirmation: () => browserApi().post(AUTH_PATHS.emailConfirmations, {}),

  updateUser: (id: number | string, patch: UserPatch) => browserApi().patch(AUTH_PATHS.user(id), patch),

  changePassword: (input: { currentPassword: string; password: string; passwordConfirmation: string }) =>
    browserApi().put(AUTH_PATHS.changePassword, input),

  setFirstPassword: (input: { password: string; passwordConfirmation: string }) =>
    browserApi().put(AUTH_PATHS.completeRegistration, input),
};
