import type { ItemFlag, OptionSharesJson } from '../../db/item-statistics-schema.js';
import type { ResponseAnswerJson } from '../../db/attempts-schema.js';
import type { PaperQuestion } from '../attempts/papers.js';
import { isCorrect } from '../attempts/scoring.js';

// Classical item analysis of one question version over the candidates who were served it, as a
// pure function of their answers and totals (refresh.ts reads them and stores the result).

/** One candidate who was served the question: their share of the paper's marks and their answer. */
export type ItemResponse = { fraction: number; answer: ResponseAnswerJson | null; timeSpentMs: number };

export type ItemStats = {
  candidates: number;
  answered: number;
  correct: number;
  facility: number;
  discrimination: number | null;
  meanTimeMs: number;
  answerChanges: number;
  optionShares: OptionSharesJson;
  flags: ItemFlag[];
};

/** Fewer candidates than this and no flag is raised: a handful of answers says little. */
export const flagMinimumCandidates = 30;
export const tooHardBelow = 0.1;
export const tooEasyAbove = 0.95;

/** Pearson's r of two series (point-biserial when one is 0/1); null when either does not vary. */
export function correlation(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  let sumX = 0;
  let sumY = 0;
  for (let i = 0; i < n; i += 1) {
    sumX += xs[i] ?? 0;
    sumY += ys[i] ?? 0;
  }
  const meanX = sumX / n;
  const meanY = sumY / n;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - meanX;
    const dy = (ys[i] ?? 0) - meanY;
    covariance += dx * dy;
    varianceX += dx * dx;
    varianceY += dy * dy;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  return covariance / Math.sqrt(varianceX * varianceY);
}

const chosen = (answer: ResponseAnswerJson | null): number[] =>
  answer === null ? [] : 'choice' in answer ? [answer.choice] : 'choices' in answer ? answer.choices : [];

function shares(group: readonly ItemResponse[], optionCount: number): number[] {
  const counts = new Array<number>(optionCount).fill(0);
  for (const response of group) for (const option of new Set(chosen(response.answer))) if (option >= 0 && option < optionCount) counts[option] = (counts[option] ?? 0) + 1;
  return counts.map((count) => (group.length === 0 ? 0 : count / group.length));
}

const rounded = (value: number): number => Math.round(value * 10_000) / 10_000;

/**
 * Facility (share right), discrimination (point-biserial of right with the candidate's share of
 * the paper's marks), each option's share among the top and bottom thirds by that share, mean
 * time, and the flags a reviewer should see.
 */
export function itemStats(question: Pick<PaperQuestion, 'type' | 'answer' | 'tolerance' | 'optionCount'>, responses: readonly ItemResponse[], answerChanges: number): ItemStats {
  const candidates = responses.length;
  const rights = responses.map((response) => (response.answer !== null && isCorrect(question, response.answer) ? 1 : 0));
  const correct = rights.reduce<number>((sum, right) => sum + right, 0);
  const answered = responses.filter((response) => response.answer !== null).length;
  const facility = candidates === 0 ? 0 : correct / candidates;
  const r = correlation(
    rights,
    responses.map((response) => response.fraction),
  );
  const timed = responses.filter((response) => response.timeSpentMs > 0);
  const meanTimeMs = timed.length === 0 ? 0 : timed.reduce((sum, response) => sum + response.timeSpentMs, 0) / timed.length;
  const ordered = [...responses].sort((a, b) => a.fraction - b.fraction);
  const third = Math.floor(candidates / 3);
  const optionCount = question.type === 'numeric' ? 0 : question.optionCount;
  const optionShares: OptionSharesJson = {
    top: shares(ordered.slice(candidates - third), optionCount).map(rounded),
    bottom: shares(ordered.slice(0, third), optionCount).map(rounded),
    all: shares(responses, optionCount).map(rounded),
  };
  const flags: ItemFlag[] = [];
  if (candidates >= flagMinimumCandidates) {
    if (r !== null && r < 0) flags.push('negative_discrimination');
    if (facility < tooHardBelow) flags.push('too_hard');
    if (facility > tooEasyAbove) flags.push('too_easy');
    if (question.type === 'single' && typeof question.answer === 'number') {
      const keyShare = optionShares.top[question.answer] ?? 0;
      if (optionShares.top.some((share, option) => option !== question.answer && share > keyShare)) flags.push('distractor_beats_key');
    }
  }
  return {
    candidates,
    answered,
    correct,
    facility: rounded(facility),
    discrimination: r === null ? null : rounded(r),
    meanTimeMs: Math.round(meanTimeMs),
    answerChanges,
    optionShares,
    flags,
  };
}
