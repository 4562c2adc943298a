import { saveGraceSeconds } from '@pariksha/contract/attempts';
import { leftEarly, openSectionIndex, sectionWindows, type SectionWindow } from '@pariksha/contract/section-windows';
import type { AttemptRow } from '../../db/attempts-schema.js';
import type { LoadedPaper } from './papers.js';

// Sectional timing held by the server, by the rule the test screen holds too
// (contract/section-windows.ts). A save reaching a section outside its window (a closed section,
// or one not open yet) is not taken: the screen never offers it, so only a save held back past the
// grace, or a hand-made request, is turned away. A section that may be left early closes when a
// save reaches the next one: the deadline moves earlier by the time not used.

type Timing = Pick<AttemptRow, 'startedAt' | 'deadlineAt' | 'sectionsLeftAt'>;

/** Whether the paper times its sections (any section has its own minutes). */
export const timesSections = (paper: Pick<LoadedPaper, 'sections'>): boolean => paper.sections.some((section) => section.minutes !== null);

const leftAtMsOf = (attempt: Timing): Array<number | null> => (attempt.sectionsLeftAt ?? []).map((at) => (at === null ? null : Date.parse(at)));

/** The attempt's section windows (contract/section-windows.ts); null when the paper does not time its sections. */
function windowsOf(paper: Pick<LoadedPaper, 'sections'>, attempt: Timing): SectionWindow[] | null {
  return sectionWindows(paper.sections, attempt.startedAt.getTime(), attempt.deadlineAt.getTime(), leftAtMsOf(attempt));
}

const grace = saveGraceSeconds * 1000;

/**
 * Which questions may be saved at `now`: those of a section whose window, widened by the saving
 * grace on both sides (a save in flight as a section ends; a phone's clock a moment ahead), holds it.
 */
export function savableAt(paper: LoadedPaper, attempt: Timing, now: Date): (questionId: number) => boolean {
  const windows = windowsOf(paper, attempt);
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
  const windows = windowsOf(paper, attempt);
  if (windows === null) return null;
  const open = openSectionIndex(windows, now.getTime());
  if (paper.sections[open]?.leaveEarly !== true) return null;
  const next = paper.sections[open + 1];
  if (next === undefined || !next.questions.some((question) => questionIds.includes(question.id))) return null;
  const left = leftEarly(windows, open, now.getTime(), leftAtMsOf(attempt), attempt.deadlineAt.getTime());
  return {
    sectionsLeftAt: left.sectionsLeftAtMs.map((at) => (at === null ? null : new Date(at).toISOString())),
    deadlineAt: new Date(left.deadlineMs),
  };
}
