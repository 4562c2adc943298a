import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, sendTo, setup } from 'xstate';
import { backoffDelay, createAutosave, defaultAutosavePolicy, type AutosaveInput, type AutosaveReport, type SendBatch } from './autosave';
import { nextBatch } from './batch';
import { createMemoryJournal, type JournalEntry } from './journal';
import { entry, t0 } from './testSession.fixtures';
import type { SaveResponsesAck, SaveResponsesBatch } from './wire';

const attemptId = 'attempt-1';

function ackFor(batch: Pick<SaveResponsesBatch, 'client_id' | 'seq'>): SaveResponsesAck {
  return {
    attempt_id: attemptId,
    client_id: batch.client_id,
    seq: batch.seq,
    server_time: new Date().toISOString(),
    deadline_at: new Date(t0 + 3_600_000).toISOString(),
    status: 'in_progress',
  };
}

interface Call {
  batch: SaveResponsesBatch;
  at: number;
  signal: AbortSignal;
  resolve: (ack: SaveResponsesAck) => void;
  reject: (error: unknown) => void;
}

/**
 * The autosave under a probe parent that records its reports; every sendBatch call waits for the
 * test to answer it.
 */
function startAutosave(input: Partial<AutosaveInput> = {}) {
  const journal = createMemoryJournal();
  let newIds = 0;
  const log: string[] = [];
  const calls: Call[] = [];
  const sendBatch: SendBatch = (batch, signal) => {
    log.push(`send ${batch.client_id}#${batch.seq}`);
    return new Promise((resolve, reject) => calls.push({ batch: structuredClone(batch), at: Date.now(), signal, resolve, reject }));
  };
  const journalSpy = {
    ...journal,
    append: (id: string, e: JournalEntry) => {
      log.push(`journal ${e.seq}`);
      journal.append(id, e);
    },
  };
  const probe = setup({
    types: { context: {} as { reports: AutosaveReport[] }, events: {} as AutosaveReport | { type: 'SAVE'; entry: JournalEntry } | { type: 'ONLINE' } },
    actors: { autosave: createAutosave({ journal: journalSpy, sendBatch, random: () => 0.5, newClientId: () => `new-${++newIds}` }) },
  }).createMachine({
    context: { reports: [] },
    invoke: {
      id: 'autosave',
      src: 'autosave',
      input: { attemptId, backlog: input.backlog ?? [], serverAcked: input.serverAcked ?? {} },
    },
    on: {
      SAVE: { actions: sendTo('autosave', ({ event }) => event) },
      ONLINE: { actions: sendTo('autosave', { type: 'ONLINE' }) },
      '*': { actions: assign(({ context, event }) => ({ reports: [...context.reports, event as AutosaveReport] })) },
    },
  });
  const actor = createActor(probe).start();
  const save = (e: JournalEntry) => actor.send({ type: 'SAVE', entry: e });
  const acks = () => actor.getSnapshot().context.reports.filter((r) => r.type === 'AUTOSAVE.ACKED');
  const last = () => actor.getSnapshot().context.reports.filter((r) => r.type === 'AUTOSAVE.QUEUE').at(-1);
  return { actor, journal, calls, log, save, acks, last };
}

const offline = () => Object.assign(new Error('Network error'), { code: 'network_error' });

beforeEach(() => {
  vi.useFakeTimers({ now: t0 });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('backoffDelay', () => {
  const policy = { ...defaultAutosavePolicy, baseDelayMs: 1_000, maxDelayMs: 8_000 };
  it('doubles per failure, capped, with half of it random', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, policy, () => 0))).toEqual([500, 1_000, 2_000, 4_000, 4_000, 4_000]);
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, policy, () => 0.999_999))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});

