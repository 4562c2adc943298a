import { unacknowledged, type JournalEntry, type JournalSnapshot } from './journal';
import { isAttempted, type QuestionResponse } from './questionStatus';
import { activeSectionIndex, leavingNow, positionOf, type ChangeRef, type Position } from './session';
import type { AttemptView } from './wire';

export interface ResumedState {
  responses: Record<number, QuestionResponse>;
  latestChange: Record<number, ChangeRef>;
  ackedSeqByClient: Record<string, number>;
  backlog: JournalEntry[];
  nextSeq: number;
  position: Position;
  started: boolean;
  /** The deadline on the server's clock: earlier than the view's when the journal left a section the server has not heard of. */
  deadlineMs: number;
  sectionsLeftAtMs: Array<number | null>;
}

/**
 * Where a (re)loaded attempt starts: the server's saved responses, then the journal's entries the
 * server does not hold yet, in the order they were saved; the question last shown (if still
 * open), else the first one not attempted.
 */
export function resume(attempt: AttemptView, journal: JournalSnapshot, clientId: string, clientNow: number, clockOffsetMs: number): ResumedState {
  const responses: Record<number, QuestionResponse> = {};
  for (const saved of attempt.responses) {
    responses[saved.question_id] = { answer: saved.answer, marked: saved.marked, visited: saved.visited };
  }
  const backlog = unacknowledged(journal.entries, attempt.last_seq_by_client);
  const latestChange: Record<number, ChangeRef> = {};
  for (const entry of backlog) {
    const { question_id, answer, marked, visited } = entry.change;
    responses[question_id] = { answer, marked, visited };
    latestChange[question_id] = { clientId: entry.client_id, seq: entry.seq };
  }

  const ownSeqs = journal.entries.filter((entry) => entry.client_id === clientId).map((entry) => entry.seq);
  const nextSeq = Math.max(attempt.last_seq_by_client[clientId] ?? 0, ...ownSeqs) + 1;

  const startedAtMs = Date.parse(attempt.started_at);
  const timing = {
    paper: attempt.paper,
    startedAtMs,
    deadlineMs: Date.parse(attempt.deadline_at),
    sectionsLeftAtMs: attempt.sections_left_at.map((at) => (at === null ? null : Date.parse(at))),
    nowMs: clientNow,
    clockOffsetMs,
  };
  // A section left on this device whose leaving the server has not heard of yet (the next
  // section's saves wait in the journal): it stays left, so its answers are not offered again.
  const leaving = leavingNow(timing);
  const nextSection = leaving === null ? undefined : attempt.paper.sections[leaving.sectionIndex + 1];
  const leftHere = nextSection !== undefined && backlog.some((entry) => nextSection.questions.some((question) => question.id === entry.change.question_id));
  const { deadlineMs, sectionsLeftAtMs } = leftHere && leaving !== null ? leaving : timing;
  const active = activeSectionIndex({ ...timing, deadlineMs, sectionsLeftAtMs });
  const open = (sectionIndex: number) => active === null || active === sectionIndex;
  const questions = attempt.paper.sections.flatMap((section, sectionIndex) =>
    section.questions.map((question, questionIndex) => ({ id: question.id, sectionIndex, questionIndex })),
  );
  const remembered = journal.lastQuestionId === null ? null : positionOf(attempt.paper, journal.lastQuestionId);
  const unattempted = questions.find((q) => open(q.sectionIndex) && !isAttempted(responses[q.id] ?? { answer: null, marked: false, visited: false }));
  const firstOpen = questions.find((q) => open(q.sectionIndex));
  const position =
    remembered !== null && open(remembered.sectionIndex)
      ? remembered
      : (unattempted ?? firstOpen ?? { sectionIndex: 0, questionIndex: 0 });

  return {
    responses,
    latestChange,
    ackedSeqByClient: { ...attempt.last_seq_by_client },
    backlog,
    nextSeq,
    position: { sectionIndex: position.sectionIndex, questionIndex: position.questionIndex },
    started: Object.values(responses).some((response) => response.visited),
    deadlineMs,
    sectionsLeftAtMs,
  };
}
