/** One submitted attempt of a test in the series. */
export interface ProgressPoint {
  id: string;
  /** When it was submitted, as an ISO date-time. */
  date: string;
  /** The test's title, in the page's language. */
  title: string;
  score: number;
  maxScore: number;
  /** Null for an attempt that is not ranked: a retake or a practice test. */
  percentile: number | null;
}

/** The attempts oldest first (the order they are drawn in), without changing the caller's array. */
export function inDateOrder(points: readonly ProgressPoint[]): ProgressPoint[] {
  return [...points].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

/** The score as a percentage of full marks; zero for a paper without marks. */
export function scorePercent(point: Pick<ProgressPoint, 'score' | 'maxScore'>): number {
  return point.maxScore > 0 ? (point.score / point.maxScore) * 100 : 0;
}

/** The gridlines' step on the 0–100 axis. */
export const yStep = 25;

/**
 * The vertical axis: 0 to 100, reaching down in whole steps when negative marking took a score
 * below zero, so that point is drawn where it is rather than clipped to zero.
 */
export function yDomain(points: readonly ProgressPoint[]): [number, number] {
  const lowest = Math.min(0, ...points.map(scorePercent));
  return [Math.floor(lowest / yStep) * yStep, 100];
}

/**
 * The lines to draw between consecutive attempts, as index pairs: only where both have a value,
 * so an unranked attempt leaves a gap in the percentile line instead of a false slope.
 */
export function lineSegments(values: readonly (number | null)[]): [number, number][] {
  const segments: [number, number][] = [];
  for (let index = 1; index < values.length; index += 1) {
    if (values[index - 1] != null && values[index] != null) segments.push([index - 1, index]);
  }
  return segments;
}
