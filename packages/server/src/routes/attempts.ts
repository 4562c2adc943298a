import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptIdBody,
  attemptIdParams,
  attemptRequestsPerMinute,
  failureEnvelope,
  getAttemptResponse,
  getAttemptResultResponse,
  getAttemptSolutionsResponse,
  getMyAttemptsResponse,
  langQuery,
  maxChangesPerSave,
  maxPracticeTopics,
  practiceQuestions,
  practiceTestsPerDay,
  questionReportNoteMax,
  questionReportsPerMinute,
  reportQuestionBody,
  reportQuestionResponse,
  answerChallengesPerMinute,
  challengeAnswerBody,
  challengeAnswerResponse,
  defaultChallengeDays,
  saveGraceSeconds,
  saveResponsesBody,
  saveResponsesResponse,
  startAttemptBody,
  startAttemptResponse,
  startPracticeBody,
  startPracticeResponse,
  submitAttemptResponse,
} from '@pariksha/contract';
import { failure, failures } from '../http/failure.js';
import { learnerOf, type RequireLearner } from '../http/learner-auth.js';
import type { RouteLimits } from '../http/rate-limits.js';
import type { AttemptsService } from '../services/attempts/index.js';
import { attemptMessages, listOf, momentOf } from './attempt-messages.js';
import { accountFailures, bearerSecurity, noStore } from './auth.js';
import { documentedFailures } from './documented-failures.js';

export type AttemptRoutesOptions = { attempts: AttemptsService; requireLearner: RequireLearner; limits: RouteLimits };

/** The one 404 for an attempt that is not there or not the learner's: it never confirms one exists. */
const attemptNotFound = (lang: string) => failure(failures.notFound.code, attemptMessages(lang).notFound);
const notFoundDoc = { 404: failureEnvelope.describe('No attempt with this id is the learner’s') };

