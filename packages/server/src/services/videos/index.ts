import { and, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { continueWatchingSize, videoCompletedWithinSeconds, type VideoTopic } from '@pariksha/contract/community-values';
import type {
  GetVideoLessonsResponse,
  VideoLesson,
  VideoLessonDetail,
  VideoProgress,
} from '@pariksha/contract/responses/community';
import type { Database } from '../../db/open.js';
import { videoLessons, videoProgress, type VideoLessonRow } from '../../db/community-schema.js';
import { exams, type TranslationsJson } from '../../db/content-schema.js';
import { pickTranslation } from '../content/translations.js';
import { findLessonMedia } from './media.js';
import { containsPattern } from '../search-pattern.js';

// The video library: lessons in the learner's language with where they stopped, and the saves a
// playing video sends.

export type VideoLessonsFilter = { topic?: VideoTopic | undefined; exam?: string | undefined; q?: string | undefined };
export type VideoProgressInput = { position_seconds: number; completed: boolean };

// An exam is named by its short title ('SBI PO Prelims'), as the test lists name it: its full name is too long for a card.
type ExamNames = { slug: string; translations: TranslationsJson<{ title: string }> };
type ProgressColumns = { positionSeconds: number; completed: boolean; updatedAt: Date };
type LessonJoin = { lesson: VideoLessonRow; exam: ExamNames | null; progress: ProgressColumns | null };

/** `hi-IN` → `hi`: the stored translations are keyed by primary language. */
const primaryLanguage = (lang: string) => lang.split('-', 1)[0] ?? lang;
const collatorFor = (code: string) => new Intl.Collator(code === 'hi' ? 'hi-IN' : 'en-IN');

function progressOf(row: ProgressColumns | null): VideoProgress | null {
  if (row === null) return null;
  return { position_seconds: row.positionSeconds, completed: row.completed, updated_at: row.updatedAt.toISOString() };
}

function lessonOf({ lesson, exam, progress }: LessonJoin, code: string): VideoLesson {
  const text = pickTranslation(lesson.translations, code);
  return {
    slug: lesson.slug,
    title: text.title,
    description: text.description,
    // The table's check constraint keeps topic to the chips.
    topic: lesson.topic as VideoTopic,
    exam: exam === null ? null : { slug: exam.slug, name: pickTranslation(exam.translations, code).title },
    duration_seconds: lesson.durationSeconds,
    thumbnail_url: `/lessons/${lesson.slug}.jpg`,
    progress: progressOf(progress),
  };
}

export type VideosServiceOptions = {
  /** static/lessons: the clips and captions, looked at once (see media.ts). */
  lessonsDir: string | undefined;
};

export function createVideosService(db: Database, { lessonsDir }: VideosServiceOptions) {
  const media = findLessonMedia(lessonsDir);

  /** Lessons with their exam's names and this learner's progress (nobody else's). */
  function lessonRows(userId: number, where: SQL | undefined) {
    return db
      .select({
        lesson: videoLessons,
        exam: { slug: exams.slug, translations: exams.translations },
        progress: {
          positionSeconds: videoProgress.positionSeconds,
          completed: videoProgress.completed,
          updatedAt: videoProgress.updatedAt,
        },
      })
      .from(videoLessons)
      .leftJoin(exams, eq(exams.id, videoLessons.examId))
      .leftJoin(videoProgress, and(eq(videoProgress.lessonId, videoLessons.id), eq(videoProgress.userId, userId)))
      .where(where);
  }

  function filterOf({ topic, exam, q }: VideoLessonsFilter): SQL | undefined {
    const conditions: SQL[] = [];
    if (topic !== undefined) conditions.push(eq(videoLessons.topic, topic));
    // An unknown slug matches no lesson: an empty list, not an error (the address may be old).
    if (exam !== undefined && exam !== '') conditions.push(eq(exams.slug, exam));
    if (q !== undefined && q !== '') {
      const pattern = containsPattern(q);
      // Every stored language, so a learner reading in English still finds a lesson by its Hindi words.
      conditions.push(sql`exists (
        select 1 from jsonb_each(${videoLessons.translations}) as t(code, value)
        where t.value->>'title' ilike ${pattern} or t.value->>'description' ilike ${pattern})`);
    }
    return and(...conditions);
  }

  async function examsWithLessons(code: string): Promise<GetVideoLessonsResponse['data']['exams']> {
    const rows = await db
      .selectDistinct({ slug: exams.slug, translations: exams.translations })
      .from(exams)
      .innerJoin(videoLessons, eq(videoLessons.examId, exams.id));
    const collator = collatorFor(code);
    return rows
      .map((row) => ({ slug: row.slug, name: pickTranslation(row.translations, code).title }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }

  return {
    /** The library page: the lessons the filters (all together) leave, sorted as the seed orders them. */
    async lessons(userId: number, filter: VideoLessonsFilter, lang: string): Promise<GetVideoLessonsResponse['data']> {
      const code = primaryLanguage(lang);
      const [rows, examList, total] = await Promise.all([
        lessonRows(userId, filterOf(filter)).orderBy(videoLessons.sortOrder, videoLessons.id),
        examsWithLessons(code),
        db.$count(videoLessons),
      ]);
      return { lessons: rows.map((row) => lessonOf(row, code)), exams: examList, library_total: Number(total) };
    },

    /** One lesson with the files to play it; null for an unknown slug. */
    async lesson(userId: number, slug: string, lang: string): Promise<VideoLessonDetail | null> {
      const code = primaryLanguage(lang);
      const [row] = await lessonRows(userId, eq(videoLessons.slug, slug));
      if (row === undefined) return null;
      return { ...lessonOf(row, code), sources: media.sources(slug), captions: media.captions(slug, code) };
    },

    /** Started and unfinished lessons, the most recently watched first. */
    async continueWatching(userId: number, lang: string): Promise<VideoLesson[]> {
      const code = primaryLanguage(lang);
      const rows = await lessonRows(
        userId,
        and(eq(videoProgress.completed, false), gt(videoProgress.positionSeconds, 0)),
      )
        .orderBy(desc(videoProgress.updatedAt), videoLessons.id)
        .limit(continueWatchingSize);
      return rows.map((row) => lessonOf(row, code));
    },

    /**
     * Where the learner is now; null for an unknown slug. A playing video sends this every few
     * seconds, so it is one statement: the lesson is found, the position kept within its length
     * and the row inserted or updated together.
     *
     * `completed` is this save's, not sticky: a learner who rewatches a finished lesson and
     * stops midway sees it in Continue watching again, at the point they stopped, which is what
     * they came back for. It is true when the video said it ended or the position is within
     * `videoCompletedWithinSeconds` of the end (a player may stop a frame short of it).
     */
    async saveProgress(userId: number, slug: string, input: VideoProgressInput): Promise<VideoProgress | null> {
      const position = sql<number>`least(${input.position_seconds}::double precision, ${videoLessons.durationSeconds})`;
      const [saved] = await db
        .insert(videoProgress)
        .select(
          db
            .select({
              userId: sql<number>`${userId}::integer`.as('user_id'),
              lessonId: sql<number>`${videoLessons.id}`.as('lesson_id'),
              positionSeconds: position.as('position_seconds'),
              completed: sql<boolean>`${input.completed}::boolean or ${position} >= ${videoLessons.durationSeconds} - ${videoCompletedWithinSeconds}`.as(
                'completed',
              ),
              updatedAt: sql<Date>`now()`.as('updated_at'),
            })
            .from(videoLessons)
            .where(eq(videoLessons.slug, slug)),
        )
        .onConflictDoUpdate({
          target: [videoProgress.userId, videoProgress.lessonId],
          set: {
            positionSeconds: sql`excluded.position_seconds`,
            completed: sql`excluded.completed`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning({
          positionSeconds: videoProgress.positionSeconds,
          completed: videoProgress.completed,
          updatedAt: videoProgress.updatedAt,
        });
      return saved === undefined ? null : progressOf(saved);
    },
  };
}

export type VideosService = ReturnType<typeof createVideosService>;
