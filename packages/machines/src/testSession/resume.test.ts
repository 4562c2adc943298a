import { describe, expect, it } from 'vitest';
import { resume } from './resume';
import { entry, fakeServer, q, t0 } from './testSession.fixtures';

describe('resume', () => {
  const view = () => {
    const server = fakeServer({ now: () => t0 });
    return {
      ...server.view(),
      responses: [
        { question_id: q.quant1, answer: { choice: 3 }, marked: false, visited: true, time_spent_ms: 9_000 },
        { question_id: q.quant2, answer: null, marked: true, visited: true, time_spent_ms: 1_000 },
      ],
      last_seq_by_client: { 'tab-a': 4 },
    };
  };

  it('lays the journal’s unacknowledged entries over the server’s responses, and only those', () => {
    const state = resume(
      view(),
      { entries: [entry('tab-a', 4, q.quant1, 0), entry('tab-a', 5, q.quant2, 2), entry('tab-a', 6, q.quant3, null)], lastQuestionId: null },
      'tab-a',
      t0,
      0,
    );
    // seq 4 is already held: the server's newer answer for quant1 (from another tab) stands.
    expect(state.responses[q.quant1]?.answer).toEqual({ choice: 3 });
    expect(state.responses[q.quant2]).toEqual({ answer: { choice: 2 }, marked: false, visited: true });
    expect(state.responses[q.quant3]?.visited).toBe(true);
    expect(state.backlog.map((e) => e.seq)).toEqual([5, 6]);
    expect(state.latestChange[q.quant2]).toEqual({ clientId: 'tab-a', seq: 5 });
    expect(state.nextSeq).toBe(7);
    expect(state.started).toBe(true);
  });

  it('continues this client’s seq after the server’s, even with an empty journal', () => {
    expect(resume(view(), { entries: [], lastQuestionId: null }, 'tab-a', t0, 0).nextSeq).toBe(5);
    expect(resume(view(), { entries: [], lastQuestionId: null }, 'tab-b', t0, 0).nextSeq).toBe(1);
  });

  it('opens the question last shown, else the first one not attempted', () => {
    expect(resume(view(), { entries: [], lastQuestionId: q.reason2 }, 'tab-a', t0, 0).position).toEqual({ sectionIndex: 1, questionIndex: 1 });
    expect(resume(view(), { entries: [], lastQuestionId: 999 }, 'tab-a', t0, 0).position).toEqual({ sectionIndex: 0, questionIndex: 1 });
  });

  it('a fresh attempt starts on the first question, on the instructions', () => {
    const fresh = { ...view(), responses: [], last_seq_by_client: {} };
    const state = resume(fresh, { entries: [], lastQuestionId: null }, 'tab-a', t0, 0);
    expect(state.position).toEqual({ sectionIndex: 0, questionIndex: 0 });
    expect(state.started).toBe(false);
  });
});
