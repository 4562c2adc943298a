import type { VideoLesson } from '@pariksha/contract/responses';
import type { LessonCardLesson } from '@pariksha/ui';

/** The contract's lesson as the ui's cards take it. */
export function lessonCard(lesson: VideoLesson): LessonCardLesson {
  return {
    slug: lesson.slug,
    title: lesson.title,
    topic: lesson.topic,
    examName: lesson.exam?.name ?? null,
    durationSeconds: lesson.duration_seconds,
    thumbnailUrl: lesson.thumbnail_url,
    progress: lesson.progress && { positionSeconds: lesson.progress.position_seconds, completed: lesson.progress.completed },
  };
}
