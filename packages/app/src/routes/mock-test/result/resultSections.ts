import type { AttemptResult } from '@pariksha/contract/responses';
import type { SectionChartSection } from '@pariksha/ui';

/** Each section as SectionChart draws it: the learner beside the average candidate and the topper. */
export function chartSections(result: AttemptResult): SectionChartSection[] {
  return result.sections.map((section, index) => ({
    name: section.name,
    score: section.score,
    maxScore: section.total_marks,
    average: result.benchmarks?.average.sections[index]?.score ?? null,
    topper: result.benchmarks?.topper.sections[index]?.score ?? null,
    timeSpentMs: section.time_spent_ms,
    questions: section.questions,
    attempted: section.attempted,
    correct: section.correct,
  }));
}

/** One row of the result's score table: a section, or the totals. */
export interface ResultTableRow {
  key: string;
  name: string;
  questions: number;
  attempted: number;
  correct: number;
  /** Partly right: some of a multiple-correct question's right options and no wrong one (partial marks). */
  partial: number;
  wrong: number;
  score: number;
  timeSpentMs: number;
  total: boolean;
}

/**
 * The score table's rows, each section then the totals (named `totalName`), and whether it needs a
 * Partly right column: only when some section gave partial marks to an answer, so the table of
 * every other test keeps its six columns. The totals' partly right answers are the sections' sum.
 */
export function resultTable(result: AttemptResult, totalName: string): { rows: ResultTableRow[]; partial: boolean } {
  const sections = result.sections.map((section, index) => ({
    key: `section-${index + 1}`,
    name: section.name,
    questions: section.questions,
    attempted: section.attempted,
    correct: section.correct,
    partial: section.partial,
    wrong: section.wrong,
    score: section.score,
    timeSpentMs: section.time_spent_ms,
    total: false,
  }));
  const { totals } = result;
  const partial = sections.reduce((sum, section) => sum + section.partial, 0);
  const total = {
    key: 'total',
    name: totalName,
    questions: totals.questions,
    attempted: totals.attempted,
    correct: totals.correct,
    partial,
    wrong: totals.wrong,
    score: totals.score,
    timeSpentMs: totals.time_spent_ms,
    total: true,
  };
  return { rows: [...sections, total], partial: partial > 0 };
}

/** The questions that took longest, longest first (only those seen at all). */
export function slowestQuestions(result: AttemptResult, count = 5): AttemptResult['questions'] {
  return result.questions
    .filter((question) => question.time_spent_ms > 0)
    .sort((a, b) => b.time_spent_ms - a.time_spent_ms || a.number - b.number)
    .slice(0, count);
}
