import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { VideoProgressBody } from '@pariksha/contract';
import { endpoint, read, send } from '../../api/read';
import { forLearner, learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';
import type { LessonChoice } from './lessonAddress';
import { videoLessonKey } from './videoLessonKey';

// Video lessons (packages/server/src/routes/videos.ts), each answer checked against the contract.

/** The lessons a choice of filters leaves; the previous list stays on screen while the next arrives. */
export const videoLessonsQuery = (choice: LessonChoice) => (scope: QueryScope) =>
  queryOptions({
    // Each lesson carries the learner's own progress.
    queryKey: learnerKey(scope, 'video-lessons', choice.topic, choice.exam, choice.q, scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint('/getVideoLessons', 'videoLessons', 'Invalid response structure', 'Failed to fetch the video lessons'), {
        params: { topic: choice.topic ?? undefined, exam: choice.exam || undefined, q: choice.q || undefined },
        signal,
        skipToast: true,
      }),
    ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export const continueWatchingQuery = (scope: QueryScope) =>
  queryOptions({
    queryKey: learnerKey(scope, 'continue-watching', scope.language),
    queryFn: forLearner(scope, ({ signal }) =>
      read(scope, endpoint('/getContinueWatching', 'continueWatching', 'Invalid response structure', 'Failed to fetch where you stopped'), {
        signal,
        skipToast: true,
      }),
    ),
    staleTime: 0,
  });

export const videoLessonQuery = (slug: string) => (scope: QueryScope) =>
  queryOptions({
    queryKey: videoLessonKey(scope, slug),
    queryFn: forLearner(scope, ({ signal }) =>
      read(
        scope,
        endpoint(`/getVideoLesson/${encodeURIComponent(slug)}`, 'videoLesson', 'Invalid response structure', 'Failed to fetch the lesson'),
        { signal, skipToast: true },
      ),
    ),
    staleTime: 0,
  });

/**
 * Where the learner stopped; quiet (a toast every ten seconds of a poor connection would be
 * noise), and delivered even when it is sent as the tab closes.
 */
export function saveVideoProgress(api: AxiosInstance, slug: string, body: VideoProgressBody) {
  return send(
    api,
    'put',
    endpoint(`/saveVideoProgress/${encodeURIComponent(slug)}`, 'videoProgress', 'Invalid response structure', 'Your place could not be saved'),
    body,
    { skipToast: true, keepalive: true },
  );
}
