import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createForumReplyResponse,
  createForumTopicResponse,
  deleteForumPostResponse,
  failureEnvelope,
  forumCountedReporterMinAgeHours,
  forumHideAfterReports,
  forumLikeBody,
  forumPageSize,
  forumPostParams,
  forumRepliesPageSize,
  forumRepliesPerHour,
  forumReplyBody,
  forumReportBody,
  forumTopicBody,
  forumTopicParams,
  forumTopicQuery,
  forumTopicsPerHour,
  forumTopicsQuery,
  getForumTopicResponse,
  getForumTopicsResponse,
  langQuery,
  likeForumPostResponse,
  reportForumPostResponse,
  unauthorizedMessage,
  updateForumReplyResponse,
  updateForumTopicResponse,
} from '@pariksha/contract';
import { failure, failures } from '../http/failure.js';
import { learnerOf, type RequireLearner } from '../http/learner-auth.js';
import type { ForumRefusal, ForumService } from '../services/forum/index.js';
import { learnerLimits, type RouteLimits } from '../http/rate-limits.js';
import { accountFailures, bearerSecurity, noStore } from './auth.js';
import { documentedFailures } from './documented-failures.js';
import { forumMessages, indianTime } from './forum-messages.js';

export type ForumRoutesOptions = {
  forum: ForumService;
  requireLearner: RequireLearner;
  /** Each write's own limit per learner a minute (http/rate-limits.ts). */
  limits: RouteLimits;
};

const minute = 60_000;

/** A refusal as the learner reads it, in their language, with its status. */
function refuse(reply: FastifyReply, lang: string, refusal: ForumRefusal, notFound: 'topic' | 'post'): FastifyReply {
  const text = forumMessages(lang);
  switch (refusal.reason) {
    case 'not_found':
      return reply
        .code(failures.notFound.status)
        .send(failure(failures.notFound.code, notFound === 'topic' ? text.topicNotFound : text.postNotFound));
    case 'forbidden':
      return reply.code(failures.forbidden.status).send(failure(failures.forbidden.code, text.notYours));
    case 'own_post':
      return reply.code(400).send(failure('bad_request', text.ownPost));
    case 'gone':
      return reply
        .code(failures.unauthorized.status)
        .send(failure(failures.unauthorized.code, unauthorizedMessage));
    case 'rate_limited': {
      const waitMs = Math.max(refusal.retryAt.getTime() - Date.now(), 0);
      // Said to the minute, rounded up: at the time named the post goes through.
      const at = indianTime(new Date(Math.ceil(refusal.retryAt.getTime() / minute) * minute), lang);
      return reply
        .code(failures.rateLimited.status)
        .header('retry-after', String(Math.max(Math.ceil(waitMs / 1000), 1)))
        .send(failure(failures.rateLimited.code, refusal.kind === 'topic' ? text.topicLimit(at) : text.replyLimit(at)));
    }
  }
}

const unauthorized = accountFailures.unauthorized;
const hourly429 = (what: string) =>
  failureEnvelope.describe(`\`rate_limited\`: ${what} in the last hour, or too many requests from this address (with retry-after)`);
const notFound404 = (what: string) => failureEnvelope.describe(what);
const forbidden403 = failureEnvelope.describe("`forbidden`: another learner's post ('You can change only your own posts.')");

