import { PGlite, protocol } from '@electric-sql/pglite';
import pg from 'pg';
import { saveGraceSeconds, type ResponseChange, type SaveResponsesInput } from '@pariksha/contract/attempts';
import type { Queryable } from './store.js';

// The common save — the attempt open, the learner's, the batch new — in one statement, with no
// transaction around it: a candidate saves every few seconds, and each round trip costs. The
// attempt row is read FOR SHARE, so a submit (which holds it FOR UPDATE while it scores) either
// sees this save or makes it find the attempt closed; two saves of one attempt do not wait for
// each other; a retry of a batch it holds is answered here too. Anything else (closed, due,
// unknown, a seq this client used for another batch) goes the transactional way (saves.ts).

/** ISO 8601 in UTC, the same text from PGlite and node-postgres. */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export type FastSave =
  | { open: false }
  /** `applied`: how many of the collapsed changes were written (fewer: a later seq of this client set the rest). */
  | { open: true; fresh: boolean; replay: boolean; applied: number; now: string; deadlineAt: string };

type Row = { open: number; fresh: number; applied: number; now: string; deadline_at: string | null; replay: number };

const changeColumns = 'question_id integer, answer jsonb, marked boolean, visited boolean, time_spent_ms integer, keeps_answer boolean';

// One fixed text with parameters, sent as is rather than built by drizzle for every save, as a
// named prepared statement: parsed once per connection (planning this statement cost about as
// much as running it).
// $1 attempt_id, $2 user_id, $3 client_id, $4 seq, $5 the collapsed changes, $6 every change,
// $7 the batch's hash. A batch is fresh only when this client has saved no seq as high: a client
// numbers its batches upwards, so anything else is a retry or another tab using the same id.
export const saveStatement = {
  name: 'attempts.save-in-one-statement',
  text: `
    WITH open_attempt AS (
      SELECT id, deadline_at FROM attempts
      WHERE id = $1 AND user_id = $2 AND status = 'in_progress'
        AND deadline_at + make_interval(secs => ${saveGraceSeconds}) > now()
      FOR SHARE
    ),
    fresh AS (
      INSERT INTO attempt_saves (attempt_id, client_id, seq, batch_hash)
      SELECT id, $3, $4, $7 FROM open_attempt
      WHERE NOT EXISTS (SELECT 1 FROM attempt_saves s WHERE s.attempt_id = $1 AND s.client_id = $3 AND s.seq >= $4)
      ON CONFLICT DO NOTHING
      RETURNING attempt_id
    ),
    applied AS (
      INSERT INTO attempt_responses AS r (attempt_id, question_id, answer, marked, visited, time_spent_ms, client_id, client_seq)
      SELECT f.attempt_id, c.question_id, NULLIF(c.answer, 'null'::jsonb), c.marked, c.visited, c.time_spent_ms, $3, $4
      FROM fresh f CROSS JOIN jsonb_to_recordset($5::jsonb) AS c(${changeColumns})
      WHERE c.keeps_answer IS NOT TRUE
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
    -- A visit or time on screen: the answer and mark stay as the server holds them. (The collapsed
    -- changes have one per question, so this and the upsert above never touch the same row.)
    touched AS (
      INSERT INTO attempt_responses AS r (attempt_id, question_id, answer, marked, visited, time_spent_ms, client_id, client_seq)
      SELECT f.attempt_id, c.question_id, NULLIF(c.answer, 'null'::jsonb), c.marked, c.visited, c.time_spent_ms, $3, $4
      FROM fresh f CROSS JOIN jsonb_to_recordset($5::jsonb) AS c(${changeColumns})
      WHERE c.keeps_answer IS TRUE
      ON CONFLICT (attempt_id, question_id) DO UPDATE SET
        visited = r.visited OR excluded.visited,
        time_spent_ms = r.time_spent_ms + excluded.time_spent_ms,
        updated_at = now()
      WHERE r.client_id <> excluded.client_id OR r.client_seq < excluded.client_seq
      RETURNING question_id
    ),
    history AS (
      INSERT INTO attempt_response_history (attempt_id, question_id, client_id, seq, answer, marked, visited, time_spent_ms, keeps_answer)
      SELECT $1, h.question_id, $3, $4, NULLIF(h.answer, 'null'::jsonb), h.marked, h.visited, h.time_spent_ms, h.keeps_answer IS TRUE
      FROM jsonb_to_recordset($6::jsonb) AS h(${changeColumns})
      WHERE h.question_id IN (SELECT question_id FROM applied UNION ALL SELECT question_id FROM touched)
    )
    SELECT
      (SELECT count(*) FROM open_attempt)::int AS open,
      (SELECT count(*) FROM fresh)::int AS fresh,
      ((SELECT count(*) FROM applied) + (SELECT count(*) FROM touched))::int AS applied,
      ${isoText('now()')} AS now,
      (SELECT ${isoText('deadline_at')} FROM open_attempt) AS deadline_at,
      (SELECT count(*) FROM attempt_saves s
        WHERE s.attempt_id = $1 AND s.client_id = $3 AND s.seq = $4 AND (s.batch_hash IS NULL OR s.batch_hash = $7))::int AS replay`,
};

/** The PGlite instances that have the statement prepared (its one connection keeps it). */
const preparedOn = new WeakSet<PGlite>();

/**
 * PGlite's query() parses every statement anew, so this speaks its protocol: Parse once, then
 * Bind/Execute/Sync. It holds the same two locks query() takes, so it never runs inside
 * another caller's transaction.
 */
async function runOnPglite(client: PGlite, values: readonly (string | number)[]): Promise<Row[]> {
  const send = async (message: Uint8Array) => (await client.execProtocol(message, { syncToFs: false })).messages;
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const messages = [];
      try {
        if (!preparedOn.has(client)) {
          await send(protocol.serialize.parse({ name: saveStatement.name, text: saveStatement.text }));
          preparedOn.add(client);
        }
        messages.push(...(await send(protocol.serialize.bind({ statement: saveStatement.name, values: values.map(String) }))));
        messages.push(...(await send(protocol.serialize.execute({}))));
      } finally {
        await send(protocol.serialize.sync());
      }
      await client.syncToFs();
      // Every column is text on the wire: open, fresh, applied, now, deadline_at, replay.
      return messages.flatMap((message) => {
        if (!(message instanceof protocol.messages.DataRowMessage)) return [];
        const [open, fresh, applied, now, deadlineAt, replay] = message.fields;
        return [{ open: Number(open), fresh: Number(fresh), applied: Number(applied), now: now ?? '', deadline_at: deadlineAt ?? null, replay: Number(replay) }];
      });
    }),
  );
}

/** The driver under drizzle: node-postgres' pool or PGlite. */
async function run(db: Queryable, values: readonly (string | number)[]): Promise<Row[]> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query<Row>({ ...saveStatement, values: [...values] })).rows;
  if (client instanceof PGlite) return runOnPglite(client, values);
  throw new Error('saveInOneStatement needs the database itself (not a transaction).');
}

export async function saveInOneStatement(
  db: Queryable,
  userId: number,
  input: SaveResponsesInput,
  collapsed: readonly ResponseChange[],
  batchHash: string,
): Promise<FastSave> {
  const values = [input.attempt_id, userId, input.client_id, input.seq, JSON.stringify(collapsed), JSON.stringify(input.changes), batchHash];
  const [row] = await run(db, values);
  if (row === undefined || row.open === 0 || row.deadline_at === null) return { open: false };
  return { open: true, fresh: row.fresh > 0, replay: row.replay > 0, applied: row.applied, now: row.now, deadlineAt: row.deadline_at };
}
