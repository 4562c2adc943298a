import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { isRankedPattern } from '@pariksha/contract/attempts';
import { users } from '../../db/accounts-schema.js';
import { attemptRescores, type RescoredQuestionJson } from '../../db/answer-keys-schema.js';
import { attempts, papers as paperTable, type AttemptRow } from '../../db/attempts-schema.js';
import type { Mailer } from '../mailer/index.js';
import { pickTranslation } from '../content/translations.js';
import { keyedPaper } from './answer-keys.js';
import type { PaperCache } from './papers.js';
import { rankedAttempts, type RankGroup } from './ranking.js';
import type { Reports } from './report.js';
import { scoreAttempt } from './scoring.js';
import { type Queryable, readResponses } from './store.js';
import { rescoreMail } from './rescore-mail.js';

// Scoring again after an answer key is corrected. A paper's key_version is the latest correction
// of any of its questions; each attempt keeps the one its score includes. Attempts behind their
// paper are scored again, each exactly once: the paper's rescore runs under a transaction-level
// advisory lock (one server at a time), the attempts are locked FOR UPDATE, the update re-checks
// the attempt's key_version, and attempt_rescores has one row per attempt and correction. An
// attempt submitted while a key was being corrected (scored by the old key, committed after the
// rescore looked) stays behind its paper, and the sweep (rescorePending) scores it again.

/** The advisory lock's first key (the second is the paper's id); any fixed number. */
const rescoreLockKey = 7_270_412;
/** Attempts read and scored per query while a paper is rescored. */
const rescoreBatch = 500;
/** Mails sent per outbox transaction. */
const mailBatch = 20;

/** Rank 1 + those who scored more, among the first attempts; a retake or practice is unranked. */
function ranksOf(scores: ReadonlyMap<string, number>): Map<string, number> {
  const sorted = [...scores.values()].sort((a, b) => b - a);
  const ranks = new Map<string, number>();
  for (const [id, score] of scores) {
    // The first position holding this score: everyone before it scored more.
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sorted[middle] ?? 0) > score) low = middle + 1;
      else high = middle;
    }
    ranks.set(id, low + 1);
  }
  return ranks;
}

export type RescoringOptions = {
  mailer?: Mailer | undefined;
  /** The app's address mailed links point to (no trailing slash). */
  publicUrl?: string | undefined;
};

