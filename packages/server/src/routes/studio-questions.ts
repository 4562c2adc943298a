import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureEnvelope, langQuery } from '@pariksha/contract';
import {
  bulkQuestionsBody,
  contentProblemsResponse,
  versionConflictResponse,
  bulkQuestionsResponse,
  createStudioQuestionBody,
  decideQuestionReportBody,
  decideQuestionReportResponse,
  exportQuestionsQuery,
  getReviewQueueResponse,
  getStudioQuestionReportsResponse,
  getStudioQuestionResponse,
  getStudioQuestionsResponse,
  importQuestionsResponse,
  previewQuestionBody,
  previewQuestionResponse,
  questionKeyParams,
  questionReportsQuery,
  reviewNoteBody,
  saveStudioQuestionBody,
  saveStudioQuestionResponse,
  sendBackBody,
  studioQuestionsQuery,
  uploadFigureResponse,
} from '@pariksha/contract/studio-questions';
import type { Database } from '../db/open.js';
import { failure, failures } from '../http/failure.js';
import type { RouteLimits } from '../http/rate-limits.js';
import { staffOf, type RequireStaff } from '../http/staff-auth.js';
import { exportSelection } from '../question-content/export-selection.js';
import { createQuestion, saveQuestion, type EditResult } from '../services/studio-questions/editing.js';
import { listQuestions } from '../services/studio-questions/list.js';
import { previewQuestion } from '../services/studio-questions/preview.js';
import { readQuestion } from '../services/studio-questions/read.js';
import { decideReport, listReports } from '../services/studio-questions/reports.js';
import { bulkReview, reviewQuestion, reviewQueue, type ReviewAction, type ReviewResult } from '../services/studio-questions/review.js';
import { importUpload, uploadFigure } from '../services/studio-questions/uploads.js';
import { bearerSecurity } from './auth.js';
import { documentedFailures } from './documented-failures.js';
import { guardStudioRoutes, studioFailures } from './studio.js';
import { studioQuestionMessages } from './studio-question-messages.js';

export type StudioQuestionRoutesOptions = { db: Database; requireStaff: RequireStaff; limits: RouteLimits };

/** Uploads: a figure (5 MB, see figures/limits.ts, with room for the check to say so) and a file to import. */
const figureBodyLimit = 6 * 1024 * 1024;
const importBodyLimit = 25 * 1024 * 1024;
const tags = ['studio'];
const uploadQuery = z.object({ lang: langQuery.shape.lang, name: z.string().trim().min(1).max(200).optional() });
const importQuery = uploadQuery.extend({
  dry_run: z.enum(['1', 'true', '0', 'false']).optional(),
  skip_invalid: z.enum(['1', 'true', '0', 'false']).optional(),
  publish: z.enum(['1', 'true', '0', 'false']).optional(),
});
const yes = (value: string | undefined) => value === '1' || value === 'true';
const notFoundDoc = { 404: failureEnvelope.describe('No question with this key') };
const conflictDoc = { 409: failureEnvelope.describe('`version_conflict` (someone saved since), `exists`, or `wrong_state`') };

