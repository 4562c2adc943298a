// The save benchmark of `pnpm bench` (section `saves`): 500 candidates in a mock test, each saving
// batches of 1–3 answer changes as the test page does, against the built server on PGlite and on
// PostgreSQL; on PostgreSQL also a loop of the same upsert straight through the `pg` driver, in the
// same run, as the yardstick.
//
// The candidates come from 100 loopback addresses (127.0.1.1 … 127.0.1.100), 5 each: an exam hall
// behind a handful of addresses, not 500 learners behind one, so the per-address limits of the
// attempt routes (1,500 calls a minute) stay the server's own and are not raised for the bench.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const savesCandidates = 500;
const addresses = 100;
/** Saves in flight at once, across all candidates (a candidate has at most one). */
export const savesConcurrency = 50;
const warmUpSeconds = 3;
export const savesSeconds = 15;
/** One save in this many sends the previous batch again (a retry whose answer was lost). */
const replayEvery = 20;

const require = createRequire(new URL('../packages/server/package.json', import.meta.url));

const sourceAddress = (index) => `127.0.1.${(index % addresses) + 1}`;
const agents = new Map();
function agentFor(address) {
  let agent = agents.get(address);
  if (agent === undefined) {
    agent = new Agent({ keepAlive: true, maxSockets: 10, localAddress: address });
    agents.set(address, agent);
  }
  return agent;
}

/** A JSON call from `address`; resolves with the status and the parsed body. */
function call(base, address, path, body, token) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const req = httpRequest(`${base}/api/v1${path}`, { method: 'POST', headers, agent: agentFor(address) }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json = null;
        try {
          json = JSON.parse(text);
        } catch {
          /* not JSON: counted as an error by the caller */
        }
        resolve({ status: res.statusCode, json });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** Runs `task` on `count` workers at a time until each of `items` is done. */
async function inParallel(items, count, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

const randomInt = (below) => Math.floor(Math.random() * below);

/** A change a candidate makes to a question: answer it, change the answer, clear it, mark it. */
function change(question) {
  const roll = Math.random();
  let answer;
  if (roll < 0.1) answer = null;
  else if (question.type === 'single') answer = { choice: randomInt(question.options) };
  else if (question.type === 'multiple') answer = { choices: [0, 1 + randomInt(Math.max(question.options - 1, 1))] };
  else answer = { value: String(randomInt(500) - 100) };
  return { question_id: question.id, answer, marked: Math.random() < 0.15, visited: true, time_spent_ms: 2_000 + randomInt(60_000) };
}

/** Signs up the candidates and starts one attempt each at `examId`. */
async function prepareCandidates(base, examId, label) {
  const run = `${Date.now().toString(36)}${label}`;
  const candidates = Array.from({ length: savesCandidates }, (_, index) => ({ index, address: sourceAddress(index) }));
  await inParallel(candidates, 20, async (candidate) => {
    const signup = await call(base, candidate.address, '/signup', {
      first_name: `Bench Candidate ${candidate.index + 1}`,
      phone: `98${String(10_000_000 + candidate.index).padStart(8, '0')}`,
      email: `bench-${run}-${candidate.index}@example.com`,
      password: randomBytes(18).toString('base64url'),
    });
    if (signup.status !== 201) throw new Error(`Sign-up answered ${signup.status}: ${JSON.stringify(signup.json)}`);
    candidate.token = signup.json.data.token;
    candidate.userId = signup.json.data.user.id;
    const started = await call(base, candidate.address, '/startAttempt', { exam_id: examId }, candidate.token);
    if (started.status !== 200) throw new Error(`startAttempt answered ${started.status}: ${JSON.stringify(started.json)}`);
    candidate.attemptId = started.json.data.attempt_id;
    candidate.questions = started.json.data.paper.sections.flatMap((section) =>
      section.questions.map((question) => ({ id: question.id, type: question.type, options: question.translations[0]?.options?.length ?? 4 })),
    );
    candidate.clientId = `bench-${run}-${candidate.index}`;
    candidate.seq = 0;
    candidate.last = null;
    candidate.busy = false;
  });
  return candidates;
}

/** The exam the candidates sit: SSC CGL when it can be taken, else the first that can. */
async function chooseExam(base) {
  const probe = { address: sourceAddress(0) };
  const run = Date.now().toString(36);
  const signup = await call(base, probe.address, '/signup', {
    first_name: 'Bench Probe',
    phone: '9812345678',
    email: `bench-probe-${run}@example.com`,
    password: randomBytes(18).toString('base64url'),
  });
  if (signup.status !== 201) throw new Error(`Sign-up answered ${signup.status}: ${JSON.stringify(signup.json)}`);
  let first = null;
  for (let examId = 1; examId <= 120; examId += 1) {
    const started = await call(base, probe.address, '/startAttempt', { exam_id: examId }, signup.json.data.token);
    if (started.status !== 200) continue;
    const exam = { id: examId, title: started.json.data.paper.title };
    if (/SSC CGL/i.test(exam.title)) return exam;
    first ??= exam;
  }
  if (first === null) throw new Error('No exam could be started.');
  return first;
}

function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Keeps `savesConcurrency` saves in flight for `seconds`, each from the next candidate that has
 * none in flight; returns saves/s and latency percentiles (ms), counting every answer not 200 as
 * an error. `send(candidate, batch)` makes one save and resolves true when it was acknowledged.
 */
async function drive(candidates, seconds, send) {
  const latencies = [];
  let errors = 0;
  let replays = 0;
  let cursor = 0;
  const end = performance.now() + seconds * 1000;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: savesConcurrency }, async () => {
      while (performance.now() < end) {
        let candidate = candidates[cursor++ % candidates.length];
        while (candidate.busy) candidate = candidates[cursor++ % candidates.length];
        candidate.busy = true;
        let batch;
        if (candidate.last !== null && randomInt(replayEvery) === 0) {
          batch = candidate.last;
          replays += 1;
        } else {
          candidate.seq += 1;
          const changes = Array.from({ length: 1 + randomInt(3) }, () => change(candidate.questions[randomInt(candidate.questions.length)]));
          batch = { attempt_id: candidate.attemptId, client_id: candidate.clientId, seq: candidate.seq, changes };
        }
        const start = performance.now();
        const ok = await send(candidate, batch).catch(() => false);
        latencies.push(performance.now() - start);
        if (!ok) errors += 1;
        candidate.last = batch;
        candidate.busy = false;
      }
    }),
  );
  const elapsed = (performance.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    saves: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    errors,
    replays,
  };
}

