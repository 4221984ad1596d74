import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { marketingConsent } from '~/shared/marketing-consent';
import { VALIDATION_TEXTS } from '~/shared/spec';
import { EMAIL_PATTERN } from '~/shared/validation';
import * as repo from './growth.repository';
import type { EmailCaptureInput } from './growth.schema';

export function createGrowthService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * Records a marketing email capture; capturing the same address twice updates it. Consent
     * follows the country rule: given, or (US only) the hidden box's default.
     */
    async captureEmail(input: EmailCaptureInput, visitor: { country: string }) {
      const email = input.email?.trim().toLowerCase() ?? '';
      if (!email) throw new DomainError('email_capture_email_required', { field: 'email' });
      if (!EMAIL_PATTERN.test(email))
        throw new DomainError('bad_request', { field: 'email', message: VALIDATION_TEXTS.emailInvalid });
      if (!marketingConsent(visitor.country, input.consent))
        throw new DomainError('bad_request', { field: 'consent', message: VALIDATION_TEXTS.consentRequired });
      const source = input.source ?? 'homepage_hero';
      await repo.upsertEmailCapture(db, { email, source, country: visitor.country, at: clock.now() });
      return { email, source };
    },
  };
}
