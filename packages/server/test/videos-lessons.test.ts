import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  continueWatchingSize,
  getContinueWatchingResponse,
  getVideoLessonResponse,
  getVideoLessonsResponse,
  saveVideoProgressResponse,
  videoCompletedWithinSeconds,
} from '@pariksha/contract';
import { videoLessons as videoLessonsTable, type NewVideoLessonRow } from '../src/db/community-schema.js';
import { exams as seedExams } from '../src/seed/content/index.js';
import { videoLessons as seedLessons, type VideoLessonSeed } from '../src/seed/content/videoLessons.js';
import { seed } from '../src/seed/seed.js';
import { call, expectFailure, signUp, unauthorizedBody, type SignedUp } from './support/accounts.js';
import { databaseTargets, makeTempDir } from './support/databases.js';
import { startTestServer, type TestServer } from './support/test-server.js';

// The video library: seeded lessons, the filters together, a lesson's files and captions, and
// where each learner stopped (nobody else's).

type Text = { title: string; description: string };
type Lesson = { slug: string; topic: string; examSlug: string | null; sortOrder: number; translations: Record<string, Text> };

/** Lessons only this test adds: text with ILIKE's wildcards, and one for every exam. */
const extraLessons: Lesson[] = [
  {
    slug: 'test-discount-percent',
    topic: 'quantitative_ability',
    examSlug: null,
    sortOrder: 9_001,
    translations: {
      en: { title: 'Is 100% off ever real?', description: 'Discounts in percent_terms, worked through slowly.' },
      hi: { title: 'क्या 100% छूट सच में होती है?', description: 'प्रतिशत में छूट, धीरे-धीरे हल करके।' },
    },
  },
  {
    slug: 'test-reading-speed',
    topic: 'verbal_ability',
    examSlug: null,
    sortOrder: 9_002,
    translations: {
      en: { title: 'Reading faster for comprehension', description: 'Skim the questions first, then read the passage.' },
      hi: { title: 'गद्यांश तेज़ी से पढ़ना', description: 'पहले प्रश्न देखिए, फिर गद्यांश पढ़िए।' },
    },
  },
];

const library: Lesson[] = [...seedLessons, ...extraLessons].sort((a, b) => a.sortOrder - b.sortOrder);
/** The seed's first two lessons: the tests read their text and give them media files. */
function firstTwo(): [VideoLessonSeed, VideoLessonSeed] {
  const [one, two] = seedLessons;
  if (one === undefined || two === undefined) throw new Error('The seed has fewer than two video lessons.');
  return [one, two];
}
const [first, second] = firstTwo();

/** What ILIKE '%text%' over every language's title and description should find. */
function matching(text: string): string[] {
  const needle = text.toLowerCase();
  return library
    .filter((lesson) =>
      Object.values(lesson.translations).some(
        (tr) => tr.title.toLowerCase().includes(needle) || tr.description.toLowerCase().includes(needle),
      ),
    )
    .map((lesson) => lesson.slug);
}

function examName(slug: string, lang: 'en' | 'hi'): string {
  const exam = seedExams.find((candidate) => candidate.slug === slug);
  if (exam === undefined) throw new Error(`No seed exam ${slug}`);
  return exam.translations[lang].title;
}

/** A media folder with some of the first two lessons' files, so `sources` and `captions` can be checked. */
function mediaFolder(): string {
  const dir = makeTempDir('lesson-media');
  mkdirSync(join(dir, 'lessons'));
  const files = [`${first.slug}.webm`, `${first.slug}.mp4`, `${first.slug}.en.vtt`, `${first.slug}.hi.vtt`, `${second.slug}.mp4`, `${second.slug}.en.vtt`];
  for (const name of files) writeFileSync(join(dir, 'lessons', name), 'x');
  return dir;
}

/** The routes, as the OpenAPI document lists them. */
const operations = [
  ['/api/v1/getVideoLessons', 'get', 'getVideoLessons', '200'],
  ['/api/v1/getVideoLesson/{slug}', 'get', 'getVideoLesson', '200'],
  ['/api/v1/getContinueWatching', 'get', 'getContinueWatching', '200'],
  ['/api/v1/saveVideoProgress/{slug}', 'put', 'saveVideoProgress', '200'],
] as const;

