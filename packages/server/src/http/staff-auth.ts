import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@pariksha/contract/staff';
import { unauthorizedMessage } from '@pariksha/contract';
import type { StaffSignIn } from '../services/staff/index.js';
import { staffMessages } from '../routes/staff-messages.js';
import { failure, failures } from './failure.js';
import type { BearerLearner } from './learner-auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member; set by `requireStaff`, null on other routes. */
    staff: StaffMember | null;
  }
}

/** A staff member whose session passed the second factor. */
export type StaffMember = { userId: number; tokenId: number; role: StaffRole };

export type RequireStaff = (...roles: StaffRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

const langOf = (request: FastifyRequest): string => {
  const query = request.query as { lang?: unknown } | undefined;
  return typeof query?.lang === 'string' ? query.lang : 'en';
};

/**
 * `preValidation: requireStaff('admin')`: no valid token → 401; a learner's token → 403
 * `staff_only`; staff whose session has not passed the second factor → 403
 * `second_factor_required`; a role not listed → 403 `forbidden`. No roles listed: any staff role.
 * Asked on every request (no cache), so removing a staff member takes effect at once.
 */
export function createRequireStaff(bearerLearner: BearerLearner, signIn: StaffSignIn): RequireStaff {
  return (...roles) =>
    async function requireStaff(request, reply) {
      const learner = await bearerLearner(request);
      if (learner === null) {
        return reply
          .code(failures.unauthorized.status)
          .header('www-authenticate', 'Bearer')
          .send(failure(failures.unauthorized.code, unauthorizedMessage));
      }
      const text = staffMessages(langOf(request));
      const standing = await signIn.standing(learner.userId, learner.tokenId);
      if (standing.kind === 'not_staff') return reply.code(403).send(failure('staff_only', text.staffOnly));
      if (standing.kind === 'second_factor_required') {
        return reply.code(403).send(failure('second_factor_required', text.secondFactorRequired));
      }
      if (roles.length > 0 && !roles.includes(standing.role)) {
        return reply.code(403).send(failure(failures.forbidden.code, text.roleCannot(standing.role)));
      }
      request.staff = { userId: learner.userId, tokenId: learner.tokenId, role: standing.role };
      return undefined;
    };
}

/** The staff member of a route behind `requireStaff`. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (request.staff === null) throw new Error('This route is missing its requireStaff hook.');
  return request.staff;
}
