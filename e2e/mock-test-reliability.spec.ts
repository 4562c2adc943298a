import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import {
  answerAndNext,
  firstQuestionIds,
  jumpTo,
  keptOnDevice,
  learnerApi,
  openPalette,
  palette,
  questionHeading,
  savedChoices,
  savedTick,
  signIn,
  signUp,
} from './learners';
import { createDatabase, noPostgresReason, postgresServerUrl, type TestDatabase } from './postgres';
import { killLeftoverServers, startRoundRobinProxy, startServer } from './servers';
import { appReady, test } from './support';

// The mock test when the servers misbehave: stopped and restarted mid-test, the clock running out
// with the browser open or closed, and two servers taking turns behind a load balancer. Each test
// starts its own production servers (packages/server/dist) on ports of its own, so this file runs
// in one project only (playwright.config.ts) and its tests one after another.

const ports = { proxy: 3300, restart: 3301, balancedA: 3302, balancedB: 3303, deadline: 3304 } as const;

test.describe.configure({ mode: 'default' });

/** What a test set up outside the browser, undone after it even when it failed or timed out. */
const cleanups: Array<() => Promise<void> | void> = [];
test.afterEach(async () => {
  await killLeftoverServers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(purpose: string): string {
  const dir = mkdtempSync(join(tmpdir(), `pariksha-e2e-${purpose}-`));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freshDatabase(): Promise<TestDatabase> {
  const database = await createDatabase();
  // Pushed before any server starts on it: the servers are gone when it is dropped.
  cleanups.push(() => database.drop());
  return database;
}

test('the server stops and restarts mid-test (SIGTERM, then SIGKILL): nothing acknowledged is lost, the deadline stays', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000);
  // PGlite, as on one machine: a restart reopens the same DATA_DIR (one process at a time).
  const options = { port: ports.restart, dataDir: join(tempDir('restart'), 'data') };
  let server = await startServer(options);
  const base = server.url;
  const token = await signUp(request, base);
  const api = learnerApi(request, base, token);
  const started = await api.start((await api.sscExam()).id);
  const [q1, q2, q3, q4] = firstQuestionIds(started, 4);
  await signIn(context, token);
  await page.goto(`${base}/dashboard/aptitude?attempt=${started.attempt_id}`);
  await expect(questionHeading(page, 1)).toBeVisible();
  await answerAndNext(page, 0);
  await answerAndNext(page, 1);
  // Batches go one at a time, in order: question 2's tick says question 1's was acknowledged first.
  await jumpTo(page, isMobile, 2);
  await expect(savedTick(page)).toBeVisible();

  // A clean stop, as in a deploy: the server finishes its requests and exits.
  expect((await server.stop('SIGTERM')).code).toBe(0);
  await jumpTo(page, isMobile, 3);
  await answerAndNext(page, 2);
  await jumpTo(page, isMobile, 3);
  await expect(keptOnDevice(page)).toBeVisible();
  await expect(savedTick(page)).toBeHidden();
  server = await startServer(options);
  // The answer kept on the device goes through by itself once the server is back.
  await expect(savedTick(page)).toBeVisible({ timeout: 30_000 });

  // A crash: no shutdown, the DATA_DIR lock left behind by a process that is gone.
  await server.stop('SIGKILL');
  await jumpTo(page, isMobile, 4);
  await answerAndNext(page, 3);
  await jumpTo(page, isMobile, 4);
  await expect(keptOnDevice(page)).toBeVisible();
  await expect(savedTick(page)).toBeHidden();
  server = await startServer(options);
  await expect(savedTick(page)).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await expect(questionHeading(page, 4)).toBeVisible();
  await expect(page.getByRole('radio').nth(3)).toBeChecked();
  await openPalette(page, isMobile);
  for (const number of [1, 2, 3, 4]) {
    await expect(palette(page, isMobile).getByRole('button', { name: new RegExp(`^Question ${number}, answered$`, 'i') })).toBeVisible();
  }
  // The server's own record: every acknowledged answer, and the deadline fixed at the start.
  const after = await api.attempt(started.attempt_id);
  expect(after.status).toBe('in_progress');
  expect(after.deadline_at).toBe(started.deadline_at);
  const choices = savedChoices(after);
  expect(choices).toMatchObject({ [String(q1)]: 0, [String(q2)]: 1, [String(q3)]: 2, [String(q4)]: 3 });
  expect(Object.values(choices).filter((choice) => choice !== null)).toHaveLength(4);
});

test('time runs out: the open page submits at zero, the server submits the closed one, each with only what was saved', async ({
  page,
  context,
  browser,
  request,
  isMobile,
}) => {
  test.skip(postgresServerUrl === undefined, noPostgresReason);
  test.setTimeout(120_000);
  const database = await freshDatabase();
  const server = await startServer({ port: ports.deadline, dataDir: tempDir('deadline'), databaseUrl: database.url });
  const base = server.url;
  /** Moves the deadline `seconds` from the database's now (the clock every server uses). */
  const deadlineIn = async (attemptId: string, seconds: number) => {
    const [row] = await database.query<{ deadline_at: Date }>(
      'update attempts set deadline_at = now() + make_interval(secs => $2) where id = $1 returning deadline_at',
      [attemptId, seconds],
    );
    if (row === undefined) throw new Error(`No attempt ${attemptId}`);
    return row.deadline_at.getTime();
  };
  const statusOf = async (attemptId: string) =>
    (await database.query<{ status: string }>('select status from attempts where id = $1', [attemptId]))[0]?.status;

  // Learner A (another browser) saves three answers, keeps a fourth on the device while offline,
  // and closes the browser with an hour still on the clock.
  const tokenA = await signUp(request, base);
  const apiA = learnerApi(request, base, tokenA);
  const exam = await apiA.sscExam();
  const attemptA = await apiA.start(exam.id);
  const questionsA = firstQuestionIds(attemptA, 4);
  const closing = await browser.newContext();
  await signIn(closing, tokenA);
  const pageA = await closing.newPage();
  await pageA.goto(`${base}/dashboard/aptitude?attempt=${attemptA.attempt_id}`);
  await appReady(pageA);
  await answerAndNext(pageA, 0);
  await answerAndNext(pageA, 1);
  await answerAndNext(pageA, 2);
  await jumpTo(pageA, isMobile, 3);
  await expect(savedTick(pageA)).toBeVisible();
  await closing.setOffline(true);
  await jumpTo(pageA, isMobile, 4);
  await answerAndNext(pageA, 3);
  await jumpTo(pageA, isMobile, 4);
  await expect(keptOnDevice(pageA)).toBeVisible();
  await closing.close();
  // The hour passes while no browser is there: only the server's sweeper can submit it.
  const deadlineA = await deadlineIn(attemptA.attempt_id, 2);

  // Learner B (this phone) has 25 seconds left when the page opens.
  const tokenB = await signUp(request, base);
  const apiB = learnerApi(request, base, tokenB);
  const attemptB = await apiB.start(exam.id);
  const questionsB = firstQuestionIds(attemptB, 3);
  const deadlineB = await deadlineIn(attemptB.attempt_id, 25);
  await signIn(context, tokenB);
  await page.goto(`${base}/dashboard/aptitude?attempt=${attemptB.attempt_id}`);
  await expect(page.getByRole('timer')).toContainText(/00:[0-2]\d/);
  await answerAndNext(page, 0);
  await answerAndNext(page, 1);
  await jumpTo(page, isMobile, 2);
  await expect(savedTick(page)).toBeVisible();
  // Chosen but not saved with Save & Next when the time ends: on exam day it does not count.
  await page.getByRole('radio').nth(2).check();
  await expect(page.getByText('Not saved yet: press Save & Next')).toBeVisible();

  // The clock reaches zero: the page submits by itself and shows the result.
  await expect(page).toHaveURL(new RegExp(`/dashboard/test-result\\?attempt=${attemptB.attempt_id}$`), { timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('2/100');
  const resultB = await apiB.result(attemptB.attempt_id);
  expect(resultB.totals.attempted).toBe(2);
  // At the deadline, not before it and not long after.
  expect(Date.parse(resultB.submitted_at) - deadlineB).toBeGreaterThanOrEqual(0);
  expect(Date.parse(resultB.submitted_at) - deadlineB).toBeLessThan(10_000);
  expect(savedChoices(await apiB.attempt(attemptB.attempt_id))).toMatchObject({
    [String(questionsB[0])]: 0,
    [String(questionsB[1])]: 1,
  });

  // Nobody reads A's attempt through the api (a read would submit it): the sweeper must.
  await expect.poll(() => statusOf(attemptA.attempt_id), { timeout: 40_000, intervals: [1_000] }).toBe('submitted');
  const resultA = await apiA.result(attemptA.attempt_id);
  expect(resultA.submitted_by).toBe('deadline');
  expect(Date.parse(resultA.submitted_at)).toBe(deadlineA);
  // The three saved answers count; the fourth never left the closed browser.
  expect(resultA.totals.attempted).toBe(3);

  // After the deadline nothing more is taken, from either learner.
  expect((await apiA.save(attemptA.attempt_id, questionsA[3] ?? 0, 3)).status()).toBe(409);
  expect((await apiB.save(attemptB.attempt_id, questionsB[2] ?? 0, 2)).status()).toBe(409);
  expect((await apiA.result(attemptA.attempt_id)).totals.attempted).toBe(3);
  expect((await apiB.result(attemptB.attempt_id)).totals.attempted).toBe(2);
});

test('two servers on one PostgreSQL, the requests alternating between them: the attempt continues across both, nothing lost, one result', async ({
  page,
  context,
  request,
  isMobile,
}) => {
  test.skip(postgresServerUrl === undefined, noPostgresReason);
  test.setTimeout(120_000);
  const database = await freshDatabase();
  // Started together: one migrates and seeds while the other waits for it (an advisory lock).
  const servers = await Promise.all(
    [ports.balancedA, ports.balancedB].map((port) => startServer({ port, dataDir: tempDir(`balanced-${port}`), databaseUrl: database.url })),
  );
  const proxy = await startRoundRobinProxy(
    ports.proxy,
    servers.map((server) => server.url),
  );
  cleanups.push(() => proxy.close());
  const base = proxy.url;
  const token = await signUp(request, base);
  const api = learnerApi(request, base, token);
  const exam = await api.sscExam();
  await signIn(context, token);

  // From the test list, as a learner starts, every request through the load balancer.
  await page.goto(`${base}/dashboard/test-list/${exam.category_id}`);
  await page.getByRole('listitem').filter({ hasText: /SSC CGL/ }).first().getByRole('button', { name: 'Take Test' }).click();
  await page.getByLabel(/I have read/).check();
  await page.getByRole('button', { name: 'START TEST' }).click();
  await expect(questionHeading(page, 1)).toBeVisible();
  const attemptId = new URL(page.url()).searchParams.get('attempt') ?? '';
  const started = await api.attempt(attemptId);
  const [q1, q2, q3, q4, q5] = firstQuestionIds(started, 5);

  await answerAndNext(page, 0);
  await page.getByRole('radio').nth(1).check();
  await page.getByRole('button', { name: 'Mark for Review & Next' }).click();
  await answerAndNext(page, 2);
  await jumpTo(page, isMobile, 3);
  await expect(savedTick(page)).toBeVisible();

  await page.reload();
  await expect(questionHeading(page, 3)).toBeVisible();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await openPalette(page, isMobile);
  await expect(palette(page, isMobile).getByRole('button', { name: /^Question 1, answered$/i })).toBeVisible();
  await expect(palette(page, isMobile).getByRole('button', { name: /^Question 2, answered & marked for review$/i })).toBeVisible();
  await palette(page, isMobile).getByRole('button', { name: /^Question 4,/ }).click();
  await expect(questionHeading(page, 4)).toBeVisible();
  await answerAndNext(page, 3);
  await answerAndNext(page, 0);
  await jumpTo(page, isMobile, 5);
  await expect(savedTick(page)).toBeVisible();

  await page.getByRole('button', { name: 'Submit Test' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your Test Results' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Total/ })).toContainText('5/100');

  // Asked directly, each server holds the same truth: every answer, the first deadline, one result.
  const results = [];
  for (const server of servers) {
    const direct = learnerApi(request, server.url, token);
    const view = await direct.attempt(attemptId);
    expect(view.status).toBe('submitted');
    expect(view.deadline_at).toBe(started.deadline_at);
    expect(savedChoices(view)).toMatchObject({ [String(q1)]: 0, [String(q2)]: 1, [String(q3)]: 2, [String(q4)]: 3, [String(q5)]: 0 });
    // A late second Submit on either server answers the same result.
    results.push(await direct.submit(attemptId));
  }
  expect(results[0]).toEqual(results[1]);
  expect(results[0]?.totals.attempted).toBe(5);
  expect(await api.mine()).toEqual([expect.objectContaining({ attempt_id: attemptId, status: 'submitted' })]);
  // The browser's saves and reads really did go to both servers.
  for (const call of ['saveResponses', 'getAttempt']) {
    const servedBy = new Set(proxy.forwarded.filter((item) => item.path.startsWith(`/api/v1/${call}`)).map((item) => item.server));
    expect(servedBy, call).toEqual(new Set([0, 1]));
  }
});
