import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { questionReportReasons } from '@pariksha/contract/responses';
// The answers' schemas (zod/mini) from their own file: the requests' file brings the whole of zod.
import {
  bulkQuestionsResponse,
  decideAnswerChallengeResponse,
  decideQuestionReportResponse,
  getAnswerChallengesResponse,
  getItemQualityResponse,
  getReviewQueueResponse,
  getStudioQuestionReportsResponse,
  getStudioQuestionResponse,
  getStudioQuestionsResponse,
  importQuestionsResponse,
  previewQuestionResponse,
  saveStudioQuestionResponse,
  uploadFigureResponse,
  type ItemQualityEntry,
  type StudioAnswerChallenge,
  type StudioQuestionReport,
} from '@pariksha/contract/responses/studio-questions';
import type { ResponseAnswer } from '@pariksha/contract/responses';
import type { StudioQuestionContentInput } from '@pariksha/contract/studio-questions';
import { forLearner, learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';
import type { QuestionListFilter } from '../questions/listFilter';
import { studioGet, studioSend } from './studioRequest';

// The studio's questions (/api/v1/studio/questions…, /studio/review, /studio/question-reports,
// /studio/answer-challenges, /studio/import), each answer checked against the contract (studio-questions.ts).

/** Every studio question query starts with this: a change to one question refreshes them all. */
export const studioQuestionsKey = (scope: QueryScope) => learnerKey(scope, 'studio', 'questions');

export const questionListQuery = (filter: QuestionListFilter) => (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioQuestionsKey(scope), 'list', filter, scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) =>
      studioGet(scope.api, '/studio/questions', getStudioQuestionsResponse, {
        signal,
        params: {
          search: filter.search || undefined,
          exam: filter.exam || undefined,
          topic: filter.topic || undefined,
          difficulty: filter.difficulty || undefined,
          state: filter.state || undefined,
          hindi_missing: filter.hindiMissing ? '1' : undefined,
          page: filter.page,
        },
      }),
    ),
    placeholderData: keepPreviousData,
  });

export const studioQuestionQuery = (key: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioQuestionsKey(scope), 'one', key, scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) => studioGet(scope.api, `/studio/questions/${encodeURIComponent(key)}`, getStudioQuestionResponse, { signal })),
    // The editor holds what it opened: a refetch in the background must not move the ground under it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const reviewQueueQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioQuestionsKey(scope), 'review', scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) => studioGet(scope.api, '/studio/review', getReviewQueueResponse, { signal })),
  });

export const reportStatuses = ['received', 'accepted', 'rejected'] as const;
export type ReportStatus = (typeof reportStatuses)[number];
export { questionReportReasons };
export type { StudioQuestionReport };

export const questionReportsQuery = (status: ReportStatus) => (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioQuestionsKey(scope), 'reports', status, scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) =>
      studioGet(scope.api, '/studio/question-reports', getStudioQuestionReportsResponse, { signal, params: { status } }),
    ),
  });

const path = (key: string, action = '') => `/studio/questions/${encodeURIComponent(key)}${action}`;

export function createQuestion(api: AxiosInstance, key: string, content: StudioQuestionContentInput) {
  return studioSend(api, 'post', '/studio/questions', saveStudioQuestionResponse, { key, content }, { skipToast: true });
}

export function saveQuestion(api: AxiosInstance, key: string, base: { versionId: number; updatedAt: string }, content: StudioQuestionContentInput) {
  return studioSend(api, 'put', path(key), saveStudioQuestionResponse, { base_version_id: base.versionId, base_updated_at: base.updatedAt, content }, { skipToast: true });
}

export const questionActions = ['submit', 'approve', 'send-back', 'retire'] as const;
export type QuestionAction = (typeof questionActions)[number];

export function questionAction(api: AxiosInstance, key: string, action: QuestionAction, note?: string) {
  const body = action === 'approve' || action === 'send-back' ? { note: note ?? '' } : {};
  return studioSend(api, 'post', path(key, `/${action}`), saveStudioQuestionResponse, body, { skipToast: true });
}

export const bulkActions = ['submit', 'approve', 'retire'] as const;
export type BulkAction = (typeof bulkActions)[number];

export function bulkQuestions(api: AxiosInstance, action: BulkAction, keys: readonly string[]) {
  return studioSend(api, 'post', '/studio/questions/bulk', bulkQuestionsResponse, { action, keys }, { skipToast: true });
}

export function previewQuestion(api: AxiosInstance, content: StudioQuestionContentInput, signal: AbortSignal) {
  return studioSend(api, 'post', '/studio/questions/preview', previewQuestionResponse, { content }, { signal, skipToast: true });
}

export type { ItemQualityEntry, StudioAnswerChallenge };

/** The review queue of questions in use (flags, open reports and challenges), most pressing first. */
export const itemQualityQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioQuestionsKey(scope), 'quality', scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) => studioGet(scope.api, '/studio/item-quality', getItemQualityResponse, { signal })),
  });

export const answerChallengesQuery = (status: ReportStatus) => (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioQuestionsKey(scope), 'challenges', status, scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) => studioGet(scope.api, '/studio/answer-challenges', getAnswerChallengesResponse, { signal, params: { status } })),
  });

/** Accept with the corrected key (its attempts are scored again), or reject; `note` is what the learner reads. */
export function decideChallenge(api: AxiosInstance, id: number, body: { decision: 'accepted' | 'rejected'; note: string; answer?: ResponseAnswer }) {
  return studioSend(api, 'post', `/studio/answer-challenges/${id}/decide`, decideAnswerChallengeResponse, body, { skipToast: true });
}

export function decideReport(api: AxiosInstance, id: number, decision: 'accepted' | 'rejected', note: string) {
  return studioSend(api, 'post', `/studio/question-reports/${id}/decide`, decideQuestionReportResponse, { decision, note }, { skipToast: true });
}

export interface ImportChoice {
  dryRun: boolean;
  skipInvalid: boolean;
  publish: boolean;
}

/** The file itself as the body (no form encoding to parse on the server), its name in the address. */
const asFile = { headers: { 'content-type': 'application/octet-stream' } };

/** Uploads a file to the importer; a dry run reports what would happen and changes nothing. */
export function importQuestions(api: AxiosInstance, file: File, choice: ImportChoice) {
  return studioSend(api, 'post', '/studio/import', importQuestionsResponse, file, {
    skipToast: true,
    ...asFile,
    params: { name: file.name, dry_run: choice.dryRun ? 1 : undefined, skip_invalid: choice.skipInvalid ? 1 : undefined, publish: choice.publish ? 1 : undefined },
  });
}

/** Uploads a figure (PNG, JPEG or SVG); the answer names it for `figure:NAME` and gives its hash. */
export function uploadFigure(api: AxiosInstance, file: File) {
  return studioSend(api, 'post', '/studio/figures', uploadFigureResponse, file, { skipToast: true, ...asFile, params: { name: file.name } });
}
