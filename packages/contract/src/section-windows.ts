// Sectional timing as bank prelims run it, free of zod: the one rule the test screen (machines'
// testSession) and the server (services/attempts/section-windows.ts) both hold. When any section
// has its own minutes, the sections run one after another from the attempt's start, each open only
// in its window; a section without minutes, and the last, run to the deadline. A section left
// early closes then, and the next opens at once.

/** When a section is open, in ms since the epoch on the server's clock. */
export type SectionWindow = { start: number; end: number };

/** Each section's window; null when no section has minutes of its own (the sections are not timed). */
export function sectionWindows(
  sections: ReadonlyArray<{ minutes: number | null }>,
  startedAtMs: number,
  deadlineMs: number,
  leftAtMs: ReadonlyArray<number | null> = [],
): SectionWindow[] | null {
  if (!sections.some((section) => section.minutes !== null)) return null;
  const last = sections.length - 1;
  let start = startedAtMs;
  return sections.map((section, index) => {
    const planned = section.minutes === null || index === last ? deadlineMs : Math.min(deadlineMs, start + section.minutes * 60_000);
    const leftAt = leftAtMs[index];
    const end = leftAt === null || leftAt === undefined ? planned : Math.min(planned, Math.max(start, leftAt));
    const window = { start, end };
    start = end;
    return window;
  });
}

/** The section open at `nowMs`: the last once every window has passed. */
export function openSectionIndex(windows: readonly SectionWindow[], nowMs: number): number {
  const index = windows.findIndex((window) => nowMs < window.end);
  return index === -1 ? windows.length - 1 : index;
}

/**
 * Section `open` left at `nowMs`: its window ends then, and the deadline moves earlier by the time
 * not used (it is never carried over). The caller has checked the section may be left.
 */
export function leftEarly(
  windows: readonly SectionWindow[],
  open: number,
  nowMs: number,
  leftAtMs: ReadonlyArray<number | null>,
  deadlineMs: number,
): { sectionsLeftAtMs: Array<number | null>; deadlineMs: number } {
  const window = windows[open] ?? { start: nowMs, end: nowMs };
  const at = Math.max(window.start, nowMs);
  const sectionsLeftAtMs = windows.map((_, index) => leftAtMs[index] ?? null);
  sectionsLeftAtMs[open] = at;
  return { sectionsLeftAtMs, deadlineMs: deadlineMs - Math.max(0, window.end - at) };
}