describe('nextBatch', () => {
  it('takes the oldest client’s run, one change per question (last state wins, times add up), seq of its last entry', () => {
    const batch = nextBatch(attemptId, [entry('a', 3, 101, 1, 2_000), entry('a', 4, 102, null, 500), entry('a', 5, 101, 2, 1_000), entry('b', 1, 103, 0)]);
    expect(batch).toEqual({
      attempt_id: attemptId,
      client_id: 'a',
      seq: 5,
      changes: [
        { question_id: 101, answer: { choice: 2 }, marked: false, visited: true, time_spent_ms: 3_000 },
        { question_id: 102, answer: null, marked: false, visited: true, time_spent_ms: 500 },
      ],
    });
    expect(nextBatch(attemptId, [])).toBeNull();
  });

  it('keeps the server’s answer only when every entry of a question did (a visit after a choice is a choice)', () => {
    const visit = (e: JournalEntry): JournalEntry => ({ ...e, change: { ...e.change, keeps_answer: true } });
    const batch = nextBatch(attemptId, [entry('a', 1, 101, 1), visit(entry('a', 2, 101, 1, 300)), visit(entry('a', 3, 102, null)), visit(entry('a', 4, 102, null, 200))]);
    expect(batch?.changes).toEqual([
      { question_id: 101, answer: { choice: 1 }, marked: false, visited: true, time_spent_ms: 300 },
      { question_id: 102, answer: null, marked: false, visited: true, time_spent_ms: 200, keeps_answer: true },
    ]);
  });

  it('carries at most 200 questions', () => {
    const entries = Array.from({ length: 250 }, (_, i) => entry('a', i + 1, 1_000 + i, 0));
    const batch = nextBatch(attemptId, entries);
    expect(batch?.changes).toHaveLength(200);
    expect(batch?.seq).toBe(200);
  });
});

