import type { ProgressPoint } from './progressChartData';

/** The SSC CGL Tier I mock series: 100 questions, 200 marks. Submitted in the evening, India time. */
const mock = (number: number, date: string, score: number, percentile: number | null): ProgressPoint => ({
  id: `attempt-${number}`,
  date,
  title: `SSC CGL Tier I Full Mock ${number}`,
  score,
  maxScore: 200,
  percentile,
});

/** Six mocks over a month, rising with a dip, the latest at 62% and the 88.4th percentile. */
export const monthOfMocks: ProgressPoint[] = [
  mock(1, '2026-10-25T13:40:00Z', 96, 61.3),
  mock(2, '2026-10-30T14:05:00Z', 108.5, 68.9),
  mock(3, '2026-11-04T12:55:00Z', 102, 64.2),
  mock(4, '2026-11-09T13:20:00Z', 117.5, 76.5),
  mock(5, '2026-11-15T15:10:00Z', 119, 80.1),
  mock(6, '2026-11-21T13:30:00Z', 124, 88.4),
];

/**
 * Retakes and practice tests are not ranked: their percentile is missing, leaving gaps in that
 * line. The last attempt is a retake.
 */
export const withUnranked: ProgressPoint[] = [
  mock(1, '2026-10-25T13:40:00Z', 96, 61.3),
  { ...mock(1, '2026-10-27T13:40:00Z', 121, null), id: 'attempt-1-retake', title: 'SSC CGL Tier I Full Mock 1 (retake)' },
  mock(2, '2026-10-30T14:05:00Z', 108.5, 68.9),
  mock(3, '2026-11-04T12:55:00Z', 102, 64.2),
  { ...mock(3, '2026-11-06T13:00:00Z', 133.5, null), id: 'attempt-3-retake', title: 'SSC CGL Tier I Full Mock 3 (retake)' },
];

/**
 * Thirty mocks, one every two to three days from August: a steady climb with the ups and downs
 * of real practice. Scores are whole or half marks, as 2 marks right and 0.5 off wrong give.
 */
export const thirtyMocks: ProgressPoint[] = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 7, 1 + Math.round(index * 2.6), 13, 30));
  const wobble = [0, 6, -4.5, 3, -8, 5.5, 1, -2.5][index % 8] ?? 0;
  const score = Math.round((70 + index * 2.5 + wobble) * 2) / 2;
  const percentile = Math.min(99.6, Math.round((38 + index * 1.9 + wobble / 2) * 10) / 10);
  return mock(index + 1, day.toISOString(), score, index % 7 === 4 ? null : percentile);
});

/** The chart draws by date, whatever order the attempts come in: the app passes them newest first. */
export const newestFirst: ProgressPoint[] = [...monthOfMocks].reverse();
