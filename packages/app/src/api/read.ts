import type { AxiosInstance } from 'axios';
import type {
  AttemptResult,
  AttemptSolutions,
  AttemptView,
  AuthSession,
  Book,
  BookDetail,
  Category,
  Course,
  DeviceSession,
  Exam,
  ExamAccess,
  Faq,
  ForumReply,
  ForumTopic,
  ForumTopicPage,
  ForumTopicsPage,
  HelpRequest,
  HeroSlide,
  Language,
  Membership,
  MyAttempt,
  Order,
  OrderQuote,
  QuestionReport,
  AnswerChallenge,
  PaymentStart,
  Receipt,
  Referral,
  SaveAck,
  SiteImages,
  SiteSearchResults,
  SubscriptionPlan,
  Teacher,
  Testimonial,
  TestSeries,
  TestPayment,
  TrialEntry,
  User,
  VideoLesson,
  VideoLessonDetail,
  VideoLessonsList,
  VideoProgress,
  SecondFactorChallenge,
} from '@pariksha/contract/responses';
import type { QueryScope } from '../data/scope';
import type { FailureText } from '../i18n/failureText';
import { ApiError } from './ApiError';

/**
 * What each checked answer yields once it has passed its contract check (responseChecks.ts):
 * the data a screen uses, typed from the contract, never cast.
 */
export interface ResponseData {
  languages: Language[];
  categories: Category[];
  exams: Exam[];
  courses: Course[];
  faqs: Faq[];
  testimonials: Testimonial[];
  teachers: { teachers: Teacher[]; message: string };
  heroSlides: HeroSlide[];
  testSeries: TestSeries[];
  books: Book[];
  siteImages: SiteImages;
  siteSearch: SiteSearchResults;
  course: Course;
  oneTestSeries: TestSeries;
  book: BookDetail;
  subscriptions: SubscriptionPlan[];
  session: AuthSession;
  /** loginUser: a learner's session, or a staff member's second-factor step. */
  login: AuthSession | SecondFactorChallenge;
  profile: User;
  updatedProfile: User;
  trial: { trial: Membership; user: User };
  sessions: DeviceSession[];
  revoked: { revoked: number; msg: string };
  contact: { id: number; msg: string };
  done: { msg: string };
  emailChangeRequested: { msg: string };
  confirmedEmail: { user: User; msg: string };
  attempt: AttemptView;
  saveAck: SaveAck;
  attemptResult: AttemptResult;
  myAttempts: MyAttempt[];
  attemptSolutions: AttemptSolutions;
  /** reportQuestion: the learner's report (a second send answers the first) and the server's words about it. */
  reportedQuestion: { report: QuestionReport; msg: string | undefined };
  /** challengeAnswer: the learner's challenge (a second send answers the first) and the server's words about it. */
  challengedAnswer: { challenge: AnswerChallenge; msg: string | undefined };
  examAccess: ExamAccess[];
  quote: OrderQuote;
  createdOrder: { order: Order; payment: PaymentStart; msg: string };
  myOrders: { orders: Order[]; trials: TrialEntry[] };
  order: Order;
  receipt: Receipt;
  testPayment: TestPayment;
  completedPayment: { order: Order; msg: string };
  referral: Referral;
  forumTopics: ForumTopicsPage;
  forumTopic: ForumTopicPage;
  createdTopic: { topic: ForumTopic; msg: string };
  createdReply: { reply: ForumReply; msg: string };
  updatedTopic: { topic: ForumTopic; msg: string };
  updatedReply: { reply: ForumReply; msg: string };
  deletedPost: { post_id: number; kind: 'topic' | 'reply'; msg: string };
  likedPost: { post_id: number; liked: boolean; like_count: number };
  reportedPost: { post_id: number; hidden: boolean; msg: string };
  videoLessons: VideoLessonsList;
  videoLesson: VideoLessonDetail;
  continueWatching: VideoLesson[];
  videoProgress: VideoProgress;
  helpRequests: HelpRequest[];
  sentHelpRequest: { request: HelpRequest; msg: string };
}
export type CheckName = keyof ResponseData;

