import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { failureEnvelope, langQuery } from '@pariksha/contract';
import { auditPageSize, auditQuery, getAuditLogResponse, getStudioMeResponse } from '@pariksha/contract/staff';
import type { Database } from '../db/open.js';
import { users } from '../db/accounts-schema.js';
import { staffOf, type RequireStaff } from '../http/staff-auth.js';
import { readAuditLog, type StaffSignIn } from '../services/staff/index.js';
import { bearerSecurity } from './auth.js';
import { documentedFailures } from './documented-failures.js';

export type StudioRoutesOptions = { db: Database; signIn: StaffSignIn; requireStaff: RequireStaff };

export const studioFailures = {
  401: failureEnvelope.describe('No valid Bearer token'),
  403: failureEnvelope.describe(
    "A learner's token (`staff_only`), a staff session that has not passed the second factor (`second_factor_required`), or a role that may not (`forbidden`)",
  ),
};

/**
 * /api/v1/studio/…: the team's routes. Every route here must say which staff it is for with
 * `preValidation: requireStaff(…)` and be in the OpenAPI document: a route without either stops the
 * server at start (the test that walks every studio route with a learner's token relies on both).
 */
export function guardStudioRoutes(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const guarded = [route.preValidation].flat().some((hook) => typeof hook === 'function' && hook.name === 'requireStaff');
    if (!guarded || (route.schema as { hide?: boolean } | undefined)?.hide === true) {
      throw new Error(`${route.method} ${route.url}: studio routes need requireStaff(…) and a place in the OpenAPI document.`);
    }
  });
  api.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

export const studioRoutes: FastifyPluginAsyncZod<StudioRoutesOptions> = async (api, { db, signIn, requireStaff }) => {
  guardStudioRoutes(api);

  api.get(
    '/me',
    {
      preValidation: requireStaff(),
      schema: {
        operationId: 'getStudioMe',
        tags: ['studio'],
        summary: 'The signed-in staff member and their role',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getStudioMeResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const [account] = await db.select({ firstName: users.firstName, email: users.email }).from(users).where(eq(users.id, staff.userId));
      return reply.send({
        result: 1,
        data: {
          user_id: staff.userId,
          first_name: account?.firstName ?? '',
          email: account?.email ?? '',
          role: staff.role,
          recovery_codes_left: await signIn.recoveryCodesLeft(staff.userId),
        },
      });
    },
  );

  api.get(
    '/audit',
    {
      preValidation: requireStaff('admin'),
      schema: {
        operationId: 'getAuditLog',
        tags: ['studio'],
        summary: 'The audit log, newest first (admins)',
        description:
          `Every staff action: who, in which role, what, on what, before and after, when. At most ${auditPageSize} a page; ` +
          '`next_before` gives the next (older) page as `before`. `actor` (a user id) and `action` (e.g. `staff.add`) filter.',
        security: bearerSecurity,
        querystring: auditQuery,
        response: { 200: getAuditLogResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { before, actor, action, limit } = request.query;
      return reply.send({ result: 1, data: await readAuditLog(db, { before, actor, action, limit }) });
    },
  );
};
