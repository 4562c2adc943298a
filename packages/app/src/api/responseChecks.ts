/**
 * Every answer the app uses, checked against the provider's contract (its zod/mini response
 * schemas) before it reaches a screen. Loaded on first use (read.ts), with zod/mini. Where the
 * spec accepts a second shape (testimonials as a bare list, FAQs as a bare array, teachers one
 * level deeper), the second shape is built from the same item schemas.
 */
import * as z from 'zod/mini';
import {
  faq,
  confirmEmailResponse,
  getAllBooksResponse,
  getAllCategoriesResponse,
  getAllCoursesResponse,
  getAllFaqsResponse,
  getAllLanguagesResponse,
  getAllSubscriptionsResponse,
  getAllTeachersResponse,
  getAllTestimonialsResponse,
  getAllTestSeriesResponse,
  getAttemptResponse,
  getAttemptResultResponse,
  getAttemptSolutionsResponse,
  completeTestPaymentResponse,
  createForumReplyResponse,
  createForumTopicResponse,
  deleteForumPostResponse,
  getContinueWatchingResponse,
  getForumTopicResponse,
  getForumTopicsResponse,
  getMyHelpRequestsResponse,
  getVideoLessonResponse,
  getVideoLessonsResponse,
  likeForumPostResponse,
  reportForumPostResponse,
  reportQuestionResponse,
  challengeAnswerResponse,
  saveVideoProgressResponse,
  submitHelpRequestResponse,
  updateForumReplyResponse,
  updateForumTopicResponse,
  createOrderResponse,
  getMyExamAccessResponse,
  getMyOrdersResponse,
  getOrderResponse,
  getReceiptResponse,
  getReferralResponse,
  getTestPaymentResponse,
  previewOrderResponse,
  getBookResponse,
  getCourseResponse,
  getExamsResponse,
  getHeroSlidesResponse,
  getMyAttemptsResponse,
  getProfileResponse,
  getSearchResponse,
  getSessionsResponse,
  getSiteImagesResponse,
  getTestSeriesResponse,
  loginUserAnyResponse,
  loginUserResponse,
  verifySecondFactorResponse,
  logoutResponse,
  requestEmailChangeResponse,
  revokeSessionResponse,
  saveResponsesResponse,
  startTrialResponse,
  submitContactResponse,
  successEnvelope,
  teacher,
  testimonial,
  updateProfileResponse,
} from '@pariksha/contract/responses';
import type { ResponseChecks } from './read';

/** The parsed body, or undefined when it is not the schema's shape. */
function parsed<Schema extends z.ZodMiniType>(schema: Schema, body: unknown): z.output<Schema> | undefined {
  const result = z.safeParse(schema, body);
  return result.success ? result.data : undefined;
}

/** A mutation's data with its `msg` beside it (the toast the app shows). */
function withMessage<Data extends object>(answer: { data: Data; msg: string } | undefined): (Data & { msg: string }) | undefined {
  return answer && { ...answer.data, msg: answer.msg };
}

const faqsAsArray = z.array(faq);
const testimonialsAsList = successEnvelope(z.array(testimonial));
const teachersNested = successEnvelope(
  z.object({ data: z.object({ data: z.array(teacher) }), message: z.optional(z.string()) }),
);

