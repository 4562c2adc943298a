import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAllSubscriptionsResponse, langQuery } from '@pariksha/contract';
import { sendPreparedJson } from '../http/prepared-json.js';
import type { SubscriptionPlansService } from '../services/subscription-plans.js';
import { documentedFailures } from './documented-failures.js';

export const subscriptionRoutes: FastifyPluginAsyncZod<{ plans: SubscriptionPlansService }> = async (
  api,
  { plans },
) => {
  api.get(
    '/getAllSubscriptions',
    {
      // The cached answer is already compressed.
      compress: false,
      // Served from memory: answering costs less than counting the request would (a quarter of
      // this route's throughput in a load test). Routes that touch the database or take input
      // keep the limit.
      config: { rateLimit: false },
      schema: {
        operationId: 'getAllSubscriptions',
        tags: ['subscriptions'],
        summary: 'All subscription plans, in display order',
        description:
          'plan_description, plan_details and the plan_type badge are in `lang` (else English, else the first ' +
          'stored language); plan_name is a code (BASIC, GOLD, PLATINUM) and the same in every language.',
        querystring: langQuery,
        response: { 200: getAllSubscriptionsResponse, ...documentedFailures },
      },
    },
    async (request, reply) => {
      // No ETag on purpose: the client reads a 304 as an empty list.
      reply.header('cache-control', 'no-cache');
      return sendPreparedJson(request, reply, await plans.listResponse(request.query.lang));
    },
  );
};
