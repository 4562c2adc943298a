import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerLimits } from '../src/http/rate-limits.js';
import { expectFailure, freshAddress, signUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { forumCall, postReply, postTopic, topicBody } from './support/forum.js';
import { startTestServer, type TestServer } from './support/test-server.js';

/** 'You can start another at 8:42 pm.': a time in India, to the minute. */
const timeOfDay = /at (1[0-2]|[1-9]):[0-5]\d [ap]m\.$/;

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`forum posting limits ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('refuses the 6th topic in an hour with 429, the time to try again and retry-after', async () => {
      const learner = await signUp(server);
      for (let i = 0; i < 5; i++) await postTopic(server, learner.token, { title: `Topic number ${i + 1}` });
      const before = Date.now();
      const sixth = await forumCall(server, 'POST', '/createForumTopic', { token: learner.token, payload: topicBody() });
      const refused = expectFailure(sixth, 429);
      expect(refused.code).toBe('rate_limited');
      expect(refused.msg).toMatch(/^You have started 5 topics in the last hour\. You can start another at /);
      expect(refused.msg).toMatch(timeOfDay);
      const expected = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
      const candidates = [0, 1, 2].map((extra) => expected.format(new Date(Math.ceil((before + 3_600_000) / 60_000) * 60_000 + extra * 60_000)));
      expect(candidates.some((time) => refused.msg.endsWith(`at ${time}.`))).toBe(true);
      const retryAfter = Number(sixth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      const hindi = expectFailure(
        await forumCall(server, 'POST', '/createForumTopic?lang=hi', { token: learner.token, payload: topicBody() }),
        429,
      );
      expect(hindi.msg).toMatch(/^आपने पिछले एक घंटे में 5 विषय शुरू किए हैं। अगला विषय आप .+ पर शुरू कर सकते हैं।$/);
      // Replies have their own limit.
      await postReply(server, learner.token, (await postTopic(server, (await signUp(server)).token)).id);
    });

    it('refuses the 31st reply in an hour', async () => {
      const learner = await signUp(server);
      const topic = await postTopic(server, (await signUp(server)).token);
      for (let i = 0; i < 30; i++) await postReply(server, learner.token, topic.id, `Reply ${i + 1}`);
      const refused = expectFailure(
        await forumCall(server, 'POST', `/createForumReply/${topic.id}`, { token: learner.token, payload: { body: 'One more' } }),
        429,
      );
      expect(refused.msg).toMatch(/^You have posted 30 replies in the last hour\. You can reply again at /);
      expect(refused.msg).toMatch(/at (1[0-2]|[1-9]):[0-5]\d [ap]m\.$/);
    });

    it('lets only one of 3 topics sent at once through at the limit', async () => {
      const learner = await signUp(server);
      for (let i = 0; i < 4; i++) await postTopic(server, learner.token, { title: `Topic number ${i + 1}` });
      const racing = await Promise.all(
        Array.from({ length: 3 }, () => forumCall(server, 'POST', '/createForumTopic', { token: learner.token, payload: topicBody() })),
      );
      expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 429, 429]);
    });

    it('counts writes per learner, not per address: a lab posts freely, one learner flooding likes is held back', async () => {
      const address = freshAddress();
      const lab = await Promise.all(Array.from({ length: 4 }, () => signUp(server)));
      // Twelve topics from one address: more than the old limit per address (10 a minute).
      const statuses: number[] = [];
      for (const learner of lab) {
        for (let i = 0; i < 3; i++) {
          const response = await forumCall(server, 'POST', '/createForumTopic', { token: learner.token, payload: topicBody(), remoteAddress: address });
          statuses.push(response.statusCode);
        }
      }
      expect(statuses).toEqual(Array(12).fill(201));
      const topic = await postTopic(server, (await signUp(server)).token);
      const [flooder, neighbour] = lab;
      const like = (token: string, liked: boolean) =>
        forumCall(server, 'PUT', `/likeForumPost/${topic.id}`, { token, payload: { liked }, remoteAddress: address });
      const likes: number[] = [];
      for (let i = 0; i <= learnerLimits.forumLikes; i++) likes.push((await like(flooder?.token ?? '', i % 2 === 0)).statusCode);
      expect(likes.slice(0, learnerLimits.forumLikes)).toEqual(Array(learnerLimits.forumLikes).fill(200));
      expect(likes[learnerLimits.forumLikes]).toBe(429);
      // The learner beside them, on the same address, is not held back.
      expect((await like(neighbour?.token ?? '', true)).statusCode).toBe(200);
    });
  });
}
