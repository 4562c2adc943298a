/** One section of a submitted attempt, as the result page has it. */
export interface SectionChartSection {
  /** 'Quantitative Aptitude', in the page's language. */
  name: string;
  /** The learner's marks in the section; negative marking can take it below zero. */
  score: number;
  /** The section's full marks. */
  maxScore: number;
  /** The average candidate's marks; null or absent while nobody else has taken the test. */
  average?: number | null;
  /** The topper's marks in the section; null or absent as for `average`. */
  topper?: number | null;
  timeSpentMs: number;
  questions: number;
  attempted: number;
  correct: number;
}

/** The bars of each section, top to bottom in this order: the learner first. */
export const sectionSeries = ['you', 'average', 'topper'] as const;
export type SectionSeries = (typeof sectionSeries)[number];

/** A series' marks in a section; null when not known (the average before anyone else took the test). */
export function seriesValue(section: SectionChartSection, series: SectionSeries): number | null {
  if (series === 'you') return section.score;
  return (series === 'average' ? section.average : section.topper) ?? null;
}

/** The series any section has a value for: average and topper vanish, bars and key, for the first candidate. */
export function shownSeries(sections: readonly SectionChartSection[]): SectionSeries[] {
  return sectionSeries.filter((series) => sections.some((section) => seriesValue(section, series) !== null));
}

/**
 * The marks axis, shared by every section so their bars compare: from zero, or the lowest
 * negative score, to the largest full marks (or a value above them, should one ever be).
 */
export function scoreDomain(sections: readonly SectionChartSection[]): [number, number] {
  const values = sections.flatMap((section) =>
    sectionSeries.map((series) => seriesValue(section, series)).filter((value) => value !== null),
  );
  const top = Math.max(0, ...sections.map((section) => section.maxScore), ...values);
  return [Math.min(0, ...values), top];
}

/** Correct answers as a share of attempted ones (0–1); null when nothing was attempted. */
export function accuracy(section: Pick<SectionChartSection, 'attempted' | 'correct'>): number | null {
  return section.attempted > 0 ? section.correct / section.attempted : null;
}
