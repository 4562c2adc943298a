import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  continueWatchingSize,
  failureEnvelope,
  getContinueWatchingResponse,
  getVideoLessonResponse,
  getVideoLessonsResponse,
  langQuery,
  saveVideoProgressResponse,
  videoCompletedWithinSeconds,
  videoLessonParams,
  videoLessonsQuery,
  videoProgressBody,
} from '@pariksha/contract';
import { failure, failures } from '../http/failure.js';
import { learnerOf, type RequireLearner } from '../http/learner-auth.js';
import type { VideosService } from '../services/videos/index.js';
import { accountFailures, bearerSecurity, noStore } from './auth.js';
import { communityMessages } from './community-messages.js';
import { documentedFailures } from './documented-failures.js';

export type VideoRoutesOptions = { videos: VideosService; requireLearner: RequireLearner };

const lessonNotFound = { 404: failureEnvelope.describe("No lesson has this slug: 'Video lesson not found.'") };

/** The video library, a lesson's files and captions, and where the learner stopped. */
export const videoRoutes: FastifyPluginAsyncZod<VideoRoutesOptions> = async (api, { videos, requireLearner }) => {
  // Each answer carries this learner's progress.
  api.addHook('onRequest', async (_request, reply) => noStore(reply));

  api.get(
    '/getVideoLessons',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getVideoLessons',
        tags: ['videos'],
        summary: 'The video library',
        description:
          'Lessons sorted as the library orders them, filtered by `topic` (a chip), `exam` (a slug; an unknown one ' +
          'leaves no lesson) and `q` (case-insensitive, in the titles and descriptions of every language) together. ' +
          "Each carries the learner's `progress` (null: not started). `exams` lists the exams that have lessons, " +
          'by name in `lang`; `library_total` counts every lesson whatever the filters.',
        security: bearerSecurity,
        querystring: videoLessonsQuery,
        response: { 200: getVideoLessonsResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { lang, ...filter } = request.query;
      return reply.send({ result: 1, data: await videos.lessons(learnerOf(request).userId, filter, lang) });
    },
  );

  api.get(
    '/getVideoLesson/:slug',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getVideoLesson',
        tags: ['videos'],
        summary: 'One lesson, ready to play',
        description:
          '`sources`: the clip in the formats this server has (WebM VP9, then MP4 H.264), answering range requests; ' +
          "`captions`: WebVTT tracks, the learner's language first.",
        security: bearerSecurity,
        params: videoLessonParams,
        querystring: langQuery,
        response: { 200: getVideoLessonResponse, ...accountFailures.unauthorized, ...lessonNotFound, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const lesson = await videos.lesson(learnerOf(request).userId, request.params.slug, lang);
      if (lesson === null) return reply.code(404).send(failure(failures.notFound.code, communityMessages(lang).lessonNotFound));
      return reply.send({ result: 1, data: { lesson } });
    },
  );

  api.get(
    '/getContinueWatching',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getContinueWatching',
        tags: ['videos'],
        summary: 'Lessons to pick up again',
        description: `The learner's started, unfinished lessons, the most recently watched first, at most ${continueWatchingSize}.`,
        security: bearerSecurity,
        querystring: langQuery,
        response: { 200: getContinueWatchingResponse, ...accountFailures.unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const lessons = await videos.continueWatching(learnerOf(request).userId, request.query.lang);
      return reply.send({ result: 1, data: { lessons } });
    },
  );

  api.put(
    '/saveVideoProgress/:slug',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'saveVideoProgress',
        tags: ['videos'],
        summary: 'Where the learner stopped',
        description:
          "Sent every few seconds while a lesson plays. The position is kept within the lesson's length; the lesson " +
          `counts as watched when \`completed\` is true or the position is within ${videoCompletedWithinSeconds} s of the end. ` +
          'Each save sets it afresh, so a finished lesson rewatched and left midway is back in Continue watching.',
        security: bearerSecurity,
        params: videoLessonParams,
        querystring: langQuery,
        body: videoProgressBody,
        response: { 200: saveVideoProgressResponse, ...accountFailures.unauthorized, ...lessonNotFound, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const progress = await videos.saveProgress(learnerOf(request).userId, request.params.slug, request.body);
      if (progress === null) {
        return reply.code(404).send(failure(failures.notFound.code, communityMessages(request.query.lang).lessonNotFound));
      }
      return reply.send({ result: 1, data: { progress } });
    },
  );
};
