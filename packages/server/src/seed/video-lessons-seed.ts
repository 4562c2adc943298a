import { inArray } from 'drizzle-orm';
import type { Database } from '../db/open.js';
import { videoLessons as videoLessonsTable, type NewVideoLessonRow } from '../db/community-schema.js';
import { exams } from '../db/content-schema.js';
import type { VideoLessonSeed } from './content/videoLessons.js';

/** Whatever `db.transaction` hands its callback. */
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Adds the lessons whose slug is not stored yet and leaves stored ones alone (an operator may have
 * retitled one). Runs after the exams are seeded: a lesson names its exam by slug.
 */
export async function seedVideoLessons(tx: Tx, lessons: readonly VideoLessonSeed[]): Promise<void> {
  if (lessons.length === 0) return;
  const present = await tx
    .select({ slug: videoLessonsTable.slug })
    .from(videoLessonsTable)
    .where(inArray(videoLessonsTable.slug, lessons.map((lesson) => lesson.slug)));
  const presentSlugs = new Set(present.map((row) => row.slug));
  const missing = lessons.filter((lesson) => !presentSlugs.has(lesson.slug));
  if (missing.length === 0) return;

  const examSlugs = [...new Set(missing.flatMap((lesson) => (lesson.examSlug === null ? [] : [lesson.examSlug])))];
  const examRows = examSlugs.length === 0 ? [] : await tx.select({ id: exams.id, slug: exams.slug }).from(exams).where(inArray(exams.slug, examSlugs));
  const examIds = new Map(examRows.map((row) => [row.slug, row.id]));
  const rows: NewVideoLessonRow[] = missing.map((lesson) => {
    const examId = lesson.examSlug === null ? null : examIds.get(lesson.examSlug);
    if (examId === undefined) throw new Error(`Seed content: video lesson '${lesson.slug}' names unknown exam '${lesson.examSlug}'.`);
    return {
      slug: lesson.slug,
      topic: lesson.topic,
      examId,
      durationSeconds: lesson.durationSeconds,
      sortOrder: lesson.sortOrder,
      translations: lesson.translations,
    };
  });
  // DO NOTHING covers an instance seeding at the same moment.
  await tx.insert(videoLessonsTable).values(rows).onConflictDoNothing({ target: videoLessonsTable.slug });
}
