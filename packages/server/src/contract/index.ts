export { languageCode, langQuery } from './common.js';
export type { LangQuery } from './common.js';
export { failureEnvelope, successEnvelope } from './envelope.js';
export type { ApiFailure, ApiSuccess } from './envelope.js';
export { apiErrorCodes } from './errors.js';
export type { ApiErrorCode } from './errors.js';
export { getAllSubscriptionsResponse, subscriptionPlan } from './subscriptions.js';
export type { GetAllSubscriptionsResponse, SubscriptionPlan } from './subscriptions.js';
export {
  category,
  categoryIdParams,
  categoryTranslation,
  course,
  courseFeature,
  courseSlugParams,
  courseTranslation,
  exam,
  examSection,
  examTranslation,
  faq,
  faqTranslation,
  getAllCategoriesResponse,
  getAllCoursesResponse,
  getAllFaqsResponse,
  getAllLanguagesResponse,
  getAllTeachersResponse,
  getAllTestimonialsResponse,
  getCourseResponse,
  getExamsResponse,
  language,
  normaliseIndianMobile,
  phoneMessage,
  searchQuery,
  submitContactBody,
  submitContactResponse,
  teacher,
  teacherTranslation,
  testimonial,
  testimonialTranslation,
} from './content.js';
export type {
  Category,
  Course,
  Exam,
  Faq,
  GetAllCategoriesResponse,
  GetAllCoursesResponse,
  GetAllFaqsResponse,
  GetAllLanguagesResponse,
  GetAllTeachersResponse,
  GetAllTestimonialsResponse,
  GetCourseResponse,
  GetExamsResponse,
  Language,
  SearchQuery,
  SubmitContactBody,
  SubmitContactInput,
  SubmitContactResponse,
  Teacher,
  Testimonial,
} from './content.js';
