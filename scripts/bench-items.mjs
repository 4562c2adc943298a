// The item statistics benchmark of `pnpm bench` (section `items`): the server's own background
// computation (services/item-statistics/refresh.ts) over 100,000 responses, 1,000 candidates of a
// 100-question test, on PGlite; in a child process with the server's TypeScript (tsx), on a data
// folder of its own. Timed: the first computation (every question of the paper), nothing to do
// (the check that finds no stale paper, what most minutes cost), and again after one more
// candidate (the paper stale: every question of it computed again over everyone). The answers come
// from the same model of ability and difficulty as the results bench (bench-results.mjs); the
// scores from the server's scoreAttempt.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { csvRow, seededRandom, sit } from './bench-results.mjs';

export const itemsCandidates = 1_020;
/** Runs of each timing; the median is reported. */
const runs = 3;

async function run(dataDir, outFile) {
  const { register } = await import('tsx/esm/api');
  register();
  const src = new URL('../packages/server/src/', import.meta.url);
  const load = (path) => import(new URL(path, src).href);
  const { openPglite } = await load('db/open.ts');
  const { prepareDatabase } = await load('db/prepare.ts');
  const { createPaperCache } = await load('services/attempts/papers.ts');
  const { scoreAttempt } = await load('services/attempts/scoring.ts');
  const { createItemStatistics } = await load('services/item-statistics/refresh.ts');
  const database = await openPglite(dataDir);
  const client = database.db.$client;
  const copy = (table, columns, lines) => client.query(`COPY ${table} (${columns}) FROM '/dev/blob' WITH (FORMAT csv)`, [], { blob: new Blob([lines.join('\n')]) });
  try {
    await prepareDatabase(database);
    const { rows: [chosen] } = await client.query(`
      SELECT p.id AS paper_id, e.id AS exam_id, p.minutes FROM papers p JOIN exams e ON e.id = p.exam_id
      WHERE e.slug = 'ssc-cgl-tier-1'`);
    const loaded = await createPaperCache(database.db).get(chosen.paper_id);
    const random = seededRandom(29);
    const paper = { questions: loaded.sections.flatMap((section) => section.questions).map((question) => ({ ...question, difficulty: (random() - 0.5) * 2 })) };
    await copy('users', 'email, password_hash, first_name, phone', Array.from({ length: itemsCandidates + runs }, (_, index) =>
      csvRow([`bench-items-${index}@example.in`, 'not-a-hash', `Candidate ${index + 1}`, `8${String(100_000_000 + index)}`])));
    const { rows: users } = await client.query(`SELECT id FROM users WHERE email LIKE 'bench-items-%' ORDER BY id`);
    let responsesWritten = 0;
    const sitting = async (userId) => {
      const id = randomUUID();
      const gaussian = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      const responses = sit(paper, gaussian, chosen.minutes, random);
      const { score, sections } = scoreAttempt(loaded, responses);
      const at = new Date().toISOString();
      return {
        attempt: csvRow([id, userId, chosen.exam_id, chosen.paper_id, 1, 'submitted', at, at, at, 'learner', score, JSON.stringify(sections)]),
        responses: responses.map((response) => csvRow([id, response.questionId, response.answer === null ? null : JSON.stringify(response.answer), false, true, response.timeSpentMs, 'bench-tab', 1, at])),
      };
    };
    const write = async (sittings) => {
      await copy('attempts', 'id, user_id, exam_id, paper_id, attempt_number, status, started_at, deadline_at, submitted_at, submitted_by, score, result', sittings.map((one) => one.attempt));
      const lines = sittings.flatMap((one) => one.responses);
      responsesWritten += lines.length;
      await copy('attempt_responses', 'attempt_id, question_id, answer, marked, visited, time_spent_ms, client_id, client_seq, updated_at', lines);
    };
    await write(await Promise.all(users.slice(0, itemsCandidates).map((user) => sitting(user.id))));
    await client.query('VACUUM ANALYZE attempts');
    await client.query('VACUUM ANALYZE attempt_responses');

    const time = async (before) => {
      const took = [];
      let computed = 0;
      for (let index = 0; index < runs; index += 1) {
        await before?.(index);
        const service = createItemStatistics(database.db, createPaperCache(database.db));
        const began = performance.now();
        computed = await service.refresh();
        took.push(performance.now() - began);
      }
      return { ms: [...took].sort((a, b) => a - b)[Math.floor(runs / 2)], runs: took, computed };
    };
    const forget = () => client.query('DELETE FROM paper_statistics_marks');
    const first = await time(forget);
    const idle = await time();
    let extra = itemsCandidates;
    const newcomer = await time(async () => {
      // One more candidate before each run, each a learner of their own.
      await write([await sitting(users[extra].id)]);
      extra += 1;
    });
    const [{ flagged }] = (await client.query(`SELECT count(*)::int AS flagged FROM item_statistics WHERE flags <> '[]'::jsonb`)).rows;
    writeFileSync(outFile, JSON.stringify({ candidates: itemsCandidates, responses: responsesWritten, questions: first.computed, first, idle, newcomer, flagged }));
  } finally {
    await database.close();
  }
}

/** Fills a fresh data folder and times the computation in a child process; the figures. */
export async function measureItems({ work }) {
  const dataDir = join(work, 'items-pglite');
  const outFile = join(work, 'items.json');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--run', dataDir, outFile], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench-items exited with ${code}`))));
  });
  rmSync(dataDir, { recursive: true, force: true });
  return JSON.parse(readFileSync(outFile, 'utf8'));
}

const ms = (value) => `${Math.round(value).toLocaleString('en-IN')} ms`;

export function itemsSection(items, measuredOn) {
  return `## Item statistics over 100,000 responses

The server's background computation of item statistics (facility, point-biserial discrimination,
the thirds' choices, mean time, answer changes, flags; services/item-statistics), in process on
PGlite, over ${items.candidates.toLocaleString('en-IN')} submitted candidates of SSC CGL Tier 1's
100-question paper: ${items.responses.toLocaleString('en-IN')} saved responses, drawn from a model
of ability and difficulty (scripts/bench-items.mjs). It runs about once a minute beside the
server and never on a submit, so a submit costs the same with or without it.

| run | median of ${items.first.runs.length} | runs |
|---|---|---|
| every question of the paper computed (${items.questions} questions) | **${ms(items.first.ms)}** | ${items.first.runs.map(ms).join(', ')} |
| nothing stale (most minutes) | **${ms(items.idle.ms)}** | ${items.idle.runs.map(ms).join(', ')} |
| one more candidate: the paper stale, computed again | **${ms(items.newcomer.ms)}** | ${items.newcomer.runs.map(ms).join(', ')} |

${items.flagged} questions flagged on this model's answers.

${measuredOn}
`;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] === '--run') await run(process.argv[3], process.argv[4]);
}