/** The discussion forum: topics, replies, likes and reports. Every route needs the signed-in learner. */
export const forumRoutes: FastifyPluginAsyncZod<ForumRoutesOptions> = async (api, { forum, requireLearner, limits }) => {
  api.addHook('onRequest', async (_request, reply) => noStore(reply));
  const visibility =
    `A post reported by ${forumHideAfterReports} established learners is hidden: only its author still receives it (with \`hidden: true\`). ` +
    "Authors are named as first name and last-name initial ('Priya S.'); `is_you` marks the learner's own posts. " +
    'Text comes back exactly as written (plain text).';

  api.get(
    '/getForumTopics',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getForumTopics',
        tags: ['forum'],
        summary: 'The discussion forum’s topics: search, sort, pages',
        description:
          `\`q\` matches titles, descriptions and tags case-insensitively (as characters: '100%' means 100%); \`sort\` is newest, ` +
          `oldest or most_liked (ties: newest first); ${forumPageSize} a page. \`total\`/\`total_pages\` count the search, ` +
          `\`forum_total\` the forum without it. A page past the end is empty, not a 404. ${visibility}`,
        security: bearerSecurity,
        querystring: forumTopicsQuery,
        response: { 200: getForumTopicsResponse, ...unauthorized, ...documentedFailures },
      },
    },
    async (request, reply) => {
      const { q, sort, page } = request.query;
      const data = await forum.topics(learnerOf(request).userId, { q, sort, page });
      return reply.send({ result: 1, data });
    },
  );

  api.get(
    '/getForumTopic/:topic_id',
    {
      preValidation: requireLearner,
      schema: {
        operationId: 'getForumTopic',
        tags: ['forum'],
        summary: 'A topic and a page of its replies',
        description: `Replies oldest first (newest last), ${forumRepliesPageSize} a page. ${visibility}`,
        security: bearerSecurity,
        params: forumTopicParams,
        querystring: forumTopicQuery,
        response: {
          200: getForumTopicResponse,
          ...unauthorized,
          404: notFound404('No topic with this id that the learner may see (deleted, a reply, or hidden)'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const { lang, page } = request.query;
      const data = await forum.topic(learnerOf(request).userId, request.params.topic_id, page);
      if (data === null) return refuse(reply, lang, { ok: false, reason: 'not_found' }, 'topic');
      return reply.send({ result: 1, data });
    },
  );

  api.post(
    '/createForumTopic',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.forumTopics),
      schema: {
        operationId: 'createForumTopic',
        tags: ['forum'],
        summary: 'Start a topic',
        description:
          `Title and description required, up to 5 tags (trimmed, repeats dropped). At most ${forumTopicsPerHour} topics per learner ` +
          `in any hour (429 saying when the next is allowed, with retry-after) and ${learnerLimits.forumTopics} a minute per learner.`,
        security: bearerSecurity,
        querystring: langQuery,
        body: forumTopicBody,
        response: {
          201: createForumTopicResponse,
          ...unauthorized,
          ...documentedFailures,
          429: hourly429(`${forumTopicsPerHour} topics`),
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const { title, description, tags } = request.body;
      const result = await forum.createTopic(learnerOf(request).userId, { title, description, tags });
      if (!result.ok) return refuse(reply, lang, result, 'topic');
      return reply.code(201).send({ result: 1, data: { topic: result.topic }, msg: forumMessages(lang).topicPosted });
    },
  );

  api.post(
    '/createForumReply/:topic_id',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.forumWrites),
      schema: {
        operationId: 'createForumReply',
        tags: ['forum'],
        summary: 'Reply to a topic',
        description:
          `At most ${forumRepliesPerHour} replies per learner in any hour (429 saying when the next is allowed, with retry-after) ` +
          `and ${learnerLimits.forumWrites} a minute per learner. An unknown, deleted or hidden topic is a 404.`,
        security: bearerSecurity,
        params: forumTopicParams,
        querystring: langQuery,
        body: forumReplyBody,
        response: {
          201: createForumReplyResponse,
          ...unauthorized,
          404: notFound404('No topic with this id that can be replied to'),
          ...documentedFailures,
          429: hourly429(`${forumRepliesPerHour} replies`),
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const result = await forum.createReply(learnerOf(request).userId, request.params.topic_id, request.body.body);
      if (!result.ok) return refuse(reply, lang, result, 'topic');
      return reply.code(201).send({ result: 1, data: { reply: result.reply }, msg: forumMessages(lang).replyPosted });
    },
  );

  const ownPostFailures = (what: string) => ({
    ...unauthorized,
    403: forbidden403,
    404: notFound404(what),
    ...documentedFailures,
  });

  api.put(
    '/updateForumTopic/:post_id',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.forumWrites),
      schema: {
        operationId: 'updateForumTopic',
        tags: ['forum'],
        summary: 'Edit one of the learner’s own topics',
        description: 'Replaces title, description and tags and sets edited_at. A reply id is a 404.',
        security: bearerSecurity,
        params: forumPostParams,
        querystring: langQuery,
        body: forumTopicBody,
        response: { 200: updateForumTopicResponse, ...ownPostFailures('No topic with this id') },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const { title, description, tags } = request.body;
      const result = await forum.updateTopic(learnerOf(request).userId, request.params.post_id, { title, description, tags });
      if (!result.ok) return refuse(reply, lang, result, 'topic');
      return reply.send({ result: 1, data: { topic: result.topic }, msg: forumMessages(lang).saved });
    },
  );

  api.put(
    '/updateForumReply/:post_id',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.forumWrites),
      schema: {
        operationId: 'updateForumReply',
        tags: ['forum'],
        summary: 'Edit one of the learner’s own replies',
        description: 'Replaces the text and sets edited_at. A topic id is a 404.',
        security: bearerSecurity,
        params: forumPostParams,
        querystring: langQuery,
        body: forumReplyBody,
        response: { 200: updateForumReplyResponse, ...ownPostFailures('No reply with this id') },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const result = await forum.updateReply(learnerOf(request).userId, request.params.post_id, request.body.body);
      if (!result.ok) return refuse(reply, lang, result, 'post');
      return reply.send({ result: 1, data: { reply: result.reply }, msg: forumMessages(lang).saved });
    },
  );

  api.delete(
    '/deleteForumPost/:post_id',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.forumWrites),
      schema: {
        operationId: 'deleteForumPost',
        tags: ['forum'],
        summary: 'Delete one of the learner’s own topics or replies',
        description: "A topic's replies, likes and reports go with it; a reply lowers its topic's reply_count.",
        security: bearerSecurity,
        params: forumPostParams,
        querystring: langQuery,
        response: { 200: deleteForumPostResponse, ...ownPostFailures('No post with this id') },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const result = await forum.deletePost(learnerOf(request).userId, request.params.post_id);
      if (!result.ok) return refuse(reply, lang, result, 'post');
      return reply.send({ result: 1, data: { post_id: result.post_id, kind: result.kind }, msg: forumMessages(lang).deleted });
    },
  );

  api.put(
    '/likeForumPost/:post_id',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.forumLikes),
      schema: {
        operationId: 'likeForumPost',
        tags: ['forum'],
        summary: 'Like or unlike a topic or reply',
        description:
          '`liked` is the state wanted, not a toggle: sending it twice changes nothing. `like_count` is the number of learners ' +
          `who like the post, as stored after the change. A hidden post is a 404. At most ${learnerLimits.forumLikes} a minute per learner.`,
        security: bearerSecurity,
        params: forumPostParams,
        querystring: langQuery,
        body: forumLikeBody,
        response: {
          200: likeForumPostResponse,
          ...unauthorized,
          404: notFound404('No post with this id that the learner may see'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const result = await forum.setLike(learnerOf(request).userId, request.params.post_id, request.body.liked);
      if (!result.ok) return refuse(reply, request.query.lang, result, 'post');
      return reply.send({ result: 1, data: { post_id: result.post_id, liked: result.liked, like_count: result.like_count } });
    },
  );

  api.post(
    '/reportForumPost/:post_id',
    {
      preValidation: requireLearner,
      config: limits.perLearner(learnerLimits.forumWrites),
      schema: {
        operationId: 'reportForumPost',
        tags: ['forum'],
        summary: 'Report a post for review',
        description:
          `Once per learner and post (a repeat answers the same); not the learner's own post (400). Every report is ` +
          `kept for the team; it counts towards hiding only from a learner whose e-mail is confirmed and whose account ` +
          `is at least ${forumCountedReporterMinAgeHours} hours old. ${forumHideAfterReports} counted reports hide the ` +
          `post from everyone but its author (\`hidden: true\`) until the team decides.`,
        security: bearerSecurity,
        params: forumPostParams,
        querystring: langQuery,
        body: forumReportBody,
        response: {
          200: reportForumPostResponse,
          ...unauthorized,
          404: notFound404('No post with this id that the learner may see'),
          ...documentedFailures,
        },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const result = await forum.report(learnerOf(request).userId, request.params.post_id, request.body.reason);
      if (!result.ok) return refuse(reply, lang, result, 'post');
      return reply.send({
        result: 1,
        data: { post_id: result.post_id, reported: true, hidden: result.hidden },
        msg: forumMessages(lang).reported,
      });
    },
  );
};