describe('autosave actor', () => {
  it('journals a change before sending it, and keeps one batch in flight', async () => {
    const a = startAutosave();
    a.save(entry('tab', 1, 101, 0));
    a.save(entry('tab', 2, 102, 1));
    a.save(entry('tab', 3, 101, 2));
    expect(a.log).toEqual(['journal 1', 'send tab#1', 'journal 2', 'journal 3']);
    expect(a.calls).toHaveLength(1);
    a.calls[0]?.resolve(ackFor({ client_id: 'tab', seq: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.calls).toHaveLength(2);
    expect(a.calls[1]?.batch).toMatchObject({ seq: 3, changes: [{ question_id: 102 }, { question_id: 101, answer: { choice: 2 } }] });
    expect(a.journal.snapshot(attemptId).entries.map((e) => e.seq)).toEqual([2, 3]);
    a.calls[1]?.resolve(ackFor({ client_id: 'tab', seq: 3 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.journal.snapshot(attemptId).entries).toEqual([]);
    expect(a.acks().map((r) => r.type === 'AUTOSAVE.ACKED' && r.seq)).toEqual([1, 3]);
    expect(a.last()).toEqual({ type: 'AUTOSAVE.QUEUE', pending: 0, failing: false });
  });

  it('offline: retries with exponential back-off and jitter, the same seq and content each time', async () => {
    const a = startAutosave();
    a.save(entry('tab', 1, 101, 0));
    // random() = 0.5: three quarters of 1, 2, 4, 8, 16, 30 (the cap), 30 seconds.
    for (const delay of [750, 1_500, 3_000, 6_000, 12_000, 22_500, 22_500]) {
      const tries = a.calls.length;
      a.calls.at(-1)?.reject(offline());
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(a.last()).toMatchObject({ pending: 1, failing: true });
      expect(a.calls).toHaveLength(tries);
      await vi.advanceTimersByTimeAsync(1);
      expect(a.calls).toHaveLength(tries + 1);
    }
    expect(new Set(a.calls.map((call) => JSON.stringify(call.batch))).size).toBe(1);
    a.calls.at(-1)?.resolve(ackFor({ client_id: 'tab', seq: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.last()).toEqual({ type: 'AUTOSAVE.QUEUE', pending: 0, failing: false });
  });

  it('ONLINE retries at once instead of waiting out the back-off', async () => {
    const a = startAutosave();
    a.save(entry('tab', 1, 101, 0));
    a.calls[0]?.reject(offline());
    await vi.advanceTimersByTimeAsync(100);
    expect(a.calls).toHaveLength(1);
    a.actor.send({ type: 'ONLINE' });
    expect(a.calls).toHaveLength(2);
    expect(a.calls[1]?.batch).toEqual(a.calls[0]?.batch);
    // Nothing waits: ONLINE while a request is already in flight sends nothing more.
    a.actor.send({ type: 'ONLINE' });
    expect(a.calls).toHaveLength(2);
  });

  it('abandons a request after its timeout and retries the same batch; a late ack still counts', async () => {
    const a = startAutosave();
    a.save(entry('tab', 1, 101, 0));
    await vi.advanceTimersByTimeAsync(defaultAutosavePolicy.timeoutMs);
    expect(a.calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(750);
    expect(a.calls).toHaveLength(2);
    expect(a.calls[1]?.batch).toEqual(a.calls[0]?.batch);
    // The first request's answer arrives after all; then the retry's: the same ack again.
    a.calls[0]?.resolve(ackFor({ client_id: 'tab', seq: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    a.calls[1]?.resolve(ackFor({ client_id: 'tab', seq: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.acks()).toHaveLength(1);
    expect(a.last()).toMatchObject({ pending: 0, failing: false });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(a.calls).toHaveLength(2);
  });

  it('ignores an out-of-order ack that a newer one already covers', async () => {
    const a = startAutosave();
    a.save(entry('tab', 1, 101, 0));
    await vi.advanceTimersByTimeAsync(defaultAutosavePolicy.timeoutMs + 750);
    a.calls[1]?.resolve(ackFor({ client_id: 'tab', seq: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    a.save(entry('tab', 2, 102, 3));
    a.calls[2]?.resolve(ackFor({ client_id: 'tab', seq: 2 }));
    await vi.advanceTimersByTimeAsync(0);
    // The very first request for seq 1 answers last.
    a.calls[0]?.resolve(ackFor({ client_id: 'tab', seq: 1 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.acks().map((r) => r.type === 'AUTOSAVE.ACKED' && r.seq)).toEqual([1, 2]);
    expect(a.journal.snapshot(attemptId).entries).toEqual([]);
  });

  it('a failure of an abandoned request does not start a second retry', async () => {
    const a = startAutosave();
    a.save(entry('tab', 1, 101, 0));
    await vi.advanceTimersByTimeAsync(defaultAutosavePolicy.timeoutMs + 750);
    a.calls[0]?.reject(new Error('aborted'));
    await vi.advanceTimersByTimeAsync(defaultAutosavePolicy.timeoutMs - 1);
    expect(a.calls).toHaveLength(2);
  });

  it('409 attempt_closed reports CLOSED and sends nothing more', async () => {
    const a = startAutosave();
    a.save(entry('tab', 1, 101, 0));
    a.calls[0]?.reject(Object.assign(new Error('closed'), { status: 409, code: 'attempt_closed' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.actor.getSnapshot().context.reports.at(-1)).toEqual({ type: 'AUTOSAVE.CLOSED' });
    a.save(entry('tab', 2, 102, 0));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(a.calls).toHaveLength(1);
  });

  it('409 seq_conflict (a duplicated tab has the id): the unsent entries go again at once under a new id, later ones too', async () => {
    const a = startAutosave({ backlog: [entry('old', 4, 100, 1)] });
    a.calls[0]?.resolve(ackFor({ client_id: 'old', seq: 4 }));
    await vi.advanceTimersByTimeAsync(0);
    a.save(entry('tab', 7, 101, 0));
    a.save(entry('tab', 8, 102, 1));
    a.calls[1]?.reject(Object.assign(new Error('Another tab used this seq'), { status: 409, code: 'seq_conflict' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.actor.getSnapshot().context.reports).toContainEqual({ type: 'AUTOSAVE.CLIENT_REPLACED', from: 'tab', to: 'new-1' });
    // No back-off: nothing of the refused batch was applied.
    expect(a.calls[2]?.batch).toMatchObject({ client_id: 'new-1', seq: 8, changes: [{ question_id: 101 }, { question_id: 102 }] });
    expect(a.journal.snapshot(attemptId).entries.map((e) => `${e.client_id}#${e.seq}`)).toEqual(['new-1#7', 'new-1#8']);
    // A change the session made under the old id before it heard of the new one takes the new id.
    a.save(entry('tab', 9, 103, 2));
    expect(a.journal.snapshot(attemptId).entries.map((e) => `${e.client_id}#${e.seq}`)).toEqual(['new-1#7', 'new-1#8', 'new-1#9']);
    a.calls[2]?.resolve(ackFor({ client_id: 'new-1', seq: 8 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.calls[3]?.batch).toMatchObject({ client_id: 'new-1', seq: 9 });
  });

  it('on load, re-sends the journal’s unacknowledged entries first, under their own client and seq', async () => {
    const a = startAutosave({ backlog: [entry('old-tab', 4, 101, 1), entry('old-tab', 5, 102, 2)], serverAcked: { 'old-tab': 3 } });
    expect(a.calls[0]?.batch).toMatchObject({ client_id: 'old-tab', seq: 5 });
    a.save(entry('tab', 1, 103, 0));
    expect(a.calls).toHaveLength(1);
    a.calls[0]?.resolve(ackFor({ client_id: 'old-tab', seq: 5 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(a.calls[1]?.batch).toMatchObject({ client_id: 'tab', seq: 1 });
  });
});
