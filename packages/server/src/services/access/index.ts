import { asc, eq } from 'drizzle-orm';
import type { ExamAccess } from '@pariksha/contract/responses/commerce';
import { categories, exams } from '../../db/content-schema.js';
import { pickTranslation, resolveLanguage } from '../content/translations.js';
import { type ExamForAccess, type Unlockers, unlockersOf } from './coverage.js';
import { decideAccess } from './decide.js';
import { type Queryable, loadGrants } from './grants.js';
import { currentTestVersion, currentTestVersions } from '../tests/test-papers.js';

export { type ExamForAccess, type Unlockers, coverageOf, planCovers, unlockersOf } from './coverage.js';
export { type ChosenExam, chosenExam } from './chosen-exam.js';
export { decideAccess } from './decide.js';
export { courseEndsAt, loadGrants, type Grants, type Queryable } from './grants.js';
export { type StartTrialResult, type TrialsService, createTrialsService } from './trials.js';

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
  const { translations, ...columns } = row;
  const exam = { ...columns, freeTest: columns.status !== 'take' && (await currentTestVersion(db, examId))?.definition.access === 'free' };
  const access = decideAccess(exam, exam.status === 'take' || exam.freeTest ? { plans: [], testSeries: [], courses: [] } : await loadGrants(db, userId));
  if (access.status === 'take') return { found: true, open: true, access };
  return { found: true, open: false, locked: { title: pickTranslation(translations, resolveLanguage(Object.keys(translations), lang)).title, unlockers: unlockersOf(exam.categorySlug) } };
}

/** Who may take what (see SECURITY.md, "Entitlements and referrals"). */
export function createAccessService(db: Queryable) {
  return {
    /** Every exam's status for the learner: four queries, whatever the number of exams. */
    async myExamAccess(userId: number): Promise<ExamAccess[]> {
      const [examRows, grants, tests] = await Promise.all([
        db.select(examColumns).from(exams).innerJoin(categories, eq(categories.id, exams.categoryId)).orderBy(asc(exams.id)),
        loadGrants(db, userId),
        currentTestVersions(db),
      ]);
      const free = new Set(tests.filter((test) => test.definition.access === 'free').map((test) => test.examId));
      return examRows.map((exam: ExamForAccess) => decideAccess({ ...exam, freeTest: free.has(exam.id) }, grants));
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
