import { browserApi } from '~/shared/api-client';
import { STUDIO_API } from '~/shared/studio';

/** An authenticator being set up, as the client answers it (camelCased). */
export type Enrolment = { secret: string; otpauthUri: string };

const codes = (answer: { recoveryCodes: string[] }) => answer.recoveryCodes;

/** The studio's calls from the browser (features/staff, features/audit), all through the one client. */
export const studioApi = {
  verifySecondFactor: (code: string) =>
    browserApi().post<{ recoveryCodesLeft: number }>(STUDIO_API.secondFactor, { code }),
  restartEnrolment: () => browserApi().post<Enrolment>(STUDIO_API.enrolment, {}),
  confirmEnrolment: async (code: string) =>
    codes(await browserApi().post<{ recoveryCodes: string[] }>(STUDIO_API.enrolmentConfirmation, { code })),
  disableTwoFactor: (code: string) => browserApi().delete(STUDIO_API.twoFactor, { body: { code } }),
  regenerateRecoveryCodes: async () =>
    codes(await browserApi().post<{ recoveryCodes: string[] }>(STUDIO_API.recoveryCodes, {})),
  endSession: (id: number) => browserApi().delete(`${STUDIO_API.sessions}/${id}`),
  endOtherSessions: () => browserApi().post<{ ended: number }>(STUDIO_API.endOtherSessions, {}),

  invite: (input: { email: string; role: string; instructorId: number | null }) =>
    browserApi().post(STUDIO_API.invitations, input),
  withdrawInvitation: (id: number) => browserApi().delete(`${STUDIO_API.invitations}/${id}`),
  changeRole: (userId: number, input: { role: string; instructorId: number | null }) =>
    browserApi().patch(`${STUDIO_API.staff}/${userId}`, input),
  removeStaff: (userId: number) => browserApi().delete(`${STUDIO_API.staff}/${userId}`),
  resetTwoFactor: (userId: number) => browserApi().delete(`${STUDIO_API.staff}/${userId}/two-factor`),
  setTwoFactorRequired: (required: boolean) =>
    browserApi().put(STUDIO_API.securityPolicy, { twoFactorRequired: required }),

  // The support desk (features/support): every action carries its reason.
  grantAccess: (userId: number, input: { scope: 'all' | 'lite'; days: number; reason: string }) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/grants`, input),
  extendAccess: (userId: number, grantId: number, input: { days: number; reason: string }) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/grants/${grantId}/extension`, input),
  refundOrder: (userId: number, orderId: string, reason: string) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/orders/${encodeURIComponent(orderId)}/refund`, {
      reason,
    }),
  cancelSubscription: (userId: number, subscriptionId: number, reason: string) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/subscriptions/${subscriptionId}/cancellation`, {
      reason,
    }),
  resendConfirmation: (userId: number, reason: string) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/confirmation-email`, { reason }),
  unlockMember: (userId: number, reason: string) =>
    browserApi().post(`${STUDIO_API.members}/${userId}/unlock`, { reason }),
  signOutMember: (userId: number, reason: string) =>
    browserApi().post<{ ended: number }>(`${STUDIO_API.members}/${userId}/sign-out`, { reason }),

  acceptInvitation: (
    token: string,
    input: { password?: string; passwordConfirmation?: string; name?: string },
  ) =>
    browserApi().post<{ userId: number; redirectTo: string }>(
      `${STUDIO_API.invitationLinks}/${encodeURIComponent(token)}/acceptance`,
      input,
    ),
};
