import { describe, expect, it } from 'vitest';
import type { ReceivedAttempt } from './receivedAttempt';
import { withSaved } from './keptAttempts';

// The phone's copy of a test in progress follows each batch the server acknowledged, as the
// server applies it: a reload with no network must show exactly what the server holds.

const attemptId = '3f1c2a54-9b7e-4d21-8c33-5a6b7c8d9e0f';
const kept: ReceivedAttempt = {
  attempt_id: attemptId,
  exam_id: 7,
  status: 'in_progress',
  started_at: '2026-11-24T10:00:00.000Z',
  deadline_at: '2026-11-24T11:00:00.000Z',
  server_time: '2026-11-24T10:00:00.000Z',
  paper: { title: 'SSC CGL Tier I', minutes: 60, total_marks: 200, pattern: 'exam', notice: null, sections: [] },
  responses: [{ question_id: 101, answer: { choice: 1 }, marked: true, visited: true, time_spent_ms: 4000 }],
  sections_left_at: [null],
  last_seq_by_client: { 'tab-1': 3 },
  roundTrip: { sentAt: 1000, receivedAt: 1400 },
};
const ack = (seq: number, deadline = kept.deadline_at) => ({ attempt_id: attemptId, client_id: 'tab-2', seq, server_time: '2026-11-24T10:05:00.000Z', deadline_at: deadline, status: 'in_progress' as const });

describe('withSaved', () => {
  it('applies each change, adds the time on screen and moves the client’s last seq', () => {
    const after = withSaved(
      kept,
      {
        attempt_id: attemptId,
        client_id: 'tab-2',
        seq: 2,
        changes: [
          { question_id: 101, answer: { choice: 2 }, marked: false, visited: true, time_spent_ms: 1000 },
          { question_id: 102, answer: { value: '12.5' }, marked: false, visited: true, time_spent_ms: 3000 },
        ],
      },
      ack(2),
    );
    expect(after.responses).toEqual([
      { question_id: 101, answer: { choice: 2 }, marked: false, visited: true, time_spent_ms: 5000 },
      { question_id: 102, answer: { value: '12.5' }, marked: false, visited: true, time_spent_ms: 3000 },
    ]);
    expect(after.last_seq_by_client).toEqual({ 'tab-1': 3, 'tab-2': 2 });
    // The paper and the clock's reading stay as they arrived.
    expect(after.paper).toBe(kept.paper);
    expect(after.roundTrip).toEqual(kept.roundTrip);
  });

  it('keeps the answer and mark held when a change only reports a visit, and takes the deadline the ack carries', () => {
    const after = withSaved(
      kept,
      { attempt_id: attemptId, client_id: 'tab-2', seq: 5, changes: [{ question_id: 101, answer: null, marked: false, visited: true, time_spent_ms: 500, keeps_answer: true }] },
      ack(5, '2026-11-24T10:50:00.000Z'),
    );
    expect(after.responses).toEqual([{ question_id: 101, answer: { choice: 1 }, marked: true, visited: true, time_spent_ms: 4500 }]);
    expect(after.deadline_at).toBe('2026-11-24T10:50:00.000Z');
  });

  it('never moves a client’s last seq back (an ack arriving late)', () => {
    const after = withSaved(kept, { attempt_id: attemptId, client_id: 'tab-1', seq: 2, changes: [] }, { ...ack(2), client_id: 'tab-1' });
    expect(after.last_seq_by_client['tab-1']).toBe(3);
  });
});
