import { eq, sql } from 'drizzle-orm';
import type { AttemptView } from '@pariksha/contract/attempts';
import { users } from '../../db/accounts-schema.js';
import { attempts, papers as paperTable, type AttemptRow, type PaperTranslationJson } from '../../db/attempts-schema.js';
import { exams, type TranslationsJson } from '../../db/content-schema.js';
import { tests, type FrozenTestJson } from '../../db/tests-schema.js';
import { drawOptionOrders } from '../attempts/option-orders.js';
import type { PaperCache } from '../attempts/papers.js';
import { type Queryable, submitOpenWithoutExam } from '../attempts/store.js';
import { attemptView } from '../attempts/views.js';
import { shortfalls } from './draw.js';
import { freezePools } from './pools.js';
import { drawPaper } from './test-papers.js';

// "Take it as a candidate": a staff member sits one draw of a test's saved draft on the learners'
// own test screen, timed, saved and scored as any attempt, with the result and solutions after.
// The paper is theirs ('preview'): never ranked, in no item statistics, never challenged; the
// attempt has no exam, so no learner's start at the exam ever finds it.

export type PreviewAttemptResult = { ok: true; view: AttemptView } | { ok: false; reason: 'not_found' | 'pools_short' };

/** What the test screen and the result say above a preview, in each language. */
const previewWords: Readonly<Record<'en' | 'hi', { prefix: string; notice: string }>> = {
  en: {
    prefix: 'Preview',
    notice: 'A preview of the saved draft, taken as a candidate would. It is not ranked, counts in no statistics and cannot be challenged.',
  },
  hi: {
    prefix: 'पूर्वावलोकन',
    notice: 'सहेजे गए ड्राफ़्ट का पूर्वावलोकन, जैसे कोई अभ्यर्थी देता। इसकी रैंक नहीं बनती, यह किसी आँकड़े में नहीं गिना जाता और इसे चुनौती नहीं दी जा सकती।',
  },
};

function previewTitles(title: { en: string; hi: string }): TranslationsJson<PaperTranslationJson> {
  return {
    en: { title: `${previewWords.en.prefix}: ${title.en}`, notice: previewWords.en.notice },
    hi: { title: `${previewWords.hi.prefix}: ${title.hi}`, notice: previewWords.hi.notice },
  };
}

export function createPreviewAttempts(db: Queryable, papers: PaperCache) {
  return async function startPreviewAttempt(userId: number, testId: number, lang: string): Promise<PreviewAttemptResult> {
    const outcome = await db.transaction(async (tx): Promise<Exclude<PreviewAttemptResult, { ok: true }> | { ok: true; attempt: AttemptRow }> => {
      // One start at a time per staff member: the one practice or preview in progress holds against two requests.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const [row] = await tx.select({ draft: tests.draft, examId: tests.examId, exam: exams.slug }).from(tests).innerJoin(exams, eq(exams.id, tests.examId)).where(eq(tests.id, testId));
      if (row === undefined) return { ok: false, reason: 'not_found' };
      // The draft as publishing would freeze it now: the same pools, the same fixed questions.
      const frozen = await freezePools(tx, row.exam, row.draft);
      const definition: FrozenTestJson = { ...row.draft, sections: frozen.sections };
      if (frozen.missing.length > 0 || shortfalls(definition).length > 0) return { ok: false, reason: 'pools_short' };
      const drawn = await drawPaper(tx, definition);
      if (drawn === null) return { ok: false, reason: 'pools_short' };

      // A practice or preview in progress is submitted (one without an exam at a time).
      await submitOpenWithoutExam(tx, papers, userId);

      const [paper] = await tx
        .insert(paperTable)
        .values({ ...drawn, examId: row.examId, ownerUserId: userId, testVersionId: null, pattern: 'preview', translations: previewTitles(row.draft.title), challengeDays: 0 })
        .returning({ id: paperTable.id });
      if (paper === undefined) throw new Error('startPreviewAttempt: the paper was not inserted.');
      // Shuffled as a candidate would see it (answers are kept in the question's order).
      const loaded = row.draft.shuffle_options ? await papers.get(paper.id, tx) : null;
      const [attempt] = await tx
        .insert(attempts)
        .values({
          userId,
          examId: null,
          paperId: paper.id,
          attemptNumber: 1,
          optionOrders: loaded === null ? null : drawOptionOrders(loaded.questionById.values()),
          deadlineAt: sql`now() + make_interval(mins => ${drawn.minutes})`,
        })
        .returning();
      if (attempt === undefined) throw new Error('startPreviewAttempt: the attempt was not inserted.');
      return { ok: true, attempt };
    });
    if (!outcome.ok) return outcome;
    const paper = await papers.get(outcome.attempt.paperId);
    if (paper === null) throw new Error(`Preview ${outcome.attempt.id}: paper ${outcome.attempt.paperId} is missing.`);
    return { ok: true, view: attemptView(outcome.attempt, paper, [], {}, outcome.attempt.startedAt, lang) };
  };
}
