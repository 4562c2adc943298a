import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelope, langQuery } from '@pariksha/contract';
import { startAttemptResponse } from '@pariksha/contract/attempts';
import {
  copyExamPaperBody,
  createStudioTestBody,
  getStudioTestResponse,
  getStudioTestsResponse,
  getTestTopicsResponse,
  previewStudioTestResponse,
  publishStudioTestBody,
  saveStudioTestResponse,
  saveStudioTestBody,
  type testDefinitionInput,
  testIdParams,
  testRefusedResponse,
  testTopicsQuery,
  type TestDefinition,
} from '@pariksha/contract/studio-tests';
import type { Database } from '../db/open.js';
import { failure, failures } from '../http/failure.js';
import { staffOf, type RequireStaff } from '../http/staff-auth.js';
import { draftOfExamPaper } from '../services/tests/copy-paper.js';
import { testTopics } from '../services/tests/pools.js';
import type { PreviewAttemptResult } from '../services/attempts/index.js';
import { previewTest } from '../services/tests/preview.js';
import { createTest, getTest, listTests, publishTest, saveTest, withdrawTest, type TestResult } from '../services/tests/studio-tests.js';
import { bearerSecurity } from './auth.js';
import { documentedFailures } from './documented-failures.js';
import { guardStudioRoutes, studioFailures } from './studio.js';
import { studioTestMessages } from './studio-test-messages.js';

export type StudioTestRoutesOptions = {
  db: Database;
  requireStaff: RequireStaff;
  /** "Take it as a candidate": the attempts service's preview start. */
  startPreviewAttempt: (userId: number, testId: number, lang: string) => Promise<PreviewAttemptResult>;
};

const tags = ['studio'];
const notFoundDoc = { 404: failureEnvelope.describe('No such test') };
const refusedDocs = {
  409: z.union([testRefusedResponse, failureEnvelope]).describe('`version_conflict` (someone saved since) or `wrong_state`, with the test as it now stands in `data`'),
  422: z
    .union([testRefusedResponse, failureEnvelope])
    .describe('`validation_failed` (the exam is unknown: `fields["draft.exam"]`) or `pools_short` (the test with its `shortfalls` in `data`)'),
};

/** Moments as the contract answers them (UTC, `Z`), whatever offset the editor's browser sent. */
function normalised(draft: z.output<typeof testDefinitionInput>): TestDefinition {
  const utc = (moment: string | null) => (moment === null ? null : new Date(moment).toISOString());
  return { ...draft, opens_at: utc(draft.opens_at), closes_at: utc(draft.closes_at) };
}

/**
 * /api/v1/studio/tests… and /studio/test-topics: the test builder. Editors, reviewers and admins
 * build and publish tests (the questions a test draws are published already, each approved by a
 * reviewer; a test only chooses among them). Every change is audit-logged.
 */