export const responseChecks: ResponseChecks = {
  languages: (body) => parsed(getAllLanguagesResponse, body)?.data,
  categories: (body) => parsed(getAllCategoriesResponse, body)?.data.data,
  exams: (body) => parsed(getExamsResponse, body)?.data,
  courses: (body) => parsed(getAllCoursesResponse, body)?.data,
  faqs: (body) => parsed(faqsAsArray, body) ?? parsed(getAllFaqsResponse, body)?.data,
  testimonials: (body) => parsed(getAllTestimonialsResponse, body)?.data.data ?? parsed(testimonialsAsList, body)?.data,
  teachers: (body) => {
    const flat = parsed(getAllTeachersResponse, body)?.data;
    if (flat) return { teachers: flat.data, message: flat.message };
    const nested = parsed(teachersNested, body)?.data;
    return nested && { teachers: nested.data.data, message: nested.message ?? '' };
  },
  heroSlides: (body) => parsed(getHeroSlidesResponse, body)?.data,
  testSeries: (body) => parsed(getAllTestSeriesResponse, body)?.data,
  books: (body) => parsed(getAllBooksResponse, body)?.data,
  siteImages: (body) => parsed(getSiteImagesResponse, body)?.data,
  siteSearch: (body) => parsed(getSearchResponse, body)?.data,
  course: (body) => parsed(getCourseResponse, body)?.data,
  oneTestSeries: (body) => parsed(getTestSeriesResponse, body)?.data,
  book: (body) => parsed(getBookResponse, body)?.data,
  subscriptions: (body) => parsed(getAllSubscriptionsResponse, body)?.data,
  // Sign-up and login answer alike.
  session: (body) => parsed(loginUserResponse, body)?.data ?? parsed(verifySecondFactorResponse, body)?.data,
  login: (body) => parsed(loginUserAnyResponse, body)?.data,
  profile: (body) => parsed(getProfileResponse, body)?.data.user,
  updatedProfile: (body) => parsed(updateProfileResponse, body)?.data.user,
  trial: (body) => parsed(startTrialResponse, body)?.data,
  sessions: (body) => parsed(getSessionsResponse, body)?.data.sessions,
  revoked: (body) => {
    const answer = parsed(revokeSessionResponse, body);
    return answer && { revoked: answer.data.revoked, msg: answer.msg };
  },
  contact: (body) => {
    const answer = parsed(submitContactResponse, body);
    return answer && { id: answer.data.id, msg: answer.msg };
  },
  done: (body) => {
    const answer = parsed(logoutResponse, body);
    return answer && { msg: answer.msg };
  },
  emailChangeRequested: (body) => {
    const answer = parsed(requestEmailChangeResponse, body);
    return answer && { msg: answer.msg };
  },
  confirmedEmail: (body) => {
    const answer = parsed(confirmEmailResponse, body);
    return answer && { user: answer.data.user, msg: answer.msg };
  },
  // startAttempt and getAttempt answer the same view; submitAttempt and getAttemptResult the same result.
  attempt: (body) => parsed(getAttemptResponse, body)?.data,
  saveAck: (body) => parsed(saveResponsesResponse, body)?.data,
  attemptResult: (body) => parsed(getAttemptResultResponse, body)?.data,
  myAttempts: (body) => parsed(getMyAttemptsResponse, body)?.data,
  attemptSolutions: (body) => parsed(getAttemptSolutionsResponse, body)?.data,
  reportedQuestion: (body) => {
    const answer = parsed(reportQuestionResponse, body);
    return answer && { report: answer.data, msg: answer.msg };
  },
  challengedAnswer: (body) => {
    const answer = parsed(challengeAnswerResponse, body);
    return answer && { challenge: answer.data, msg: answer.msg };
  },
  examAccess: (body) => parsed(getMyExamAccessResponse, body)?.data.exams,
  quote: (body) => parsed(previewOrderResponse, body)?.data.quote,
  createdOrder: (body) => {
    const answer = parsed(createOrderResponse, body);
    return answer && { ...answer.data, msg: answer.msg };
  },
  myOrders: (body) => parsed(getMyOrdersResponse, body)?.data,
  order: (body) => parsed(getOrderResponse, body)?.data.order,
  receipt: (body) => parsed(getReceiptResponse, body)?.data.receipt,
  testPayment: (body) => parsed(getTestPaymentResponse, body)?.data,
  completedPayment: (body) => {
    const answer = parsed(completeTestPaymentResponse, body);
    return answer && { order: answer.data.order, msg: answer.msg };
  },
  referral: (body) => parsed(getReferralResponse, body)?.data.referral,
  forumTopics: (body) => parsed(getForumTopicsResponse, body)?.data,
  forumTopic: (body) => parsed(getForumTopicResponse, body)?.data,
  createdTopic: (body) => withMessage(parsed(createForumTopicResponse, body)),
  createdReply: (body) => withMessage(parsed(createForumReplyResponse, body)),
  updatedTopic: (body) => withMessage(parsed(updateForumTopicResponse, body)),
  updatedReply: (body) => withMessage(parsed(updateForumReplyResponse, body)),
  deletedPost: (body) => withMessage(parsed(deleteForumPostResponse, body)),
  likedPost: (body) => parsed(likeForumPostResponse, body)?.data,
  reportedPost: (body) => {
    const answer = parsed(reportForumPostResponse, body);
    return answer && { post_id: answer.data.post_id, hidden: answer.data.hidden, msg: answer.msg };
  },
  videoLessons: (body) => parsed(getVideoLessonsResponse, body)?.data,
  videoLesson: (body) => parsed(getVideoLessonResponse, body)?.data.lesson,
  continueWatching: (body) => parsed(getContinueWatchingResponse, body)?.data.lessons,
  videoProgress: (body) => parsed(saveVideoProgressResponse, body)?.data.progress,
  helpRequests: (body) => parsed(getMyHelpRequestsResponse, body)?.data.requests,
  sentHelpRequest: (body) => withMessage(parsed(submitHelpRequestResponse, body)),
};
