import type { MyAttempt, TestSeries } from '@pariksha/contract/responses';
import type { ProgressPoint } from '@pariksha/ui';

export type SeriesProgress = { slug: string; title: string; points: ProgressPoint[] };

/**
 * The learner's submitted attempts grouped by the test series whose exams they belong to, oldest
 * first, for the series where there is at least one. Retakes show their score; only a first
 * attempt has a percentile of its own (a retake is placed, not ranked).
 */
export function progressBySeries(attempts: readonly MyAttempt[], series: readonly TestSeries[]): SeriesProgress[] {
  const submitted = attempts
    .filter((attempt) => attempt.status === 'submitted' && attempt.score !== null && attempt.exam_slug !== null)
    .sort((a, b) => a.started_at.localeCompare(b.started_at));
  return series.flatMap((one) => {
    const exams = new Set(one.exam_slugs);
    const points = submitted
      .filter((attempt) => attempt.exam_slug !== null && exams.has(attempt.exam_slug))
      .map((attempt) => ({
        id: attempt.attempt_id,
        date: attempt.started_at,
        title: attempt.exam_title,
        score: attempt.score ?? 0,
        maxScore: attempt.total_marks,
        percentile: attempt.ranking?.counted ? attempt.ranking.percentile : null,
      }));
    return points.length === 0 ? [] : [{ slug: one.slug, title: one.title, points }];
  });
}
