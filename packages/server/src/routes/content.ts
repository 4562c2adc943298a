import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryIdParams,
  courseSlugParams,
  failureEnvelope,
  getAllCategoriesResponse,
  getAllCoursesResponse,
  getAllFaqsResponse,
  getAllLanguagesResponse,
  getAllTeachersResponse,
  getAllTestimonialsResponse,
  getCourseResponse,
  getExamsResponse,
  langQuery,
  searchQuery,
} from '../contract/index.js';
import { failure, failures } from '../http/failure.js';
import { sendPreparedJson } from '../http/prepared-json.js';
import type { ContentAnswer, ContentList, ContentService } from '../services/content.js';
import { documentedFailures } from './documented-failures.js';

const notFound = (description: string) => ({ 404: failureEnvelope.describe(description) });

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: ContentAnswer): FastifyReply {
  // No ETag on purpose: the client reads a 304 as an empty list.
  reply.header('cache-control', 'no-cache');
  // A prepared answer carries its own content-encoding, which @fastify/compress leaves alone;
  // a search answer is compressed by it as usual.
  if ('prepared' in answer) return sendPreparedJson(request, reply, answer.prepared);
  return reply.send(answer.body);
}

/** Positive 32-bit integer ids only; anything else names no category. */
function parseId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

const searchNote =
  'Translated fields are in `lang` (else English, else the first stored language); `translations` holds every ' +
  'language. `search` filters case-insensitively by the listed fields in `lang` and English.';

/**
 * The public site's lists. They are served from memory (see the content service), so like
 * getAllSubscriptions they skip the per-request rate-limit count; a search filters a few dozen
 * items in memory and is bounded to 100 characters.
 */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (api, { content }) => {
  const listRoute = (
    path: string,
    list: ContentList,
    summary: string,
    response: typeof getAllLanguagesResponse | typeof getAllCategoriesResponse | typeof getExamsResponse |
      typeof getAllCoursesResponse | typeof getAllFaqsResponse | typeof getAllTestimonialsResponse |
      typeof getAllTeachersResponse,
    searchFields: string | null,
  ) => {
    api.get(
      path,
      {
        config: { rateLimit: false },
        schema: {
          operationId: path.slice(1),
          tags: ['content'],
          summary,
          description: searchFields === null ? 'Languages are not translated.' : `${searchNote} Searched: ${searchFields}.`,
          querystring: searchFields === null ? langQuery : searchQuery,
          response: { 200: response, ...documentedFailures },
        },
      },
      async (request, reply) => {
        const query = request.query as { lang: string; search?: string };
        return sendAnswer(request, reply, await content.list(list, query.lang, query.search));
      },
    );
  };

  listRoute('/getAllLanguages', 'languages', 'The display languages', getAllLanguagesResponse, null);
  listRoute(
    '/getAllCategories',
    'categories',
    'Exam categories, in display order (the list is at data.data)',
    getAllCategoriesResponse,
    'name, description',
  );
  listRoute('/getAllExams', 'exams', 'All exams with their pattern', getExamsResponse, 'title, description, name');
  listRoute('/getAllCourses', 'courses', 'All courses', getAllCoursesResponse, 'name, description');
  listRoute('/getAllFaqs', 'faqs', 'Frequently asked questions, in display order', getAllFaqsResponse, 'question, answer');
  listRoute(
    '/getAllTestimonials',
    'testimonials',
    'Learner testimonials (the list is at data.data); ratings and missing images as stored',
    getAllTestimonialsResponse,
    'name, qualification, description',
  );
  listRoute(
    '/getAllTeachers',
    'teachers',
    'Mentors, with a heading line in data.message (the list is at data.data)',
    getAllTeachersResponse,
    'name, position',
  );

  api.get(
    '/getExamsByCategory/:categoryId',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getExamsByCategory',
        tags: ['content'],
        summary: "One category's exams",
        description: `${searchNote} Searched: title, description, name. An unknown or malformed id is a 404.`,
        params: categoryIdParams,
        querystring: searchQuery,
        response: { 200: getExamsResponse, ...notFound('No category has this id'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const id = parseId(request.params.categoryId);
      const answer =
        id === null ? null : await content.examsByCategory(id, request.query.lang, request.query.search);
      if (answer === null) return reply.code(404).send(failure(failures.notFound.code, 'Category not found.'));
      return sendAnswer(request, reply, answer);
    },
  );

  api.get(
    '/getCourse/:slug',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getCourse',
        tags: ['content'],
        summary: 'One course by its slug (the landing page, e.g. sbi-po-exam)',
        description:
          'Translated fields are in `lang` (else English, else the first stored language); `translations` holds ' +
          'every language. An unknown slug is a 404.',
        params: courseSlugParams,
        querystring: langQuery,
        response: { 200: getCourseResponse, ...notFound('No course has this slug'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const answer = await content.course(request.params.slug, request.query.lang);
      if (answer === null) return reply.code(404).send(failure(failures.notFound.code, 'Course not found.'));
      return sendAnswer(request, reply, answer);
    },
  );
};
