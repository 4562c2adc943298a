import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getForumTopicsResponse } from '@pariksha/contract';
import { users } from '../src/db/accounts-schema.js';
import { forumLikes, forumPosts } from '../src/db/community-schema.js';
import { seed } from '../src/seed/seed.js';
import { noPasswordHash, seedMembers } from '../src/seed/forum/members.js';
import { seedTopics } from '../src/seed/forum/topics.js';
import { call, expectFailure, signUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { forumCall, postTopic } from './support/forum.js';
import { startTestServer, type TestServer } from './support/test-server.js';

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`forum seed ${target.title}`, () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer(target);
    });
    afterAll(async () => {
      await server?.close();
    });

    async function tally() {
      const db = server.database.db;
      const [posts] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(forumPosts);
      const [likes] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(forumLikes);
      const [people] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
      return { posts: posts?.n, likes: likes?.n, people: people?.n };
    }

    it('seeds 6–8 topics from community members, each with 1–4 replies, in English and Hindi', async () => {
      expect(seedTopics.length).toBeGreaterThanOrEqual(6);
      expect(seedTopics.length).toBeLessThanOrEqual(8);
      for (const topic of seedTopics) {
        expect(topic.replies.length).toBeGreaterThanOrEqual(1);
        expect(topic.replies.length).toBeLessThanOrEqual(4);
        // Nobody likes their own post.
        expect(topic.likedBy).not.toContain(topic.author);
        for (const reply of topic.replies) {
          expect(reply.likedBy).not.toContain(reply.author);
          expect(reply.hoursAgo).toBeLessThan(topic.hoursAgo);
        }
      }
      expect(seedTopics.some((topic) => /[\u0900-\u097f]/.test(topic.title))).toBe(true);
      const learner = await signUp(server);
      const listed = getForumTopicsResponse.parse((await forumCall(server, 'GET', '/getForumTopics', { token: learner.token })).json());
      expect(listed.data.forum_total).toBe(seedTopics.length);
      const titles = listed.data.topics.map((topic) => topic.title);
      expect(titles).toContain('प्रतिशत के सवाल जल्दी कैसे हल करें?');
      expect(titles).toContain('How to finish RRB NTPC GA in 10 minutes');
      expect(listed.data.topics.find((topic) => topic.title.startsWith('Fastest way'))?.author.name).toBe('Anjali V.');
      // A Devanagari surname gives its whole first syllable, vowel sign and all, as Hindi abbreviates (भा.ज.पा.).
      expect(listed.data.topics.find((topic) => topic.title.startsWith('प्रतिशत'))?.author.name).toBe('सुनीता या.');
    });

    it('keeps every like_count equal to its like rows, and every reply_count to its replies', async () => {
      const mismatched = await server.database.db.execute(sql`
        select p.id from forum_posts p
        where p.like_count <> (select count(*) from forum_likes l where l.post_id = p.id)
           or (p.topic_id is null and p.reply_count <> (select count(*) from forum_posts r where r.topic_id = p.id))`);
      expect(mismatched.rows).toEqual([]);
      const [likes] = await server.database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(forumLikes);
      expect(likes?.n).toBeGreaterThan(10);
    });

    it('adds nothing on a second start and leaves learners’ own posts alone', async () => {
      const learner = await signUp(server);
      const mine = await postTopic(server, learner.token, { title: 'My own topic stays' });
      const before = await tally();
      await seed(server.database.db);
      expect(await tally()).toEqual(before);
      const [row] = await server.database.db.select({ title: forumPosts.title }).from(forumPosts).where(eq(forumPosts.id, mine.id));
      expect(row?.title).toBe('My own topic stays');
    });

    it('makes members who can never sign in: their login is the usual 401', async () => {
      const stored = await server.database.db
        .select({ email: users.email, hash: users.passwordHash })
        .from(users)
        .where(inArray(users.email, seedMembers.map((member) => member.email)));
      expect(stored).toHaveLength(seedMembers.length);
      expect(stored.every((row) => row.hash === noPasswordHash)).toBe(true);
      for (const password of [noPasswordHash, '!', '', 'correct horse battery']) {
        const response = await call(server, 'POST', '/loginUser', { payload: { email: seedMembers[0].email, password } });
        const refused = expectFailure(response, password === '' ? 400 : 401);
        if (password !== '') expect(refused.code).toBe('invalid_credentials');
      }
    });

    it('lists every forum route in the OpenAPI document with a summary and the Bearer scheme', async () => {
      const response = await server.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
      const document = response.json() as {
        paths: Record<string, Record<string, { operationId?: string; summary?: string; security?: unknown }>>;
      };
      const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
      for (const id of [
        'getForumTopics',
        'getForumTopic',
        'createForumTopic',
        'createForumReply',
        'updateForumTopic',
        'updateForumReply',
        'deleteForumPost',
        'likeForumPost',
        'reportForumPost',
      ]) {
        const operation = operations.find((candidate) => candidate.operationId === id);
        expect(operation?.summary, id).toBeTruthy();
        expect(operation?.security, id).toEqual([{ bearerAuth: [] }]);
      }
      expect(document.paths['/api/v1/deleteForumPost/{post_id}']?.delete?.operationId).toBe('deleteForumPost');
    });
  });
}