export const studioTestRoutes: FastifyPluginAsyncZod<StudioTestRoutesOptions> = async (api, { db, requireStaff, startPreviewAttempt }) => {
  guardStudioRoutes(api);
  const builders = requireStaff('editor', 'reviewer', 'admin');

  function send(reply: FastifyReply, lang: string, result: TestResult, done: (version: number | null) => string) {
    const text = studioTestMessages(lang);
    if (result.ok) return reply.send({ result: 1, data: result.test, msg: done(result.test.version) });
    switch (result.reason) {
      case 'not_found':
        return reply.code(404).send(failure(failures.notFound.code, text.notFound));
      case 'exam_not_found':
        return reply.code(422).send(failure('validation_failed', text.examNotFound, { 'draft.exam': text.examNotFound }));
      case 'version_conflict':
        return reply.code(409).send({ ...failure('version_conflict', text.versionConflict), data: result.test });
      case 'wrong_state':
        return reply.code(409).send({ ...failure('wrong_state', text.notPublished), data: result.test });
      case 'pools_short':
        return reply.code(422).send({ ...failure('pools_short', text.poolsShort), data: result.test });
    }
  }

  api.get(
    '/tests',
    {
      preValidation: builders,
      schema: {
        operationId: 'getStudioTests',
        tags,
        summary: 'Every test of the builder, the most recently changed first (at most 500)',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getStudioTestsResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => reply.send({ result: 1, data: await listTests(db, request.query.lang) }),
  );

  api.get(
    '/test-topics',
    {
      preValidation: builders,
      schema: {
        operationId: 'getTestTopics',
        tags,
        summary: 'The topics an exam’s tests may draw from, with their published questions per difficulty',
        description: 'Published versions written for the exam or for no exam in particular; `in_hindi` counts those written in Hindi too.',
        security: bearerSecurity,
        querystring: testTopicsQuery.extend({ lang: langQuery.shape.lang }),
        response: { 200: getTestTopicsResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => reply.send({ result: 1, data: await testTopics(db, request.query.exam, request.query.lang) }),
  );

  api.post(
    '/tests',
    {
      preValidation: builders,
      schema: {
        operationId: 'createStudioTest',
        tags,
        summary: 'Create a test as a draft',
        security: bearerSecurity,
        querystring: langQuery,
        body: createStudioTestBody,
        response: { 200: saveStudioTestResponse, ...studioFailures, 422: refusedDocs[422], ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      return send(reply, lang, await createTest(db, staffOf(request), normalised(request.body.draft), lang), () => studioTestMessages(lang).created);
    },
  );

  api.post(
    '/tests/from-paper',
    {
      preValidation: builders,
      schema: {
        operationId: 'copyExamPaperToTest',
        tags,
        summary: 'Create a draft holding an exam’s seeded paper: the same questions, sections, marking and time',
        description:
          'The paper the exam’s learners start today (from the content files) as a draft of fixed questions, drawn the same for ' +
          'everyone, to adjust and publish. Learners keep the seeded paper until a test of the exam is published. 404 when the ' +
          'exam has no paper.',
        security: bearerSecurity,
        querystring: langQuery,
        body: copyExamPaperBody,
        response: { 200: saveStudioTestResponse, ...studioFailures, 404: failureEnvelope.describe('No exam with this slug, or it has no paper'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const text = studioTestMessages(lang);
      const draft = await draftOfExamPaper(db, request.body.exam);
      if (draft === null) return reply.code(404).send(failure(failures.notFound.code, text.noExamPaper));
      return send(reply, lang, await createTest(db, staffOf(request), draft, lang), () => text.copied);
    },
  );

  api.get(
    '/tests/:id',
    {
      preValidation: builders,
      schema: {
        operationId: 'getStudioTest',
        tags,
        summary: 'One test: its draft, its latest published version and the pools the published questions cannot fill now',
        security: bearerSecurity,
        querystring: langQuery,
        params: testIdParams,
        response: { 200: getStudioTestResponse, ...studioFailures, ...notFoundDoc, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const test = await getTest(db, request.params.id, request.query.lang);
      if (test === null) return reply.code(404).send(failure(failures.notFound.code, studioTestMessages(request.query.lang).notFound));
      return reply.send({ result: 1, data: test });
    },
  );

  api.get(
    '/tests/:id/preview',
    {
      preValidation: builders,
      schema: {
        operationId: 'previewStudioTest',
        tags,
        summary: 'One draw of the saved draft as a candidate starting it now would get it, with the keys (nothing is stored)',
        description: 'Each call draws afresh (a test drawn per candidate gives another paper of the same mix). 422 `pools_short` while a pool cannot be filled or a fixed question cannot be used.',
        security: bearerSecurity,
        querystring: langQuery,
        params: testIdParams,
        response: { 200: previewStudioTestResponse, ...studioFailures, ...notFoundDoc, 422: failureEnvelope.describe('`pools_short`'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const text = studioTestMessages(request.query.lang);
      const result = await previewTest(db, request.params.id);
      if (result.ok) return reply.send({ result: 1, data: result.preview });
      if (result.reason === 'not_found') return reply.code(404).send(failure(failures.notFound.code, text.notFound));
      return reply.code(422).send(failure('pools_short', text.previewShort));
    },
  );

  api.post(
    '/tests/:id/preview/attempt',
    {
      preValidation: builders,
      schema: {
        operationId: 'startPreviewAttempt',
        tags,
        summary: 'Takes a draw of the saved draft as a candidate would: an attempt of the caller\'s own on the test screen',
        description:
          'The attempt is timed, saved, submitted and scored like any (the attempt routes serve it), but never ranked, counted in no item statistics and never challenged. A practice or preview of the caller\'s still in progress is submitted first. 422 `pools_short` while a pool cannot be filled or a fixed question cannot be used.',
        security: bearerSecurity,
        querystring: langQuery,
        params: testIdParams,
        response: { 200: startAttemptResponse, ...studioFailures, ...notFoundDoc, 422: failureEnvelope.describe('`pools_short`'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const text = studioTestMessages(request.query.lang);
      const result = await startPreviewAttempt(staffOf(request).userId, request.params.id, request.query.lang);
      if (result.ok) return reply.send({ result: 1, data: result.view });
      if (result.reason === 'not_found') return reply.code(404).send(failure(failures.notFound.code, text.notFound));
      return reply.code(422).send(failure('pools_short', text.previewShort));
    },
  );

  api.put(
    '/tests/:id',
    {
      preValidation: builders,
      schema: {
        operationId: 'saveStudioTest',
        tags,
        summary: 'Save the draft',
        description: 'If anyone saved since `base_updated_at`, nothing is written: 409 `version_conflict` with the test as it now stands in `data`.',
        security: bearerSecurity,
        querystring: langQuery,
        params: testIdParams,
        body: saveStudioTestBody,
        response: { 200: saveStudioTestResponse, ...studioFailures, ...notFoundDoc, ...refusedDocs, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const result = await saveTest(db, staffOf(request), request.params.id, request.body.base_updated_at, normalised(request.body.draft), lang);
      return send(reply, lang, result, () => studioTestMessages(lang).saved);
    },
  );

  api.post(
    '/tests/:id/publish',
    {
      preValidation: builders,
      schema: {
        operationId: 'publishStudioTest',
        tags,
        summary: 'Publish the saved draft as the test’s next version',
        description:
          'Freezes each pool’s members (the published questions that fit it now, in every language offered) in a new version; ' +
          'with `draw: same` the one paper everyone sits is drawn now, with `per_candidate` each learner’s paper is drawn when ' +
          'they start, the same number from every pool. Learners of the exam then start the latest version of its most ' +
          'recently published test that is open. Refused with 422 `pools_short` while a pool cannot be filled.',
        security: bearerSecurity,
        querystring: langQuery,
        params: testIdParams,
        body: publishStudioTestBody,
        response: { 200: saveStudioTestResponse, ...studioFailures, ...notFoundDoc, ...refusedDocs, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const result = await publishTest(db, staffOf(request), request.params.id, request.body.base_updated_at, lang);
      return send(reply, lang, result, (version) => studioTestMessages(lang).published(version ?? 1));
    },
  );

  api.post(
    '/tests/:id/withdraw',
    {
      preValidation: builders,
      schema: {
        operationId: 'withdrawStudioTest',
        tags,
        summary: 'Withdraw a published test: learners no longer start it',
        security: bearerSecurity,
        querystring: langQuery,
        params: testIdParams,
        body: publishStudioTestBody,
        response: { 200: saveStudioTestResponse, ...studioFailures, ...notFoundDoc, ...refusedDocs, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const result = await withdrawTest(db, staffOf(request), request.params.id, request.body.base_updated_at, lang);
      return send(reply, lang, result, () => studioTestMessages(lang).withdrawn);
    },
  );
};
