/** How many answers the learner changed, by what the change did. */
export interface AnswerChangeCounts {
  /** Right at first, wrong in the end: marks lost to second thoughts. */
  rightToWrong: number;
  /** Wrong at first, right in the end: marks a recheck won. */
  wrongToRight: number;
  /** Wrong before and after the change. */
  wrongToWrong: number;
}

/**
 * The one line of advice the numbers support:
 * - `none`: no answer was changed;
 * - `trustFirstInstinct`: changes broke more right answers than they fixed;
 * - `recheckingPaidOff`: changes fixed more than they broke;
 * - `evenTrade`: they fixed as many as they broke;
 * - `changesDidNotHelp`: every change went from one wrong answer to another.
 */
export const answerChangeAdvices = [
  'none',
  'trustFirstInstinct',
  'recheckingPaidOff',
  'evenTrade',
  'changesDidNotHelp',
] as const;
export type AnswerChangeAdvice = (typeof answerChangeAdvices)[number];

/** Which advice the counts call for (negative or unreadable counts count as none). */
export function answerChangeAdvice(changes: AnswerChangeCounts): AnswerChangeAdvice {
  const count = (value: number) => (Number.isFinite(value) ? Math.max(0, value) : 0);
  const lost = count(changes.rightToWrong);
  const won = count(changes.wrongToRight);
  const stayedWrong = count(changes.wrongToWrong);
  if (lost > won) return 'trustFirstInstinct';
  if (won > lost) return 'recheckingPaidOff';
  if (won > 0) return 'evenTrade';
  return stayedWrong > 0 ? 'changesDidNotHelp' : 'none';
}