for (const target of databaseTargets) {
  describe.skipIf(target.skip)(`video lessons ${target.title}`, () => {
    let server: TestServer;
    let mediaDir: string;
    let asha: SignedUp;
    let ravi: SignedUp;

    beforeAll(async () => {
      mediaDir = mediaFolder();
      server = await startTestServer(target, { mediaDir });
      const { db } = server.database;
      const rows: NewVideoLessonRow[] = extraLessons.map((lesson) => ({
        slug: lesson.slug,
        topic: lesson.topic,
        examId: null,
        durationSeconds: 40,
        sortOrder: lesson.sortOrder,
        translations: lesson.translations,
      }));
      await db.insert(videoLessonsTable).values(rows);
      asha = await signUp(server, { first_name: 'Asha' });
      ravi = await signUp(server, { first_name: 'Ravi', phone: '9876501234' });
    });
    afterAll(async () => {
      await server?.close();
      if (mediaDir !== undefined) rmSync(mediaDir, { recursive: true, force: true });
    });

    async function lessons(learner: SignedUp, query = '') {
      const response = await call(server, 'GET', `/getVideoLessons${query}`, { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getVideoLessonsResponse.parse(response.json()).data;
    }
    const slugsOf = async (query: string) => (await lessons(asha, query)).lessons.map((lesson) => lesson.slug);
    const save = (learner: SignedUp, slug: string, payload: unknown) =>
      call(server, 'PUT', `/saveVideoProgress/${encodeURIComponent(slug)}`, { token: learner.token, payload });
    async function saved(learner: SignedUp, slug: string, payload: unknown) {
      const response = await save(learner, slug, payload);
      expect(response.statusCode, response.body).toBe(200);
      return saveVideoProgressResponse.parse(response.json()).data.progress;
    }
    async function continueWatching(learner: SignedUp) {
      const response = await call(server, 'GET', '/getContinueWatching', { token: learner.token });
      expect(response.statusCode, response.body).toBe(200);
      return getContinueWatchingResponse.parse(response.json()).data.lessons.map((lesson) => lesson.slug);
    }

    it('documents its routes in the OpenAPI document, behind bearerAuth', async () => {
      const document = (await server.app.inject({ url: '/api/v1/openapi.json' })).json() as {
        paths: Record<string, Record<string, { operationId?: string; security?: unknown; responses?: Record<string, unknown> }>>;
      };
      for (const [path, method, operationId, success] of operations) {
        const operation = document.paths[path]?.[method];
        expect(operation?.operationId, path).toBe(operationId);
        expect(operation?.security, path).toEqual([{ bearerAuth: [] }]);
        expect(Object.keys(operation?.responses ?? {}), path).toEqual(expect.arrayContaining([success, '400', '401', '429', '500']));
      }
    });

    it('needs the signed-in learner', async () => {
      for (const [method, path] of [
        ['GET', '/getVideoLessons'],
        ['GET', `/getVideoLesson/${first.slug}`],
        ['GET', '/getContinueWatching'],
        ['PUT', `/saveVideoProgress/${first.slug}`],
      ] as const) {
        const response = await call(server, method, path, method === 'PUT' ? { payload: { position_seconds: 1 } } : {});
        expect(expectFailure(response, 401)).toEqual(unauthorizedBody);
      }
    });

    describe('seeding', () => {
      it('stores every seed lesson once, with its exam, and a second seed adds nothing', async () => {
        const { db } = server.database;
        const before = await db.select().from(videoLessonsTable);
        expect(before.length).toBe(seedLessons.length + extraLessons.length);
        await seed(db);
        await seed(db);
        expect(await db.$count(videoLessonsTable)).toBe(before.length);
        expect((await lessons(asha)).library_total).toBe(before.length);
      });

      it("leaves a stored lesson as an operator edited it", async () => {
        const { db } = server.database;
        const edited = { ...first.translations, en: { title: 'Syllogisms, retitled', description: first.translations.en.description } };
        await db.update(videoLessonsTable).set({ translations: edited }).where(eq(videoLessonsTable.slug, first.slug));
        await seed(db);
        const [row] = await db.select().from(videoLessonsTable).where(eq(videoLessonsTable.slug, first.slug));
        expect(row?.translations.en?.title).toBe('Syllogisms, retitled');
        await db.update(videoLessonsTable).set({ translations: first.translations }).where(eq(videoLessonsTable.slug, first.slug));
      });
    });

    describe('the library', () => {
      it('lists every lesson by sort order with its exam, length, poster and no progress yet', async () => {
        const data = await lessons(asha);
        expect(data.lessons.map((lesson) => lesson.slug)).toEqual(library.map((lesson) => lesson.slug));
        expect(data.library_total).toBe(library.length);
        expect(data.lessons[0]).toEqual({
          slug: first.slug,
          title: first.translations.en.title,
          description: first.translations.en.description,
          topic: first.topic,
          exam: first.examSlug === null ? null : { slug: first.examSlug, name: examName(first.examSlug, 'en') },
          duration_seconds: first.durationSeconds,
          thumbnail_url: `/lessons/${first.slug}.jpg`,
          progress: null,
        });
        expect(data.lessons.find((lesson) => lesson.slug === 'test-reading-speed')?.exam).toBeNull();
      });

      it.each(['en', 'hi'] as const)('names the lessons and the exams that have them in %s, sorted by name', async (lang) => {
        const data = await lessons(asha, `?lang=${lang}`);
        expect(data.lessons[0]?.title).toBe(first.translations[lang].title);
        const slugs = [...new Set(seedLessons.flatMap((lesson) => (lesson.examSlug === null ? [] : [lesson.examSlug])))];
        const collator = new Intl.Collator(lang === 'hi' ? 'hi-IN' : 'en-IN');
        const expected = slugs
          .map((slug) => ({ slug, name: examName(slug, lang) }))
          .sort((a, b) => collator.compare(a.name, b.name));
        expect(data.exams).toEqual(expected);
      });

      it('filters by topic, by exam and by search, all together', async () => {
        expect(await slugsOf('?topic=verbal_ability')).toEqual(
          library.filter((lesson) => lesson.topic === 'verbal_ability').map((lesson) => lesson.slug),
        );
        const exam = first.examSlug ?? '';
        expect(await slugsOf(`?exam=${exam}`)).toEqual(library.filter((lesson) => lesson.examSlug === exam).map((lesson) => lesson.slug));
        expect(await slugsOf(`?exam=${exam}&topic=${first.topic}`)).toEqual(
          library.filter((lesson) => lesson.examSlug === exam && lesson.topic === first.topic).map((lesson) => lesson.slug),
        );
        const otherTopic = library.find((lesson) => lesson.topic !== first.topic)?.topic ?? '';
        expect(await slugsOf(`?exam=${exam}&topic=${otherTopic}&q=`)).toEqual(
          library.filter((lesson) => lesson.examSlug === exam && lesson.topic === otherTopic).map((lesson) => lesson.slug),
        );
        const word = first.translations.en.title.split(' ')[0] ?? '';
        expect(await slugsOf(`?topic=${first.topic}&q=${encodeURIComponent(word.toUpperCase())}`)).toEqual(
          matching(word).filter((slug) => library.find((lesson) => lesson.slug === slug)?.topic === first.topic),
        );
        // The library is still all there: library_total ignores the filters.
        expect((await lessons(asha, '?topic=logical_reasoning&q=zzz')).library_total).toBe(library.length);
      });

      it('finds a lesson by its words in any stored language, whatever the reading language', async () => {
        const hindiWord = first.translations.hi.title.split(' ').find((piece) => piece.length > 2) ?? '';
        expect(await slugsOf(`?lang=en&q=${encodeURIComponent(hindiWord)}`)).toEqual(matching(hindiWord));
        expect(matching(hindiWord)).toContain(first.slug);
        const englishWord = second.translations.en.description.split(' ').find((piece) => piece.length > 4) ?? '';
        expect(await slugsOf(`?lang=hi&q=${encodeURIComponent(englishWord.toLowerCase())}`)).toEqual(matching(englishWord));
        expect(matching(englishWord)).toContain(second.slug);
      });

      it('takes % and _ as the characters they are, not as wildcards', async () => {
        expect(await slugsOf(`?q=${encodeURIComponent('100%')}`)).toEqual(['test-discount-percent']);
        expect(await slugsOf(`?q=${encodeURIComponent('%')}`)).toEqual(matching('%'));
        expect(await slugsOf(`?q=${encodeURIComponent('PERCENT_TERMS')}`)).toEqual(['test-discount-percent']);
        expect(await slugsOf(`?q=${encodeURIComponent('percent terms')}`)).toEqual([]);
        expect(await slugsOf(`?q=${encodeURIComponent('\\')}`)).toEqual([]);
      });

      it('answers an unknown exam with an empty list, not an error', async () => {
        const data = await lessons(asha, '?exam=no-such-exam');
        expect(data.lessons).toEqual([]);
        expect(data.library_total).toBe(library.length);
      });

      it.each(['en', 'hi'])('refuses an unknown topic naming `topic` (%s)', async (lang) => {
        const failure = expectFailure(await call(server, 'GET', `/getVideoLessons?topic=maths&lang=${lang}`, { token: asha.token }), 400);
        expect(failure.code).toBe('validation_failed');
        expect(Object.keys(failure.fields ?? {})).toEqual(['topic']);
      });
    });

    describe('a lesson', () => {
      it('lists the formats and captions this server has, the learner’s language first', async () => {
        const response = await call(server, 'GET', `/getVideoLesson/${first.slug}?lang=hi`, { token: asha.token });
        expect(response.statusCode, response.body).toBe(200);
        const { lesson } = getVideoLessonResponse.parse(response.json()).data;
        expect(lesson.title).toBe(first.translations.hi.title);
        expect(lesson.sources).toEqual([
          { url: `/lessons/${first.slug}.webm`, type: 'video/webm; codecs="vp9"' },
          { url: `/lessons/${first.slug}.mp4`, type: 'video/mp4' },
        ]);
        expect(lesson.captions).toEqual([
          { lang: 'hi', label: 'हिन्दी', url: `/lessons/${first.slug}.hi.vtt` },
          { lang: 'en', label: 'English', url: `/lessons/${first.slug}.en.vtt` },
        ]);
        const english = getVideoLessonResponse.parse(
          (await call(server, 'GET', `/getVideoLesson/${first.slug}`, { token: asha.token })).json(),
        ).data.lesson;
        expect(english.captions.map((track) => track.lang)).toEqual(['en', 'hi']);
      });

      it('leaves out the files that are not there', async () => {
        const response = await call(server, 'GET', `/getVideoLesson/${second.slug}`, { token: asha.token });
        const { lesson } = getVideoLessonResponse.parse(response.json()).data;
        expect(lesson.sources).toEqual([{ url: `/lessons/${second.slug}.mp4`, type: 'video/mp4' }]);
        expect(lesson.captions).toEqual([{ lang: 'en', label: 'English', url: `/lessons/${second.slug}.en.vtt` }]);
      });

      it.each([
        ['en', 'Video lesson not found.'],
        ['hi', 'वीडियो पाठ नहीं मिला।'],
      ])('answers an unknown slug with 404 (%s)', async (lang, message) => {
        const failure = expectFailure(await call(server, 'GET', `/getVideoLesson/no-such-lesson?lang=${lang}`, { token: asha.token }), 404);
        expect(failure).toMatchObject({ code: 'not_found', msg: message });
        const saveFailure = expectFailure(await call(server, 'PUT', `/saveVideoProgress/no-such-lesson?lang=${lang}`, {
          token: asha.token,
          payload: { position_seconds: 3, completed: false },
        }), 404);
        expect(saveFailure.msg).toBe(message);
      });
    });

    describe('progress', () => {
      it('saves where the learner stopped, and shows it to them only', async () => {
        const progress = await saved(asha, first.slug, { position_seconds: 12.5, completed: false });
        expect(progress).toMatchObject({ position_seconds: 12.5, completed: false });
        const again = await saved(asha, first.slug, { position_seconds: 20, completed: false });
        expect(again.position_seconds).toBe(20);
        expect(Date.parse(again.updated_at)).toBeGreaterThanOrEqual(Date.parse(progress.updated_at));
        const mine = (await lessons(asha)).lessons.find((lesson) => lesson.slug === first.slug);
        expect(mine?.progress).toMatchObject({ position_seconds: 20, completed: false });
        // Another learner sees no progress, in the list, the lesson or Continue watching.
        const theirs = (await lessons(ravi)).lessons.find((lesson) => lesson.slug === first.slug);
        expect(theirs?.progress).toBeNull();
        const detail = getVideoLessonResponse.parse(
          (await call(server, 'GET', `/getVideoLesson/${first.slug}`, { token: ravi.token })).json(),
        ).data.lesson;
        expect(detail.progress).toBeNull();
        expect(await continueWatching(ravi)).toEqual([]);
      });

      it("keeps the position within the lesson's length and counts the end as watched", async () => {
        const end = first.durationSeconds;
        expect(await saved(ravi, first.slug, { position_seconds: end + 500 })).toMatchObject({ position_seconds: end, completed: true });
        expect(
          await saved(ravi, first.slug, { position_seconds: end - videoCompletedWithinSeconds + 0.5, completed: false }),
        ).toMatchObject({ completed: true });
        expect(await saved(ravi, first.slug, { position_seconds: end - videoCompletedWithinSeconds - 1 })).toMatchObject({
          completed: false,
        });
        expect(await saved(ravi, first.slug, { position_seconds: 2, completed: true })).toMatchObject({ position_seconds: 2, completed: true });
      });

      it('puts a finished lesson rewatched and left midway back in Continue watching', async () => {
        const learner = await signUp(server, { first_name: 'Kiran', phone: '9876523456' });
        await saved(learner, first.slug, { position_seconds: first.durationSeconds, completed: true });
        expect(await continueWatching(learner)).toEqual([]);
        await saved(learner, first.slug, { position_seconds: 15, completed: false });
        expect(await continueWatching(learner)).toEqual([first.slug]);
      });

      it('refuses a negative or missing position', async () => {
        const negative = expectFailure(await save(asha, first.slug, { position_seconds: -1, completed: false }), 400);
        expect(Object.keys(negative.fields ?? {})).toEqual(['position_seconds']);
        expectFailure(await save(asha, first.slug, { completed: true }), 400);
        expectFailure(await save(asha, first.slug, { position_seconds: 5, user_id: ravi.user.id }), 400);
      });

      it(`lists at most ${continueWatchingSize} unfinished lessons, the most recently watched first`, async () => {
        const learner = await signUp(server, { first_name: 'Meera', phone: '9876534567' });
        const watched = library.slice(0, continueWatchingSize + 2).map((lesson) => lesson.slug);
        for (const slug of watched) await saved(learner, slug, { position_seconds: 7, completed: false });
        expect(await continueWatching(learner)).toEqual([...watched].reverse().slice(0, continueWatchingSize));
        // Finished, or not really started: not in the list.
        const [newest, nextNewest] = [...watched].reverse();
        await saved(learner, newest ?? '', { position_seconds: 7, completed: true });
        await saved(learner, nextNewest ?? '', { position_seconds: 0, completed: false });
        expect(await continueWatching(learner)).toEqual([...watched].reverse().slice(2, 2 + continueWatchingSize));
        // Watching an older one again brings it to the front.
        const oldest = watched[0] ?? '';
        await saved(learner, oldest, { position_seconds: 9, completed: false });
        expect((await continueWatching(learner))[0]).toBe(oldest);
      });

      it('keeps one row per learner and lesson however often it is saved at once', async () => {
        const learner = await signUp(server, { first_name: 'Dev', phone: '9876545678' });
        const responses = await Promise.all(
          [1, 2, 3, 4, 5, 6].map((position) => save(learner, second.slug, { position_seconds: position, completed: false })),
        );
        expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
        expect(await continueWatching(learner)).toEqual([second.slug]);
      });
    });
  });
}
