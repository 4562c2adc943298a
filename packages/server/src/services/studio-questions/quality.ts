import { and, desc, eq, sql } from 'drizzle-orm';
import type { ItemQualityEntry } from '@pariksha/contract/studio-questions';
import { answerChallenges } from '../../db/answer-keys-schema.js';
import { questionItems, questions } from '../../db/attempts-schema.js';
import { itemStatistics } from '../../db/item-statistics-schema.js';
import type { Database } from '../../db/open.js';
import { questionReports } from '../../db/question-reports-schema.js';
import { plainText } from '../../question-content/render/index.js';
import { latestCorrections } from '../attempts/answer-keys.js';
import { questionTypeOf } from '../attempts/papers.js';
import { correctAnswer } from '../attempts/solutions.js';

// The review queue of questions in use: versions the statistics flag, and versions with learners'
// open reports or challenges, together, the most pressing first (flags, reports and challenges
// counted alike), so a reviewer sees a bad key from every side at once.

/** The most entries the queue lists. */
export const itemQualityLimit = 200;

export async function itemQuality(db: Database): Promise<ItemQualityEntry[]> {
  const openReports = sql<number>`(SELECT count(*)::int FROM ${questionReports} WHERE ${questionReports.questionId} = ${questions.id} AND ${questionReports.status} = 'received')`.mapWith(Number);
  const openChallenges = sql<number>`(SELECT count(*)::int FROM ${answerChallenges} WHERE ${answerChallenges.questionId} = ${questions.id} AND ${answerChallenges.status} = 'received')`.mapWith(Number);
  const flagCount = sql<number>`coalesce(jsonb_array_length(${itemStatistics.flags}), 0)`;
  const rows = await db
    .select({
      question: { id: questions.id, version: questions.version, type: questions.type, answer: questions.answer, translations: questions.translations },
      key: questionItems.key,
      statistics: itemStatistics,
      openReports,
      openChallenges,
    })
    .from(questions)
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .leftJoin(itemStatistics, eq(itemStatistics.questionId, questions.id))
    .where(and(sql`(${flagCount} > 0 OR ${openReports} > 0 OR ${openChallenges} > 0)`))
    .orderBy(desc(sql`${flagCount} + ${openReports} + ${openChallenges}`), questions.id)
    .limit(itemQualityLimit);
  const corrections = await latestCorrections(
    db,
    rows.map((row) => row.question.id),
  );
  return rows.map(({ question, key, statistics, openReports: reports, openChallenges: challenges }) => {
    const type = questionTypeOf(question.type);
    const words = question.translations.en ?? question.translations.hi ?? { text: '', explanation: '' };
    return {
      question_id: question.id,
      key,
      version: question.version,
      type,
      excerpt: plainText(words.text).slice(0, 240),
      options: (words.options ?? []).map((option) => plainText(option)),
      key_answer: correctAnswer({ type, answer: corrections.get(question.id)?.answer ?? question.answer }),
      statistics:
        statistics === null
          ? null
          : {
              candidates: statistics.candidates,
              answered: statistics.answered,
              correct: statistics.correct,
              facility: statistics.facility,
              discrimination: statistics.discrimination,
              mean_time_ms: Math.round(statistics.meanTimeMs),
              answer_changes: statistics.answerChanges,
              option_shares: statistics.optionShares,
              flags: statistics.flags,
              computed_at: statistics.computedAt.toISOString(),
            },
      open_reports: reports,
      open_challenges: challenges,
    };
  });
}
