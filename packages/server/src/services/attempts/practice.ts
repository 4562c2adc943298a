import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { practiceQuestions, practiceTestsPerDay } from '@pariksha/contract/attempts';
import type { AttemptView } from '@pariksha/contract/attempts';
import { users } from '../../db/accounts-schema.js';
import {
  attemptResponses,
  attempts,
  papers as paperTable,
  questions,
  topics,
  type AttemptRow,
  type PaperSectionJson,
  type PaperTranslationJson,
} from '../../db/attempts-schema.js';
import type { TranslationsJson } from '../../db/content-schema.js';
import { pickTranslation } from '../content/translations.js';
import { isQuestionType, type PaperCache, type PaperQuestion } from './papers.js';
import { isCorrect } from './scoring.js';
import { type Queryable, submitOpenWithoutExam } from './store.js';
import { attemptView } from './views.js';

// A short practice test of the topics a learner asks for (the result page offers the weakest):
// a paper of their own, drawn from those topics' questions, taken on the same test screen.

export type PracticeResult =
  | { ok: true; view: AttemptView }
  | { ok: false; reason: 'unknown_topics'; slugs: string[] }
  | { ok: false; reason: 'empty_topics'; names: string[] }
  | { ok: false; reason: 'limit'; retryAt: Date };

/** The window the daily limit counts practice tests in. */
const limitWindowMs = 24 * 60 * 60 * 1000;

/** Each language's title: "Practice: Percentage, Time and Work and Syllogism". */
const titleWords: Readonly<Record<string, { prefix: string; locale: string }>> = {
  en: { prefix: 'Practice', locale: 'en-IN' },
  hi: { prefix: 'अभ्यास', locale: 'hi-IN' },
};

/** 1.5 minutes a question, rounded up, and never under 5 minutes. */
export const practiceMinutes = (questionCount: number): number => Math.max(5, Math.ceil(1.5 * questionCount));

/**
 * `total` shared as evenly as the topics allow, one at a time in the order asked: a topic with
 * fewer questions than its share gives the rest to the others. [5, 1, 6] of 10 → [5, 1, 4].
 */
