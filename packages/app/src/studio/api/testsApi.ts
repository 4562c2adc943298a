import { queryOptions, skipToken } from '@tanstack/react-query';
import { isAxiosError, type AxiosInstance } from 'axios';
// The answers' schemas (zod/mini) from their own file: the requests' file brings the whole of zod.
import {
  getStudioTestResponse,
  getStudioTestsResponse,
  getTestTopicsResponse,
  previewStudioTestResponse,
  saveStudioTestResponse,
  testRefusedResponse,
  type StudioTest,
} from '@pariksha/contract/responses/studio-tests';
import type { TestDefinitionInput } from '@pariksha/contract/studio-tests';
import { startAttemptResponse } from '@pariksha/contract/responses/attempts';
import { forLearner, learnerKey } from '../../data/learnerKey';
import { ApiError } from '../../api/ApiError';
import type { QueryScope } from '../../data/scope';
import { studioGet, studioSend } from './studioRequest';

// The studio's test builder (/api/v1/studio/tests…, /studio/test-topics), each answer checked
// against the contract (responses/studio-tests.ts).

/** Every studio test query starts with this: a change to one test refreshes them all. */
export const studioTestsKey = (scope: QueryScope) => learnerKey(scope, 'studio', 'tests');

export const testPath = (id: number, action = '') => `/studio/tests/${id}${action}`;

/** Every test, the newest change first. */
export const testListQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioTestsKey(scope), 'list', scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) => studioGet(scope.api, '/studio/tests', getStudioTestsResponse, { signal })),
  });

export const studioTestQuery = (id: number) => (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioTestsKey(scope), 'one', id, scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) => studioGet(scope.api, testPath(id), getStudioTestResponse, { signal })),
    // The editor holds what it opened: a refetch in the background must not move the ground under it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

/** The topics an exam's tests may draw from, with their published questions per difficulty; nothing asked before an exam is chosen. */
export const testTopicsQuery = (exam: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioTestsKey(scope), 'topics', exam, scope.language] as const,
    queryFn: exam === '' ? skipToken : forLearner(scope, ({ signal }) => studioGet(scope.api, '/studio/test-topics', getTestTopicsResponse, { signal, params: { exam } })),
  });

/**
 * One fresh draw of the test's saved draft, as a candidate starting it now would get it, with the
 * keys (nothing is stored; a 422 `pools_short` while a pool cannot be filled or a fixed question
 * cannot be used). Each fetch draws afresh: the draw on screen stays until "Draw again" asks for
 * another, and is dropped when the page is left, so coming back (after a save) draws again.
 */
export const testPreviewQuery = (id: number) => (scope: QueryScope) =>
  queryOptions({
    queryKey: [...studioTestsKey(scope), 'preview', id, scope.language] as const,
    queryFn: forLearner(scope, ({ signal }) => studioGet(scope.api, testPath(id, '/preview'), previewStudioTestResponse, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

/** Reads one test afresh (after another's save, or to learn which pools a refused publish could not fill). */
export function fetchTest(api: AxiosInstance, id: number) {
  return studioGet(api, testPath(id), getStudioTestResponse);
}

export function createTest(api: AxiosInstance, draft: TestDefinitionInput) {
  return studioSend(api, 'post', '/studio/tests', saveStudioTestResponse, { draft }, { skipToast: true });
}

/** Saves over the version opened at `baseUpdatedAt`: another's save since is a 409 `version_conflict`. */
export function saveTest(api: AxiosInstance, id: number, baseUpdatedAt: string, draft: TestDefinitionInput) {
  return studioSend(api, 'put', testPath(id), saveStudioTestResponse, { base_updated_at: baseUpdatedAt, draft }, { skipToast: true });
}

/** A new draft holding an exam's seeded paper (the same questions, sections and marking); a 404 when the exam has none. */
export function copyExamPaper(api: AxiosInstance, exam: string) {
  return studioSend(api, 'post', '/studio/tests/from-paper', saveStudioTestResponse, { exam }, { skipToast: true });
}

/**
 * An attempt of the caller's own at a fresh draw of the saved draft, on the learners' test screen
 * (never ranked; a 422 `pools_short` while a pool cannot be filled). The page shows any refusal.
 */
export async function startPreviewAttempt(api: AxiosInstance, id: number) {
  return (await studioSend(api, 'post', testPath(id, '/preview/attempt'), startAttemptResponse, {}, { skipToast: true })).data;
}

export const testActions = ['publish', 'withdraw'] as const;
export type TestAction = (typeof testActions)[number];

/** Publishes the saved draft (a 422 `pools_short` when a pool cannot be filled) or withdraws the test. */
export function testAction(api: AxiosInstance, id: number, action: TestAction, baseUpdatedAt: string) {
  return studioSend(api, 'post', testPath(id, `/${action}`), saveStudioTestResponse, { base_updated_at: baseUpdatedAt }, { skipToast: true });
}

/**
 * The test as it now stands, which a refusal (409 `version_conflict` or `wrong_state`, 422
 * `pools_short`) carries in its `data`, checked; null when the failure has none.
 */
export function refusedTest(error: unknown): StudioTest | null {
  if (!(error instanceof ApiError) || !isAxiosError(error.cause)) return null;
  const parsed = testRefusedResponse.safeParse(error.cause.response?.data);
  return parsed.success ? parsed.data.data : null;
}

/** The server's own sentence for a refusal (its `msg`: why a preview cannot be drawn), else null. */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !isAxiosError(error.cause)) return null;
  const body: unknown = error.cause.response?.data;
  const msg: unknown = typeof body === 'object' && body !== null && 'msg' in body ? body.msg : undefined;
  return typeof msg === 'string' && msg.trim() !== '' ? msg : null;
}
