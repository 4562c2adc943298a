import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getMyExamAccessResponse, langQuery } from '@pariksha/contract';
import type { RequireLearner } from '../http/learner-auth.js';
import { learnerOf } from '../http/learner-auth.js';
import type { AccessService } from '../services/access/index.js';
import { accountFailures, bearerSecurity, noStore } from './auth.js';
import { documentedFailures } from './documented-failures.js';

export type AccessRoutesOptions = { access: AccessService; requireLearner: RequireLearner };

/** Who may take what: every exam's status for the signed-in learner. */
export const accessRoutes: FastifyPluginAsyncZod<AccessRoutesOptions> = async (api, { access, requireLearner }) => {
  api.addHook('onRequest', async (_request, reply) => noStore(reply));

  api.get(
    '/getMyExamAccess',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getMyExamAccess',
        tags: ['access'],
        summary: 'Every exam’s status for the signed-in learner: take or locked, what opens it and until when',
        description:
          'An exam seeded `take` is free for everyone (`via: free`). A locked exam opens (`status: take`) through an ' +
          'active plan membership, paid (`plan`) or trial (`trial`), whose plan covers it (BASIC: its one chosen exam; ' +
          'GOLD: SSC, Banking and Railways; PLATINUM: all), a bought test series that includes it (`test_series`), or a ' +
          'bought course that includes it while the course runs, until its last day ends in India (`course`). `until` is ' +
          'the latest end among what opens it (null when free or locked). startAttempt follows the same rule.',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getMyExamAccessResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const exams = await access.myExamAccess(learnerOf(request).userId);
      return reply.send({ result: 1, data: { exams } });
    },
  );
};