export function shareEvenly(available: readonly number[], total: number): number[] {
  const shares = available.map(() => 0);
  let left = total;
  for (let round = 1; left > 0; round++) {
    let gave = false;
    available.forEach((count, index) => {
      if (left > 0 && count >= round) {
        shares[index] = round;
        left -= 1;
        gave = true;
      }
    });
    if (!gave) break;
  }
  return shares;
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

type Candidate = Pick<PaperQuestion, 'id' | 'type' | 'answer' | 'tolerance'> & { topicId: number };

/**
 * `count` of a topic's questions: first those the learner never answered right (never seen, or
 * only wrong), in random order, then the others, in random order.
 */
function pick(candidates: readonly Candidate[], answeredRight: ReadonlySet<number>, count: number): number[] {
  const fresh = candidates.filter((question) => !answeredRight.has(question.id));
  const known = candidates.filter((question) => answeredRight.has(question.id));
  return [...shuffled(fresh), ...shuffled(known)].slice(0, count).map((question) => question.id);
}

export function createPractice(db: Queryable, papers: PaperCache) {
  return async function startPractice(userId: number, slugs: readonly string[], lang: string): Promise<PracticeResult> {
    const outcome = await db.transaction(async (tx): Promise<Exclude<PracticeResult, { ok: true }> | { ok: true; attempt: AttemptRow }> => {
      // One start at a time per learner: the daily count and the one practice in progress hold
      // against two requests at once. NO KEY UPDATE: inserts naming the learner still go on.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');

      const found = await tx
        .select({ id: topics.id, slug: topics.slug, subject: topics.subject, translations: topics.translations })
        .from(topics)
        .where(inArray(topics.slug, [...slugs]));
      const unknown = slugs.filter((slug) => !found.some((topic) => topic.slug === slug));
      if (unknown.length > 0) return { ok: false, reason: 'unknown_topics', slugs: unknown };
      // In the order asked: the first topic gets the first extra question.
      const asked = slugs.flatMap((slug) => found.filter((topic) => topic.slug === slug));

      const rows = await tx
        .select({ id: questions.id, topicId: questions.topicId, type: questions.type, answer: questions.answer, tolerance: questions.tolerance })
        .from(questions)
        .where(
          and(
            eq(questions.state, 'published'),
            inArray(
              questions.topicId,
              asked.map((topic) => topic.id),
            ),
          ),
        )
        .orderBy(asc(questions.id));
      const candidates = rows.flatMap((row): Candidate[] => (isQuestionType(row.type) ? [{ ...row, type: row.type }] : []));
      const byTopic = asked.map((topic) => candidates.filter((question) => question.topicId === topic.id));
      const empty = asked.filter((_topic, index) => byTopic[index]?.length === 0);
      if (empty.length > 0) return { ok: false, reason: 'empty_topics', names: empty.map((topic) => pickTranslation(topic.translations, lang).name) };

      // Practice attempts are among those without an exam (a staff preview has none either): by the learner's index.
      const recent = await tx
        .select({ startedAt: attempts.startedAt })
        .from(attempts)
        .innerJoin(paperTable, eq(paperTable.id, attempts.paperId))
        .where(
          and(
            eq(attempts.userId, userId),
            isNull(attempts.examId),
            eq(paperTable.pattern, 'practice'),
            sql`${attempts.startedAt} > now() - make_interval(secs => ${limitWindowMs / 1000})`,
          ),
        )
        .orderBy(desc(attempts.startedAt))
        .limit(practiceTestsPerDay);
      const oldestCounted = recent[practiceTestsPerDay - 1];
      if (oldestCounted !== undefined) return { ok: false, reason: 'limit', retryAt: new Date(oldestCounted.startedAt.getTime() + limitWindowMs) };

      // Every final answer the learner gave to these topics' questions, in any attempt.
      const answered = await tx
        .select({ questionId: attemptResponses.questionId, answer: attemptResponses.answer })
        .from(attemptResponses)
        .innerJoin(attempts, eq(attempts.id, attemptResponses.attemptId))
        .innerJoin(questions, eq(questions.id, attemptResponses.questionId))
        .where(
          and(
            eq(attempts.userId, userId),
            isNotNull(attemptResponses.answer),
            inArray(
              questions.topicId,
              asked.map((topic) => topic.id),
            ),
          ),
        );
      const byId = new Map(candidates.map((question) => [question.id, question]));
      const answeredRight = new Set(
        answered.flatMap(({ questionId, answer }) => {
          const question = byId.get(questionId);
          return question !== undefined && answer !== null && isCorrect(question, answer) ? [questionId] : [];
        }),
      );

      const shares = shareEvenly(
        byTopic.map((list) => list.length),
        practiceQuestions,
      );
      const sections = asked.map(
        (topic, index): PaperSectionJson => ({
          slug: topic.slug,
          subject: topic.subject,
          marksCorrect: 1,
          marksWrong: 0,
          minutes: null,
          questionIds: pick(byTopic[index] ?? [], answeredRight, shares[index] ?? 0),
          translations: topic.translations,
        }),
      );
      const minutes = practiceMinutes(sections.reduce((sum, section) => sum + section.questionIds.length, 0));
      const translations: TranslationsJson<PaperTranslationJson> = Object.fromEntries(
        Object.entries(titleWords).map(([code, { prefix, locale }]) => [
          code,
          { title: `${prefix}: ${new Intl.ListFormat(locale, { type: 'conjunction' }).format(asked.map((topic) => pickTranslation(topic.translations, code).name))}` },
        ]),
      );

      // The practice (or staff preview) in progress is submitted, so that this one can start.
      await submitOpenWithoutExam(tx, papers, userId);

      const [paper] = await tx
        .insert(paperTable)
        .values({ examId: null, ownerUserId: userId, pattern: 'practice', minutes, sections, translations })
        .returning({ id: paperTable.id });
      if (paper === undefined) throw new Error('startPractice: the paper was not inserted.');
      const [attempt] = await tx
        .insert(attempts)
        .values({ userId, examId: null, paperId: paper.id, attemptNumber: 1, deadlineAt: sql`now() + make_interval(mins => ${minutes})` })
        .returning();
      if (attempt === undefined) throw new Error('startPractice: the attempt was not inserted.');
      return { ok: true, attempt };
    });
    if (!outcome.ok) return outcome;
    const paper = await papers.get(outcome.attempt.paperId);
    if (paper === null) throw new Error(`Practice ${outcome.attempt.id}: paper ${outcome.attempt.paperId} is missing.`);
    return { ok: true, view: attemptView(outcome.attempt, paper, [], {}, outcome.attempt.startedAt, lang) };
  };
}
