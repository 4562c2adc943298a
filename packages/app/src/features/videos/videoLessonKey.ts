import type { DataTag } from '@tanstack/query-core';
import type { VideoLessonDetail } from '@pariksha/contract';

/**
 * The cache's name for a lesson (videoLessonQuery): the lesson page's title reads the lesson by
 * it, in every page's shell, where the queries themselves do not belong.
 */
export function videoLessonKey(slug: string, language: string) {
  return ['video-lesson', slug, language] as const as DataTag<readonly ['video-lesson', string, string], VideoLessonDetail>;
}