async function saveThroughServer(base, candidates) {
  // Questions with duplicate ids in one batch are legal (the server keeps the last); keep them.
  const send = async (candidate, batch) => (await call(base, candidate.address, '/saveResponses', batch, candidate.token)).status === 200;
  await drive(candidates, warmUpSeconds, send);
  return drive(candidates, savesSeconds, send);
}

/**
 * The yardstick on PostgreSQL: the same upsert of 1–3 responses per save, straight through `pg`
 * with a pool as large as the server's (node-postgres' default, 10), into a copy of
 * attempt_responses (same columns, key and conflict rule) so the server's rows stay as they are;
 * then the server's whole save statement. Both are named prepared statements, as the server's is.
 */
async function rawUpsertLoop(databaseUrl, candidates) {
  const pg = require('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query('DROP TABLE IF EXISTS bench_responses');
  await pool.query('CREATE TABLE bench_responses (LIKE attempt_responses INCLUDING ALL)');
  const upsert = `
    INSERT INTO bench_responses AS r (attempt_id, question_id, answer, marked, visited, time_spent_ms, client_id, client_seq)
    SELECT $1, c.question_id, NULLIF(c.answer, 'null'::jsonb), c.marked, c.visited, c.time_spent_ms, $2, $3
    FROM jsonb_to_recordset($4::jsonb) AS c(question_id integer, answer jsonb, marked boolean, visited boolean, time_spent_ms integer)
    ON CONFLICT (attempt_id, question_id) DO UPDATE SET
      answer = excluded.answer, marked = excluded.marked, visited = r.visited OR excluded.visited,
      time_spent_ms = r.time_spent_ms + excluded.time_spent_ms, client_id = excluded.client_id,
      client_seq = excluded.client_seq, updated_at = now()
    WHERE r.client_id <> excluded.client_id OR r.client_seq < excluded.client_seq`;
  // The server's whole save (packages/server/src/services/attempts/fast-save.ts) on its own tables:
  // the open attempt, the batch's idempotency row, the upsert and the history, in one statement.
  const wholeSave = `
    WITH open_attempt AS (
      SELECT id, deadline_at FROM attempts
      WHERE id = $1 AND user_id = $5 AND status = 'in_progress' AND deadline_at + make_interval(secs => 10) > now()
      FOR SHARE
    ),
    fresh AS (
      INSERT INTO attempt_saves (attempt_id, client_id, seq) SELECT id, $2, $3 FROM open_attempt
      ON CONFLICT DO NOTHING RETURNING attempt_id
    ),
    applied AS (
      INSERT INTO attempt_responses AS r (attempt_id, question_id, answer, marked, visited, time_spent_ms, client_id, client_seq)
      SELECT f.attempt_id, c.question_id, NULLIF(c.answer, 'null'::jsonb), c.marked, c.visited, c.time_spent_ms, $2, $3
      FROM fresh f CROSS JOIN jsonb_to_recordset($4::jsonb) AS c(question_id integer, answer jsonb, marked boolean, visited boolean, time_spent_ms integer)
      ON CONFLICT (attempt_id, question_id) DO UPDATE SET
        answer = excluded.answer, marked = excluded.marked, visited = r.visited OR excluded.visited,
        time_spent_ms = r.time_spent_ms + excluded.time_spent_ms, client_id = excluded.client_id,
        client_seq = excluded.client_seq, updated_at = now()
      WHERE r.client_id <> excluded.client_id OR r.client_seq < excluded.client_seq
      RETURNING question_id
    ),
    history AS (
      INSERT INTO attempt_response_history (attempt_id, question_id, client_id, seq, answer, marked, visited, time_spent_ms)
      SELECT $1, h.question_id, $2, $3, NULLIF(h.answer, 'null'::jsonb), h.marked, h.visited, h.time_spent_ms
      FROM jsonb_to_recordset($6::jsonb) AS h(question_id integer, answer jsonb, marked boolean, visited boolean, time_spent_ms integer)
      WHERE h.question_id IN (SELECT question_id FROM applied)
    )
    SELECT (SELECT count(*) FROM open_attempt)::int AS open`;
  // The server keeps the last change per question of a batch; so do these.
  const lastChanges = (batch) => JSON.stringify([...new Map(batch.changes.map((c) => [c.question_id, c])).values()]);
  const loops = {
    upsert: async (_candidate, batch) => {
      await pool.query({ name: 'bench-upsert', text: upsert, values: [batch.attempt_id, batch.client_id, batch.seq, lastChanges(batch)] });
      return true;
    },
    whole: async (candidate, batch) => {
      const params = [batch.attempt_id, batch.client_id, batch.seq, lastChanges(batch), candidate.userId, JSON.stringify(batch.changes)];
      const { rows } = await pool.query({ name: 'bench-whole-save', text: wholeSave, values: params });
      return rows[0]?.open === 1;
    },
  };
  const results = {};
  try {
    for (const [name, send] of Object.entries(loops)) {
      for (const candidate of candidates) {
        candidate.seq = 0;
        candidate.last = null;
        candidate.clientId = `${candidate.clientId}-${name}`;
      }
      await drive(candidates, warmUpSeconds, send);
      results[name] = await drive(candidates, savesSeconds, send);
    }
    return results;
  } finally {
    await pool.query('DROP TABLE IF EXISTS bench_responses');
    await pool.end();
  }
}

/** A throw-away PostgreSQL from scripts/postgres.sh, or null (with the reason) when there is none. */
function startPostgres(root) {
  const dir = mkdtempSync(join('/tmp', 'pariksha-bench-pg-'));
  try {
    const url = execFileSync(join(root, 'scripts/postgres.sh'), ['start', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
    return {
      url,
      stop() {
        execFileSync(join(root, 'scripts/postgres.sh'), ['stop', dir], { stdio: 'ignore' });
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { url: null, reason: String(error.stderr ?? error.message).trim().split('\n').at(-1) };
  }
}

/**
 * Measures saves on PGlite and on PostgreSQL. `startServer(env)` starts the built server with these
 * extra environment variables and resolves with its child process; `stop(child)` stops it.
 */
export async function measureSaves({ root, work, port, startServer, stop }) {
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    // Only the sign-ups of the preparation need more than a learner's share; the attempt routes
    // keep their own limit (see above).
    RATE_LIMIT_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000000',
  };
  const results = {};

  console.log('Saves on PGlite: signing up the candidates…');
  const pglite = await startServer({ ...env, DATA_DIR: join(work, 'saves-pglite') });
  try {
    const exam = await chooseExam(base);
    const candidates = await prepareCandidates(base, exam.id, 'l');
    console.log(`Saves on PGlite: ${savesSeconds} s of saves to “${exam.title}”…`);
    results.pglite = { exam, ...(await saveThroughServer(base, candidates)) };
  } finally {
    await stop(pglite);
  }

  const postgres = startPostgres(root);
  if (postgres.url === null) {
    results.postgresSkipped = postgres.reason;
    return results;
  }
  try {
    console.log('Saves on PostgreSQL: signing up the candidates…');
    const server = await startServer({ ...env, DATA_DIR: join(work, 'saves-postgres'), DATABASE_URL: postgres.url });
    let candidates;
    try {
      const exam = await chooseExam(base);
      candidates = await prepareCandidates(base, exam.id, 'p');
      console.log(`Saves on PostgreSQL: ${savesSeconds} s through the server…`);
      results.postgres = { exam, ...(await saveThroughServer(base, candidates)) };
    } finally {
      await stop(server);
    }
    console.log(`Saves on PostgreSQL: ${savesSeconds} s of each raw-driver loop…`);
    const raw = await rawUpsertLoop(postgres.url, candidates);
    results.raw = raw.upsert;
    results.rawWhole = raw.whole;
  } finally {
    postgres.stop();
  }
  return results;
}

const ms = (value) => `${value.toFixed(1)} ms`;
const row = (name, r) => `| ${name} | ${r.perSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.saves} (${r.replays} replays) | ${r.errors} |`;

/** BENCHMARKS.md's section for these results. */
export function savesSection(results, measuredOn) {
  const pgliteMet = results.pglite.perSecond >= 1000 && results.pglite.p99 < 100;
  const rows = [row('server on PGlite', results.pglite)];
  let postgresLine;
  if (results.postgres !== undefined) {
    const ratio = results.postgres.perSecond / results.raw.perSecond;
    const wholeRatio = results.postgres.perSecond / results.rawWhole.perSecond;
    rows.push(
      row('server on PostgreSQL', results.postgres),
      row('raw `pg` loop: the upsert alone', results.raw),
      row("raw `pg` loop: the server's whole save statement", results.rawWhole),
    );
    postgresLine =
      `On PostgreSQL the server made **${ratio.toFixed(2)}×** the raw upsert loop's saves/s (target ≥ 0.5×: ${ratio >= 0.5 ? 'met' : 'NOT met'}), ` +
      `and ${wholeRatio.toFixed(2)}× those of its own save statement sent straight through \`pg\`.`;
  } else {
    postgresLine = `PostgreSQL was not measured: ${results.postgresSkipped}.`;
  }
  return `## Saving answers in a mock test (${savesCandidates} candidates, ${savesConcurrency} saves in flight, ${savesSeconds} s after a ${warmUpSeconds} s warm-up)

The built server (\`node packages/server/dist/main.js\`) with a fresh database; ${savesCandidates}
learners sign up and each starts an attempt at “${results.pglite.exam.title}”, then saves batches
of 1–3 changes (answer, change, clear, mark) to random questions of the paper with its seq
increasing, as the test page does; one save in ${replayEvery} sends the previous batch again (a retry
whose answer was lost). A candidate has at most one save in flight; they come from 100 loopback
addresses, so the attempt routes' own limit per address applies unchanged. The raw loop runs the
same batches through \`pg\` with a pool of 10 and named prepared statements, as the server does,
and no HTTP: first the upsert alone into a copy of \`attempt_responses\`; then the server's whole
save statement (the open attempt, the batch's once-only row, the upsert, the history) on its own
tables. Latency is from sending a save to its whole answer, measured by the client, which shares
the two cores with the server.

| | saves/s | p50 | p95 | p99 | saves | errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Target on PGlite: ≥ 1,000 saves/s with p99 < 100 ms: ${pgliteMet ? 'met' : 'NOT met'}. ${postgresLine}

A save is one statement: a server remembers a token it has checked for 10 s (SECURITY.md), so
the token costs no query, and the statement is a named prepared statement, parsed once per
connection (on PGlite, measured apart, 0.6–0.8 ms a save unprepared, 0.25–0.4 ms prepared).
Before these (same bench, 2026-11-24, load average 3.8): 413 saves/s on PGlite with p99 335 ms;
1,127 saves/s on PostgreSQL. PGlite runs in the server's one thread, beside the HTTP work.

${measuredOn}
`;
}
