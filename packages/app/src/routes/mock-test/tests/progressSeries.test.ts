import { describe, expect, it } from 'vitest';
import type { MyAttempt, TestSeries } from '@pariksha/contract/responses';
import { progressBySeries } from './progressSeries';

describe('progress across a test series', () => {
  const attempt = (id: string, slug: string | null, startedAt: string, percentile: number | null, counted = true): MyAttempt => ({
    attempt_id: id,
    exam_id: slug === null ? null : 1,
    exam_slug: slug,
    exam_title: slug ?? 'Practice',
    pattern: slug === null ? 'practice' : 'exam',
    attempt_number: counted ? 1 : 2,
    status: 'submitted',
    started_at: startedAt,
    deadline_at: startedAt,
    score: 40,
    total_marks: 100,
    ranking: percentile === null ? null : { rank: 3, candidates: 50, percentile, provisional: false, counted },
  });
  const series = (slug: string, exams: string[]) => ({ slug, title: slug.toUpperCase(), exam_slugs: exams }) as unknown as TestSeries;

  it('groups submitted attempts by series, oldest first, with a percentile only for first attempts', () => {
    const attempts = [
      attempt('c', 'ssc-cgl', '2026-11-22T10:00:00.000Z', 90, false),
      attempt('a', 'ssc-cgl', '2026-11-01T10:00:00.000Z', 70),
      attempt('b', 'ibps-po', '2026-11-10T10:00:00.000Z', 80),
      attempt('p', null, '2026-11-12T10:00:00.000Z', null),
      { ...attempt('o', 'ssc-cgl', '2026-11-23T10:00:00.000Z', null), status: 'in_progress' as const, score: null },
    ];
    expect(progressBySeries(attempts, [series('ssc', ['ssc-cgl', 'ssc-chsl']), series('banking', ['ibps-po']), series('railway', ['rrb-ntpc'])])).toEqual([
      {
        slug: 'ssc',
        title: 'SSC',
        points: [
          { id: 'a', date: '2026-11-01T10:00:00.000Z', title: 'ssc-cgl', score: 40, maxScore: 100, percentile: 70 },
          { id: 'c', date: '2026-11-22T10:00:00.000Z', title: 'ssc-cgl', score: 40, maxScore: 100, percentile: null },
        ],
      },
      { slug: 'banking', title: 'BANKING', points: [{ id: 'b', date: '2026-11-10T10:00:00.000Z', title: 'ibps-po', score: 40, maxScore: 100, percentile: 80 }] },
    ]);
  });
});
