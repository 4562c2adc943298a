import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { createAutosave, type AutosaveCommand, type AutosaveInput, type AutosaveReport, type AutosaveServices } from './autosave';
import { cleared, saved, savedAndMarked } from './questionStatus';
import { resume } from './resume';
import {
  activeSectionIndex,
  allSaved,
  clockOffsetFrom,
  flushAllTime,
  isSectionOpen,
  leavingNow,
  moveTo,
  nextPosition,
  positionOf,
  questionAt,
  remainingMs,
  saveCurrent,
  showCurrent,
  stopShowing,
  type RoundTrip,
  type TestSessionContext,
} from './session';
import type { Answer, AttemptResult, AttemptView, Language } from './wire';

/**
 * The mock test as candidates meet it on exam day (national CBT rules): instructions → inProgress
 * → summary → submitting → submitted. The server owns the deadline and the truth; every saved
 * change goes through the autosave actor (journal first, then the server). Events are
 * SCREAMING_SNAKE_CASE; the autosave's reports are namespaced `AUTOSAVE.*`.
 *
 * The screen sends SELECT_ANSWER as the learner picks or types, the buttons' events, ONLINE on
 * the window's `online`, and reads everything through the selectors (`selectPaletteItems` for the
 * palette and its saved ticks, `selectRemainingMs`/`selectIsCritical` for the clock,
 * `selectSectionSummaries` for the summary) and `snapshot.can(event)` for disabled buttons.
 * Moving away without Save & Next or Mark for Review & Next never saves the answer on screen:
 * not by a palette jump, a section tab, Next Section, leaving a section early, a section's time
 * ending, or the deadline.
 */

export interface TestSessionInput {
  attempt: AttemptView;
  /** Random per tab (≤ 64 characters), kept across reloads of that tab. */
  clientId: string;
  /**
   * When the AttemptView was asked for and when it arrived: its `server_time` gives the clock's
   * offset. The machine may start long after (on a slow phone the screen's code comes later).
   * Without it the answer is taken as having arrived at the start, in no time.
   */
  roundTrip?: RoundTrip;
  language?: Language;
  /** Skip the instructions (the learner already read them on the instructions page). */
  skipInstructions?: boolean;
}

