import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createMemoryJournal, type AttemptJournal } from './journal';
import type { RoundTrip } from './session';
import { selectIsCritical, selectPaletteItems, selectRemainingMs, selectSectionSummaries, selectStatus } from './selectors';
import { fakeServer, q, t0, type FakeServer } from './testSession.fixtures';
import { createTestSessionMachine, type TestSessionServices } from './testSessionMachine';

const choice = (n: number) => ({ choice: n });

function startSession(
  server: FakeServer,
  options: { journal?: AttemptJournal; clientId?: string; skipInstructions?: boolean; roundTrip?: RoundTrip; services?: Partial<TestSessionServices> } = {},
) {
  const journal = options.journal ?? createMemoryJournal();
  const services: TestSessionServices = {
    journal,
    sendBatch: (batch) => server.sendBatch(batch),
    submitAttempt: () => server.submitAttempt(),
    random: () => 0.5,
    ...options.services,
  };
  const actor = createActor(createTestSessionMachine(services), {
    input: {
      attempt: server.view(),
      clientId: options.clientId ?? 'tab-a',
      skipInstructions: options.skipInstructions,
      roundTrip: options.roundTrip,
    },
  });
  actor.start();
  const context = () => actor.getSnapshot().context;
  const status = (questionId: number) => selectStatus(context(), questionId);
  const current = () => context().paper.sections[context().sectionIndex]?.questions[context().questionIndex]?.id;
  return { actor, journal, context, status, current };
}

