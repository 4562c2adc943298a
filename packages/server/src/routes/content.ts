import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { $ZodType } from 'zod/v4/core';
import {
  bookSlugParams,
  categoryIdParams,
  courseSlugParams,
  failureEnvelope,
  getAllBooksResponse,
  getAllCategoriesResponse,
  getAllCoursesResponse,
  getAllFaqsResponse,
  getAllLanguagesResponse,
  getAllTeachersResponse,
  getAllTestimonialsResponse,
  getAllTestSeriesResponse,
  getBookResponse,
  getCourseResponse,
  getExamsResponse,
  getHeroSlidesResponse,
  getSiteImagesResponse,
  getTestSeriesResponse,
  langQuery,
  searchQuery,
  testSeriesSlugParams,
} from '@pariksha/contract';
import { failure, failures } from '../http/failure.js';
import { sendPreparedJson } from '../http/prepared-json.js';
import type { ContentAnswer, ContentList, ContentService } from '../services/content/index.js';
import { contentMessages } from './content-messages.js';
import { documentedFailures } from './documented-failures.js';

const notFound = (description: string) => ({ 404: failureEnvelope.describe(description) });

/** A 404 envelope; the message is in the reader's language (content-messages.ts). */
const sendNotFound = (reply: FastifyReply, message: string): FastifyReply =>
  reply.code(404).send(failure(failures.notFound.code, message));

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

const translatedNote =
  'Translated fields are in `lang` (else English, else the first stored language); `translations` holds every ' +
  'language.';
const searchNote =
  `${translatedNote} \`search\` filters case-insensitively by the listed fields in every stored language, ` +
  "whatever `lang` is: 'बैंक' finds the banking items with lang=en, 'bank' with lang=hi.";

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
    response: $ZodType,
    /** The fields `search` looks in; a string instead is the description of a list without search. */
    search: { fields: string } | { description: string },
  ) => {
    api.get(
      path,
      {
        config: { rateLimit: false },
        schema: {
          operationId: path.slice(1),
          tags: ['content'],
          summary,
          description: 'fields' in search ? `${searchNote} Searched: ${search.fields}.` : search.description,
          querystring: 'fields' in search ? searchQuery : langQuery,
          response: { 200: response, ...documentedFailures },
        },
      },
      async (request, reply) => {
        const query = request.query as { lang: string; search?: string };
        return sendAnswer(request, reply, await content.list(list, query.lang, query.search));
      },
    );
  };

  listRoute('/getAllLanguages', 'languages', 'The display languages', getAllLanguagesResponse, {
    description: 'Languages are not translated.',
  });
  listRoute(
    '/getAllCategories',
    'categories',
    'Exam categories, in display order (the list is at data.data)',
    getAllCategoriesResponse,
    { fields: 'name, description' },
  );
  listRoute('/getAllExams', 'exams', 'All exams with their pattern', getExamsResponse, {
    fields: 'title, description, name',
  });
  listRoute('/getAllCourses', 'courses', 'All courses', getAllCoursesResponse, { fields: 'name, description' });
  listRoute('/getAllFaqs', 'faqs', 'Frequently asked questions, in display order', getAllFaqsResponse, {
    fields: 'question, answer',
  });
  listRoute(
    '/getAllTestimonials',
    'testimonials',
    'Learner testimonials (the list is at data.data); ratings and missing images as stored',
    getAllTestimonialsResponse,
    { fields: 'name, qualification, description' },
  );
  listRoute(
    '/getAllTeachers',
    'teachers',
    'Mentors, with a heading line in data.message (the list is at data.data)',
    getAllTeachersResponse,
    { fields: 'name, position' },
  );
  listRoute('/getHeroSlides', 'heroSlides', "The home page's hero carousel, in display order", getHeroSlidesResponse, {
    description: `${translatedNote} \`alt\` is the picture's alternative text.`,
  });
  listRoute(
    '/getAllTestSeries',
    'testSeries',
    "The home page's Popular Test Series, with links to their exams and course",
    getAllTestSeriesResponse,
    { fields: 'title' },
  );
  listRoute(
    '/getAllBooks',
    'books',
    "The home page's Popular Books; sample_chapter is the chapter's Markdown file in lang (else English)",
    getAllBooksResponse,
    { fields: 'title, author, description, tags' },
  );
  listRoute(
    '/getSiteImages',
    'siteImages',
    'The pictures the site shows outside the lists, by key, with alternative text in lang',
    getSiteImagesResponse,
    { description: 'Alternative text is in `lang` (else English).' },
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
      if (answer === null) return sendNotFound(reply, contentMessages(request.query.lang).categoryNotFound);
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
        description: `${translatedNote} An unknown slug is a 404.`,
        params: courseSlugParams,
        querystring: langQuery,
        response: { 200: getCourseResponse, ...notFound('No course has this slug'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const answer = await content.course(request.params.slug, request.query.lang);
      if (answer === null) return sendNotFound(reply, contentMessages(request.query.lang).courseNotFound);
      return sendAnswer(request, reply, answer);
    },
  );

  api.get(
    '/getTestSeries/:slug',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getTestSeries',
        tags: ['content'],
        summary: 'One test series by its slug (its detail page)',
        description: `${translatedNote} An unknown slug is a 404.`,
        params: testSeriesSlugParams,
        querystring: langQuery,
        response: { 200: getTestSeriesResponse, ...notFound('No test series has this slug'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const answer = await content.testSeries(request.params.slug, request.query.lang);
      if (answer === null) return sendNotFound(reply, contentMessages(request.query.lang).testSeriesNotFound);
      return sendAnswer(request, reply, answer);
    },
  );

  api.get(
    '/getBook/:slug',
    {
      config: { rateLimit: false },
      schema: {
        operationId: 'getBook',
        tags: ['content'],
        summary: 'One book by its slug, with its sample chapter as HTML',
        description:
          `${translatedNote} \`chapter_html\` is the sample chapter in \`lang\` (else English) rendered from ` +
          'Markdown, raw HTML escaped; null when the file is missing. An unknown slug is a 404.',
        params: bookSlugParams,
        querystring: langQuery,
        response: { 200: getBookResponse, ...notFound('No book has this slug'), ...documentedFailures },
      },
    },
    async (request, reply) => {
      const answer = await content.book(request.params.slug, request.query.lang);
      if (answer === null) return sendNotFound(reply, contentMessages(request.query.lang).bookNotFound);
      return sendAnswer(request, reply, answer);
    },
  );
};
