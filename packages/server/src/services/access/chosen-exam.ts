import { eq } from 'drizzle-orm';
import { exams, type TranslationsJson } from '../../db/content-schema.js';
import type { Queryable } from './grants.js';

/** The exam a one-exam plan (BASIC) is to open, as the trial and the checkout check it. */
export type ChosenExam =
  | { ok: true; exam: { id: number; slug: string; translations: TranslationsJson<{ title: string; name: string }> } }
  | { ok: false; reason: 'exam_missing' | 'exam_unknown' }
  | { ok: false; reason: 'exam_free'; translations: TranslationsJson<{ title: string; name: string }> };

/**
 * BASIC's one exam: it must be named and be locked for everyone (a plan for a free exam would
 * sell what is already free). One rule for startTrial and the checkout.
 */
export async function chosenExam(db: Queryable, examSlug: string | undefined): Promise<ChosenExam> {
  if (examSlug === undefined) return { ok: false, reason: 'exam_missing' };
  const [row] = await db
    .select({ id: exams.id, slug: exams.slug, status: exams.status, translations: exams.translations })
    .from(exams)
    .where(eq(exams.slug, examSlug));
  if (row === undefined) return { ok: false, reason: 'exam_unknown' };
  if (row.status === 'take') return { ok: false, reason: 'exam_free', translations: row.translations };
  return { ok: true, exam: { id: row.id, slug: row.slug, translations: row.translations } };
}
