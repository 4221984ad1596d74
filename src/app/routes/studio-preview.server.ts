import { type AppLoadContext, data } from 'react-router';
import type { PermissionRule, StaffMember } from '~/features/staff/studio-access';
import { isDomainError } from '~/server/core/domain-error';
import { PREVIEW_VISITOR } from '~/shared/studio-preview';
import { requireStudio } from './studio.server';

/**
 * Server helpers of the preview pages (docs/decisions/0039): the studio's door with the
 * editor's permission (a visitor signs in, anyone else without it gets the 403 page), the
 * viewpoint from `?as=`, and the service's refusals as the pages' statuses.
 */
export async function loadPreview<T>(
  context: AppLoadContext,
  request: Request,
  permission: PermissionRule,
  load: (staff: StaffMember, viewpoint: string) => Promise<T>,
): Promise<T> {
  const staff = await requireStudio(context, request, permission);
  const viewpoint = new URL(request.url).searchParams.get('as') || PREVIEW_VISITOR;
  try {
    return await load(staff, viewpoint);
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

/** A preview is one staff member's look at unpublished work: never kept by any cache, never indexed. */
export const previewHeaders = () => ({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' });