/** One check per answer: the body in, the data out, or undefined when it is not the contract's shape. */
export type ResponseChecks = { [Name in CheckName]: (body: unknown) => ResponseData[Name] | undefined };

/**
 * The checks and zod/mini arrive with the first request the browser makes itself, beside its
 * answer; a page drawn on the server is taken over without them (its data was checked there).
 */
async function loadChecks(): Promise<ResponseChecks> {
  try {
    return (await import('./responseChecks')).responseChecks;
  } catch (cause) {
    // The checks' file could not be downloaded: for the learner that is a network failure.
    throw ApiError.worded('Network error', { code: 'network_error', cause });
  }
}

/**
 * Where an answer comes from and what is stored when it cannot be used: the spec's messages, in
 * its English (the rejection value; the learner reads them in their own language, see
 * i18n/failureText.ts).
 */
export interface Endpoint<Name extends CheckName> {
  path: string;
  check: Name;
  /** Stored when the answer is not the contract's shape (e.g. 'No FAQ data found'). */
  invalidText: FailureText;
  /** Stored when the request fails without a message of its own (e.g. 'Failed to fetch FAQs'). */
  failedText: FailureText;
}

/** An endpoint; the failure message is the shape one where the spec gives a list only one. */
export function endpoint<Name extends CheckName>(
  path: string,
  check: Name,
  invalidText: FailureText,
  failedText = invalidText,
): Endpoint<Name> {
  return { path, check, invalidText, failedText };
}

export interface RequestOptions {
  params?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** The screen shows its own error (a form, search as you type): no toast. */
  skipToast?: boolean;
  /** Told the moment the answer arrives, before it is checked (the checks may still be on their way). */
  onAnswer?: () => void;
}

/** An answer that is not the contract's shape; its message is the spec's stored one for that list. */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';

  /** `failureText`: the stored message, said in the reader's language (see failureMessage). */
  constructor(readonly failureText: FailureText) {
    super(failureText);
  }
}

/** The spec's rejection value passes through; a failure without one stores the endpoint's failure message. */
function failure(error: unknown, failedText: FailureText): Error {
  return error instanceof Error && error.message ? error : ApiError.worded(failedText, { cause: error });
}

async function checked<Name extends CheckName>(
  endpoint: Endpoint<Name>,
  checks: Promise<ResponseChecks>,
  answer: Promise<unknown>,
): Promise<ResponseData[Name]> {
  // When the request fails first, the checks' own failure is of no interest.
  checks.catch(() => undefined);
  let body: unknown;
  try {
    body = await answer;
  } catch (error) {
    throw failure(error, endpoint.failedText);
  }
  const data = (await checks)[endpoint.check](body);
  if (data === undefined) throw new InvalidResponseError(endpoint.invalidText);
  return data;
}

/** GET an endpoint in the scope's language, checked against the contract. */
export function read<Name extends CheckName>(
  scope: QueryScope,
  endpoint: Endpoint<Name>,
  { params, signal, skipToast, onAnswer }: RequestOptions = {},
): Promise<ResponseData[Name]> {
  const checks = loadChecks();
  const answer = scope.api.get(endpoint.path, { params: { ...params, lang: scope.language }, signal, skipToast }).then((response) => {
    onAnswer?.();
    return response.data;
  });
  return checked(endpoint, checks, answer);
}

/** POST, PUT or DELETE a body, the answer checked against the contract (sign-up, profile, trial…). */
export function send<Name extends CheckName>(
  api: AxiosInstance,
  method: 'post' | 'put' | 'delete',
  endpoint: Endpoint<Name>,
  body: unknown,
  { signal, skipToast, headers, keepalive }: RequestOptions & { headers?: Record<string, string>; keepalive?: boolean } = {},
): Promise<ResponseData[Name]> {
  const checks = loadChecks();
  // keepalive: the request outlives the page (a video's place saved as the tab closes), which
  // only fetch can promise.
  const delivery = keepalive ? { adapter: 'fetch' as const, fetchOptions: { keepalive: true } } : {};
  const answer = api.request({ method, url: endpoint.path, data: body, signal, skipToast, headers, ...delivery }).then((response) => response.data);
  return checked(endpoint, checks, answer);
}
