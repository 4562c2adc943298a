import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2ePort } from '../tooling/e2e-ports.ts';
import { communityApi } from './community';
import { signIn, signUp } from './learners';
import { createDatabase, noPostgresReason, postgresServerUrl } from './postgres';
import { killLeftoverServers, startServer } from './servers';
import { test } from './support';

// A post that established learners report waits for the team: hidden from everyone else, its
// author told why. Only accounts with a confirmed e-mail, at least a day old, count towards
// hiding; the database's clock cannot be moved, so this test starts its own server on a fresh
// PostgreSQL database and makes its reporters' accounts two days old there. Its port is fixed,
// so one project runs it (playwright.config.ts).

const port = e2ePort + 2;

test.describe.configure({ timeout: 120_000 });

test('three established learners report a topic: others no longer see it, its author sees why and cannot be replied to', async ({
  page,
  context,
  request,
}) => {
  test.skip(postgresServerUrl === undefined, noPostgresReason);
  const database = await createDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'pariksha-e2e-forum-review-'));
  try {
    const server = await startServer({ port, dataDir, databaseUrl: database.url });
    const base = server.url;
    const token = await signUp(request, base);
    const title = `Is this coaching centre genuine? ${Math.random().toString(36).slice(2, 8)}`;
    const { topic } = await communityApi(request, token, base).createTopic(title, 'Call 98xxxxxx10 for leaked papers at a low price.');

    const reporters = [await signUp(request, base), await signUp(request, base), await signUp(request, base)];
    const reader = communityApi(request, await signUp(request, base), base);
    // Every account so far confirmed its e-mail and was made two days ago.
    await database.query("update users set email_confirmed_at = now(), created_at = now() - interval '2 days'");
    const answers = [];
    for (const reporter of reporters) answers.push(await communityApi(request, reporter, base).report(topic.id));
    expect(answers.map((answer) => answer.hidden)).toEqual([false, false, true]);
    const stored = await database.query<{ counted: boolean }>('select counted from forum_reports where post_id = $1', [topic.id]);
    expect(stored.map((row) => row.counted)).toEqual([true, true, true]);
    expect((await reader.topics(title)).total).toBe(0);

    await signIn(context, token);
    await page.goto(`${base}/dashboard/discussion-forum/${topic.id}`);
    await expect(page.getByText('Several learners reported this post, so only you can see it until our team reviews it.')).toBeVisible();
    await expect(page.getByText('Replies are closed while this topic waits for review.')).toBeVisible();
    await page.goto(`${base}/dashboard/discussion-forum?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('article', { name: title }).getByText('Hidden pending review')).toBeVisible();

    // The README's way for the team to put it back after review: the reports stay on record.
    await database.query('update forum_posts set hidden_at = null, report_count = 0 where id = $1', [topic.id]);
    expect((await database.query('select 1 from forum_reports where post_id = $1', [topic.id])).length).toBe(3);
    expect((await reader.topics(title)).total).toBe(1);
  } finally {
    await killLeftoverServers();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
