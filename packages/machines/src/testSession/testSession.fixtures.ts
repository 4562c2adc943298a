import type { JournalEntry } from './journal';
import type { AttemptPaper, AttemptResult, AttemptView, PaperSection, SaveResponsesAck, SaveResponsesBatch, SavedResponse } from './wire';

/** Test fixtures: a small bilingual paper and an in-memory server that keeps the wire contract. */

function section(id: number, name: string, firstNumber: number, texts: Array<[string, string[]]>, minutes: number | null = null, leaveEarly = false): PaperSection {
  return {
    id,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    name,
    translations: [{ language_code: 'en', name }],
    marks_correct: 1,
    marks_wrong: 0.25,
    partial_marks: false,
    minutes,
    leave_early: leaveEarly,
    questions: texts.map(([text, options], index) => ({
      id: id * 100 + index + 1,
      number: firstNumber + index,
      type: 'single' as const,
      translations: [{ language_code: 'en', text, options }],
    })),
  };
}

export function paper(sectionMinutes: [number | null, number | null] = [null, null], leaveFirstEarly = false): AttemptPaper {
  return {
    title: 'Practice Test',
    minutes: 60,
    total_marks: 6,
    pattern: 'exam',
    notice: null,
    sections: [
      section(
        1,
        'Quantitative Aptitude',
        1,
        [
          ['What is 15% of 240?', ['24', '36', '48', '30']],
          ['A train covers 180 km in 3 hours. What is its speed?', ['50 km/h', '60 km/h', '70 km/h', '90 km/h']],
          ['What is the LCM of 12 and 18?', ['36', '72', '6', '54']],
        ],
        sectionMinutes[0],
        leaveFirstEarly,
      ),
      section(
        2,
        'Reasoning',
        4,
        [
          ['Find the odd one out: 3, 5, 7, 9, 11', ['3', '5', '9', '11']],
          ['If CAT is coded as DBU, how is DOG coded?', ['EPH', 'EPG', 'DPH', 'FQI']],
          ['Which number comes next: 2, 6, 12, 20, ?', ['28', '30', '32', '24']],
        ],
        sectionMinutes[1],
      ),
    ],
  };
}

/** Question ids of the fixture paper. */
export const q = { quant1: 101, quant2: 102, quant3: 103, reason1: 201, reason2: 202, reason3: 203 } as const;

export const t0 = Date.parse('2026-11-24T10:00:00.000Z');

interface Stored extends SavedResponse {
  seqByClient: Record<string, number>;
}

/**
 * The server side of the contract in memory: idempotent batches, rising seqs per client (any
 * other batch at or below a used seq is 409 `seq_conflict`, as from a duplicated tab), 409
 * `attempt_closed` after the deadline or a submit. `online = false` fails every request as a
 * dropped connection does; `hold = true` keeps requests unanswered until `release()`.
 */
