import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langQuery, submitContactBody, submitContactResponse } from '@pariksha/contract';
import { addressLimits, learnerLimits, type RouteLimits } from '../http/rate-limits.js';
import type { ContentService } from '../services/content/index.js';
import { contentMessages } from './content-messages.js';
import { documentedFailures } from './documented-failures.js';

/** Per learner, or per address without one: a person sends a handful; a script filling the table gets 429s. */
export const contactRateLimitPerMinute = learnerLimits.contact;

export const contactRoutes: FastifyPluginAsyncZod<{ content: ContentService; limits: RouteLimits }> = async (api, { content, limits }) => {
  api.post(
    '/submitContact',
    {
      config: limits.perLearner(learnerLimits.contact, addressLimits.contact),
      schema: {
        operationId: 'submitContact',
        tags: ['contact'],
        summary: 'Ask for a call back',
        description:
          'Stores the request. `phone` is an Indian mobile number (10 digits starting 6–9; +91, 91 or 0 prefix, ' +
          `spaces and dashes allowed) and is stored as its 10 digits. At most ${contactRateLimitPerMinute} a minute per learner, or per address when not signed in.`,
        querystring: langQuery,
        body: submitContactBody,
        response: { 201: submitContactResponse, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const id = await content.submitContact(request.body, lang);
      return reply.code(201).send({ result: 1, data: { id }, msg: contentMessages(lang).contactThanks });
    },
  );
};