/** The mock test: start, read, save, submit, results, my attempts. Only the attempt's owner reaches it. */
export const attemptRoutes: FastifyPluginAsyncZod<AttemptRoutesOptions> = async (api, { attempts, requireLearner, limits }) => {
  api.addHook('onRequest', async (_request, reply) => noStore(reply));
  // Each route its own count per learner, above the api's general one: saves come every few seconds.
  const config = limits.perLearner(attemptRequestsPerMinute);
  const tags = ['attempts'];

  api.post(
    '/startAttempt',
    {
      preValidation: requireLearner,
      config,
      schema: {
        operationId: 'startAttempt',
        tags,
        summary: 'Start a mock test (or resume the one in progress)',
        description:
          'Starts an attempt at an exam whose status is `take` and fixes its deadline (now + the paper’s minutes). ' +
          'A learner has at most one attempt in progress per exam: while it runs, this answers that one. ' +
          'The paper comes without answers or explanations. `paper.pattern` is `general` when the exam gets the general ' +
          'aptitude mock test rather than its own pattern; `paper.notice` then says so. Unknown exam or no paper: 404; ' +
          'an exam the learner may not take: 409 `exam_locked`, naming the exam and the plans that unlock it. A `take` exam is ' +
          'free for everyone; a locked one opens through an active plan (paid or trial) that covers it, a bought test ' +
          'series or a running course that includes it (getMyExamAccess). An attempt already in progress is answered ' +
          'even after that access ended. A published builder test of the exam that is open now stands before its seeded paper: ' +
          'its one paper, or a draw of the learner’s own with the same mix as everyone’s; it may limit attempts (`attempts_used`).',
        security: bearerSecurity,
        querystring: langQuery,
        body: startAttemptBody,
        response: {
          200: startAttemptResponse,
          ...accountFailures.unauthorized,
          404: failureEnvelope.describe('No exam with this id, or it has no paper'),
          409: failureEnvelope.describe('The exam is locked for this learner (`exam_locked`), or its test’s attempts allowed are used (`attempts_used`)'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const started = await attempts.start(learnerOf(request).userId, request.body.exam_id, request.query.lang);
      if (started.ok) return reply.send({ result: 1, data: started.view });
      const text = attemptMessages(request.query.lang);
      if (started.reason === 'exam_locked') return reply.code(409).send(failure('exam_locked', text.examLocked(started.locked)));
      if (started.reason === 'attempts_used') return reply.code(409).send(failure('attempts_used', text.attemptsUsed(started.allowed)));
      return reply.code(404).send(failure(failures.notFound.code, text.noPaper, { exam_id: text.noPaper }));
    },
  );

  api.get(
    '/getAttempt/:attempt_id',
    {
      preValidation: requireLearner,
      config,
      schema: {
        operationId: 'getAttempt',
        tags,
        summary: 'An attempt: its paper, saved responses, deadline and the server’s clock',
        description:
          'Never the answers or explanations. An attempt past its deadline is submitted first (with what was saved) ' +
          'and answered with `status: submitted`. Another learner’s attempt is a 404, as is an unknown one.',
        security: bearerSecurity,
        querystring: langQuery,
        params: attemptIdParams,
        response: { 200: getAttemptResponse, ...accountFailures.unauthorized, ...notFoundDoc, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const read = await attempts.read(learnerOf(request).userId, request.params.attempt_id, request.query.lang);
      if (!read.ok) return reply.code(404).send(attemptNotFound(request.query.lang));
      return reply.send({ result: 1, data: read.view });
    },
  );

  api.post(
    '/saveResponses',
    {
      preValidation: requireLearner,
      config,
      // The busiest route of a mock test: its ack (~250 bytes) is under @fastify/compress's 1 KiB
      // threshold, so the plugin's hooks would run on every save for nothing. Only a refusal
      // listing many fields is longer, and it is rare: it goes uncompressed.
      compress: false,
      schema: {
        operationId: 'saveResponses',
        tags,
        summary: 'Save a batch of answer changes',
        description:
          `1 to ${maxChangesPerSave} changes, applied once per (attempt_id, client_id, seq): the same batch again ` +
          'changes nothing and is answered with the same acknowledgement. A client numbers its batches upwards; any ' +
          'other batch at or below a seq that client already used comes from another tab sharing the client_id (a ' +
          'duplicated browser tab) and gets 409 `seq_conflict`: send its changes again under a new client_id. Another ' +
          'client’s change always applies (the latest save wins). `time_spent_ms` adds up per question. Every applied ' +
          'change is kept in a history. Question ids must be ' +
          `of the attempt's paper and answers of the question's type (400). Saves sent up to ${saveGraceSeconds} seconds ` +
          'after the deadline are applied; later ones get 409 `attempt_closed` (the attempt is submitted).',
        security: bearerSecurity,
        querystring: langQuery,
        body: saveResponsesBody,
        response: {
          200: saveResponsesResponse,
          ...accountFailures.unauthorized,
          ...notFoundDoc,
          409: failureEnvelope.describe('The attempt is submitted (`attempt_closed`), or the seq was used by another tab (`seq_conflict`)'),
          ...accountFailures.tooLarge,
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const saved = await attempts.save(learnerOf(request).userId, request.body);
      if (saved.ok) return reply.send({ result: 1, data: saved.ack });
      switch (saved.reason) {
        case 'not_found':
          return reply.code(404).send(attemptNotFound(request.query.lang));
        case 'closed':
          return reply.code(409).send(failure('attempt_closed', attemptMessages(request.query.lang).closed));
        case 'seq_conflict':
          return reply.code(409).send(failure('seq_conflict', attemptMessages(request.query.lang).seqConflict));
        case 'invalid':
          return reply.code(400).send(failure('validation_failed', failures.badRequest.message, saved.fields));
      }
    },
  );

  api.post(
    '/submitAttempt',
    {
      preValidation: requireLearner,
      config,
      schema: {
        operationId: 'submitAttempt',
        tags,
        summary: 'Submit an attempt and get its result',
        description:
          'Scored on the server with the paper’s marking: answered and answered-and-marked questions count; marked-only ' +
          'and unanswered ones do not; multiple-correct needs exactly the right options; numeric answers are right within ' +
          'the question’s tolerance. Idempotent: a second submit, or two at once, answer the same result.',
        security: bearerSecurity,
        querystring: langQuery,
        body: attemptIdBody,
        response: { 200: submitAttemptResponse, ...accountFailures.unauthorized, ...notFoundDoc, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const submitted = await attempts.submit(learnerOf(request).userId, request.body.attempt_id, request.query.lang);
      if (!submitted.ok) return reply.code(404).send(attemptNotFound(request.query.lang));
      return reply.send({ result: 1, data: submitted.result });
    },
  );

  api.get(
    '/getAttemptResult/:attempt_id',
    {
      preValidation: requireLearner,
      config,
      schema: {
        operationId: 'getAttemptResult',
        tags,
        summary: 'A submitted attempt’s result',
        description:
          'The same result submitAttempt answers. An attempt past its deadline is submitted first; one still in ' +
          'progress is a 409 `attempt_in_progress`.',
        security: bearerSecurity,
        querystring: langQuery,
        params: attemptIdParams,
        response: {
          200: getAttemptResultResponse,
          ...accountFailures.unauthorized,
          ...notFoundDoc,
          409: failureEnvelope.describe('The attempt is still in progress (`attempt_in_progress`)'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const found = await attempts.result(learnerOf(request).userId, request.params.attempt_id, request.query.lang);
      if (found.ok) return reply.send({ result: 1, data: found.result });
      if (found.reason === 'in_progress') {
        return reply.code(409).send(failure('attempt_in_progress', attemptMessages(request.query.lang).inProgress));
      }
      return reply.code(404).send(attemptNotFound(request.query.lang));
    },
  );

  api.get(
    '/getMyAttempts',
    {
      preValidation: requireLearner,
      config,
      schema: {
        operationId: 'getMyAttempts',
        tags,
        summary: 'The learner’s attempts, newest first',
        description: 'Exam, status, start and deadline, and the score once submitted (null before).',
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getMyAttemptsResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const mine = await attempts.mine(learnerOf(request).userId, request.query.lang);
      return reply.send({ result: 1, data: mine });
    },
  );

  api.get(
    '/getAttemptSolutions/:attempt_id',
    {
      preValidation: requireLearner,
      config,
      schema: {
        operationId: 'getAttemptSolutions',
        tags,
        summary: 'A submitted attempt’s solutions: every question with the learner’s answer, the key and the explanation',
        description:
          'Every question in paper order with its words and explanation in every stored language, the correct answer ' +
          '(`{ choice }`, `{ choices }` ascending, or `{ value }` for a numeric question, with its `tolerance`), the ' +
          'learner’s final answer (null: unanswered), its outcome, whether it was marked and its time on screen. `lang` ' +
          'picks the title’s and section names’ language. An attempt past its deadline is submitted first; one still in ' +
          'progress is a 409 `attempt_in_progress`: the answers never leave the server while an attempt is open. ' +
          'Another learner’s attempt is a 404, as is an unknown one.',
        security: bearerSecurity,
        querystring: langQuery,
        params: attemptIdParams,
        response: {
          200: getAttemptSolutionsResponse,
          ...accountFailures.unauthorized,
          ...notFoundDoc,
          409: failureEnvelope.describe('The attempt is still in progress (`attempt_in_progress`)'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const found = await attempts.solutions(learnerOf(request).userId, request.params.attempt_id, request.query.lang);
      if (found.ok) return reply.send({ result: 1, data: found.solutions });
      if (found.reason === 'in_progress') {
        return reply.code(409).send(failure('attempt_in_progress', attemptMessages(request.query.lang).inProgress));
      }
      return reply.code(404).send(attemptNotFound(request.query.lang));
    },
  );

  api.post(
    '/reportQuestion',
    {
      preValidation: requireLearner,
      // Its own small count: a report is written by hand, a few in a test at most.
      config: limits.perLearner(questionReportsPerMinute),
      schema: {
        operationId: 'reportQuestion',
        tags,
        summary: 'Report an error in a question of a submitted attempt',
        description:
          'From the solutions review: the learner says what is wrong with a question they were served (`reason`: the answer ' +
          'key, a mistake in the question or options, the translation, how it is shown, or other with a `note`, which is ' +
          `then required; at most ${questionReportNoteMax} characters). The report goes to the reviewers’ queue with the ` +
          'version the learner saw; the answer is the report, whose `status` and `decision_note` change when a reviewer ' +
          'decides; getAttemptSolutions shows it with the question. One report per learner and question version: sending ' +
          'again answers the first one. An attempt still in progress is a 409 `attempt_in_progress` (a report never ' +
          'reveals a key mid-test); another learner’s or an unknown attempt, or a question not in it, is a 404.',
        security: bearerSecurity,
        querystring: langQuery,
        body: reportQuestionBody,
        response: {
          200: reportQuestionResponse,
          201: reportQuestionResponse,
          ...accountFailures.unauthorized,
          404: failureEnvelope.describe('No attempt with this id is the learner’s, or the question is not in it'),
          409: failureEnvelope.describe('The attempt is still in progress (`attempt_in_progress`)'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const lang = request.query.lang;
      const found = await attempts.reportQuestion(learnerOf(request).userId, request.body);
      if (found.ok) {
        const msg = found.first ? attemptMessages(lang).reportReceived : attemptMessages(lang).reportAlreadyReceived;
        return reply.code(found.first ? 201 : 200).send({ result: 1, data: found.report, msg });
      }
      if (found.reason === 'in_progress') return reply.code(409).send(failure('attempt_in_progress', attemptMessages(lang).inProgress));
      if (found.reason === 'not_in_attempt') return reply.code(404).send(failure(failures.notFound.code, attemptMessages(lang).notInAttempt));
      return reply.code(404).send(attemptNotFound(lang));
    },
  );

  api.post(
    '/challengeAnswer',
    {
      preValidation: requireLearner,
      config: limits.perLearner(answerChallengesPerMinute),
      schema: {
        operationId: 'challengeAnswer',
        tags,
        summary: 'Challenge the answer key of a question of a submitted attempt',
        description:
          'From the solutions review, within the days the test allows after the learner submitted (getAttemptSolutions’ ' +
          `\`challenge_until\`; ${defaultChallengeDays} unless the test sets another): the answer the learner holds right ` +
          '(`{ choice }`, `{ choices }` or `{ value }`, of the question’s kind and not the key itself) and why. A reviewer ' +
          'accepts it (the key is corrected, every attempt holding the question is scored again, ranks are recomputed, and ' +
          'each learner whose result changed is told in the app and by mail) or rejects it with a note. One challenge per ' +
          'learner and question version: sending again answers the first. 409 `attempt_in_progress` while the test is open; ' +
          '409 `challenge_window_closed` after the window; 422 `answer_invalid` or `same_as_key`; 404 for another learner’s ' +
          'or an unknown attempt, or a question not in it.',
        security: bearerSecurity,
        querystring: langQuery,
        body: challengeAnswerBody,
        response: {
          200: challengeAnswerResponse,
          201: challengeAnswerResponse,
          ...accountFailures.unauthorized,
          404: failureEnvelope.describe('No attempt with this id is the learner’s, or the question is not in it'),
          409: failureEnvelope.describe('The attempt is in progress (`attempt_in_progress`) or the window has closed (`challenge_window_closed`)'),
          422: failureEnvelope.describe('The answer is not of the question’s kind (`answer_invalid`) or is the key itself (`same_as_key`)'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const text = attemptMessages(request.query.lang);
      const found = await attempts.challengeAnswer(learnerOf(request).userId, request.body);
      if (found.ok) return reply.code(found.first ? 201 : 200).send({ result: 1, data: found.challenge, msg: found.first ? text.challengeReceived : text.challengeAlreadyReceived });
      switch (found.reason) {
        case 'in_progress':
          return reply.code(409).send(failure('attempt_in_progress', text.inProgress));
        case 'window_closed':
          return reply.code(409).send(failure('challenge_window_closed', text.challengeWindowClosed));
        case 'answer_invalid':
          return reply.code(422).send(failure('answer_invalid', text.challengeAnswerInvalid));
        case 'same_as_key':
          return reply.code(422).send(failure('same_as_key', text.challengeSameAsKey));
        case 'not_in_attempt':
          return reply.code(404).send(failure(failures.notFound.code, text.notInAttempt));
        case 'not_found':
          return reply.code(404).send(attemptNotFound(request.query.lang));
      }
    },
  );

  api.post(
    '/startPractice',
    {
      preValidation: requireLearner,
      config,
      schema: {
        operationId: 'startPractice',
        tags,
        summary: 'Start a short practice test of one to three topics',
        description:
          `Draws up to ${practiceQuestions} questions from the topics named by slug (1 to ${maxPracticeTopics}), shared ` +
          'between them as evenly as their questions allow, preferring questions the learner has never answered right in ' +
          'any attempt (never seen, or answered wrong), then at random. One section per topic, +1 a right answer, no ' +
          'negative marking, 1.5 minutes a question (at least 5). The practice paper is the learner’s own (`pattern: ' +
          'practice`, `exam_id: null`, never ranked) and is taken, saved, submitted and reviewed with the same calls as a ' +
          'mock test; the answer is the attempt, as startAttempt’s. A learner has one practice test in progress: one ' +
          'already running is submitted (with what was saved) before the new one starts. An unknown topic, or one with ' +
          `no questions, is a 404 naming it. More than ${practiceTestsPerDay} practice tests in 24 hours: 429 ` +
          '`practice_limit`, saying when the next may start (and `retry-after`).',
        security: bearerSecurity,
        querystring: langQuery,
        body: startPracticeBody,
        response: {
          200: startPracticeResponse,
          ...accountFailures.unauthorized,
          404: failureEnvelope.describe('A topic is unknown or has no questions (`fields.topics` names it)'),
          ...accountFailures.tooLarge,
          ...documentedFailures,
          429: failureEnvelope.describe(
            `More than ${practiceTestsPerDay} practice tests started in 24 hours (\`practice_limit\`), or too many requests from this address`,
          ),
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const started = await attempts.practice(learnerOf(request).userId, request.body.topics, lang);
      if (started.ok) return reply.send({ result: 1, data: started.view });
      const text = attemptMessages(lang);
      switch (started.reason) {
        case 'unknown_topics': {
          const message = text.unknownTopics(listOf(started.slugs.map((slug) => `“${slug}”`), lang, 'disjunction'));
          return reply.code(404).send(failure(failures.notFound.code, message, { topics: message }));
        }
        case 'empty_topics': {
          const message = text.emptyTopics(listOf(started.names, lang));
          return reply.code(404).send(failure(failures.notFound.code, message, { topics: message }));
        }
        case 'limit': {
          const seconds = Math.max(1, Math.ceil((started.retryAt.getTime() - Date.now()) / 1000));
          reply.header('retry-after', String(seconds));
          return reply.code(429).send(failure('practice_limit', text.practiceLimit(practiceTestsPerDay, momentOf(started.retryAt, lang))));
        }
      }
    },
  );
};
