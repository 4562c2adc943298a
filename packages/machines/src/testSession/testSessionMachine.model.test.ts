import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, setup, waitFor, type SnapshotFrom } from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { createMemoryJournal } from './journal';
import { statusOf } from './questionStatus';
import { selectStatus } from './selectors';
import { fakeServer, q, t0 } from './testSession.fixtures';
import { createTestSessionMachine } from './testSessionMachine';

/**
 * Model-based path coverage: a small model of what the learner sees of one question (the first)
 * under the national CBT rules. Every transition of the model is replayed on the real machine,
 * reached by a shortest path, and the two must agree after every step.
 */

type ModelEvent =
  | { type: 'START' }
  | { type: 'PICK' }
  | { type: 'UNPICK' }
  | { type: 'SAVE_AND_NEXT' }
  | { type: 'MARK_AND_NEXT' }
  | { type: 'CLEAR' }
  | { type: 'JUMP_AWAY_AND_BACK' }
  | { type: 'SET_LANGUAGE' }
  | { type: 'SUBMIT_TEST' }
  | { type: 'BACK' }
  | { type: 'SUBMIT' };

interface ModelContext {
  /** An option is chosen on screen. */
  draft: boolean;
  /** An answer is saved, and whether the question is marked. */
  saved: boolean;
  marked: boolean;
  language: 'en' | 'hi';
}

const model = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  actions: {
    toggleLanguage: assign(({ context }) => ({ language: context.language === 'en' ? ('hi' as const) : ('en' as const) })),
    pick: assign({ draft: true }),
    unpick: assign({ draft: false }),
    // Coming back to the question shows what was saved.
    saveAndNext: assign(({ context }) => ({ saved: context.draft, marked: false })),
    markAndNext: assign(({ context }) => ({ saved: context.draft, marked: true })),
    clear: assign({ draft: false, saved: false }),
    jumpAwayAndBack: assign(({ context }) => ({ draft: context.saved })),
  },
}).createMachine({
  id: 'model',
  context: { draft: false, saved: false, marked: false, language: 'en' },
  initial: 'instructions',
  states: {
    instructions: { on: { START: 'inProgress', SET_LANGUAGE: { actions: 'toggleLanguage' } } },
    inProgress: {
      on: {
        SET_LANGUAGE: { actions: 'toggleLanguage' },
        PICK: { actions: 'pick' },
        UNPICK: { actions: 'unpick' },
        SAVE_AND_NEXT: { actions: 'saveAndNext' },
        MARK_AND_NEXT: { actions: 'markAndNext' },
        CLEAR: { actions: 'clear' },
        JUMP_AWAY_AND_BACK: { actions: 'jumpAwayAndBack' },
        SUBMIT_TEST: 'summary',
      },
    },
    summary: { on: { BACK: 'inProgress', SUBMIT: 'submitted', SET_LANGUAGE: { actions: 'toggleLanguage' } } },
    submitted: { type: 'final' },
  },
});

type ModelSnapshot = SnapshotFrom<typeof model>;

const events: ModelEvent[] = [
  'START',
  'PICK',
  'UNPICK',
  'SAVE_AND_NEXT',
  'MARK_AND_NEXT',
  'CLEAR',
  'JUMP_AWAY_AND_BACK',
  'SET_LANGUAGE',
  'SUBMIT_TEST',
  'BACK',
  'SUBMIT',
].map((type) => ({ type }) as ModelEvent);

const key = (snapshot: ModelSnapshot) => JSON.stringify([snapshot.value, snapshot.context]);
const options = { events, serializeState: key };

const pathTo = new Map(getShortestPaths(model, options).map((path) => [key(path.state), path.steps]));
// Unhandled events are edges too (the real machine must ignore them); a finished test has none.
const edges = adjacencyMapToArray(getAdjacencyMap(model, options)).filter(({ state }) => state.status !== 'done');

function drive() {
  const server = fakeServer();
  const actor = createActor(
    createTestSessionMachine({ journal: createMemoryJournal(), sendBatch: (batch) => server.sendBatch(batch), submitAttempt: () => server.submitAttempt() }),
    { input: { attempt: server.view(), clientId: 'model' } },
  ).start();
  return async (event: ModelEvent, expected: ModelSnapshot) => {
    const language = actor.getSnapshot().context.language;
    switch (event.type) {
      case 'PICK':
        actor.send({ type: 'SELECT_ANSWER', answer: { choice: 1 } });
        break;
      case 'UNPICK':
        actor.send({ type: 'SELECT_ANSWER', answer: null });
        break;
      case 'SAVE_AND_NEXT':
      case 'MARK_AND_NEXT':
        actor.send({ type: event.type });
        actor.send({ type: 'JUMP', questionId: q.quant1 });
        break;
      case 'JUMP_AWAY_AND_BACK':
        actor.send({ type: 'JUMP', questionId: q.reason3 });
        actor.send({ type: 'JUMP', questionId: q.quant1 });
        break;
      case 'SET_LANGUAGE':
        actor.send({ type: 'SET_LANGUAGE', language: language === 'en' ? 'hi' : 'en' });
        break;
      default:
        actor.send(event);
    }
    if (expected.value === 'submitted') await waitFor(actor, (snapshot) => snapshot.matches('submitted'));
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    expect(snapshot.value).toBe(expected.value);
    expect(context.language).toBe(expected.context.language);
    const response = { answer: expected.context.saved ? { choice: 1 } : null, marked: expected.context.marked, visited: expected.value !== 'instructions' };
    expect(selectStatus(context, q.quant1)).toBe(statusOf(response));
    if (expected.value !== 'submitted') {
      expect(context.draft === null ? false : true).toBe(expected.context.draft);
      if (expected.value === 'inProgress') expect(context.paper.sections[context.sectionIndex]?.questions[context.questionIndex]?.id).toBe(q.quant1);
    } else {
      expect(server.answerOf(q.quant1)?.answer ?? null).toEqual(response.answer);
      expect(server.answerOf(q.quant1)?.marked).toBe(expected.context.marked);
    }
  };
}

beforeEach(() => {
  vi.useFakeTimers({ now: t0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('testSessionMachine: every transition of the CBT model', () => {
  it('covers every state of the model', () => {
    expect(pathTo.size).toBe(2 + 16 + 16 + 16);
    expect(edges).toHaveLength((2 + 16 + 16) * events.length);
  });

  it.each(edges.map((edge) => [`${key(edge.state)} --${edge.event.type}--> ${key(edge.nextState)}`, edge] as const))('%s', async (_, edge) => {
    const steps = pathTo.get(key(edge.state));
    expect(steps).toBeDefined();
    const step = drive();
    for (const { event, state } of [...(steps ?? []), { event: edge.event, state: edge.nextState }]) {
      await step(event, state);
    }
  });
});
