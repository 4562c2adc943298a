import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { communityApi } from './community';
import { signIn, signUp } from './learners';
import { test } from './support';

// The discussion forum in Chromium: a learner starts a topic from the floating button, another
// learner replies and likes it, and the first sees both after a reload; markup stays text; the
// search and sort live in the address; reports from three accounts made a minute ago hide nothing
// (forum-review.spec.ts: established learners' reports do); editing and deleting one's own posts;
// the hourly limit's own words.

test.describe.configure({ timeout: 90_000 });

const unique = () => Math.random().toString(36).slice(2, 8);

test('a learner starts a discussion, gets a reply and a like from another learner, and likes the reply', async ({ page, context, request }) => {
  const token = await signUp(request);
  await signIn(context, token);
  await page.goto('/dashboard/discussion-forum');
  await expect(page.getByRole('heading', { level: 1, name: 'Discussion Forum' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create New Topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Topic' });
  await dialog.getByRole('button', { name: 'Create Topic' }).click();
  await expect(dialog.getByText('Give your topic a title.')).toBeVisible();
  await expect(dialog.getByText('Describe your question or idea.')).toBeVisible();

  const title = `Train timetable puzzle ${unique()}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('A train leaves at 10:40 and arrives at 14:05. <b>How long</b> is the trip? See https://example.com/trains');
  await dialog.getByLabel('Tags (comma separated, optional)').fill(' RRB NTPC , Time ,, time ');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Create Topic' }).click();

  // The new topic's own page: the markup shown as typed, the address not a link, the tags tidied.
  await expect(page).toHaveURL(/\/dashboard\/discussion-forum\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const topic = page.getByRole('article', { name: title });
  await expect(topic.getByText('<b>How long</b> is the trip? See https://example.com/trains')).toBeVisible();
  await expect(topic.locator('b')).toHaveCount(0);
  await expect(topic.getByRole('link')).toHaveCount(0);
  await expect(topic.getByText('RRB NTPC', { exact: true })).toBeVisible();
  await expect(topic.getByText('Time', { exact: true })).toBeVisible();
  await expect(topic.getByText('time', { exact: true })).toHaveCount(0);
  const topicId = Number(page.url().split('/').pop());

  // Another learner answers and likes it.
  const friend = communityApi(request, await signUp(request));
  await friend.reply(topicId, '10:40 to 14:05 is 3 hours 25 minutes: 10:40 → 13:40 is 3 hours, then 25 minutes more.');
  await friend.like(topicId);

  await page.reload();
  await expect(topic.getByRole('button', { name: 'Like (1 like)' })).toBeVisible();
  const reply = page.getByRole('article', { name: 'Reply by Ravi Kumar' });
  await expect(reply.getByText('10:40 to 14:05 is 3 hours 25 minutes')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: '1 reply' })).toBeVisible();

  // A like is one per learner, toggled, and the server's count stays after a reload.
  const likeReply = reply.getByRole('button', { name: /^Like/ });
  await likeReply.click();
  await expect(likeReply).toHaveAttribute('aria-pressed', 'true');
  await expect(likeReply).toHaveAccessibleName('Like (1 like)');
  await page.reload();
  await expect(reply.getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute('aria-pressed', 'true');

  // The learner answers too: newest last.
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Thanks! So the answer is 3 h 25 min.');
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await expect(page.getByRole('heading', { level: 2, name: '2 replies' })).toBeVisible();
  await expect(page.getByRole('article', { name: /^Reply by/ }).last()).toContainText('Thanks! So the answer is 3 h 25 min.');
  await expectNoAxeViolations(page);

  // The list shows it with its counts.
  await page.getByRole('link', { name: 'All discussions' }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('2 replies');
  await expect(card).toContainText('1 like');
});

test('search and sort live in the address; a search without a match says so; the list survives a reload (in Hindi)', async ({ page, context, request }) => {
  await signIn(context, await signUp(request), 'hi');
  await page.goto('/dashboard/discussion-forum');
  await expect(page.getByRole('heading', { level: 1, name: 'चर्चा मंच' })).toBeVisible();

  await page.getByLabel('विषय खोजें').fill('प्रतिशत');
  await expect(page).toHaveURL(/\?q=%E0%A4%AA/);
  await expect(page.getByRole('link', { name: 'प्रतिशत के सवाल जल्दी कैसे हल करें?' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('विषय खोजें')).toHaveValue('प्रतिशत');
  await expect(page.getByRole('link', { name: 'प्रतिशत के सवाल जल्दी कैसे हल करें?' })).toBeVisible();

  await page.getByLabel('विषय खोजें').fill('zzqxv');
  await expect(page.getByText('“zzqxv” से कोई विषय नहीं मिला। दूसरे शब्द आज़माएँ या खोज हटाएँ।')).toBeVisible();
  await expect(page.getByText('अभी कोई चर्चा नहीं है।')).toHaveCount(0);
  await page.getByRole('button', { name: 'खोज हटाएँ' }).click();
  await expect(page).toHaveURL(/\/dashboard\/discussion-forum$/);

  await page.getByLabel('क्रम').selectOption('most_liked');
  await expect(page).toHaveURL(/\?sort=most_liked$/);
  await page.reload();
  await expect(page.getByLabel('क्रम')).toHaveValue('most_liked');
  const counts = await page.getByRole('article').evaluateAll((cards) =>
    cards.map((card) => Number(/(\d+) पसंद/.exec(card.textContent ?? '')?.[1] ?? 0)),
  );
  expect(counts.length).toBeGreaterThan(1);
  expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  await expectNoAxeViolations(page);
});

test('a learner edits and deletes their own posts; three throwaway accounts reporting a post do not hide it', async ({ page, context, request }) => {
  const token = await signUp(request);
  const me = communityApi(request, token);
  const title = `Syllogism doubt ${unique()}`;
  const { topic } = await me.createTopic(title, 'All cats are animals. Some animals are dogs. Does it follow that some cats are dogs?', ['Reasoning']);
  await me.reply(topic.id, 'My own first guess: yes?');
  await signIn(context, token);
  await page.goto(`/dashboard/discussion-forum/${topic.id}`);

  // Edit the topic's title.
  const article = page.getByRole('article', { name: title });
  await article.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Title').fill(`${title} (solved)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (solved)` })).toBeVisible();
  await expect(page.getByRole('article', { name: `${title} (solved)` }).getByText('Edited')).toBeVisible();

  // Delete the reply.
  const reply = page.getByRole('article', { name: 'Reply by You' });
  await reply.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this reply?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No replies yet. Be the first to help.')).toBeVisible();

  // Three accounts made a minute ago report the topic: the team gets their reports, but only
  // established learners' reports hide a post, so it stays for everyone.
  for (let n = 0; n < 3; n++) expect(await communityApi(request, await signUp(request)).report(topic.id)).toMatchObject({ hidden: false });
  const other = communityApi(request, await signUp(request));
  expect((await other.topics(title)).total).toBe(1);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: `${title} (solved)` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
  await expect(page.getByText('Several learners reported this post, so only you can see it until our team reviews it.')).toHaveCount(0);
  await page.goto(`/dashboard/discussion-forum?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('article', { name: `${title} (solved)` })).toBeVisible();
  await expect(page.getByText('Hidden pending review')).toHaveCount(0);

  // Delete the topic itself.
  await page.getByRole('link', { name: `${title} (solved)` }).click();
  await page.getByRole('article', { name: `${title} (solved)` }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this topic and its replies?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/dashboard\/discussion-forum$/);
  expect((await me.topics(title)).total).toBe(0);
});

test('a sixth topic in an hour is refused in the server’s words, and the text stays', async ({ page, context, request }) => {
  const token = await signUp(request);
  const me = communityApi(request, token);
  for (let n = 1; n <= 5; n++) await me.createTopic(`Practice question ${n} ${unique()}`, 'A question worth asking the group today.');
  await signIn(context, token);
  await page.goto('/dashboard/discussion-forum');
  await page.getByRole('button', { name: 'Create New Topic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Topic' });
  await dialog.getByLabel('Title').fill('One more question');
  await dialog.getByLabel('Description').fill('Is 0.125 the same as 1/8? I think so.');
  await dialog.getByRole('button', { name: 'Create Topic' }).click();
  await expect(dialog.getByText(/You have started 5 topics in the last hour\. You can start another at \d{1,2}:\d{2}/)).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue('One more question');
});
