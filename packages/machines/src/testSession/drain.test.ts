import { describe, expect, it } from 'vitest';
import { drainJournal } from './drain';
import { createMemoryJournal } from './journal';
import { entry, fakeServer, q, type FakeServer } from './testSession.fixtures';

function journalWith(server: FakeServer, entries: ReturnType<typeof entry>[]) {
  const journal = createMemoryJournal();
  for (const item of entries) journal.append(server.attemptId, item);
  return journal;
}

function drain(server: FakeServer, journal: ReturnType<typeof createMemoryJournal>, signal = new AbortController().signal) {
  let ids = 0;
  return drainJournal({
    attemptId: server.attemptId,
    journal,
    sendBatch: (batch) => server.sendBatch(batch),
    newClientId: () => `new-${(ids += 1)}`,
    signal,
  });
}

describe('drainJournal', () => {
  it('sends every change left in the journal, a client’s run at a time and in order, and forgets each once acknowledged', async () => {
    const server = fakeServer();
    const journal = journalWith(server, [entry('tab-a', 1, q.quant1, 1), entry('tab-a', 2, q.quant2, 2), entry('tab-b', 1, q.quant1, 3)]);
    expect(await drain(server, journal)).toBe('sent');
    expect(server.state.batches.map((batch) => [batch.client_id, batch.seq])).toEqual([
      ['tab-a', 2],
      ['tab-b', 1],
    ]);
    expect(server.answerOf(q.quant1)?.answer).toEqual({ choice: 3 });
    expect(server.answerOf(q.quant2)?.answer).toEqual({ choice: 2 });
    expect(journal.snapshot(server.attemptId).entries).toEqual([]);
  });

  it('has a batch the server already applied acknowledged again, not applied twice', async () => {
    const server = fakeServer();
    const journal = journalWith(server, [entry('tab-a', 1, q.quant1, 1, 4_000)]);
    // The session's save arrived, its answer did not: the journal still holds it.
    await server.sendBatch({ attempt_id: server.attemptId, client_id: 'tab-a', seq: 1, changes: [entry('tab-a', 1, q.quant1, 1, 4_000).change] });
    expect(await drain(server, journal)).toBe('sent');
    expect(server.answerOf(q.quant1)?.time_spent_ms).toBe(4_000);
    expect(journal.snapshot(server.attemptId).entries).toEqual([]);
  });

  it('keeps everything from the first failed request on (offline), for the next try', async () => {
    const server = fakeServer();
    server.state.online = false;
    const entries = [entry('tab-a', 1, q.quant1, 1), entry('tab-b', 1, q.quant2, 2)];
    const journal = journalWith(server, entries);
    expect(await drain(server, journal)).toBe('kept');
    expect(server.state.batches).toHaveLength(1);
    expect(journal.snapshot(server.attemptId).entries).toEqual(entries);
  });

  it('stops when the attempt takes no more answers', async () => {
    const server = fakeServer();
    await server.submitAttempt();
    const journal = journalWith(server, [entry('tab-a', 1, q.quant1, 1)]);
    expect(await drain(server, journal)).toBe('closed');
    expect(server.answerOf(q.quant1)).toBeUndefined();
  });

  it('sends changes again under a new client id when another tab used theirs', async () => {
    const server = fakeServer();
    // A duplicated tab saved seq 1 and 2 under the same id first.
    await server.sendBatch({ attempt_id: server.attemptId, client_id: 'tab-a', seq: 2, changes: [entry('tab-a', 2, q.reason1, 0).change] });
    const journal = journalWith(server, [entry('tab-a', 1, q.quant1, 1), entry('tab-a', 2, q.quant2, 2)]);
    expect(await drain(server, journal)).toBe('sent');
    expect(server.state.batches.at(-1)).toMatchObject({ client_id: 'new-1', seq: 2 });
    expect(server.answerOf(q.quant1)?.answer).toEqual({ choice: 1 });
    expect(server.answerOf(q.quant2)?.answer).toEqual({ choice: 2 });
    expect(journal.snapshot(server.attemptId).entries).toEqual([]);
  });

  it('sends nothing once given up', async () => {
    const server = fakeServer();
    const journal = journalWith(server, [entry('tab-a', 1, q.quant1, 1)]);
    const controller = new AbortController();
    controller.abort();
    expect(await drain(server, journal, controller.signal)).toBe('kept');
    expect(server.state.batches).toEqual([]);
  });

  it('has nothing to do for an empty journal', async () => {
    const server = fakeServer();
    expect(await drain(server, createMemoryJournal())).toBe('sent');
    expect(server.state.batches).toEqual([]);
  });
});
