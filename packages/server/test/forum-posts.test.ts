import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteForumPostResponse,
  getForumTopicResponse,
  getForumTopicsResponse,
  updateForumReplyResponse,
  updateForumTopicResponse,
  type ForumTopic,
} from '@pariksha/contract';
import type { Database } from '../src/db/open.js';
import { users } from '../src/db/accounts-schema.js';
import { forumPosts } from '../src/db/community-schema.js';
import { expectFailure, signUp, type SignedUp } from './support/accounts.js';
import { databaseTargets } from './support/databases.js';
import { forumCall, postReply, postTopic, topicBody, uniqueWord } from './support/forum.js';
import { startTestServer, type TestServer } from './support/test-server.js';

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`forum topics and replies ${target.title}`, () => {
    let server: TestServer;
    let priya: SignedUp;
    let rahul: SignedUp;

    beforeAll(async () => {
      server = await startTestServer(target);
      priya = await signUp(server, { first_name: 'Priya' });
      rahul = await signUp(server, { first_name: 'Rahul' });
      await server.database.db.update(users).set({ lastName: 'sharma' }).where(eq(users.email, priya.email));
    });
    afterAll(async () => {
      await server?.close();
    });

    async function list(token: string, query: string) {
      const response = await forumCall(server, 'GET', `/getForumTopics?${query}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return getForumTopicsResponse.parse(response.json()).data;
    }
    async function page(token: string, topicId: number, query = '') {
      const response = await forumCall(server, 'GET', `/getForumTopic/${topicId}?${query}`, { token });
      expect(response.statusCode, response.body).toBe(200);
      return getForumTopicResponse.parse(response.json()).data;
    }
    /** Moves a post back in time, so the sorts have something to order. */
    async function backdate(postId: number, hoursAgo: number) {
      await server.database.db
        .update(forumPosts)
        .set({ createdAt: sql`now() - make_interval(hours => ${hoursAgo})` })
        .where(eq(forumPosts.id, postId));
    }

    it('needs the signed-in learner on every forum route', async () => {
      for (const [method, path] of [
        ['GET', '/getForumTopics'],
        ['GET', '/getForumTopic/1'],
        ['POST', '/createForumTopic'],
        ['POST', '/createForumReply/1'],
        ['PUT', '/updateForumTopic/1'],
        ['PUT', '/updateForumReply/1'],
        ['DELETE', '/deleteForumPost/1'],
        ['PUT', '/likeForumPost/1'],
        ['POST', '/reportForumPost/1'],
      ] as const) {
        expect(expectFailure(await forumCall(server, method, path, { payload: method === 'GET' || method === 'DELETE' ? undefined : {} }), 401).code).toBe(
          'unauthorized',
        );
      }
    });

    it('posts a topic with its author as first name and initial, never the e-mail, and says so', async () => {
      const response = await forumCall(server, 'POST', '/createForumTopic', {
        token: priya.token,
        payload: topicBody({ title: '  Percentages in SSC CGL  ', tags: [' SSC ', 'ssc', 'Quant', ''] }),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({
        result: 1,
        msg: 'Your topic is posted.',
        data: {
          topic: {
            title: 'Percentages in SSC CGL',
            tags: ['SSC', 'Quant'],
            author: { name: 'Priya S.', is_you: true },
            like_count: 0,
            reply_count: 0,
            liked: false,
            reported: false,
            hidden: false,
            edited_at: null,
          },
        },
      });
      expect(response.body).not.toContain(priya.email);
      const topicId = (response.json() as { data: { topic: ForumTopic } }).data.topic.id;
      const seen = await page(rahul.token, topicId);
      expect(seen.topic.author).toEqual({ name: 'Priya S.', is_you: false });
      const hindi = await forumCall(server, 'POST', '/createForumTopic?lang=hi', { token: rahul.token, payload: topicBody() });
      expect(hindi.json()).toMatchObject({ msg: 'आपका विषय पोस्ट हो गया।', data: { topic: { author: { name: 'Rahul', is_you: true } } } });
    });

    it('stores text exactly as written: markup and links come back byte for byte', async () => {
      const title = '<script>alert(1)</script> [link](http://x)';
      const description = '<img src=x onerror=alert(1)> **bold** [link](http://x) & "quotes"\nline two';
      const topic = await postTopic(server, priya.token, { title, description, tags: ['<b>tag</b>'] });
      const reply = await postReply(server, rahul.token, topic.id, '<script>document.cookie</script> [link](http://x)');
      const read = await page(priya.token, topic.id);
      expect(read.topic).toMatchObject({ title, body: description, tags: ['<b>tag</b>'] });
      expect(read.replies[0]?.body).toBe('<script>document.cookie</script> [link](http://x)');
      expect(reply.body).toBe('<script>document.cookie</script> [link](http://x)');
    });

    it('names each failing field, in Hindi with ?lang=hi', async () => {
      const english = expectFailure(
        await forumCall(server, 'POST', '/createForumTopic', { token: priya.token, payload: { title: '', description: 'short', tags: [] } }),
        400,
      );
      expect(english.code).toBe('validation_failed');
      expect(english.fields).toMatchObject({ title: 'Give your topic a title.', description: 'Write at least 10 characters in the description.' });
      const hindi = expectFailure(
        await forumCall(server, 'POST', '/createForumTopic?lang=hi', {
          token: priya.token,
          payload: { title: 'Okay title', description: 'A fine description', tags: ['a', 'b', 'c', 'd', 'e', 'f'] },
        }),
        400,
      );
      expect(hindi.fields).toEqual({ tags: 'ज़्यादा से ज़्यादा 5 टैग लिखें, अल्पविराम (,) से अलग करके।' });
      const topic = await postTopic(server, priya.token);
      const reply = expectFailure(await forumCall(server, 'POST', `/createForumReply/${topic.id}`, { token: rahul.token, payload: { body: '   ' } }), 400);
      expect(reply.fields).toEqual({ body: 'Write your reply.' });
    });

    it('searches titles, descriptions and tags case-insensitively, in any script, with %, _ and \\ as characters', async () => {
      const word = uniqueWord('Srch');
      const searcher = await signUp(server);
      const inTitle = await postTopic(server, searcher.token, { title: `${word} in the title` });
      const inBody = await postTopic(server, searcher.token, { description: `The word ${word.toUpperCase()} is in here.` });
      const inTag = await postTopic(server, searcher.token, { tags: [word.toLowerCase()] });
      const found = await list(rahul.token, `q=${word.toLowerCase()}`);
      expect(found.topics.map((topic) => topic.id).sort()).toEqual([inTitle.id, inBody.id, inTag.id].sort());
      expect(found.total).toBe(3);
      expect(found.forum_total).toBeGreaterThan(3);

      // The seeded Hindi topic.
      const hindi = await list(rahul.token, `q=${encodeURIComponent('प्रतिशत')}`);
      expect(hindi.topics.map((topic) => topic.title)).toContain('प्रतिशत के सवाल जल्दी कैसे हल करें?');

      // '100%' is the characters, not "100 then anything": '1000 questions' does not match.
      const writer = await signUp(server);
      const percent = await postTopic(server, writer.token, { title: `${word} scored 100% in mocks` });
      await postTopic(server, writer.token, { title: `${word} solved 1000 questions` });
      await postTopic(server, writer.token, { title: `${word} a_b and c\\d` });
      await postTopic(server, writer.token, { title: `${word} axb and cxd` });
      expect((await list(rahul.token, `q=${encodeURIComponent(`${word} scored 100%`)}`)).topics.map((t) => t.id)).toEqual([percent.id]);
      expect((await list(rahul.token, `q=${encodeURIComponent('100%')}`)).topics.every((t) => t.title.includes('100%'))).toBe(true);
      expect((await list(rahul.token, `q=${encodeURIComponent(`${word} a_b`)}`)).total).toBe(1);
      expect((await list(rahul.token, `q=${encodeURIComponent('c\\d')}`)).topics.map((t) => t.title)).toEqual([`${word} a_b and c\\d`]);
    });

    it('sorts newest, oldest and most liked (ties newest first), 20 a page, totals for the search and the forum', async () => {
      const word = uniqueWord('Sort');
      const ids: number[] = [];
      // 22 topics straight into the table (the hourly limit is tested elsewhere), a day apart.
      const author = await signUp(server);
      const db: Database = server.database.db;
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, author.email));
      if (row === undefined) throw new Error('The author was not stored.');
      for (let i = 0; i < 22; i++) {
        const [made] = await db
          .insert(forumPosts)
          .values({ userId: row.id, title: `${word} number ${i}`, body: 'A description long enough.', likeCount: i % 3 === 0 ? 2 : 0 })
          .returning({ id: forumPosts.id });
        if (made === undefined) throw new Error('The topic was not inserted.');
        ids.push(made.id);
        await backdate(made.id, 24 * (22 - i));
      }
      const newest = await list(rahul.token, `q=${word}`);
      expect(newest).toMatchObject({ page: 1, page_size: 20, total: 22, total_pages: 2 });
      expect(newest.topics.map((t) => t.id)).toEqual([...ids].reverse().slice(0, 20));
      const second = await list(rahul.token, `q=${word}&page=2`);
      expect(second.topics.map((t) => t.id)).toEqual([ids[1], ids[0]]);
      const oldest = await list(rahul.token, `q=${word}&sort=oldest`);
      expect(oldest.topics.slice(0, 3).map((t) => t.id)).toEqual([ids[0], ids[1], ids[2]]);
      const liked = await list(rahul.token, `q=${word}&sort=most_liked`);
      // Liked ones (every third) newest first, then the rest newest first.
      const likedIds = ids.filter((_, i) => i % 3 === 0).reverse();
      expect(liked.topics.slice(0, likedIds.length).map((t) => t.id)).toEqual(likedIds);
      expect(liked.topics[likedIds.length]?.id).toBe(ids[20]);
      // Past the end: empty, with the right totals.
      expect(await list(rahul.token, `q=${word}&page=9`)).toMatchObject({ topics: [], page: 9, total: 22, total_pages: 2 });
      const all = await list(rahul.token, '');
      expect(all.forum_total).toBe(all.total);
      expect((await list(rahul.token, `q=${word}`)).forum_total).toBe(all.total);
      const none = await list(rahul.token, `q=${uniqueWord('nothing')}`);
      expect(none).toMatchObject({ topics: [], total: 0, total_pages: 0, forum_total: all.total });
    });

    it('shows a topic with its replies oldest first, 50 a page; an unknown topic or a reply id is 404', async () => {
      const author = await signUp(server);
      const topic = await postTopic(server, author.token);
      const first = await postReply(server, rahul.token, topic.id, 'First answer');
      const second = await postReply(server, author.token, topic.id, 'Second answer');
      await backdate(first.id, 2);
      await backdate(second.id, 1);
      const read = await page(rahul.token, topic.id);
      expect(read).toMatchObject({ page: 1, page_size: 50, total: 2, total_pages: 1, topic: { id: topic.id, reply_count: 2 } });
      expect(read.replies.map((r) => [r.body, r.author.is_you, r.topic_id])).toEqual([
        ['First answer', true, topic.id],
        ['Second answer', false, topic.id],
      ]);
      expect((await page(rahul.token, topic.id, 'page=2')).replies).toEqual([]);
      const unknown = expectFailure(await forumCall(server, 'GET', '/getForumTopic/2147483000', { token: rahul.token }), 404);
      expect(unknown).toMatchObject({ code: 'not_found', msg: 'Topic not found. It may have been deleted.' });
      expectFailure(await forumCall(server, 'GET', `/getForumTopic/${first.id}`, { token: rahul.token }), 404);
      const hindi = expectFailure(await forumCall(server, 'GET', '/getForumTopic/2147483000?lang=hi', { token: rahul.token }), 404);
      expect(hindi.msg).toBe('विषय नहीं मिला। हो सकता है इसे हटा दिया गया हो।');
      expectFailure(await forumCall(server, 'POST', '/createForumReply/2147483000', { token: rahul.token, payload: { body: 'Hello there' } }), 404);
    });

    it('lets authors edit their posts (edited_at set) and refuses the wrong kind with 404', async () => {
      const author = await signUp(server);
      const topic = await postTopic(server, author.token);
      const reply = await postReply(server, author.token, topic.id, 'Old text');
      const edited = await forumCall(server, 'PUT', `/updateForumTopic/${topic.id}`, {
        token: author.token,
        payload: topicBody({ title: 'A better title', description: 'A clearer description.', tags: ['New'] }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const body = updateForumTopicResponse.parse(edited.json());
      expect(body.msg).toBe('Changes saved.');
      expect(body.data.topic).toMatchObject({ title: 'A better title', body: 'A clearer description.', tags: ['New'] });
      expect(body.data.topic.edited_at).not.toBeNull();
      const editedReply = await forumCall(server, 'PUT', `/updateForumReply/${reply.id}?lang=hi`, { token: author.token, payload: { body: 'New text' } });
      const replyBody = updateForumReplyResponse.parse(editedReply.json());
      expect(replyBody).toMatchObject({ msg: 'बदलाव सहेज लिए गए।', data: { reply: { body: 'New text' } } });
      expect(replyBody.data.reply.edited_at).not.toBeNull();
      expectFailure(await forumCall(server, 'PUT', `/updateForumTopic/${reply.id}`, { token: author.token, payload: topicBody() }), 404);
      expectFailure(await forumCall(server, 'PUT', `/updateForumReply/${topic.id}`, { token: author.token, payload: { body: 'x y z' } }), 404);
      expectFailure(await forumCall(server, 'PUT', '/updateForumReply/2147483000', { token: author.token, payload: { body: 'x y z' } }), 404);
      expectFailure(await forumCall(server, 'DELETE', '/deleteForumPost/2147483000', { token: author.token }), 404);
    });

    it("refuses another learner's edit and delete with 403 and leaves the post as it was", async () => {
      const owner = await signUp(server);
      const intruder = await signUp(server);
      const topic = await postTopic(server, owner.token, { title: 'The original title' });
      const reply = await postReply(server, owner.token, topic.id, 'The original reply');
      for (const [method, path, payload] of [
        ['PUT', `/updateForumTopic/${topic.id}`, topicBody({ title: 'Hijacked title' })],
        ['PUT', `/updateForumReply/${reply.id}`, { body: 'Hijacked reply' }],
        ['DELETE', `/deleteForumPost/${topic.id}`, undefined],
        ['DELETE', `/deleteForumPost/${reply.id}`, undefined],
      ] as const) {
        const refused = expectFailure(await forumCall(server, method, path, { token: intruder.token, payload }), 403);
        expect(refused).toMatchObject({ code: 'forbidden', msg: 'You can change only your own posts.' });
      }
      const hindi = expectFailure(await forumCall(server, 'DELETE', `/deleteForumPost/${reply.id}?lang=hi`, { token: intruder.token }), 403);
      expect(hindi.msg).toBe('आप केवल अपनी पोस्ट बदल सकते हैं।');
      const read = await page(owner.token, topic.id);
      expect(read.topic).toMatchObject({ title: 'The original title', edited_at: null, reply_count: 1 });
      expect(read.replies.map((r) => [r.body, r.edited_at])).toEqual([['The original reply', null]]);
    });

    it("deletes a reply (the topic's count goes down) and a topic with its replies", async () => {
      const owner = await signUp(server);
      const topic = await postTopic(server, owner.token);
      const mine = await postReply(server, rahul.token, topic.id, 'Mine to delete');
      const kept = await postReply(server, owner.token, topic.id, 'Kept');
      const deleted = await forumCall(server, 'DELETE', `/deleteForumPost/${mine.id}`, { token: rahul.token });
      expect(deleteForumPostResponse.parse(deleted.json())).toEqual({ result: 1, data: { post_id: mine.id, kind: 'reply' }, msg: 'Deleted.' });
      expect((await page(owner.token, topic.id)).topic.reply_count).toBe(1);
      const gone = await forumCall(server, 'DELETE', `/deleteForumPost/${topic.id}?lang=hi`, { token: owner.token });
      expect(gone.json()).toEqual({ result: 1, data: { post_id: topic.id, kind: 'topic' }, msg: 'हटा दिया गया।' });
      expectFailure(await forumCall(server, 'GET', `/getForumTopic/${topic.id}`, { token: owner.token }), 404);
      const left = await server.database.db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.id, kept.id));
      expect(left).toEqual([]);
    });
  });
}
