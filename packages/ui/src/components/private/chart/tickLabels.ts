/**
 * Which of `count` ticks carry a label so that at most `max` do, evenly spaced and always
 * including the last (the latest attempt is the one a learner looks for).
 */
export function labelledTicks(count: number, max: number): Set<number> {
  const step = Math.max(1, Math.ceil(count / Math.max(1, max)));
  const labelled = new Set<number>();
  for (let index = count - 1; index >= 0; index -= step) labelled.add(index);
  return labelled;
}
