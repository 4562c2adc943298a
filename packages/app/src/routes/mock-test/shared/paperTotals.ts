import type { AttemptView } from '@pariksha/contract/responses';

export interface PaperTotals {
  title: string;
  questions: number;
  minutes: number;
  marks: number;
}

/** The spec's defaults for the instructions' query parameters (section 5). */
export const defaultTotals = { questions: 100, minutes: 60, marks: 100 } as const;

/** A query value as a number; the default when it is missing or not numeric ('abc', '', '12x'). */
function numberOr(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** The totals the spec's instructions link carries: `?title=…&questions=…&minutes=…&marks=…`. */
export function previewTotals(search: URLSearchParams): PaperTotals {
  return {
    title: search.get('title') ?? '',
    questions: numberOr(search.get('questions'), defaultTotals.questions),
    minutes: numberOr(search.get('minutes'), defaultTotals.minutes),
    marks: numberOr(search.get('marks'), defaultTotals.marks),
  };
}

/** An attempt's own totals, from its paper. */
export function paperTotals(view: AttemptView): PaperTotals {
  const questions = view.paper.sections.reduce((sum, section) => sum + section.questions.length, 0);
  return { title: view.paper.title, questions, minutes: view.paper.minutes, marks: view.paper.total_marks };
}
