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

/** The questions that took longest, longest first (only those seen at all). */
export function slowestQuestions(result: AttemptResult, count = 5): AttemptResult['questions'] {
  return result.questions
    .filter((question) => question.time_spent_ms > 0)
    .sort((a, b) => b.time_spent_ms - a.time_spent_ms || a.number - b.number)
    .slice(0, count);
}
