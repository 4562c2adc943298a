import { videoTopics, type VideoTopic } from '@pariksha/contract/values';

/** The Videos screen's filters, kept in the address (`?topic=&exam=&q=`): they survive a reload. */
export interface LessonChoice {
  /** null: the ALL chip. */
  topic: VideoTopic | null;
  /** An exam's slug; '' is every exam. */
  exam: string;
  q: string;
}

function isVideoTopic(value: string | null): value is VideoTopic {
  return value !== null && (videoTopics as readonly string[]).includes(value);
}

export function lessonChoice(params: URLSearchParams): LessonChoice {
  const topic = params.get('topic');
  return {
    topic: isVideoTopic(topic) ? topic : null,
    exam: (params.get('exam') ?? '').trim(),
    q: (params.get('q') ?? '').trim(),
  };
}

export function lessonPath(slug: string): string {
  return `/dashboard/video/${encodeURIComponent(slug)}`;
}

/** The address of a filter choice: empty filters left out, so ALL is plain `/dashboard/video`. */
export function lessonSearch(choice: LessonChoice): string {
  const params = new URLSearchParams();
  if (choice.topic) params.set('topic', choice.topic);
  if (choice.exam) params.set('exam', choice.exam);
  if (choice.q) params.set('q', choice.q);
  const search = params.toString();
  return search ? `?${search}` : '';
}
