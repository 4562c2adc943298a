import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureEnvelope, langQuery } from '@pariksha/contract';
import { answerChallengesQuery, decideAnswerChallengeBody, decideAnswerChallengeResponse, getAnswerChallengesResponse, getItemQualityResponse } from '@pariksha/contract/studio-questions';
import type { Database } from '../db/open.js';
import { failure, failures } from '../http/failure.js';
import { staffOf, type RequireStaff } from '../http/staff-auth.js';
import { decideChallenge, listChallenges } from '../services/studio-questions/challenges.js';
import { itemQuality, itemQualityLimit } from '../services/studio-questions/quality.js';
import { bearerSecurity } from './auth.js';
import { documentedFailures } from './documented-failures.js';
import { guardStudioRoutes, studioFailures } from './studio.js';
import { studioQuestionMessages } from './studio-question-messages.js';

export type StudioChallengeRoutesOptions = {
  db: Database;
  requireStaff: RequireStaff;
  /** Scores again the attempts at a paper behind its corrected key (services/attempts). */
  rescorePaper: (paperId: number) => Promise<number>;
};

const tags = ['studio'];

/** /api/v1/studio/answer-challenges… and /item-quality: the keys learners challenge and the questions in use a reviewer should look at. */
export const studioChallengeRoutes: FastifyPluginAsyncZod<StudioChallengeRoutesOptions> = async (api, { db, requireStaff, rescorePaper }) => {
  guardStudioRoutes(api);
  const reviewers = requireStaff('reviewer', 'admin');

  api.get(
    '/answer-challenges',
    {
      preValidation: reviewers,
      schema: {
        operationId: 'getAnswerChallenges',
        tags,
        summary: 'Learners’ challenges of answer keys, by status (open ones oldest first)',
        security: bearerSecurity,
        querystring: answerChallengesQuery.extend({ lang: langQuery.shape.lang }),
        response: { 200: getAnswerChallengesResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => reply.send({ result: 1, data: await listChallenges(db, request.query.status) }),
  );

  api.get(
    '/item-quality',
    {
      preValidation: reviewers,
      schema: {
        operationId: 'getItemQuality',
        tags,
        summary: 'The review queue of questions in use: flagged by their statistics, or with open reports or challenges',
        description:
          'Each version with its classical item statistics over the submitted attempts that held it (facility, point-biserial ' +
          'discrimination, option shares among the top and bottom thirds, mean time, answer changes; computed in the ' +
          'background about every minute) and its flags (negative discrimination; facility under 0.1 or over 0.95; a ' +
          'distractor the top third chooses more than the key; raised from 30 candidates), with its open reports and ' +
          `challenges; the most pressing first, at most ${itemQualityLimit}.`,
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getItemQualityResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (_request, reply) => reply.send({ result: 1, data: await itemQuality(db) }),
  );

  api.post(
    '/answer-challenges/:id/decide',
    {
      preValidation: reviewers,
      schema: {
        operationId: 'decideAnswerChallenge',
        tags,
        summary: 'Accept a challenge (the key is corrected and every attempt scored again) or reject it, with a note',
        description:
          'Accepting publishes a corrected key for the version the learners sat (`answer`, default the one the learner ' +
          'proposed), publishes a new version with it for papers drawn later, accepts the open challenges proposing the same ' +
          'key, and scores again, exactly once, every submitted attempt holding the version: ranks and percentiles are ' +
          'recomputed and each learner whose result changed is told in the app and by mail. Audit-logged. `rescored` counts ' +
          'the attempts scored again by this call.',
        security: bearerSecurity,
        querystring: langQuery,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: decideAnswerChallengeBody,
        response: {
          200: decideAnswerChallengeResponse,
          ...studioFailures,
          404: failureEnvelope.describe('No such challenge'),
          409: failureEnvelope.describe('Decided already (`decided`)'),
          422: failureEnvelope.describe('The corrected key is not of the question’s kind (`answer_invalid`) or is the key already (`same_as_key`)'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = studioQuestionMessages(request.query.lang);
      const result = await decideChallenge(db, staffOf(request), request.params.id, request.body);
      if (!result.ok) {
        switch (result.reason) {
          case 'decided':
            return reply.code(409).send(failure('decided', text.challengeDecided));
          case 'answer_invalid':
            return reply.code(422).send(failure('answer_invalid', text.challengeAnswerInvalid));
          case 'same_as_key':
            return reply.code(422).send(failure('same_as_key', text.challengeSameAsKey));
          case 'not_found':
            return reply.code(404).send(failure(failures.notFound.code, text.challengeNotFound));
        }
      }
      // Committed: each paper holding the version is scored again now (the sweep finishes any left).
      let rescored = 0;
      for (const paperId of result.papers) rescored += await rescorePaper(paperId);
      const msg = result.challenge.status === 'accepted' ? text.challengeAccepted(rescored) : text.challengeRejected;
      return reply.send({ result: 1, data: { challenge: result.challenge, rescored }, msg });
    },
  );
};