export function createRescoring(db: Queryable, papers: PaperCache, reports: Reports, { mailer, publicUrl = '' }: RescoringOptions = {}) {
  /** Scores again every submitted attempt at the paper scored before its latest correction. */
  async function rescorePaper(paperId: number): Promise<number> {
    /** Whose ranks change: the paper's, or its test version's (read in the transaction). */
    let group: RankGroup = { paperId, testVersionId: null };
    const rescored = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${rescoreLockKey}, ${paperId})`);
      const [paperRow] = await tx.select({ keyVersion: paperTable.keyVersion, testVersionId: paperTable.testVersionId }).from(paperTable).where(eq(paperTable.id, paperId));
      if (paperRow === undefined || paperRow.keyVersion === 0) return 0;
      const behind = and(eq(attempts.paperId, paperId), eq(attempts.status, 'submitted'), lt(attempts.keyVersion, paperRow.keyVersion));
      const stale = await tx.select().from(attempts).where(behind).orderBy(asc(attempts.id)).for('update');
      if (stale.length === 0) return 0;
      const loaded = await papers.get(paperId, tx);
      if (loaded === null) throw new Error(`Paper ${paperId} is missing.`);
      const { paper, keyVersion, corrections } = await keyedPaper(tx, loaded);
      const ranked = isRankedPattern(loaded.pattern);
      // Every first attempt's score before, in the paper's rank group: the ranks learners were shown
      // (a test drawn per candidate ranks every paper of its version together).
      group = { paperId, testVersionId: paperRow.testVersionId };
      const firstScores = new Map<string, number>();
      if (ranked) {
        const firsts = await tx.select({ id: attempts.id, score: attempts.score }).from(attempts).where(rankedAttempts(group));
        for (const row of firsts) firstScores.set(row.id, row.score ?? 0);
      }
      const ranksBefore = ranksOf(firstScores);
      const updates: Array<{ attempt: AttemptRow; score: number }> = [];
      for (let start = 0; start < stale.length; start += rescoreBatch) {
        const batch = stale.slice(start, start + rescoreBatch);
        const responses = await readResponses(
          tx,
          batch.map((attempt) => attempt.id),
        );
        const byAttempt = new Map<string, typeof responses>();
        for (const response of responses) byAttempt.set(response.attemptId, [...(byAttempt.get(response.attemptId) ?? []), response]);
        for (const attempt of batch) {
          const { score, sections } = scoreAttempt(paper, byAttempt.get(attempt.id) ?? []);
          const [row] = await tx
            .update(attempts)
            .set({ score, result: sections, keyVersion })
            .where(and(eq(attempts.id, attempt.id), lt(attempts.keyVersion, keyVersion)))
            .returning({ id: attempts.id });
          if (row === undefined) continue;
          updates.push({ attempt, score });
          if (firstScores.has(attempt.id)) firstScores.set(attempt.id, score);
        }
      }
      const ranksAfter = ranksOf(firstScores);
      const rows = updates.map(({ attempt, score }) => {
        const questions: RescoredQuestionJson[] = [...corrections.values()]
          .filter((correction) => correction.id > attempt.keyVersion)
          .flatMap((correction) => {
            const question = paper.questionById.get(correction.questionId);
            return question === undefined ? [] : [{ number: question.number, previous: correction.previousAnswer, corrected: correction.answer }];
          })
          .sort((a, b) => a.number - b.number);
        const previousScore = attempt.score ?? 0;
        const previousRank = ranksBefore.get(attempt.id) ?? null;
        const rank = ranksAfter.get(attempt.id) ?? null;
        return {
          attemptId: attempt.id,
          correctionId: keyVersion,
          userId: attempt.userId,
          previousScore,
          score,
          previousRank,
          rank,
          questions,
          notify: previousScore !== score || previousRank !== rank,
        };
      });
      for (let start = 0; start < rows.length; start += rescoreBatch) {
        await tx
          .insert(attemptRescores)
          .values(rows.slice(start, start + rescoreBatch))
          .onConflictDoNothing();
      }
      return updates.length;
    });
    // Committed: the paper's ranks and averages are counted again.
    if (rescored > 0) reports.forget(group);
    return rescored;
  }

  return {
    rescorePaper,

    /** Papers whose key was corrected and that hold attempts scored before it: each rescored. */
    async rescorePending(): Promise<number> {
      const behind = await db
        .select({ id: paperTable.id })
        .from(paperTable)
        .where(
          and(
            sql`${paperTable.keyVersion} > 0`,
            sql`EXISTS (SELECT 1 FROM ${attempts} WHERE ${attempts.paperId} = ${paperTable.id} AND ${attempts.status} = 'submitted' AND ${attempts.keyVersion} < ${paperTable.keyVersion})`,
          ),
        );
      let total = 0;
      for (const { id } of behind) total += await rescorePaper(id);
      return total;
    },

    /**
     * Mails each learner whose score or rank a rescore changed, once: rows are claimed with
     * FOR UPDATE SKIP LOCKED and marked in the transaction that sent them (a failed send leaves
     * them for the next sweep).
     */
    async mailRescores(): Promise<number> {
      if (mailer === undefined) return 0;
      let total = 0;
      for (;;) {
        const sent = await db.transaction(async (tx) => {
          const due = await tx
            .select({
              rescore: attemptRescores,
              email: users.email,
              firstName: users.firstName,
              language: users.preferredLanguage,
              paperId: attempts.paperId,
            })
            .from(attemptRescores)
            .innerJoin(users, eq(users.id, attemptRescores.userId))
            .innerJoin(attempts, eq(attempts.id, attemptRescores.attemptId))
            .where(and(eq(attemptRescores.notify, true), isNull(attemptRescores.mailedAt)))
            .orderBy(asc(attemptRescores.rescoredAt))
            .limit(mailBatch)
            .for('update', { of: attemptRescores, skipLocked: true });
          for (const row of due) {
            const paper = await papers.get(row.paperId, tx);
            const title = paper === null ? '' : pickTranslation(paper.translations, row.language).title;
            await mailer.send(rescoreMail({ ...row, title, publicUrl }));
          }
          if (due.length > 0) {
            await tx
              .update(attemptRescores)
              .set({ mailedAt: sql`now()` })
              .where(or(...due.map(({ rescore }) => and(eq(attemptRescores.attemptId, rescore.attemptId), eq(attemptRescores.correctionId, rescore.correctionId)))));
          }
          return due.length;
        });
        total += sent;
        if (sent < mailBatch) return total;
      }
    },
  };
}

export type Rescoring = ReturnType<typeof createRescoring>;
