import { sql } from 'drizzle-orm';
import { saveGraceSeconds, type ResponseChange, type SaveResponsesInput } from '../../contract/attempts.js';
import type { Queryable } from './store.js';

// The common save — the attempt open, the learner's, the batch new — in one statement, with no
// transaction around it: a candidate saves every few seconds, and each round trip costs. The
// attempt row is read FOR SHARE, so a submit (which holds it FOR UPDATE while it scores) either
// sees this save or makes it find the attempt closed; two saves of one attempt do not wait for
// each other. Anything else (closed, due, unknown) goes the transactional way (saves.ts).

/** ISO 8601 in UTC, the same text from PGlite and node-postgres. */
const isoText = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type FastSave = { open: false } | { open: true; fresh: boolean; now: string; deadlineAt: string };

type Row = { open: number; fresh: number; now: string; deadline_at: string | null };

const changeColumns = sql.raw('question_id integer, answer jsonb, marked boolean, visited boolean, time_spent_ms integer');

export async function saveInOneStatement(
  db: Queryable,
  userId: number,
  input: SaveResponsesInput,
  collapsed: readonly ResponseChange[],
): Promise<FastSave> {
  const result: unknown = await db.execute(sql`
    WITH open_attempt AS (
      SELECT id, deadline_at FROM attempts
      WHERE id = ${input.attempt_id} AND user_id = ${userId} AND status = 'in_progress'
        AND deadline_at + make_interval(secs => ${saveGraceSeconds}) > now()
      FOR SHARE
    ),
    fresh AS (
      INSERT INTO attempt_saves (attempt_id, client_id, seq)
      SELECT id, ${input.client_id}, ${input.seq} FROM open_attempt
      ON CONFLICT DO NOTHING
      RETURNING attempt_id
    ),
    applied AS (
      INSERT INTO attempt_responses AS r (attempt_id, question_id, answer, marked, visited, time_spent_ms, client_id, client_seq)
      SELECT f.attempt_id, c.question_id, NULLIF(c.answer, 'null'::jsonb), c.marked, c.visited, c.time_spent_ms, ${input.client_id}, ${input.seq}
      FROM fresh f CROSS JOIN jsonb_to_recordset(${JSON.stringify(collapsed)}::jsonb) AS c(${changeColumns})
      ON CONFLICT (attempt_id, question_id) DO UPDATE SET
        answer = excluded.answer,
        marked = excluded.marked,
        visited = r.visited OR excluded.visited,
        time_spent_ms = r.time_spent_ms + excluded.time_spent_ms,
        client_id = excluded.client_id,
        client_seq = excluded.client_seq,
        updated_at = now()
      WHERE r.client_id <> excluded.client_id OR r.client_seq < excluded.client_seq
      RETURNING question_id
    ),
    history AS (
      INSERT INTO attempt_response_history (attempt_id, question_id, client_id, seq, answer, marked, visited, time_spent_ms)
      SELECT ${input.attempt_id}, h.question_id, ${input.client_id}, ${input.seq}, NULLIF(h.answer, 'null'::jsonb), h.marked, h.visited, h.time_spent_ms
      FROM jsonb_to_recordset(${JSON.stringify(input.changes)}::jsonb) AS h(${changeColumns})
      WHERE h.question_id IN (SELECT question_id FROM applied)
    )
    SELECT
      (SELECT count(*) FROM open_attempt)::int AS open,
      (SELECT count(*) FROM fresh)::int AS fresh,
      ${isoText(sql`now()`)} AS now,
      (SELECT ${isoText(sql`deadline_at`)} FROM open_attempt) AS deadline_at
  `);
  const [row] = (result as { rows: Row[] }).rows;
  if (row === undefined || row.open === 0 || row.deadline_at === null) return { open: false };
  return { open: true, fresh: row.fresh > 0, now: row.now, deadlineAt: row.deadline_at };
}