/** /api/v1/studio/questions…, /review, /question-reports, /figures, /import: the content team's questions. */
export const studioQuestionRoutes: FastifyPluginAsyncZod<StudioQuestionRoutesOptions> = async (api, { db, requireStaff, limits }) => {
  guardStudioRoutes(api);
  api.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: importBodyLimit }, (_request, body, done) => done(null, body));
  const writers = requireStaff('editor', 'admin');
  const reviewers = requireStaff('reviewer', 'admin');
  const team = requireStaff('editor', 'reviewer', 'admin');

  const editFailure = (result: Exclude<EditResult, { ok: true }>, lang: string, key: string) => {
    const text = studioQuestionMessages(lang);
    switch (result.reason) {
      case 'exists':
        return { status: 409, body: failure('exists', text.exists(key)) };
      case 'not_found':
        return { status: 404, body: failure(failures.notFound.code, text.notFound) };
      case 'version_conflict':
        return { status: 409, body: { ...failure('version_conflict', text.versionConflict), data: result.question } };
      case 'problems':
        return { status: 422, body: { ...failure('content_problems', text.problems(result.problems.join(' '))), problems: result.problems } };
    }
  };
  const reviewFailure = (result: Exclude<ReviewResult, { ok: true }>, lang: string) => {
    const text = studioQuestionMessages(lang);
    if (result.reason === 'not_found') return { status: 404, body: failure(failures.notFound.code, text.notFound) };
    if (result.reason === 'own_version') return { status: 403, body: failure('own_version', text.ownVersion) };
    return { status: 409, body: failure('wrong_state', text.wrongState(result.state ?? '')) };
  };

  api.get(
    '/questions',
    {
      preValidation: team,
      schema: {
        operationId: 'getStudioQuestions',
        tags,
        summary: 'The question list: each question’s newest version, filtered, a page at a time',
        description: '`search` looks in keys and texts; `state` is the newest version’s; `hindi_missing=1` lists questions without Hindi.',
        security: bearerSecurity,
        querystring: studioQuestionsQuery,
        response: { 200: getStudioQuestionsResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { hindi_missing: hindiMissing, ...query } = request.query;
      return reply.send({ result: 1, data: await listQuestions(db, { ...query, hindiMissing }) });
    },
  );

  api.post(
    '/questions/preview',
    {
      preValidation: team,
      schema: {
        operationId: 'previewStudioQuestion',
        tags,
        summary: 'The editor’s words drawn as learners will see them (MathML, figures), with what could not be drawn',
        security: bearerSecurity,
        querystring: langQuery,
        body: previewQuestionBody,
        response: { 200: previewQuestionResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => reply.send({ result: 1, data: await previewQuestion(db, request.body.content) }),
  );

  api.get(
    '/questions/:key',
    {
      preValidation: team,
      schema: {
        operationId: 'getStudioQuestion',
        tags,
        summary: 'One question: every version, newest first, and learners’ reports on it',
        security: bearerSecurity,
        querystring: langQuery,
        params: questionKeyParams,
        response: { 200: getStudioQuestionResponse, ...studioFailures, ...notFoundDoc, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const question = await readQuestion(db, request.params.key);
      if (question === null) return reply.code(404).send(failure(failures.notFound.code, studioQuestionMessages(request.query.lang).notFound));
      return reply.send({ result: 1, data: question });
    },
  );

  api.post(
    '/questions',
    {
      preValidation: writers,
      schema: {
        operationId: 'createStudioQuestion',
        tags,
        summary: 'A new question, as a draft',
        description: 'Texts are Markdown with LaTeX between `$…$` and `$$…$$`; figures are uploaded first (/studio/figures) and named in `figures`. 422 `content_problems` lists what could not be drawn (nothing is kept).',
        security: bearerSecurity,
        querystring: langQuery,
        body: createStudioQuestionBody,
        response: { 201: saveStudioQuestionResponse, ...studioFailures, ...conflictDoc, 422: contentProblemsResponse, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const result = await createQuestion(db, staffOf(request), request.body.key, request.body.content);
      if (result.ok) return reply.code(201).send({ result: 1, data: result.question, msg: studioQuestionMessages(request.query.lang).created });
      const failed = editFailure(result, request.query.lang, request.body.key);
      return reply.code(failed.status).send(failed.body);
    },
  );

  api.put(
    '/questions/:key',
    {
      preValidation: writers,
      schema: {
        operationId: 'saveStudioQuestion',
        tags,
        summary: 'Save the editor’s words over the version they opened',
        description:
          'A draft (or a version in review, which goes back to draft) is changed in place; a published question gets a new draft version and stays published until that is approved. ' +
          'If anyone saved since `base_version_id`/`base_updated_at`, nothing is written: 409 `version_conflict` with the question as it now stands in `data`.',
        security: bearerSecurity,
        querystring: langQuery,
        params: questionKeyParams,
        body: saveStudioQuestionBody,
        response: {
          200: saveStudioQuestionResponse,
          ...studioFailures,
          ...notFoundDoc,
          409: z.union([versionConflictResponse, failureEnvelope]).describe('`version_conflict` with the question as it stands in `data`'),
          422: contentProblemsResponse,
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const { base_version_id: versionId, base_updated_at: updatedAt, content } = request.body;
      const result = await saveQuestion(db, staffOf(request), request.params.key, { versionId, updatedAt }, content);
      if (result.ok) return reply.send({ result: 1, data: result.question, msg: studioQuestionMessages(request.query.lang).saved });
      const failed = editFailure(result, request.query.lang, request.params.key);
      return reply.code(failed.status).send(failed.body);
    },
  );

  const reviewRoute = (path: string, action: ReviewAction, operationId: string, summary: string, who: ReturnType<RequireStaff>, body: typeof reviewNoteBody | typeof sendBackBody) =>
    api.post(
      `/questions/:key/${path}`,
      {
        preValidation: who,
        schema: {
          operationId,
          tags,
          summary,
          security: bearerSecurity,
          querystring: langQuery,
          params: questionKeyParams,
          body,
          response: { 200: saveStudioQuestionResponse, ...studioFailures, ...notFoundDoc, ...conflictDoc, ...documentedFailures },
        },
      },
      async (request, reply) => {
        const lang = request.query.lang;
        const result = await reviewQuestion(db, staffOf(request), request.params.key, action, request.body.note ?? '');
        if (!result.ok) {
          const failed = reviewFailure(result, lang);
          return reply.code(failed.status).send(failed.body);
        }
        const text = studioQuestionMessages(lang);
        const said = { submit: text.submitted, approve: text.approved, send_back: text.sentBack, retire: text.retired }[action];
        const question = await readQuestion(db, request.params.key);
        if (question === null) return reply.code(404).send(failure(failures.notFound.code, text.notFound));
        return reply.send({ result: 1, data: question, msg: result.changed ? said : text.unchanged });
      },
    );
  reviewRoute('submit', 'submit', 'submitStudioQuestion', 'Send the newest version for review', writers, reviewNoteBody);
  reviewRoute('approve', 'approve', 'approveStudioQuestion', 'Approve and publish the newest version (not one the reviewer wrote)', reviewers, reviewNoteBody);
  reviewRoute('send-back', 'send_back', 'sendBackStudioQuestion', 'Send the version in review back to draft with a note', reviewers, sendBackBody);
  reviewRoute('retire', 'retire', 'retireStudioQuestion', 'Retire a question: nothing new draws it; tests taken keep it', reviewers, reviewNoteBody);

  api.post(
    '/questions/bulk',
    {
      preValidation: team,
      schema: {
        operationId: 'bulkStudioQuestions',
        tags,
        summary: 'Submit, approve or retire many questions; each that cannot is left as it was',
        description: 'Submitting is for editors and admins; approving and retiring for reviewers and admins (403 otherwise).',
        security: bearerSecurity,
        querystring: langQuery,
        body: bulkQuestionsBody,
        response: { 200: bulkQuestionsResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const { action, keys } = request.body;
      const allowed = action === 'submit' ? staff.role !== 'reviewer' : staff.role !== 'editor';
      if (!allowed) return reply.code(403).send(failure(failures.forbidden.code, failures.forbidden.message));
      const done = await bulkReview(db, staff, keys, action);
      return reply.send({ result: 1, data: done, msg: studioQuestionMessages(request.query.lang).bulkDone(done.changed.length, done.unchanged.length) });
    },
  );

  api.get(
    '/review',
    {
      preValidation: reviewers,
      schema: {
        operationId: 'getReviewQueue',
        tags,
        summary: 'Questions waiting for review, oldest first, each beside the version learners meet now',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getReviewQueueResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (_request, reply) => reply.send({ result: 1, data: await reviewQueue(db) }),
  );

  api.get(
    '/question-reports',
    {
      preValidation: reviewers,
      schema: {
        operationId: 'getQuestionReports',
        tags,
        summary: 'Learners’ reports of errors in questions, by status (open ones oldest first)',
        security: bearerSecurity,
        querystring: questionReportsQuery.extend({ lang: langQuery.shape.lang }),
        response: { 200: getStudioQuestionReportsResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => reply.send({ result: 1, data: await listReports(db, request.query.status, request.query.reason) }),
  );

  api.post(
    '/question-reports/:id/decide',
    {
      preValidation: reviewers,
      schema: {
        operationId: 'decideQuestionReport',
        tags,
        summary: 'Accept or reject a learner’s report with a note they read',
        security: bearerSecurity,
        querystring: langQuery,
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        body: decideQuestionReportBody,
        response: { 200: decideQuestionReportResponse, ...studioFailures, 404: failureEnvelope.describe('No such report'), 409: failureEnvelope.describe('Answered already'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const text = studioQuestionMessages(request.query.lang);
      const result = await decideReport(db, staffOf(request), request.params.id, request.body.decision, request.body.note);
      if (result.ok) return reply.send({ result: 1, data: result.report, msg: text.decided });
      if (result.reason === 'decided') return reply.code(409).send(failure('decided', text.reportDecided));
      return reply.code(404).send(failure(failures.notFound.code, text.reportNotFound));
    },
  );

  api.get(
    '/export',
    {
      preValidation: team,
      config: limits.perLearner(20),
      schema: {
        operationId: 'exportStudioQuestions',
        tags,
        summary: 'Any selection of questions as a QTI 3.0 package (.zip) or Moodle XML, so the content is never locked in',
        description:
          'By `keys` (comma-separated; each one’s newest version, or its version in `state`), or by `state` (default published), `topic` and `exam`. ' +
          'The answer is the file itself, as an attachment; it imports back through /studio/import or `pnpm content import` unchanged.',
        security: bearerSecurity,
        querystring: exportQuestionsQuery,
        response: { ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { format, keys, state, topic, exam } = request.query;
      const file = await exportSelection(db, { format, ...(keys === undefined ? {} : { keys }), ...(state === undefined ? {} : { state }), ...(topic === undefined ? {} : { topic }), ...(exam === undefined ? {} : { exam }) });
      const name = format === 'qti' ? 'pariksha-questions.zip' : 'pariksha-questions.xml';
      // The file itself, not an envelope: no 200 schema (the zod serializer would make it JSON).
      return (reply as FastifyReply)
        .header('content-type', format === 'qti' ? 'application/zip' : 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-question-count', String(file.count))
        .send(Buffer.from(file.data));
    },
  );

  api.post(
    '/figures',
    {
      preValidation: writers,
      bodyLimit: figureBodyLimit,
      config: limits.perLearner(60),
      schema: {
        operationId: 'uploadStudioFigure',
        tags,
        summary: 'Upload a figure (PNG, JPEG or SVG, the file as the body, `application/octet-stream`)',
        description: 'The same bytes again are the same figure. SVG is sanitised; pictures are turned upright, stripped of metadata and made in AVIF and WebP at 360, 720 and 1080 px. 422 with a plain reason when it cannot be kept.',
        security: bearerSecurity,
        querystring: uploadQuery,
        response: { 201: uploadFigureResponse, ...studioFailures, ...documentedFailures, 422: failureEnvelope.describe('Not a figure that can be kept') },
      },
    },
    async (request, reply) => {
      const text = studioQuestionMessages(request.query.lang);
      const name = request.query.name;
      if (name === undefined || !Buffer.isBuffer(request.body)) return reply.code(400).send(failure(failures.badRequest.code, text.nameMissing));
      const stored = await uploadFigure(db, staffOf(request), name, request.body);
      if (!stored.ok) return reply.code(422).send(failure('figure_refused', stored.message));
      return reply.code(201).send({ result: 1, data: stored.figure, msg: text.figureStored });
    },
  );

  api.post(
    '/import',
    {
      preValidation: team,
      bodyLimit: importBodyLimit,
      config: limits.perLearner(10),
      schema: {
        operationId: 'importStudioQuestions',
        tags,
        summary: 'Import a file of questions (the CSV/XLSX template, GIFT, Moodle XML or a QTI package) as `application/octet-stream`',
        description:
          'As `pnpm content import`: `dry_run=1` checks and counts without changing anything; nothing from a file with an error is imported unless `skip_invalid=1`; the same file again changes nothing. ' +
          'Questions arrive as drafts; `publish=1` is for reviewers and admins. `data` is the report: valid, invalid, created, updated, unchanged and every error with file, line and message.',
        security: bearerSecurity,
        querystring: importQuery,
        response: { 200: importQuestionsResponse, ...studioFailures, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const text = studioQuestionMessages(request.query.lang);
      const name = request.query.name;
      if (name === undefined || !Buffer.isBuffer(request.body)) return reply.code(400).send(failure(failures.badRequest.code, text.nameMissing));
      const publish = yes(request.query.publish);
      if (publish && staff.role === 'editor') return reply.code(403).send(failure(failures.forbidden.code, text.publishNeedsReviewer));
      const dryRun = yes(request.query.dry_run);
      const report = await importUpload(db, staff, { name, data: request.body }, { dryRun, skipInvalid: yes(request.query.skip_invalid), publish });
      const msg = dryRun ? text.dryRun : report.imported ? text.imported : text.importRefused;
      return reply.send({ result: 1, data: report, msg });
    },
  );
};