export function fakeServer(options: { minutes?: number; sectionMinutes?: [number | null, number | null]; leaveFirstEarly?: boolean; now?: () => number } = {}) {
  const now = options.now ?? (() => Date.now());
  const startedAt = now();
  const attemptId = '3f2b8c1e-5d4a-4c2b-9a7e-1f0e2d3c4b5a';
  const thePaper = paper(options.sectionMinutes, options.leaveFirstEarly);
  const state = {
    deadlineAt: startedAt + (options.minutes ?? 60) * 60_000,
    status: 'in_progress' as 'in_progress' | 'submitted',
    responses: new Map<number, Stored>(),
    lastSeqByClient: {} as Record<string, number>,
    acks: new Map<string, { ack: SaveResponsesAck; changes: string }>(),
    result: null as AttemptResult | null,
    online: true,
    hold: false,
    held: [] as Array<() => void>,
    batches: [] as SaveResponsesBatch[],
    submits: 0,
    /** When the first section was left early (a save reached the second while it was open). */
    firstLeftAt: null as number | null,
  };

  /** As the server does: the first section, open and leavable, is left when a change reaches the second. */
  function leaveFirstIfReached(batch: SaveResponsesBatch) {
    const [first, second] = thePaper.sections;
    if (first?.minutes === null || first?.minutes === undefined || !first.leave_early || state.firstLeftAt !== null) return;
    const end = startedAt + first.minutes * 60_000;
    if (now() >= end || !batch.changes.some((change) => second?.questions.some((question) => question.id === change.question_id))) return;
    state.firstLeftAt = now();
    state.deadlineAt -= end - now();
  }

  const closed = () => state.status === 'submitted' || now() >= state.deadlineAt;

  function apply(batch: SaveResponsesBatch): SaveResponsesAck {
    const key = `${batch.client_id}:${batch.seq}`;
    const known = state.acks.get(key);
    if (known !== undefined && known.changes === JSON.stringify(batch.changes)) return known.ack;
    if (known !== undefined || batch.seq <= (state.lastSeqByClient[batch.client_id] ?? 0)) {
      throw Object.assign(new Error('Another tab used this seq'), { status: 409, code: 'seq_conflict' });
    }
    leaveFirstIfReached(batch);
    for (const change of batch.changes) {
      const stored = state.responses.get(change.question_id);
      if (stored !== undefined && (stored.seqByClient[batch.client_id] ?? 0) > batch.seq) continue;
      const keep = change.keeps_answer === true && stored !== undefined;
      state.responses.set(change.question_id, {
        question_id: change.question_id,
        answer: keep ? stored.answer : change.answer,
        marked: keep ? stored.marked : change.marked,
        visited: change.visited,
        time_spent_ms: (stored?.time_spent_ms ?? 0) + change.time_spent_ms,
        seqByClient: { ...stored?.seqByClient, [batch.client_id]: batch.seq },
      });
    }
    state.lastSeqByClient[batch.client_id] = Math.max(state.lastSeqByClient[batch.client_id] ?? 0, batch.seq);
    const ack: SaveResponsesAck = {
      attempt_id: attemptId,
      client_id: batch.client_id,
      seq: batch.seq,
      server_time: new Date(now()).toISOString(),
      deadline_at: new Date(state.deadlineAt).toISOString(),
      status: state.status,
    };
    state.acks.set(key, { ack, changes: JSON.stringify(batch.changes) });
    return ack;
  }

  function sendBatch(batch: SaveResponsesBatch): Promise<SaveResponsesAck> {
    state.batches.push(structuredClone(batch));
    if (!state.online) return Promise.reject(Object.assign(new Error('Network error'), { code: 'network_error' }));
    const answer = () => {
      if (closed()) throw Object.assign(new Error('The test is over'), { status: 409, code: 'attempt_closed' });
      return apply(batch);
    };
    if (!state.hold) return Promise.resolve().then(answer);
    return new Promise((resolve, reject) => {
      state.held.push(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error);
        }
      });
    });
  }

  function submitAttempt(): Promise<AttemptResult> {
    state.submits += 1;
    if (!state.online) return Promise.reject(Object.assign(new Error('Network error'), { code: 'network_error' }));
    if (state.result === null) {
      const attempted = [...state.responses.values()].filter((response) => response.answer !== null).length;
      const time = [...state.responses.values()].reduce((sum, response) => sum + response.time_spent_ms, 0);
      const submittedBy = now() >= state.deadlineAt ? 'deadline' : 'learner';
      state.status = 'submitted';
      state.result = {
        attempt_id: attemptId,
        exam_id: 7,
        pattern: 'exam',
        attempt_number: 1,
        title: thePaper.title,
        sections: [],
        totals: { questions: 6, attempted, correct: 0, wrong: 0, score: 0, total_marks: 6, time_spent_ms: time },
        started_at: new Date(startedAt).toISOString(),
        submitted_at: new Date(now()).toISOString(),
        submitted_by: submittedBy,
        ranking: null,
        benchmarks: null,
        questions: [],
        answer_changes: { right_to_wrong: 0, wrong_to_right: 0, wrong_to_wrong: 0 },
        weak_topics: { attempts: 1, topics: [] },
        rescores: [],
      };
    }
    return Promise.resolve(state.result);
  }

  function view(): AttemptView {
    return {
      attempt_id: attemptId,
      exam_id: 7,
      status: state.status,
      started_at: new Date(startedAt).toISOString(),
      deadline_at: new Date(state.deadlineAt).toISOString(),
      server_time: new Date(now()).toISOString(),
      paper: thePaper,
      sections_left_at: [state.firstLeftAt === null ? null : new Date(state.firstLeftAt).toISOString(), null],
      responses: [...state.responses.values()].map(({ seqByClient: _, ...response }) => structuredClone(response)),
      last_seq_by_client: { ...state.lastSeqByClient },
    };
  }

  return {
    attemptId,
    state,
    view,
    sendBatch,
    submitAttempt,
    release() {
      const held = state.held.splice(0);
      for (const answer of held) answer();
    },
    answerOf(questionId: number) {
      return state.responses.get(questionId);
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

export function entry(clientId: string, seq: number, questionId: number, choice: number | null, time = 0): JournalEntry {
  return {
    client_id: clientId,
    seq,
    change: { question_id: questionId, answer: choice === null ? null : { choice }, marked: false, visited: true, time_spent_ms: time },
  };
}
