import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReferralResponse, langQuery, referralCodeLength, unauthorizedMessage } from '@pariksha/contract';
import { failure, failures } from '../http/failure.js';
import { learnerOf, type RequireLearner } from '../http/learner-auth.js';
import type { ReferralsService } from '../services/referrals.js';
import { accountFailures, bearerSecurity, noStore } from './auth.js';
import { documentedFailures } from './documented-failures.js';

export type ReferralRoutesOptions = { referrals: ReferralsService; requireLearner: RequireLearner };

/** Refer friends: the learner's own code and how many friends joined with it. */
export const referralRoutes: FastifyPluginAsyncZod<ReferralRoutesOptions> = async (api, { referrals, requireLearner }) => {
  api.addHook('onRequest', async (_request, reply) => noStore(reply));

  api.get(
    '/getReferral',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getReferral',
        tags: ['referrals'],
        summary: 'The learner’s referral code, friends joined and the sign-up link to share',
        description:
          `The code is made on the first call and never changes: ${referralCodeLength} characters without 0, O, 1 or I. \`friends_joined\` ` +
          'counts learners who signed up with it; `share_path` opens sign-up with it filled in.',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getReferralResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const referral = await referrals.referral(learnerOf(request).userId);
      // The account was deleted while its token was still being checked.
      if (referral === null) return reply.code(401).send(failure(failures.unauthorized.code, unauthorizedMessage));
      return reply.send({ result: 1, data: { referral } });
    },
  );
};
