import type { DataTag } from '@tanstack/query-core';
import type { VideoLessonDetail } from '@pariksha/contract';
import { learnerKey } from '../../data/learnerKey';
import type { QueryScope } from '../../data/scope';

/**
 * The cache's name for a lesson (videoLessonQuery), with the learner's own progress: the lesson
 * page's title reads the lesson by it, in every page's shell, where the queries themselves do not
 * belong.
 */
export function videoLessonKey(scope: QueryScope, slug: string) {
  return learnerKey(scope, 'video-lesson', slug, scope.language) as DataTag<
    readonly ['learner', string | null, 'video-lesson', string, string],
    VideoLessonDetail
  >;
}
