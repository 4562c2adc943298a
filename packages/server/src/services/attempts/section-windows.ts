import { saveGraceSeconds } from '@pariksha/contract/attempts';
import type { AttemptRow } from '../../db/attempts-schema.js';
import type { LoadedPaper } from './papers.js';

// Sectional timing as bank prelims run it, held by the server as the test screen holds it
// (machines/testSession/session.ts `sectionWindows`): when any section has its own minutes, the
// sections run one after another from the attempt's start, each open only in its window, and a
// section without minutes (and the last) runs to the deadline. A save reaching a section outside its window
// (a closed section, or one not open yet) is not taken: the screen never offers it, so only a
// save held back past the grace, or a hand-made request, is turned away.

export type SectionWindow = { start: number; end: number };

/** Whether the paper times its sections (any section has its own minutes). */
export const timesSections = (paper: Pick<LoadedPaper, 'sections'>): boolean => paper.sections.some((section) => section.minutes !== null);

/** Each section's window in ms since the epoch; null when the paper does not time its sections. */
export function sectionWindows(paper: Pick<LoadedPaper, 'sections'>, startedAt: Date, deadlineAt: Date): SectionWindow[] | null {
  if (!timesSections(paper)) return null;
  const deadline = deadlineAt.getTime();
  const last = paper.sections.length - 1;
  let start = startedAt.getTime();
  return paper.sections.map((section, index) => {
    // The last section stays open to the deadline, as the screen keeps it.
    const end = section.minutes === null || index === last ? deadline : Math.min(deadline, start + section.minutes * 60_000);
    const window = { start, end };
    start = end;
    return window;
  });
}

/**
 * Which questions may be saved at `now`: those of a section whose window, widened by the saving
 * grace on both sides (a save in flight as a section ends; a phone's clock a moment ahead), holds it.
 */
export function savableAt(paper: LoadedPaper, attempt: Pick<AttemptRow, 'startedAt' | 'deadlineAt'>, now: Date): (questionId: number) => boolean {
  const windows = sectionWindows(paper, attempt.startedAt, attempt.deadlineAt);
  if (windows === null) return () => true;
  const grace = saveGraceSeconds * 1000;
  const at = now.getTime();
  const open = new Set<number>();
  paper.sections.forEach((section, index) => {
    const window = windows[index];
    if (window === undefined || at < window.start - grace || at >= window.end + grace) return;
    for (const question of section.questions) open.add(question.id);
  });
  return (questionId) => open.has(questionId);
}
