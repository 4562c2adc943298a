import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failureEnvelope,
  getMyHelpRequestsResponse,
  helpRequestBody,
  langQuery,
  submitHelpRequestResponse,
} from '@pariksha/contract';
import { failure, failures } from '../http/failure.js';
import { learnerOf, type RequireLearner } from '../http/learner-auth.js';
import { helpRequestsListed, helpRequestsPerDay, type HelpRequestsService } from '../services/help-requests.js';
import { learnerLimits, type RouteLimits } from '../http/rate-limits.js';
import { accountFailures, bearerSecurity, noStore } from './auth.js';
import { communityMessages } from './community-messages.js';
import { documentedFailures } from './documented-failures.js';

export type HelpRoutesOptions = { help: HelpRequestsService; requireLearner: RequireLearner; limits: RouteLimits };

/** Help and Support: the form's requests and the learner's list of them. */
export const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (api, { help, requireLearner, limits }) => {
  // Names, e-mail addresses and messages: never kept by a browser or a proxy.
  api.addHook('onRequest', async (_request, reply) => noStore(reply));

  api.post(
    '/submitHelpRequest',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.help),
      schema: {
        operationId: 'submitHelpRequest',
        tags: ['help'],
        summary: 'Ask the team for help',
        description:
          'Stores the request with the learner and the language it was written in; `msg` names its reference ' +
          `(PRK-H-000042). At most ${helpRequestsPerDay} a day per learner ` +
          '(429 `rate_limited`). Name and e-mail are as typed (the app fills them from the profile).',
        security: bearerSecurity,
        querystring: langQuery,
        body: helpRequestBody,
        response: {
          201: submitHelpRequestResponse,
          ...accountFailures.unauthorized,
          ...documentedFailures,
          429: failureEnvelope.describe(`More than ${helpRequestsPerDay} today from this learner`),
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const text = communityMessages(lang);
      const result = await help.submit(learnerOf(request).userId, request.body, lang);
      if (!result.ok) {
        if (result.reason === 'no_learner') {
          return reply.code(failures.unauthorized.status).send(failure(failures.unauthorized.code, failures.unauthorized.message));
        }
        return reply.code(failures.rateLimited.status).send(failure(failures.rateLimited.code, text.helpDailyLimit));
      }
      request.log.info({ helpRequestId: result.request.id }, 'help request received');
      return reply.code(201).send({ result: 1, data: { request: result.request }, msg: text.helpThanks(result.request.reference) });
    },
  );

  api.get(
    '/getMyHelpRequests',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getMyHelpRequests',
        tags: ['help'],
        summary: "The learner's help requests",
        description: `The learner's own requests with their status, newest first, at most ${helpRequestsListed}.`,
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getMyHelpRequestsResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const requests = await help.mine(learnerOf(request).userId);
      return reply.send({ result: 1, data: { requests } });
    },
  );
};
