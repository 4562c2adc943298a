import { asc, eq } from 'drizzle-orm';
import type { ExamAccess } from '@pariksha/contract/responses/commerce';
import { categories, exams, type TranslationsJson } from '../../db/content-schema.js';
import { pickTranslation, resolveLanguage } from '../content/translations.js';
import { type ExamForAccess, type Unlockers, unlockersOf } from './coverage.js';
import { decideAccess } from './decide.js';
import { type Queryable, loadGrants } from './grants.js';

export { type ExamForAccess, type Unlockers, coverageOf, planCovers, unlockersOf } from './coverage.js';
export { decideAccess } from './decide.js';
export { courseEndsAt, loadGrants, type Grants, type Queryable } from './grants.js';

const examColumns = { id: exams.id, slug: exams.slug, status: exams.status, categorySlug: categories.slug };

/** Why an exam is locked for a learner, for the message: its name in `lang` and the plans that open it. */
export type LockedExam = { title: string; unlockers: Unlockers };

export type ExamAccessCheck =
  | { found: false }
  | { found: true; open: true; access: ExamAccess }
  | { found: true; open: false; locked: LockedExam };

/**
 * One exam for one learner (startAttempt, inside its transaction): free, opened by a grant, or
 * locked with what would open it. Grants are read only for a locked exam.
 */
export async function checkExamAccess(db: Queryable, userId: number, examId: number, lang: string): Promise<ExamAccessCheck> {
  const [row] = await db
    .select({ ...examColumns, translations: exams.translations })
    .from(exams)
    .innerJoin(categories, eq(categories.id, exams.categoryId))
    .where(eq(exams.id, examId));
  if (row === undefined) return { found: false };
  const { translations, ...exam } = row;
  const access = decideAccess(exam, exam.status === 'take' ? { plans: [], testSeries: [], courses: [] } : await loadGrants(db, userId));
  if (access.status === 'take') return { found: true, open: true, access };
  return { found: true, open: false, locked: { title: pickTranslation(translations, resolveLanguage(Object.keys(translations), lang)).title, unlockers: unlockersOf(exam.categorySlug) } };
}

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

/** Who may take what (see SECURITY.md, "Entitlements and referrals"). */
export function createAccessService(db: Queryable) {
  return {
    /** Every exam's status for the learner: four queries, whatever the number of exams. */
    async myExamAccess(userId: number): Promise<ExamAccess[]> {
      const [examRows, grants] = await Promise.all([
        db.select(examColumns).from(exams).innerJoin(categories, eq(categories.id, exams.categoryId)).orderBy(asc(exams.id)),
        loadGrants(db, userId),
      ]);
      return examRows.map((exam: ExamForAccess) => decideAccess(exam, grants));
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
