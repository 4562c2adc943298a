import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getForumTopicResponse, getForumTopicsResponse, likeForumPostResponse, reportForumPostResponse } from '@pariksha/contract';
import { forumLikes, forumPosts, forumReports } from '../src/db/community-schema.js';
import { createMemoryMailer } from '../src/services/mailer/index.js';
import { expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { establishedLearner, forumCall, postReply, postTopic, uniqueWord } from './support/forum.js';
import { startTestServer, type TestServer } from './support/test-server.js';

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`forum likes and reports ${target.title}`, () => {
    let server: TestServer;
    let author: SignedUp;
    const mailer = createMemoryMailer();
    /** A reporter whose report counts: confirmed e-mail, account two days old. */
    const established = () => establishedLearner(server, mailer.sent);

    beforeAll(async () => {
      server = await startTestServer(target, { mailer });
      author = await signUp(server);
    });
    afterAll(async () => {
      await server?.close();
    });

    const like = (token: string, postId: number, liked: boolean) =>
      forumCall(server, 'PUT', `/likeForumPost/${postId}`, { token, payload: { liked } });
    const report = (token: string, postId: number, reason = 'spam', lang = 'en') =>
      forumCall(server, 'POST', `/reportForumPost/${postId}?lang=${lang}`, { token, payload: { reason } });

    /** like_count as stored and the like rows behind it. */
    async function counts(postId: number) {
      const [post] = await server.database.db.select({ n: forumPosts.likeCount }).from(forumPosts).where(eq(forumPosts.id, postId));
      const [rows] = await server.database.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(forumLikes)
        .where(eq(forumLikes.postId, postId));
      return { stored: post?.n, rows: rows?.n };
    }

    it('sets a like (a repeat changes nothing), unlikes, and answers the count as stored', async () => {
      const learner = await signUp(server);
      const topic = await postTopic(server, author.token);
      const first = likeForumPostResponse.parse((await like(learner.token, topic.id, true)).json());
      expect(first.data).toEqual({ post_id: topic.id, liked: true, like_count: 1 });
      expect(likeForumPostResponse.parse((await like(learner.token, topic.id, true)).json()).data.like_count).toBe(1);
      const listed = getForumTopicResponse.parse((await forumCall(server, 'GET', `/getForumTopic/${topic.id}`, { token: learner.token })).json());
      expect(listed.data.topic).toMatchObject({ like_count: 1, liked: true });
      expect(likeForumPostResponse.parse((await like(learner.token, topic.id, false)).json()).data).toEqual({
        post_id: topic.id,
        liked: false,
        like_count: 0,
      });
      expect(likeForumPostResponse.parse((await like(learner.token, topic.id, false)).json()).data.like_count).toBe(0);
      expectFailure(await like(learner.token, 2_147_483_000, true), 404);
    });

    it('counts 10 likes at once by one learner as 1, and 5 learners at once as 5', async () => {
      const topic = await postTopic(server, author.token);
      const learner = await signUp(server);
      const same = await Promise.all(Array.from({ length: 10 }, () => like(learner.token, topic.id, true)));
      expect(same.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect(await counts(topic.id)).toEqual({ stored: 1, rows: 1 });
      const five = await Promise.all(Array.from({ length: 5 }, () => signUp(server)));
      const responses = await Promise.all(five.map((one) => like(one.token, topic.id, true)));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
      expect(await counts(topic.id)).toEqual({ stored: 6, rows: 6 });
    });

    it('never lets racing likes and unlikes leave the count different from the rows', async () => {
      const topic = await postTopic(server, author.token);
      const learners = await Promise.all(Array.from({ length: 4 }, () => signUp(server)));
      const requests = [];
      for (let round = 0; round < 5; round++) {
        for (const one of learners) requests.push(like(one.token, topic.id, (round + learners.indexOf(one)) % 2 === 0));
      }
      const responses = await Promise.all(requests);
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const { stored, rows } = await counts(topic.id);
      expect(stored).toBe(rows);
    });

    /** The post's counted reports and hidden mark as stored, and every report kept for the team. */
    async function reportsOf(postId: number) {
      const [post] = await server.database.db
        .select({ counted: forumPosts.reportCount, hiddenAt: forumPosts.hiddenAt })
        .from(forumPosts)
        .where(eq(forumPosts.id, postId));
      const rows = await server.database.db
        .select({ userId: forumReports.userId, reason: forumReports.reason, counted: forumReports.counted })
        .from(forumReports)
        .where(eq(forumReports.postId, postId));
      return { counted: post?.counted, hidden: post?.hiddenAt != null, reports: rows };
    }

    it('hides nothing on reports from new or unconfirmed accounts, keeps every report, and hides at the third established one', async () => {
      const word = uniqueWord('Throwaway');
      const topic = await postTopic(server, author.token, { title: `${word} a fair question` });
      // Three throwaway accounts, made a minute ago; one more confirmed but new, one old but unconfirmed.
      const throwaways = await Promise.all(Array.from({ length: 3 }, () => signUp(server)));
      const confirmedToday = await establishedLearner(server, mailer.sent, { ageHours: 2 });
      const unconfirmed = await establishedLearner(server, mailer.sent, { confirmed: false });
      for (const learner of [...throwaways, confirmedToday, unconfirmed]) {
        const answer = reportForumPostResponse.parse((await report(learner.token, topic.id, 'abusive')).json());
        expect(answer).toEqual({
          result: 1,
          data: { post_id: topic.id, reported: true, hidden: false },
          msg: 'Thanks for telling us. Our team will review this post.',
        });
      }
      const stored = await reportsOf(topic.id);
      expect(stored).toMatchObject({ counted: 0, hidden: false });
      // The team sees every one of them, marked as not counted.
      expect(stored.reports).toHaveLength(5);
      expect(stored.reports.every((row) => row.reason === 'abusive' && !row.counted)).toBe(true);
      // Still there for everyone.
      const reader = await signUp(server);
      const listed = getForumTopicsResponse.parse((await forumCall(server, 'GET', `/getForumTopics?q=${word}`, { token: reader.token })).json());
      expect(listed.data.topics.map((t) => t.id)).toEqual([topic.id]);

      // Established learners' reports count: the third of them hides it.
      const [a, b, c] = [await established(), await established(), await established()];
      expect(reportForumPostResponse.parse((await report(a.token, topic.id)).json()).data.hidden).toBe(false);
      expect(reportForumPostResponse.parse((await report(b.token, topic.id)).json()).data.hidden).toBe(false);
      expect(reportForumPostResponse.parse((await report(c.token, topic.id)).json()).data.hidden).toBe(true);
      const after = await reportsOf(topic.id);
      expect(after).toMatchObject({ counted: 3, hidden: true });
      expect(after.reports.filter((row) => row.counted).map((row) => row.userId).sort()).toEqual([a.user.id, b.user.id, c.user.id].sort());
      expect(after.reports).toHaveLength(8);
    });

    it('takes one report per learner, not of their own post, and hides the post at the third', async () => {
      const word = uniqueWord('Hide');
      const owner = await signUp(server);
      const topic = await postTopic(server, owner.token, { title: `${word} spam topic` });
      const [a, b, c, d] = [await established(), await established(), await established(), await signUp(server)];
      const own = expectFailure(await report(owner.token, topic.id), 400);
      expect(own.msg).toBe('You cannot report your own post. You can edit or delete it instead.');
      const first = reportForumPostResponse.parse((await report(a.token, topic.id)).json());
      expect(first).toEqual({
        result: 1,
        data: { post_id: topic.id, reported: true, hidden: false },
        msg: 'Thanks for telling us. Our team will review this post.',
      });
      // A second report by the same learner: the same answer, still one report.
      expect((await report(a.token, topic.id, 'abusive')).json()).toEqual(first);
      expect(reportForumPostResponse.parse((await report(b.token, topic.id, 'other', 'hi')).json())).toMatchObject({
        data: { hidden: false },
        msg: 'बताने के लिए धन्यवाद। हमारी टीम इस पोस्ट की जाँच करेगी।',
      });
      const third = reportForumPostResponse.parse((await report(c.token, topic.id, 'off_topic')).json());
      expect(third.data.hidden).toBe(true);
      const [stored] = await server.database.db
        .select({ reports: forumPosts.reportCount, hiddenAt: forumPosts.hiddenAt })
        .from(forumPosts)
        .where(eq(forumPosts.id, topic.id));
      expect(stored?.reports).toBe(3);
      expect(stored?.hiddenAt).not.toBeNull();
      // The reporter's repeat still answers 200.
      expect(reportForumPostResponse.parse((await report(a.token, topic.id)).json()).data.hidden).toBe(true);

      // Gone for everyone else: list, search, forum_total, page, reply, like, report.
      const forOthers = getForumTopicsResponse.parse((await forumCall(server, 'GET', `/getForumTopics?q=${word}`, { token: d.token })).json());
      expect(forOthers.data).toMatchObject({ topics: [], total: 0 });
      const allForOthers = getForumTopicsResponse.parse((await forumCall(server, 'GET', '/getForumTopics', { token: d.token })).json());
      const allForOwner = getForumTopicsResponse.parse((await forumCall(server, 'GET', '/getForumTopics', { token: owner.token })).json());
      expect(allForOwner.data.forum_total).toBe(allForOthers.data.forum_total + 1);
      expectFailure(await forumCall(server, 'GET', `/getForumTopic/${topic.id}`, { token: d.token }), 404);
      expectFailure(await forumCall(server, 'POST', `/createForumReply/${topic.id}`, { token: d.token, payload: { body: 'Hello there' } }), 404);
      expectFailure(await like(d.token, topic.id, true), 404);
      expectFailure(await report(d.token, topic.id), 404);
      // Its author still sees it, marked hidden.
      const mine = getForumTopicsResponse.parse((await forumCall(server, 'GET', `/getForumTopics?q=${word}`, { token: owner.token })).json());
      expect(mine.data.topics.map((t) => [t.id, t.hidden])).toEqual([[topic.id, true]]);
      const page = getForumTopicResponse.parse((await forumCall(server, 'GET', `/getForumTopic/${topic.id}`, { token: owner.token })).json());
      expect(page.data.topic.hidden).toBe(true);
    });

    it('hides a reported reply from the topic page for everyone but its author', async () => {
      const topic = await postTopic(server, author.token);
      const writer = await signUp(server);
      const reply = await postReply(server, writer.token, topic.id, 'Buy cheap answers at my site');
      const reporters = await Promise.all(Array.from({ length: 3 }, () => established()));
      // Three at once: exactly one of them crosses the line, and the post ends hidden.
      const answers = await Promise.all(reporters.map((one) => report(one.token, reply.id)));
      expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 200]);
      const [stored] = await server.database.db
        .select({ reports: forumPosts.reportCount, hiddenAt: forumPosts.hiddenAt })
        .from(forumPosts)
        .where(eq(forumPosts.id, reply.id));
      expect(stored?.reports).toBe(3);
      expect(stored?.hiddenAt).not.toBeNull();
      const read = (token: string) =>
        forumCall(server, 'GET', `/getForumTopic/${topic.id}`, { token }).then((response) => getForumTopicResponse.parse(response.json()).data);
      expect((await read(author.token)).replies).toEqual([]);
      expect((await read(writer.token)).replies.map((r) => [r.id, r.hidden])).toEqual([[reply.id, true]]);
    });
  });
}
