import { saveGraceSeconds } from '@pariksha/contract/attempts';
import type { AttemptRow } from '../../db/attempts-schema.js';
import type { LoadedPaper } from './papers.js';

// Sectional timing as bank prelims run it, held by the server as the test screen holds it
// (machines/testSession/session.ts `sectionWindows`): when any section has its own minutes, the
// sections run one after another from the attempt's start, each open only in its window, and a
// section without minutes (and the last) runs to the deadline. A section that may be left early
// closes when the learner leaves it: the next opens at once and the deadline moves earlier by the
// time not used. A save reaching a section outside its window (a closed section, or one not open
// yet) is not taken: the screen never offers it, so only a save held back past the grace, or a
// hand-made request, is turned away.

export type SectionWindow = { start: number; end: number };

type Timing = Pick<AttemptRow, 'startedAt' | 'deadlineAt' | 'sectionsLeftAt'>;

/** Whether the paper times its sections (any section has its own minutes). */
export const timesSections = (paper: Pick<LoadedPaper, 'sections'>): boolean => paper.sections.some((section) => section.minutes !== null);

/** Each section's window in ms since the epoch; null when the paper does not time its sections. */
export function sectionWindows(paper: Pick<LoadedPaper, 'sections'>, attempt: Timing): SectionWindow[] | null {
  if (!timesSections(paper)) return null;
  const deadline = attempt.deadlineAt.getTime();
  const last = paper.sections.length - 1;
  let start = attempt.startedAt.getTime();
  return paper.sections.map((section, index) => {
    // The last section stays open to the deadline, as the screen keeps it.
    const planned = section.minutes === null || index === last ? deadline : Math.min(deadline, start + section.minutes * 60_000);
    const leftAt = attempt.sectionsLeftAt?.[index];
    const left = leftAt === null || leftAt === undefined ? planned : Math.min(planned, Math.max(start, Date.parse(leftAt)));
    const window = { start, end: left };
    start = left;
    return window;
  });
}

const grace = saveGraceSeconds * 1000;

/** The section open at `now` (the last once every window has passed); null when sections are not timed. */
function openSection(windows: readonly SectionWindow[] | null, now: number): number | null {
  if (windows === null) return null;
  const index = windows.findIndex((window) => now < window.end);
  return index === -1 ? windows.length - 1 : index;
}

/**
 * Which questions may be saved at `now`: those of a section whose window, widened by the saving
 * grace on both sides (a save in flight as a section ends; a phone's clock a moment ahead), holds it.
 */
export function savableAt(paper: LoadedPaper, attempt: Timing, now: Date): (questionId: number) => boolean {
  const windows = sectionWindows(paper, attempt);
  if (windows === null) return () => true;
  const at = now.getTime();
  const open = new Set<number>();
  paper.sections.forEach((section, index) => {
    const window = windows[index];
    if (window === undefined || at < window.start - grace || at >= window.end + grace) return;
    for (const question of section.questions) open.add(question.id);
  });
  return (questionId) => open.has(questionId);
}

export type Leaving = { sectionsLeftAt: Array<string | null>; deadlineAt: Date };

/**
 * The learner's leaving of the open section, when a save reaches the section after it and the open
 * one may be left early (the screen moves to the next section's first question, and that visit is
 * saved at once: so the leaving reaches the server in order with the answers before and after it).
 * Null when nothing is left: the sections are not timed, the open one may not be left, or no
 * change reaches the next one.
 */
export function leavingAt(paper: LoadedPaper, attempt: Timing, now: Date, questionIds: readonly number[]): Leaving | null {
  const windows = sectionWindows(paper, attempt);
  const open = openSection(windows, now.getTime());
  if (windows === null || open === null || paper.sections[open]?.leaveEarly !== true) return null;
  const next = paper.sections[open + 1];
  if (next === undefined || !next.questions.some((question) => questionIds.includes(question.id))) return null;
  const window = windows[open];
  if (window === undefined) return null;
  const at = Math.max(window.start, now.getTime());
  const unused = Math.max(0, window.end - at);
  const sectionsLeftAt = paper.sections.map((_, index) => attempt.sectionsLeftAt?.[index] ?? null);
  sectionsLeftAt[open] = new Date(at).toISOString();
  return { sectionsLeftAt, deadlineAt: new Date(attempt.deadlineAt.getTime() - unused) };
}
