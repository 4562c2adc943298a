import { queryOptions, keepPreviousData } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import {
  confirmSecondFactorEnrolmentResponse,
  getAuditLogResponse,
  getStudioMeResponse,
  setStaffPasswordResponse,
  startSecondFactorEnrolmentResponse,
} from '@pariksha/contract/responses/staff';
import { forLearner, learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';
import { studioGet, studioSend } from './studioRequest';

// The staff member's own account: who they are, their second factor, their password link, and
// (admins) the audit log. Server: routes/studio.ts and routes/staff-sign-in.ts.

/** The signed-in staff member; the studio's guard asks it on every studio page. */
export const studioMeQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'studio', 'me', scope.language),
    queryFn: forLearner(scope, ({ signal }) => studioGet(scope.api, '/studio/me', getStudioMeResponse, { signal })),
    staleTime: 60_000,
    // A learner's 403 will not turn into a staff member's by asking again.
    retry: false,
  });

export interface AuditFilter {
  action: string;
  actor: string;
  /** The id the previous page ended before; undefined: the newest page. */
  before: number | undefined;
}

export const auditLogQuery = (filter: AuditFilter) => (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'studio', 'audit', filter.action, filter.actor, filter.before ?? null, scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      studioGet(scope.api, '/studio/audit', getAuditLogResponse, {
        signal,
        params: { action: filter.action || undefined, actor: filter.actor || undefined, before: filter.before },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export function startEnrolment(api: AxiosInstance, challenge: string) {
  return studioSend(api, 'post', '/startSecondFactorEnrolment', startSecondFactorEnrolmentResponse, { challenge }, { skipToast: true });
}

export function confirmEnrolment(api: AxiosInstance, challenge: string, code: string) {
  return studioSend(api, 'post', '/confirmSecondFactorEnrolment', confirmSecondFactorEnrolmentResponse, { challenge, code }, { skipToast: true });
}

export function setStaffPassword(api: AxiosInstance, token: string, password: string) {
  return studioSend(api, 'post', '/setStaffPassword', setStaffPasswordResponse, { token, password }, { skipToast: true });
}
