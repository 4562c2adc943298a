import { leftEarly, openSectionIndex, sectionWindows } from '@pariksha/contract/section-windows';
import type { JournalEntry } from './journal';
import { sameResponse, untouched, visited, type QuestionResponse } from './questionStatus';
import type { Answer, AttemptPaper, Language, PaperQuestion } from './wire';

/**
 * The test session's context and the pure steps the machine composes: saving the question on
 * screen, moving to another, and the clock's arithmetic. Times are the client's `Date.now()`
 * milliseconds; `clockOffsetMs` turns them into the server's.
 */

export interface ChangeRef {
  clientId: string;
  seq: number;
}

export interface TestSessionContext<TResult> {
  attemptId: string;
  clientId: string;
  paper: AttemptPaper;
  startedAtMs: number;
  /** The server's deadline, on the server's clock (earlier once a section is left early). */
  deadlineMs: number;
  /** Under sectional timing, per section: when the learner left it early (server clock), or null. */
  sectionsLeftAtMs: Array<number | null>;
  /** Server time minus client time, from the attempt's answer (see `clockOffsetFrom`). */
  clockOffsetMs: number;
  /** The client's clock at the last tick. */
  nowMs: number;
  sectionIndex: number;
  questionIndex: number;
  responses: Record<number, QuestionResponse>;
  /** The answer on screen, not saved until Save & Next or Mark for Review & Next. */
  draft: Answer | null;
  language: Language;
  /** When the question on screen appeared; null while none is shown (instructions, summary). */
  shownAtMs: number | null;
  /** Time on screen per question not yet sent: it goes with that question's next save. */
  unsavedTimeMs: Record<number, number>;
  /** This client's next journal seq. */
  nextSeq: number;
  /** The latest saved change per question; the question is 'saved' once the server acknowledged it. */
  latestChange: Record<number, ChangeRef>;
  ackedSeqByClient: Record<string, number>;
  /** Changes made by the last transition, handed to the autosave actor right after it. */
  outbox: JournalEntry[];
  /** Entries from an earlier visit the server does not hold yet (the autosave sends them first). */
  backlog: JournalEntry[];
  /** Journal entries the autosave holds unsent, and whether its last try failed (offline). */
  pendingSaves: number;
  saveFailing: boolean;
  /** The question whose position the journal holds, so it is written only when it changes. */
  rememberedQuestionId: number | null;
  started: boolean;
  submittedBy: 'learner' | 'deadline' | null;
  result: TResult | null;
  submitError: unknown;
}

export interface Position {
  sectionIndex: number;
  questionIndex: number;
}

export function questionAt(paper: AttemptPaper, position: Position): PaperQuestion | undefined {
  return paper.sections[position.sectionIndex]?.questions[position.questionIndex];
}

export function positionOf(paper: AttemptPaper, questionId: number): Position | null {
  for (const [sectionIndex, section] of paper.sections.entries()) {
    const questionIndex = section.questions.findIndex((question) => question.id === questionId);
    if (questionIndex >= 0) return { sectionIndex, questionIndex };
  }
  return null;
}

export function responseOf(context: Pick<TestSessionContext<unknown>, 'responses'>, questionId: number): QuestionResponse {
  return context.responses[questionId] ?? untouched;
}

/** When the client asked for something and when the answer arrived, on the client's clock. */
export interface RoundTrip {
  sentAt: number;
  receivedAt: number;
}

/**
 * Server time minus client time, from one answer that carries the server's time: the server wrote
 * it while answering, taken as the middle of the round trip (the answer spent about half of it on
 * its way back, more than a second on a slow link).
 */
export function clockOffsetFrom(serverTimeMs: number, trip: RoundTrip): number {
  return Math.round(serverTimeMs - (trip.sentAt + trip.receivedAt) / 2);
}

export function serverNow(context: Pick<TestSessionContext<unknown>, 'nowMs' | 'clockOffsetMs'>, clientNow = context.nowMs): number {
  return clientNow + context.clockOffsetMs;
}

export function remainingMs(context: Pick<TestSessionContext<unknown>, 'nowMs' | 'clockOffsetMs' | 'deadlineMs'>, clientNow = context.nowMs): number {
  return Math.max(0, context.deadlineMs - serverNow(context, clientNow));
}

type Timing = Pick<TestSessionContext<unknown>, 'paper' | 'startedAtMs' | 'deadlineMs' | 'nowMs' | 'clockOffsetMs'> &
  Partial<Pick<TestSessionContext<unknown>, 'sectionsLeftAtMs'>>;

/** The section windows of this attempt (contract/section-windows.ts: the server holds the same); null when not timed. */
function windowsOf(context: Timing) {
  return sectionWindows(context.paper.sections, context.startedAtMs, context.deadlineMs, context.sectionsLeftAtMs);
}

/** The one open section under sectional timing; null when sections are not timed. */
export function activeSectionIndex(context: Timing, clientNow = context.nowMs): number | null {
  const windows = windowsOf(context);
  return windows === null ? null : openSectionIndex(windows, serverNow(context, clientNow));
}

/**
 * Leaving the open section early, now: allowed when it may be left early and a section with
 * questions follows. Its window ends now, and the deadline moves earlier by the time not used,
 * as the server moves it when the next section's first save arrives.
 */
export function leavingNow(context: Timing, clientNow = context.nowMs): { sectionIndex: number; sectionsLeftAtMs: Array<number | null>; deadlineMs: number } | null {
  const windows = windowsOf(context);
  if (windows === null) return null;
  const active = openSectionIndex(windows, serverNow(context, clientNow));
  if (context.paper.sections[active]?.leave_early !== true) return null;
  if ((context.paper.sections[active + 1]?.questions.length ?? 0) === 0) return null;
  return { sectionIndex: active, ...leftEarly(windows, active, serverNow(context, clientNow), context.sectionsLeftAtMs ?? [], context.deadlineMs) };
}

