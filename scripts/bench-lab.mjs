// The lab benchmark of `pnpm bench` (section `lab`): a coaching centre's lab, or a carrier's NAT,
// puts many learners behind one address. 60 learners, all from 127.0.0.1, each a browser with its
// own keep-alive connections (at most 6, Chromium's limit per host), start at the same moment as a
// class does: sign up, log in, open the dashboard (its 7 reads at once), start a mock test, then
// save an answer every 2 seconds until the minute is over. Meanwhile one client on the same
// address asks for a signed-in page as fast as it can without a token, or with made-up ones. The
// built server runs with its default limits (none raised): the point is that they fit a lab.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { chooseExam } from './bench-saves.mjs';

export const labLearners = 60;
export const labSeconds = 60;
const saveEveryMs = 2_000;
/** What the dashboard asks for at once (true: with the learner's token). */
const dashboardReads = [
  ['/getProfile', true],
  ['/getMyExamAccess', true],
  ['/getMyAttempts', true],
  ['/getAllCategories', false],
  ['/getAllCourses', false],
  ['/getAllExams', false],
  ['/getAllLanguages', false],
];
export const labSteps = ['signup', 'login', 'dashboard', 'startAttempt', 'save'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One request on `agent`; resolves with its status, parsed body and time, rejects when the connection fails. */
function send(agent, base, method, path, { token, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const started = performance.now();
    const outgoing = httpRequest(`${base}/api/v1${path}`, { method, headers, agent }, (incoming) => {
      const chunks = [];
      incoming.on('data', (chunk) => chunks.push(chunk));
      incoming.on('end', () => {
        let json = null;
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        } catch {
          /* not JSON: the status says enough */
        }
        resolve({ status: incoming.statusCode ?? 0, json, ms: performance.now() - started });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Clock ticks per second of /proc's CPU times. */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds a process has used (user and system), from /proc; null where there is none. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

function percentile(sorted, share) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** The lab's tally: each step's times, every answer's status, every failed connection. */
function newTally() {
  return { times: Object.fromEntries(labSteps.map((step) => [step, []])), statuses: new Map(), refused: [], atTest: [], agents: [] };
}

/** A request of one learner, counted; null when its connection failed. */
async function counted(tally, step, request) {
  try {
    const answer = await request();
    tally.statuses.set(answer.status, (tally.statuses.get(answer.status) ?? 0) + 1);
    if (step !== null) tally.times[step].push(answer.ms);
    return answer;
  } catch (error) {
    tally.refused.push(`${step ?? 'read'}: ${error.code ?? error.message}`);
    return null;
  }
}

/** One learner's minute, from the class's start `t0` to `end`. */
async function learnerInLab(index, { base, exam, run, t0, end, tally }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  tally.agents.push(agent);
  const email = `lab-${run}-${index}@example.com`;
  const password = randomBytes(18).toString('base64url');
  const signup = await counted(tally, 'signup', () =>
    send(agent, base, 'POST', '/signup', {
      body: { first_name: `Lab Learner ${index + 1}`, phone: `97${String(10_000_000 + index).padStart(8, '0')}`, email, password },
    }),
  );
  if (signup?.status !== 201) return;
  const login = await counted(tally, 'login', () => send(agent, base, 'POST', '/loginUser', { body: { email, password } }));
  if (login?.status !== 200) return;
  const { token } = login.json.data;
  const dashboardStart = performance.now();
  const reads = await Promise.all(
    dashboardReads.map(([path, signedIn]) => counted(tally, null, () => send(agent, base, 'GET', path, signedIn ? { token } : {}))),
  );
  if (reads.every((read) => read !== null)) tally.times.dashboard.push(performance.now() - dashboardStart);
  const started = await counted(tally, 'startAttempt', () => send(agent, base, 'POST', '/startAttempt', { token, body: { exam_id: exam.id } }));
  if (started?.status !== 200) return;
  const attempt = started.json.data;
  const questions = attempt.paper.sections.flatMap((section) => section.questions.map((question) => question.id));
  let seq = 0;
  // The learners' saves spread over each two seconds, as answers do.
  let nextSave = performance.now() + Math.random() * saveEveryMs;
  let first = true;
  while (first || performance.now() < end) {
    await sleep(first ? 0 : nextSave - performance.now());
    if (!first && performance.now() >= end) break;
    seq += 1;
    const question = questions[(index + seq) % questions.length];
    const saved = await counted(tally, 'save', () =>
      send(agent, base, 'POST', '/saveResponses', {
        token,
        body: {
          attempt_id: attempt.attempt_id,
          client_id: `lab-${run}-${index}`,
          seq,
          changes: [{ question_id: question, answer: { choice: seq % 4 }, marked: false, visited: true, time_spent_ms: 2_000 }],
        },
      }),
    );
    if (first && saved?.status === 200) tally.atTest.push(performance.now() - t0);
    first = false;
    nextSave += saveEveryMs;
  }
}

/** One client on one connection of the lab's address, as fast as it can, without a valid token. */
async function hammer({ base, t0, end }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const result = { sent: 0, statuses: new Map(), refused: 0, firstLimitedAfter: null, firstLimitedAt: null };
  try {
    while (performance.now() < end) {
      // Every other request carries a token made up on the spot: it must buy no count of its own.
      const token = result.sent % 2 === 0 ? undefined : randomBytes(32).toString('base64url');
      result.sent += 1;
      try {
        const answer = await send(agent, base, 'GET', '/getProfile', { token });
        result.statuses.set(answer.status, (result.statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 429 && result.firstLimitedAfter === null) {
          result.firstLimitedAfter = result.sent - 1;
          result.firstLimitedAt = (performance.now() - t0) / 1000;
        }
      } catch {
        result.refused += 1;
      }
    }
  } finally {
    agent.destroy();
  }
  return result;
}

/** The learners' open connections (busy and idle), for the peak. */
const openConnections = (agents) =>
  agents.reduce(
    (sum, agent) =>
      sum +
      Object.values(agent.sockets).reduce((n, list) => n + list.length, 0) +
      Object.values(agent.freeSockets).reduce((n, list) => n + list.length, 0),
    0,
  );

/**
 * Runs the lab on a server of its own. `startServer(env)` starts the built server with these
 * environment variables and resolves with its child process; `stop(child)` stops it.
 */
export async function measureLab({ work, port, startServer, stop }) {
  const base = `http://127.0.0.1:${port}`;
  // The server as `pnpm start` runs it: every limit at its default.
  const server = await startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'lab-data') });
  try {
    // Found from another loopback address, so nothing of it counts against the lab's.
    const exam = await chooseExam(base);
    const run = Date.now().toString(36);
    const tally = newTally();
    let peakConnections = 0;
    const sampler = setInterval(() => (peakConnections = Math.max(peakConnections, openConnections(tally.agents))), 50);
    console.log(`The lab: ${labLearners} learners of one address for ${labSeconds} s, at “${exam.title}”…`);
    const cpuBefore = cpuSeconds(server.pid);
    const t0 = performance.now();
    const end = t0 + labSeconds * 1000;
    const context = { base, exam, run, t0, end, tally };
    const [, hammered] = await Promise.all([
      Promise.all(Array.from({ length: labLearners }, (_, index) => learnerInLab(index, context))),
      hammer(context),
    ]);
    const seconds = (performance.now() - t0) / 1000;
    const cpuAfter = cpuSeconds(server.pid);
    clearInterval(sampler);
    for (const agent of tally.agents) agent.destroy();
    const steps = Object.fromEntries(
      labSteps.map((step) => {
        const sorted = [...tally.times[step]].sort((a, b) => a - b);
        return [step, { count: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? NaN }];
      }),
    );
    const answers = [...tally.statuses.values()].reduce((sum, n) => sum + n, 0);
    const limited = tally.statuses.get(429) ?? 0;
    const failed = [...tally.statuses].filter(([status]) => status >= 400 && status !== 429).reduce((sum, [, n]) => sum + n, 0);
    return {
      exam,
      seconds,
      steps,
      answers,
      limited,
      failed,
      refused: tally.refused,
      atTest: tally.atTest.length,
      lastAtTest: tally.atTest.length === 0 ? NaN : Math.max(...tally.atTest) / 1000,
      peakConnections,
      hammer: { ...hammered, statuses: Object.fromEntries(hammered.statuses) },
      serverCpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
    };
  } finally {
    await stop(server);
  }
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : '–');
const met = (ok) => (ok ? 'met' : 'NOT met');

/** BENCHMARKS.md's section for these results. */
export function labSection(results, measuredOn) {
  const names = {
    signup: 'sign up',
    login: 'log in',
    dashboard: `open the dashboard (${dashboardReads.length} reads at once)`,
    startAttempt: 'start the mock test',
    save: `save an answer (every ${saveEveryMs / 1000} s)`,
  };
  const rows = labSteps.map((step) => {
    const s = results.steps[step];
    return `| ${names[step]} | ${s.count} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.max)} |`;
  });
  const allAtTest = results.atTest === labLearners && results.lastAtTest <= labSeconds;
  const { hammer } = results;
  const slowed = (hammer.statuses['429'] ?? 0) > 0;
  const cpu =
    results.serverCpu === null
      ? ''
      : `\nThe server used ${results.serverCpu.toFixed(1)} s of CPU in the ${results.seconds.toFixed(0)} s (${((results.serverCpu / results.seconds) * 100).toFixed(0)} % of one core), the hammering client's answers included.`;
  const refusedList = results.refused.length === 0 ? '' : ` (${[...new Set(results.refused)].slice(0, 5).join('; ')})`;
  return `## A coaching lab: ${labLearners} learners behind one address (${labSeconds} s, default limits)

A coaching centre's lab, or a carrier's NAT, puts many learners behind one address. The built
server (\`node packages/server/dist/main.js\`, PGlite, every limit at its default) and ${labLearners}
learners, all from 127.0.0.1, each a browser with its own keep-alive connections (at most 6). They
start at the same moment, as a class does: sign up, log in, open the dashboard, start
“${results.exam.title}”, then save an answer every ${saveEveryMs / 1000} s until the minute is over. Meanwhile one
client on the same address asks for \`/getProfile\` on one connection as fast as it can, without
a token or with one made up for each request. Signed-in requests are counted per learner, the
rest per address (SECURITY.md, "Request limits"). Times are from sending a request to its whole
answer, measured by the client, which shares the two cores with the server.

| step | requests | p50 | p95 | slowest |
|---|---|---|---|---|
${rows.join('\n')}

- **Every learner at their test** (first save answered): ${results.atTest} of ${labLearners}, the last ${results.lastAtTest.toFixed(1)} s after the class began (target: all within ${labSeconds} s: ${met(allAtTest)}).
- **'Too many requests' to the lab: ${results.limited}** of ${results.answers} answers (target 0: ${met(results.limited === 0)}); other failures ${results.failed}.
- **Refused or dropped connections: ${results.refused.length}** (target 0: ${met(results.refused.length === 0)})${refusedList}; at most ${results.peakConnections} of the lab's connections open at once (the limit is 400 per address).
- **The hammering client**: ${hammer.sent} requests, ${hammer.statuses['401'] ?? 0} answered 401 and ${hammer.statuses['429'] ?? 0} answered 429${hammer.firstLimitedAfter === null ? '' : `, the first 429 after ${hammer.firstLimitedAfter} answers (${hammer.firstLimitedAt.toFixed(1)} s in)`}; refused connections ${hammer.refused} (target: slowed while the lab is not: ${met(slowed && results.limited === 0)}).
${cpu}
${measuredOn}
`;
}