/** Lets the fake server's promises settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers({ now: t0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('testSessionMachine: the CBT rules', () => {
  it('starts on the instructions with every question not visited; START shows the first, now not answered', () => {
    const server = fakeServer();
    const s = startSession(server);
    expect(s.actor.getSnapshot().value).toBe('instructions');
    expect(Object.values(q).map(s.status)).toEqual(Array(6).fill('notVisited'));
    s.actor.send({ type: 'START' });
    expect(s.actor.getSnapshot().value).toBe('inProgress');
    expect(s.current()).toBe(q.quant1);
    expect(s.status(q.quant1)).toBe('notAnswered');
    expect(s.status(q.quant2)).toBe('notVisited');
  });

  it('Save & Next saves the draft as answered and moves on; an empty draft saves as not answered', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    expect(s.status(q.quant1)).toBe('answered');
    expect(s.context().responses[q.quant1]?.answer).toEqual(choice(1));
    expect(s.current()).toBe(q.quant2);
    expect(s.context().draft).toBeNull();
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    expect(s.status(q.quant2)).toBe('notAnswered');
    expect(s.current()).toBe(q.quant3);
  });

  it('Save & Next on a marked question removes the mark', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    s.actor.send({ type: 'MARK_AND_NEXT' });
    s.actor.send({ type: 'JUMP', questionId: q.quant1 });
    expect(s.context().draft).toEqual(choice(2));
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    expect(s.status(q.quant1)).toBe('answered');
  });

  it('Mark for Review & Next: answered and marked with a draft, marked for review without one', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    s.actor.send({ type: 'MARK_AND_NEXT' });
    expect(s.status(q.quant1)).toBe('answeredAndMarked');
    s.actor.send({ type: 'MARK_AND_NEXT' });
    expect(s.status(q.quant2)).toBe('markedForReview');
    expect(s.current()).toBe(q.quant3);
  });

  it('treats an empty multiple-choice or numeric draft as no answer', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: { choices: [] } });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    s.actor.send({ type: 'SELECT_ANSWER', answer: { value: '  ' } });
    s.actor.send({ type: 'MARK_AND_NEXT' });
    expect(s.status(q.quant1)).toBe('notAnswered');
    expect(s.status(q.quant2)).toBe('markedForReview');
  });

  it('Clear empties the draft and the saved answer, and keeps a mark', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(3) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    s.actor.send({ type: 'MARK_AND_NEXT' });
    s.actor.send({ type: 'JUMP', questionId: q.quant1 });
    s.actor.send({ type: 'CLEAR' });
    expect(s.current()).toBe(q.quant1);
    expect(s.context().draft).toBeNull();
    expect(s.status(q.quant1)).toBe('notAnswered');
    s.actor.send({ type: 'JUMP', questionId: q.quant2 });
    s.actor.send({ type: 'CLEAR' });
    expect(s.status(q.quant2)).toBe('markedForReview');
    expect(s.context().responses[q.quant2]?.answer).toBeNull();
  });

  it('a palette jump does NOT save the unsaved draft; the question left is not answered, the one reached too', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    s.actor.send({ type: 'JUMP', questionId: q.reason2 });
    expect(s.status(q.quant1)).toBe('notAnswered');
    expect(s.context().responses[q.quant1]?.answer).toBeNull();
    expect(s.current()).toBe(q.reason2);
    expect(s.status(q.reason2)).toBe('notAnswered');
    expect(s.status(q.quant2)).toBe('notVisited');
    s.actor.send({ type: 'JUMP', questionId: q.quant1 });
    expect(s.context().draft).toBeNull();
  });

  it('a jump to an unknown question changes nothing', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    s.actor.send({ type: 'JUMP', questionId: 999 });
    expect(s.current()).toBe(q.quant1);
    expect(s.context().draft).toEqual(choice(2));
  });

  it('Save & Next from a section’s last question goes to the next section, and from the paper’s last back to the first', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'JUMP', questionId: q.quant3 });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    expect(s.current()).toBe(q.reason1);
    s.actor.send({ type: 'JUMP', questionId: q.reason3 });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    expect(s.current()).toBe(q.quant1);
  });

  it('Next Section only from the last question of a section, and not from the last section', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    expect(s.actor.getSnapshot().can({ type: 'NEXT_SECTION' })).toBe(false);
    s.actor.send({ type: 'NEXT_SECTION' });
    expect(s.current()).toBe(q.quant1);
    s.actor.send({ type: 'JUMP', questionId: q.quant3 });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    s.actor.send({ type: 'NEXT_SECTION' });
    expect(s.current()).toBe(q.reason1);
    expect(s.context().sectionIndex).toBe(1);
    expect(s.status(q.quant3)).toBe('notAnswered');
    s.actor.send({ type: 'JUMP', questionId: q.reason3 });
    expect(s.actor.getSnapshot().can({ type: 'NEXT_SECTION' })).toBe(false);
  });

  it('a section tab shows that section’s first question without saving', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    s.actor.send({ type: 'SELECT_SECTION', sectionIndex: 1 });
    expect(s.current()).toBe(q.reason1);
    expect(s.context().responses[q.quant1]?.answer).toBeNull();
    s.actor.send({ type: 'SELECT_SECTION', sectionIndex: 5 });
    expect(s.current()).toBe(q.reason1);
  });

  it('switches language at any time without touching answers or the draft', () => {
    const s = startSession(fakeServer());
    s.actor.send({ type: 'SET_LANGUAGE', language: 'hi' });
    expect(s.context().language).toBe('hi');
    s.actor.send({ type: 'START' });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    s.actor.send({ type: 'MARK_AND_NEXT' });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    const before = s.context();
    s.actor.send({ type: 'SET_LANGUAGE', language: 'en' });
    expect(s.context().language).toBe('en');
    expect(s.context().responses).toBe(before.responses);
    expect(s.context().draft).toEqual(choice(2));
    expect(s.current()).toBe(q.quant2);
    s.actor.send({ type: 'SUBMIT_TEST' });
    s.actor.send({ type: 'SET_LANGUAGE', language: 'hi' });
    expect(s.actor.getSnapshot().value).toBe('summary');
    expect(s.context().language).toBe('hi');
  });

  it('Submit Test shows the summary; Back returns to the same question with its draft', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(3) });
    s.actor.send({ type: 'SUBMIT_TEST' });
    expect(s.actor.getSnapshot().value).toBe('summary');
    expect(s.actor.getSnapshot().can({ type: 'SAVE_AND_NEXT' })).toBe(false);
    s.actor.send({ type: 'BACK' });
    expect(s.actor.getSnapshot().value).toBe('inProgress');
    expect(s.current()).toBe(q.quant2);
    expect(s.context().draft).toEqual(choice(3));
  });

  it('the summary counts every palette state per section', () => {
    const s = startSession(fakeServer(), { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    s.actor.send({ type: 'MARK_AND_NEXT' });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    s.actor.send({ type: 'MARK_AND_NEXT' });
    s.actor.send({ type: 'SUBMIT_TEST' });
    expect(selectSectionSummaries(s.context())).toEqual([
      { sectionId: 1, name: 'Quantitative Aptitude', questions: 3, notVisited: 0, notAnswered: 0, answered: 1, markedForReview: 1, answeredAndMarked: 1 },
      { sectionId: 2, name: 'Reasoning', questions: 3, notVisited: 2, notAnswered: 1, answered: 0, markedForReview: 0, answeredAndMarked: 0 },
    ]);
  });

  it('the palette lists the section’s questions with state, the current one and the saved tick', async () => {
    const server = fakeServer();
    server.state.hold = true;
    const s = startSession(server, { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    const items = selectPaletteItems(s.context());
    expect(items.map((item) => [item.number, item.status, item.current])).toEqual([
      [1, 'answered', false],
      [2, 'notAnswered', true],
      [3, 'notVisited', false],
    ]);
    expect(items[0]?.saved).toBe(false);
    server.state.hold = false;
    server.release();
    await settle();
    await settle();
    expect(selectPaletteItems(s.context())[0]?.saved).toBe(true);
    expect(selectPaletteItems(s.context(), 1).map((item) => item.number)).toEqual([4, 5, 6]);
  });

  it('Submit → submitting → submitted with the server’s result, submitted once', async () => {
    const server = fakeServer();
    const s = startSession(server, { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    s.actor.send({ type: 'SUBMIT_TEST' });
    s.actor.send({ type: 'SUBMIT' });
    expect(s.actor.getSnapshot().matches('submitting')).toBe(true);
    s.actor.send({ type: 'SUBMIT' });
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(server.state.submits).toBe(1);
    expect(s.context().result?.totals.attempted).toBe(1);
    expect(s.context().submittedBy).toBe('learner');
    expect(s.actor.getSnapshot().status).toBe('done');
  });
});

describe('testSessionMachine: the clock', () => {
  it('counts to the server’s deadline through the clock offset, not the client’s clock', async () => {
    // This phone's clock is 10 minutes behind the server's.
    const server = fakeServer({ minutes: 60, now: () => Date.now() + 10 * 60_000 });
    const s = startSession(server, { skipInstructions: true });
    expect(s.context().clockOffsetMs).toBe(10 * 60_000);
    expect(selectRemainingMs(s.context())).toBe(60 * 60_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(selectRemainingMs(s.context())).toBe(60 * 60_000 - 5_000);
  });

  it('takes the offset from the attempt’s answer, half its round trip after the server wrote its time, however late the session starts', async () => {
    // Asked 8 s ago; the server started the attempt and answered 5 s ago, and the answer took 3 s
    // to arrive (a slow link); the screen's code took 2 s more. This phone's clock is right.
    const server = fakeServer({ minutes: 60, now: () => t0 - 5_000 });
    const s = startSession(server, { skipInstructions: true, roundTrip: { sentAt: t0 - 8_000, receivedAt: t0 - 2_000 } });
    expect(s.context().clockOffsetMs).toBe(0);
    // The attempt began 5 s ago on the server's clock: 5 s of its 60 minutes are gone.
    expect(selectRemainingMs(s.context())).toBe(60 * 60_000 - 5_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectRemainingMs(s.context())).toBe(60 * 60_000 - 6_000);
  });

  it('measures the offset with the same rule when the phone’s clock is wrong', () => {
    // This phone's clock is 10 minutes behind; the server wrote its time mid-way through a 4 s trip.
    const server = fakeServer({ minutes: 60, now: () => t0 - 3_000 + 10 * 60_000 });
    const s = startSession(server, { skipInstructions: true, roundTrip: { sentAt: t0 - 5_000, receivedAt: t0 - 1_000 } });
    expect(s.context().clockOffsetMs).toBe(10 * 60_000);
  });

  it('is critical in the last five minutes and submits by itself at zero', async () => {
    const server = fakeServer({ minutes: 6 });
    const s = startSession(server, { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(selectIsCritical(s.context())).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(selectIsCritical(s.context())).toBe(true);
    expect(s.actor.getSnapshot().value).toBe('inProgress');
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(s.context().submittedBy).toBe('deadline');
    expect(server.state.submits).toBe(1);
    expect(server.answerOf(q.quant1)?.answer).toEqual(choice(2));
  });

  it('submits at zero from the instructions and from the summary too', async () => {
    const first = startSession(fakeServer({ minutes: 1 }));
    const second = startSession(fakeServer({ minutes: 1 }), { skipInstructions: true });
    second.actor.send({ type: 'SUBMIT_TEST' });
    await vi.advanceTimersByTimeAsync(60_000);
    await waitFor(first.actor, (snapshot) => snapshot.matches('submitted'));
    await waitFor(second.actor, (snapshot) => snapshot.matches('submitted'));
    expect(first.context().submittedBy).toBe('deadline');
    expect(second.context().submittedBy).toBe('deadline');
  });

  it('an attempt read after its deadline is submitted at once', async () => {
    const server = fakeServer({ minutes: 1 });
    vi.setSystemTime(t0 + 2 * 60_000);
    const s = startSession(server);
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(s.context().submittedBy).toBe('deadline');
  });

  it('an attempt the server already submitted goes straight to its result', async () => {
    const server = fakeServer();
    await server.submitAttempt();
    const s = startSession(server);
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(s.context().result).toEqual(server.state.result);
  });
});

describe('testSessionMachine: sectional timing', () => {
  it('keeps the learner in the open section, then moves on and locks the one whose time ended', async () => {
    const server = fakeServer({ minutes: 20, sectionMinutes: [10, 10] });
    const s = startSession(server, { skipInstructions: true });
    expect(s.actor.getSnapshot().can({ type: 'JUMP', questionId: q.reason1 })).toBe(false);
    expect(s.actor.getSnapshot().can({ type: 'SELECT_SECTION', sectionIndex: 1 })).toBe(false);
    s.actor.send({ type: 'JUMP', questionId: q.quant3 });
    expect(s.actor.getSnapshot().can({ type: 'NEXT_SECTION' })).toBe(false);
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    expect(s.current()).toBe(q.quant1);
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(s.current()).toBe(q.reason1);
    expect(s.status(q.reason1)).toBe('notAnswered');
    // The draft on screen when the time ended was not saved.
    expect(s.context().responses[q.quant1]?.answer).toBeNull();
    expect(selectPaletteItems(s.context(), 0).every((item) => item.locked)).toBe(true);
    s.actor.send({ type: 'JUMP', questionId: q.quant2 });
    expect(s.current()).toBe(q.reason1);
    expect(s.actor.getSnapshot().value).toBe('inProgress');
  });

  it('a reload during the second section resumes there', async () => {
    const server = fakeServer({ minutes: 20, sectionMinutes: [10, 10] });
    const journal = createMemoryJournal();
    const first = startSession(server, { skipInstructions: true, journal });
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    first.actor.stop();
    const again = startSession(server, { journal, clientId: 'tab-a' });
    expect(again.actor.getSnapshot().value).toBe('inProgress');
    expect(again.current()).toBe(q.reason1);
  });
});

describe('testSessionMachine: leaving a section early', () => {
  it('closes a section that may be left early, opens the next at once and ends the test that much sooner', async () => {
    const server = fakeServer({ minutes: 20, sectionMinutes: [10, 10], leaveFirstEarly: true });
    const s = startSession(server, { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(s.actor.getSnapshot().can({ type: 'LEAVE_SECTION' })).toBe(true);
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    s.actor.send({ type: 'LEAVE_SECTION' });

    expect(s.current()).toBe(q.reason1);
    // The draft on screen when leaving was not saved.
    expect(s.context().responses[q.quant2]?.answer ?? null).toBeNull();
    expect(selectPaletteItems(s.context(), 0).every((item) => item.locked)).toBe(true);
    s.actor.send({ type: 'JUMP', questionId: q.quant3 });
    expect(s.current()).toBe(q.reason1);
    // Seven minutes not used: 20 − 7 = 13 minutes from the start, 10 from now.
    expect(selectRemainingMs(s.context())).toBe(10 * 60_000);
    // The second section's visit told the server, which moved its deadline the same way.
    await settle();
    expect(server.state.firstLeftAt).toBe(t0 + 3 * 60_000);
    expect(server.state.deadlineAt).toBe(s.context().deadlineMs);
    expect(server.answerOf(q.reason1)?.visited).toBe(true);
    expect(server.answerOf(q.quant1)?.answer).toEqual(choice(1));
    // The last section cannot be left: the test is submitted instead.
    expect(s.actor.getSnapshot().can({ type: 'LEAVE_SECTION' })).toBe(false);
  });

  it('keeps a section the test does not let be left, and leaves none where sections are not timed', () => {
    const timed = startSession(fakeServer({ minutes: 20, sectionMinutes: [10, 10] }), { skipInstructions: true });
    expect(timed.actor.getSnapshot().can({ type: 'LEAVE_SECTION' })).toBe(false);
    const untimed = startSession(fakeServer({ leaveFirstEarly: true }), { skipInstructions: true });
    expect(untimed.actor.getSnapshot().can({ type: 'LEAVE_SECTION' })).toBe(false);
  });

  it('a section left while offline stays left after a reload, before the server has heard of it', async () => {
    const server = fakeServer({ minutes: 20, sectionMinutes: [10, 10], leaveFirstEarly: true });
    const journal = createMemoryJournal();
    const first = startSession(server, { skipInstructions: true, journal });
    await settle();
    server.state.online = false;
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    first.actor.send({ type: 'LEAVE_SECTION' });
    first.actor.send({ type: 'SELECT_ANSWER', answer: choice(3) });
    first.actor.send({ type: 'SAVE_AND_NEXT' });
    first.actor.stop();

    // Reloaded with the connection back: the page has the server's view, which has not heard yet.
    server.state.online = true;
    const again = startSession(server, { journal, clientId: 'tab-a' });
    expect(server.state.firstLeftAt).toBeNull();
    expect(again.actor.getSnapshot().value).toBe('inProgress');
    expect(again.current()).toBe(q.reason2);
    expect(selectPaletteItems(again.context(), 0).every((item) => item.locked)).toBe(true);
    // The journal's saves reach the server, which hears of the leaving with them.
    await settle();
    expect(server.answerOf(q.reason1)?.answer).toEqual(choice(3));
    expect(server.state.firstLeftAt).not.toBeNull();
  });
});

describe('testSessionMachine: time on screen', () => {
  it('sends the time a question was shown with its next save, and the rest at submit', async () => {
    const server = fakeServer();
    const s = startSession(server, { skipInstructions: true });
    await vi.advanceTimersByTimeAsync(4_000);
    s.actor.send({ type: 'JUMP', questionId: q.quant2 });
    await vi.advanceTimersByTimeAsync(3_000);
    s.actor.send({ type: 'JUMP', questionId: q.quant1 });
    await vi.advanceTimersByTimeAsync(2_000);
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    expect(server.answerOf(q.quant1)?.time_spent_ms).toBe(6_000);
    expect(server.answerOf(q.quant2)?.time_spent_ms).toBe(0);

    await vi.advanceTimersByTimeAsync(1_500);
    s.actor.send({ type: 'SUBMIT_TEST' });
    await vi.advanceTimersByTimeAsync(30_000);
    s.actor.send({ type: 'SUBMIT' });
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(server.answerOf(q.quant2)?.time_spent_ms).toBe(4_500);
    expect(s.context().result?.totals.time_spent_ms).toBe(10_500);
  });
});

describe('testSessionMachine: saving', () => {
  it('journals every saved change before sending it, and marks it saved only on the server’s ack', async () => {
    const server = fakeServer();
    server.state.hold = true;
    const journal = createMemoryJournal();
    const s = startSession(server, { skipInstructions: true, journal });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(3) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    const journaled = journal.snapshot(server.attemptId).entries;
    expect(journaled.map((e) => [e.change.question_id, e.change.answer])).toEqual([
      [q.quant1, null],
      [q.quant1, choice(3)],
      [q.quant2, null],
    ]);
    expect(selectPaletteItems(s.context())[0]?.saved).toBe(false);
    server.state.hold = false;
    server.release();
    await settle();
    await settle();
    expect(selectPaletteItems(s.context())[0]?.saved).toBe(true);
    expect(journal.snapshot(server.attemptId).entries).toEqual([]);
  });

  it('offline: answers wait in the journal; ONLINE sends them at once', async () => {
    const server = fakeServer();
    const s = startSession(server, { skipInstructions: true });
    await settle();
    server.state.online = false;
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    expect(s.context().saveFailing).toBe(true);
    expect(s.context().pendingSaves).toBeGreaterThan(0);
    expect(server.answerOf(q.quant1)?.answer).toBeNull();
    server.state.online = true;
    const sent = server.state.batches.length;
    s.actor.send({ type: 'ONLINE' });
    await settle();
    expect(server.state.batches.length).toBeGreaterThan(sent);
    expect(server.state.batches[sent]).toEqual(server.state.batches[sent - 1]);
    expect(server.answerOf(q.quant1)?.answer).toEqual(choice(1));
    expect(s.context().saveFailing).toBe(false);
    expect(s.context().pendingSaves).toBe(0);
  });

  it('a reload (a new machine from the server’s view and the journal) loses nothing and keeps the clock', async () => {
    const server = fakeServer({ minutes: 60 });
    const journal = createMemoryJournal();
    const first = startSession(server, { skipInstructions: true, journal });
    first.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    first.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    // The connection drops: the next answers reach only the journal, then the tab reloads.
    server.state.online = false;
    first.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    first.actor.send({ type: 'MARK_AND_NEXT' });
    first.actor.send({ type: 'JUMP', questionId: q.reason2 });
    await vi.advanceTimersByTimeAsync(90_000);
    const before = first.context();
    first.actor.stop();
    server.state.online = true;

    const again = startSession(server, { journal, clientId: 'tab-a' });
    expect(again.actor.getSnapshot().value).toBe('inProgress');
    expect(again.current()).toBe(q.reason2);
    expect(again.context().responses).toEqual(before.responses);
    expect(selectRemainingMs(again.context())).toBe(60 * 60_000 - 90_000);
    await settle();
    expect(server.answerOf(q.quant2)).toMatchObject({ answer: choice(2), marked: true });
    expect(server.answerOf(q.reason2)?.visited).toBe(true);
    expect(journal.snapshot(server.attemptId).entries).toEqual([]);
    // A new save from the reloaded tab continues its seq instead of repeating one.
    const lastSeq = server.state.lastSeqByClient['tab-a'] ?? 0;
    again.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    again.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    expect(server.state.lastSeqByClient['tab-a']).toBeGreaterThan(lastSeq);
    expect(server.answerOf(q.reason2)?.answer).toEqual(choice(0));
  });

  it('a duplicated tab (same client id, same journal) loses no answer of either tab', async () => {
    const server = fakeServer();
    const journal = createMemoryJournal();
    const original = startSession(server, { skipInstructions: true, journal, clientId: 'tab-a' });
    original.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    original.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    // "Duplicate tab" copies sessionStorage: the copy starts with the same id and the same next seq.
    const copy = startSession(server, { journal, clientId: 'tab-a', services: { newClientId: () => 'tab-b' } });
    expect(copy.context().nextSeq).toBe(original.context().nextSeq);
    original.actor.send({ type: 'JUMP', questionId: q.quant3 });
    original.actor.send({ type: 'SELECT_ANSWER', answer: choice(3) });
    original.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    copy.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    copy.actor.send({ type: 'MARK_AND_NEXT' });
    await settle();
    // The copy's batch reused the seq: refused, then sent again under its new id, and saved.
    expect(copy.context().clientId).toBe('tab-b');
    expect(server.answerOf(q.quant1)?.answer).toEqual(choice(1));
    expect(server.answerOf(q.quant3)?.answer).toEqual(choice(3));
    expect(server.answerOf(q.quant2)).toMatchObject({ answer: choice(2), marked: true });
    expect(copy.status(q.quant2)).toBe('answeredAndMarked');
    expect(selectPaletteItems(copy.context()).find((item) => item.questionId === q.quant2)?.saved).toBe(true);
    expect(copy.context().pendingSaves).toBe(0);
    // Both go on saving under their own ids.
    copy.actor.send({ type: 'SELECT_ANSWER', answer: choice(0) });
    copy.actor.send({ type: 'SAVE_AND_NEXT' });
    original.actor.send({ type: 'JUMP', questionId: q.reason1 });
    original.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    original.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    expect(server.answerOf(q.reason1)?.answer).toEqual(choice(1));
    expect(server.state.batches.filter((batch) => batch.client_id === 'tab-b').length).toBeGreaterThanOrEqual(2);
    expect(journal.snapshot(server.attemptId).entries).toEqual([]);
  });

  it('a second browser on the same attempt sees the saved answers', async () => {
    const server = fakeServer();
    const phone = startSession(server, { skipInstructions: true, clientId: 'phone' });
    phone.actor.send({ type: 'SELECT_ANSWER', answer: choice(3) });
    phone.actor.send({ type: 'SAVE_AND_NEXT' });
    await settle();
    const laptop = startSession(server, { clientId: 'laptop' });
    expect(laptop.status(q.quant1)).toBe('answered');
    expect(laptop.context().responses[q.quant1]?.answer).toEqual(choice(3));
    expect(laptop.current()).toBe(q.quant2);
  });

  it('Submit waits for unsaved answers to reach the server before submitting', async () => {
    const server = fakeServer();
    server.state.hold = true;
    const s = startSession(server, { skipInstructions: true });
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    s.actor.send({ type: 'SUBMIT_TEST' });
    s.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(s.actor.getSnapshot().matches({ submitting: 'draining' })).toBe(true);
    expect(server.state.submits).toBe(0);
    server.state.hold = false;
    server.release();
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(server.state.submits).toBe(1);
    expect(s.context().result?.totals.attempted).toBe(1);
  });

  it('a learner’s Submit that cannot save gives up after a bounded wait, keeps everything and retries', async () => {
    const server = fakeServer();
    const s = startSession(server, { skipInstructions: true });
    await settle();
    server.state.online = false;
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(2) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    s.actor.send({ type: 'SUBMIT_TEST' });
    s.actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(s.actor.getSnapshot().matches({ submitting: 'failed' })).toBe(true);
    expect(server.state.submits).toBe(0);
    expect(s.context().responses[q.quant1]?.answer).toEqual(choice(2));
    server.state.online = true;
    s.actor.send({ type: 'RETRY' });
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(server.answerOf(q.quant1)?.answer).toEqual(choice(2));
    expect(server.state.submits).toBe(1);
  });

  it('a failed submit keeps everything and tries again by itself', async () => {
    const server = fakeServer();
    let fail = true;
    const s = startSession(server, {
      skipInstructions: true,
      services: { submitAttempt: () => (fail ? Promise.reject(new Error('Network error')) : server.submitAttempt()) },
    });
    s.actor.send({ type: 'SUBMIT_TEST' });
    s.actor.send({ type: 'SUBMIT' });
    await settle();
    await settle();
    expect(s.actor.getSnapshot().matches({ submitting: 'failed' })).toBe(true);
    expect(s.context().submitError).toBeInstanceOf(Error);
    fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(s.context().submitError).toBeNull();
  });

  it('409 attempt_closed ends the attempt with the server’s result', async () => {
    const server = fakeServer();
    const s = startSession(server, { skipInstructions: true });
    await settle();
    // Another tab submitted.
    await server.submitAttempt();
    s.actor.send({ type: 'SELECT_ANSWER', answer: choice(1) });
    s.actor.send({ type: 'SAVE_AND_NEXT' });
    await waitFor(s.actor, (snapshot) => snapshot.matches('submitted'));
    expect(s.context().result).toEqual(server.state.result);
  });
});
