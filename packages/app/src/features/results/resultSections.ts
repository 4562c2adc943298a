import type { AttemptResult } from '@pariksha/server/contract/responses';

/** A section as the result's chart draws it (SectionChart's props): the learner beside the average candidate and the topper. */
export type ChartSection = {
  name: string;
  score: number;
  maxScore: number;
  average: number | null;
  topper: number | null;
  timeSpentMs: number;
  questions: number;
  attempted: number;
  correct: number;
};

export function chartSections(result: AttemptResult): ChartSection[] {
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

/** The questions that took longest, longest first (only those seen at all). */
export function slowestQuestions(result: AttemptResult, count = 5): AttemptResult['questions'] {
  return result.questions
    .filter((question) => question.time_spent_ms > 0)
    .sort((a, b) => b.time_spent_ms - a.time_spent_ms || a.number - b.number)
    .slice(0, count);
}