export type TestSessionEvent =
  | { type: 'START' }
  /** The answer on screen changed (not saved yet). */
  | { type: 'SELECT_ANSWER'; answer: Answer | null }
  | { type: 'SAVE_AND_NEXT' }
  | { type: 'MARK_AND_NEXT' }
  | { type: 'CLEAR' }
  /** A palette button: the unsaved answer on screen is NOT saved. */
  | { type: 'JUMP'; questionId: number }
  /** A section tab: its first question, also without saving. */
  | { type: 'SELECT_SECTION'; sectionIndex: number }
  | { type: 'NEXT_SECTION' }
  /**
   * Under sectional timing, closes the open section before its time is up (when it may be left
   * early) and opens the next: the screen asks the learner first, as there is no way back.
   */
  | { type: 'LEAVE_SECTION' }
  | { type: 'SET_LANGUAGE'; language: Language }
  | { type: 'SUBMIT_TEST' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  /** The browser is back online: retry saving at once. */
  | { type: 'ONLINE' }
  | { type: 'TICK'; now: number }
  | AutosaveReport;

export interface TestSessionServices<TResult = AttemptResult> extends AutosaveServices {
  /** `POST /api/v1/submitAttempt` (idempotent): resolves with the attempt's result. */
  submitAttempt: (attemptId: string) => Promise<TResult>;
  /** The client's clock; tests under fake timers use the default. */
  now?: () => number;
}

export type { TestSessionContext };

const tickMs = 1_000;

/**
 * Builds the machine with the app's side effects: the journal (localStorage), `sendBatch`
 * (saveResponses) and `submitAttempt`. Each is also a named actor or action, so a test can swap
 * one with `.provide()`.
 */
export function createTestSessionMachine<TResult = AttemptResult>(services: TestSessionServices<TResult>) {
  const now = services.now ?? (() => Date.now());
  const journal = services.journal;

  return setup({
    types: {
      context: {} as TestSessionContext<TResult>,
      events: {} as TestSessionEvent,
      input: {} as TestSessionInput,
    },
    actors: {
      autosave: createAutosave(services),
      /** A tick a second; the shown time is always computed from the server's deadline. */
      clock: fromCallback(({ sendBack }) => {
        const id = setInterval(() => sendBack({ type: 'TICK', now: now() }), tickMs);
        return () => clearInterval(id);
      }),
      submitAttempt: fromPromise<TResult, { attemptId: string }>(({ input }) => services.submitAttempt(input.attemptId)),
    },
    delays: {
      /** How long Submit waits for unsaved answers to reach the server. */
      drainTimeout: 15_000,
      /** A failed submit is tried again by itself after this. */
      submitRetry: 10_000,
    },
    actions: {
      /** Hands the transition's saved changes to the autosave and records the position. */
      commit: enqueueActions(({ context, enqueue }) => {
        for (const entry of context.outbox) {
          enqueue.sendTo('autosave', { type: 'SAVE', entry } satisfies AutosaveCommand);
        }
        const question = questionAt(context.paper, context);
        const remember = question !== undefined && question.id !== context.rememberedQuestionId;
        // Side effect: the journal remembers the question on screen, so a reload comes back to it.
        if (remember) enqueue(() => journal.rememberQuestion(context.attemptId, question.id));
        enqueue.assign({ outbox: [], rememberedQuestionId: remember ? question.id : context.rememberedQuestionId });
      }),
      forwardOnline: sendTo('autosave', { type: 'ONLINE' } satisfies AutosaveCommand),
      tick: assign(({ event }) => {
        assertEvent(event, 'TICK');
        return { nowMs: event.now };
      }),
      start: assign({ started: true }),
      show: assign(({ context }) => showCurrent(context, now())),
      pause: assign(({ context }) => stopShowing(context, now())),
      setDraft: assign(({ event }) => {
        assertEvent(event, 'SELECT_ANSWER');
        return { draft: event.answer };
      }),
      saveAndNext: assign(({ context }) => {
        const at = now();
        const savedContext = saveCurrent(context, () => saved(context.draft), at);
        return moveTo(savedContext, nextPosition(savedContext), at);
      }),
      markAndNext: assign(({ context }) => {
        const at = now();
        const savedContext = saveCurrent(context, () => savedAndMarked(context.draft), at);
        return moveTo(savedContext, nextPosition(savedContext), at);
      }),
      clear: assign(({ context }) => ({ ...saveCurrent(context, cleared, now()), draft: null })),
      jump: assign(({ context, event }) => {
        assertEvent(event, 'JUMP');
        const position = positionOf(context.paper, event.questionId);
        return position === null ? context : moveTo(context, position, now());
      }),
      selectSection: assign(({ context, event }) => {
        assertEvent(event, 'SELECT_SECTION');
        return moveTo(context, { sectionIndex: event.sectionIndex, questionIndex: 0 }, now());
      }),
      nextSection: assign(({ context }) => moveTo(context, { sectionIndex: context.sectionIndex + 1, questionIndex: 0 }, now())),
      /**
       * The open section is left: its draft is not saved, and the next section's first question is
       * shown. Its visit is saved at once, which tells the server the section was left (in order
       * with every answer before it), and the server moves the deadline as this does.
       */
      leaveSection: assign(({ context }) => {
        const leaving = leavingNow(context, now());
        if (leaving === null) return context;
        const left = { ...context, sectionsLeftAtMs: leaving.sectionsLeftAtMs, deadlineMs: leaving.deadlineMs };
        return moveTo(left, { sectionIndex: leaving.sectionIndex + 1, questionIndex: 0 }, now());
      }),
      /** A section's time ended: its draft is not saved, and the next open section takes over. */
      followActiveSection: assign(({ context }) => {
        const active = activeSectionIndex(context) ?? context.sectionIndex;
        return moveTo(context, { sectionIndex: active, questionIndex: 0 }, now());
      }),
      setLanguage: assign(({ event }) => {
        assertEvent(event, 'SET_LANGUAGE');
        return { language: event.language };
      }),
      flushTime: assign(({ context }) => flushAllTime(context, now())),
      submittedByLearner: assign({ submittedBy: 'learner' as const }),
      submittedByDeadline: assign(({ context }) => ({ submittedBy: context.submittedBy ?? ('deadline' as const) })),
      acked: assign(({ context, event }) => {
        assertEvent(event, 'AUTOSAVE.ACKED');
        const known = context.ackedSeqByClient[event.clientId] ?? 0;
        const deadlineMs = Date.parse(event.deadlineAt);
        return {
          ackedSeqByClient: { ...context.ackedSeqByClient, [event.clientId]: Math.max(known, event.seq) },
          // The server may move the deadline (never the client): follow it.
          deadlineMs: Number.isNaN(deadlineMs) ? context.deadlineMs : deadlineMs,
        };
      }),
      /** Another tab had this tab's id: new saves take the new one, and so do those still unsent. */
      replaceClient: assign(({ context, event }) => {
        assertEvent(event, 'AUTOSAVE.CLIENT_REPLACED');
        const acked = context.ackedSeqByClient[event.from] ?? 0;
        const latestChange = Object.fromEntries(
          Object.entries(context.latestChange).map(([questionId, change]) => [
            questionId,
            change.clientId === event.from && change.seq > acked ? { ...change, clientId: event.to } : change,
          ]),
        );
        return { clientId: context.clientId === event.from ? event.to : context.clientId, latestChange };
      }),
      queue: assign(({ event }) => {
        assertEvent(event, 'AUTOSAVE.QUEUE');
        return { pendingSaves: event.pending, saveFailing: event.failing };
      }),
    },
    guards: {
      /** Only true at load: the attempt was already submitted (by another tab or the server). */
      alreadySubmitted: ({ context }) => context.submittedBy !== null,
      alreadyStarted: ({ context }) => context.started,
      timeUp: ({ context }) => remainingMs(context) <= 0,
      timeUpAtTick: ({ context, event }) => {
        assertEvent(event, 'TICK');
        return remainingMs(context, event.now) <= 0;
      },
      sectionTimeOverAtTick: ({ context, event }) => {
        assertEvent(event, 'TICK');
        const active = activeSectionIndex(context, event.now);
        return active !== null && active > context.sectionIndex;
      },
      canJump: ({ context, event }) => {
        assertEvent(event, 'JUMP');
        const position = positionOf(context.paper, event.questionId);
        return position !== null && isSectionOpen(context, position.sectionIndex);
      },
      canSelectSection: ({ context, event }) => {
        assertEvent(event, 'SELECT_SECTION');
        return (context.paper.sections[event.sectionIndex]?.questions.length ?? 0) > 0 && isSectionOpen(context, event.sectionIndex);
      },
      /** From a section's last question to the next section, when sections are not timed. */
      canGoToNextSection: ({ context }) => {
        const section = context.paper.sections[context.sectionIndex];
        return (
          section !== undefined &&
          context.questionIndex === section.questions.length - 1 &&
          (context.paper.sections[context.sectionIndex + 1]?.questions.length ?? 0) > 0 &&
          activeSectionIndex(context) === null
        );
      },
      canLeaveSection: ({ context }) => leavingNow(context) !== null,
      drained: ({ context }) => allSaved(context),
      submittedByDeadline: ({ context }) => context.submittedBy === 'deadline',
    },
  }).createMachine({
    id: 'testSession',
    context: ({ input }) => {
      const startedAt = now();
      const { attempt } = input;
      const clockOffsetMs = clockOffsetFrom(Date.parse(attempt.server_time), input.roundTrip ?? { sentAt: startedAt, receivedAt: startedAt });
      const resumed = resume(attempt, journal.load(attempt.attempt_id), input.clientId, startedAt, clockOffsetMs);
      const draftQuestion = questionAt(attempt.paper, resumed.position);
      const submitted = attempt.status === 'submitted';
      return {
        attemptId: attempt.attempt_id,
        clientId: input.clientId,
        paper: attempt.paper,
        startedAtMs: Date.parse(attempt.started_at),
        deadlineMs: resumed.deadlineMs,
        sectionsLeftAtMs: resumed.sectionsLeftAtMs,
        clockOffsetMs,
        nowMs: startedAt,
        ...resumed.position,
        responses: resumed.responses,
        draft: draftQuestion === undefined ? null : (resumed.responses[draftQuestion.id]?.answer ?? null),
        language: input.language ?? 'en',
        shownAtMs: null,
        unsavedTimeMs: {},
        nextSeq: resumed.nextSeq,
        latestChange: resumed.latestChange,
        ackedSeqByClient: resumed.ackedSeqByClient,
        outbox: [],
        backlog: resumed.backlog,
        pendingSaves: resumed.backlog.length,
        saveFailing: false,
        rememberedQuestionId: null,
        started: resumed.started || input.skipInstructions === true || submitted,
        submittedBy: submitted ? 'deadline' : null,
        result: null,
        submitError: null,
      };
    },
    invoke: [
      {
        id: 'autosave',
        src: 'autosave',
        input: ({ context }): AutosaveInput => ({
          attemptId: context.attemptId,
          backlog: context.backlog,
          serverAcked: context.ackedSeqByClient,
        }),
      },
      { id: 'clock', src: 'clock' },
    ],
    on: {
      TICK: { actions: 'tick' },
      SET_LANGUAGE: { actions: 'setLanguage' },
      ONLINE: { actions: 'forwardOnline' },
      'AUTOSAVE.ACKED': { actions: 'acked' },
      'AUTOSAVE.QUEUE': { actions: 'queue' },
      'AUTOSAVE.CLIENT_REPLACED': { actions: 'replaceClient' },
      // The server closed the attempt (its deadline passed, or another tab submitted): fetch the result.
      'AUTOSAVE.CLOSED': { target: '.submitting.sending', actions: 'submittedByDeadline' },
    },
    initial: 'instructions',
    states: {
      instructions: {
        always: [
          { guard: 'alreadySubmitted', target: 'submitting.sending' },
          { guard: 'timeUp', target: 'submitting', actions: 'submittedByDeadline' },
          { guard: 'alreadyStarted', target: 'inProgress' },
        ],
        on: {
          START: { target: 'inProgress', actions: 'start' },
          TICK: [{ guard: 'timeUpAtTick', target: 'submitting', actions: ['tick', 'submittedByDeadline'] }, { actions: 'tick' }],
        },
      },
      inProgress: {
        entry: ['show', 'commit'],
        exit: ['pause'],
        on: {
          SELECT_ANSWER: { actions: 'setDraft' },
          SAVE_AND_NEXT: { actions: ['saveAndNext', 'commit'] },
          MARK_AND_NEXT: { actions: ['markAndNext', 'commit'] },
          CLEAR: { actions: ['clear', 'commit'] },
          JUMP: { guard: 'canJump', actions: ['jump', 'commit'] },
          SELECT_SECTION: { guard: 'canSelectSection', actions: ['selectSection', 'commit'] },
          NEXT_SECTION: { guard: 'canGoToNextSection', actions: ['nextSection', 'commit'] },
          LEAVE_SECTION: { guard: 'canLeaveSection', actions: ['leaveSection', 'commit'] },
          SUBMIT_TEST: { target: 'summary' },
          TICK: [
            { guard: 'timeUpAtTick', target: 'submitting', actions: ['tick', 'submittedByDeadline'] },
            { guard: 'sectionTimeOverAtTick', actions: ['tick', 'followActiveSection', 'commit'] },
            { actions: 'tick' },
          ],
        },
      },
      summary: {
        on: {
          BACK: { target: 'inProgress' },
          SUBMIT: { target: 'submitting', actions: 'submittedByLearner' },
          TICK: [{ guard: 'timeUpAtTick', target: 'submitting', actions: ['tick', 'submittedByDeadline'] }, { actions: 'tick' }],
        },
      },
      submitting: {
        initial: 'draining',
        // The time on screen not yet sent goes with the last saves.
        entry: ['flushTime', 'commit'],
        states: {
          draining: {
            entry: 'forwardOnline',
            always: { guard: 'drained', target: 'sending' },
            after: {
              drainTimeout: [
                // At the deadline the server takes what it holds; the learner's Submit waits for every answer.
                { guard: 'submittedByDeadline', target: 'sending' },
                { target: 'failed' },
              ],
            },
          },
          sending: {
            on: { 'AUTOSAVE.CLOSED': {} },
            invoke: {
              src: 'submitAttempt',
              input: ({ context }) => ({ attemptId: context.attemptId }),
              onDone: {
                target: '#testSession.submitted',
                actions: assign(({ event }) => ({ result: event.output, submitError: null })),
              },
              onError: {
                target: 'failed',
                actions: assign(({ event }) => ({ submitError: event.error })),
              },
            },
          },
          /** Nothing is lost here: answers stay in the journal, the autosave keeps trying. */
          failed: {
            after: { submitRetry: 'draining' },
            on: {
              RETRY: { target: 'draining' },
              ONLINE: { target: 'draining', actions: 'forwardOnline' },
            },
          },
        },
      },
      submitted: {
        type: 'final',
      },
    },
  });
}

export type TestSessionMachine<TResult = AttemptResult> = ReturnType<typeof createTestSessionMachine<TResult>>;