export function isSectionOpen(context: TestSessionContext<unknown>, sectionIndex: number, clientNow = context.nowMs): boolean {
  if (context.paper.sections[sectionIndex] === undefined) return false;
  const active = activeSectionIndex(context, clientNow);
  return active === null || active === sectionIndex;
}

type Ctx<TResult> = TestSessionContext<TResult>;

/** Ends the current question's time on screen, keeping it for its next save. */
export function stopShowing<TResult>(context: Ctx<TResult>, now: number): Ctx<TResult> {
  const question = questionAt(context.paper, context);
  if (context.shownAtMs === null || question === undefined) return context;
  const elapsed = Math.max(0, now - context.shownAtMs);
  return {
    ...context,
    shownAtMs: null,
    unsavedTimeMs: { ...context.unsavedTimeMs, [question.id]: (context.unsavedTimeMs[question.id] ?? 0) + elapsed },
  };
}

/**
 * Records a question's new saved state as a journal entry in the outbox, with its time on screen.
 * An unchanged state with no time to report is not a change. A `visit` (a first visit, time on
 * screen) is sent with `keeps_answer`: the answer this tab shows may be older than another tab's.
 */
export function recordChange<TResult>(context: Ctx<TResult>, questionId: number, next: QuestionResponse, kind: 'choice' | 'visit' = 'choice'): Ctx<TResult> {
  const time = context.unsavedTimeMs[questionId] ?? 0;
  if (sameResponse(responseOf(context, questionId), next) && time === 0) return context;
  const entry: JournalEntry = {
    client_id: context.clientId,
    seq: context.nextSeq,
    change: { question_id: questionId, ...next, time_spent_ms: Math.round(time), ...(kind === 'visit' ? { keeps_answer: true } : {}) },
  };
  return {
    ...context,
    responses: { ...context.responses, [questionId]: next },
    unsavedTimeMs: { ...context.unsavedTimeMs, [questionId]: 0 },
    nextSeq: context.nextSeq + 1,
    latestChange: { ...context.latestChange, [questionId]: { clientId: context.clientId, seq: entry.seq } },
    outbox: [...context.outbox, entry],
  };
}

/** Saves the question on screen as `next`, counting its time on screen up to `now`. */
export function saveCurrent<TResult>(context: Ctx<TResult>, next: (current: QuestionResponse) => QuestionResponse, now: number): Ctx<TResult> {
  const question = questionAt(context.paper, context);
  if (question === undefined) return context;
  const stopped = stopShowing(context, now);
  const saved = recordChange(stopped, question.id, next(responseOf(context, question.id)));
  return { ...saved, shownAtMs: context.shownAtMs === null ? null : now };
}

/** Shows the question at the current position: a not-visited question becomes not answered. */
export function showCurrent<TResult>(context: Ctx<TResult>, now: number): Ctx<TResult> {
  const question = questionAt(context.paper, context);
  if (question === undefined) return context;
  const response = responseOf(context, question.id);
  // Only a first visit is a change; the time on screen of a revisit waits for the next save.
  const shown = response.visited ? context : recordChange(context, question.id, visited(response), 'visit');
  return { ...shown, shownAtMs: now };
}

/** Leaves the question on screen WITHOUT saving its draft (the national CBT rule) and shows another. */
export function moveTo<TResult>(context: Ctx<TResult>, position: Position, now: number): Ctx<TResult> {
  const target = questionAt(context.paper, position);
  if (target === undefined) return context;
  const left = stopShowing(context, now);
  const moved = { ...left, ...position, draft: responseOf(left, target.id).answer };
  return showCurrent(moved, now);
}

/**
 * Where Save & Next goes: the next question, past a section's end into the next section, and from
 * the paper's last question back to its first. Under sectional timing it stays in the section.
 */
export function nextPosition(context: Ctx<unknown>): Position {
  const { sectionIndex, questionIndex, paper } = context;
  const section = paper.sections[sectionIndex];
  if (section !== undefined && questionIndex + 1 < section.questions.length) return { sectionIndex, questionIndex: questionIndex + 1 };
  if (activeSectionIndex(context) !== null) return { sectionIndex, questionIndex: 0 };
  const nextSection = paper.sections.findIndex((candidate, index) => index > sectionIndex && candidate.questions.length > 0);
  if (nextSection >= 0) return { sectionIndex: nextSection, questionIndex: 0 };
  const firstSection = paper.sections.findIndex((candidate) => candidate.questions.length > 0);
  return { sectionIndex: Math.max(0, firstSection), questionIndex: 0 };
}

/** Before submitting: every question's unsent time on screen goes with one last save of its state. */
export function flushAllTime<TResult>(context: Ctx<TResult>, now: number): Ctx<TResult> {
  let flushed = stopShowing(context, now);
  for (const [id, time] of Object.entries(flushed.unsavedTimeMs)) {
    const questionId = Number(id);
    if (time > 0) flushed = recordChange(flushed, questionId, responseOf(flushed, questionId), 'visit');
  }
  return flushed;
}

/** True when the server acknowledged this question's latest saved change (the screen's tick). */
export function isSaved(context: Pick<Ctx<unknown>, 'latestChange' | 'ackedSeqByClient'>, questionId: number): boolean {
  const latest = context.latestChange[questionId];
  return latest === undefined || (context.ackedSeqByClient[latest.clientId] ?? 0) >= latest.seq;
}

/** True when the server holds every change saved so far. */
export function allSaved(context: Pick<Ctx<unknown>, 'latestChange' | 'ackedSeqByClient'>): boolean {
  return Object.keys(context.latestChange).every((id) => isSaved(context, Number(id)));
}
