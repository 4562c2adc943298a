import { and, asc, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { AnswerChallenge, AnswerChallengeStatus, ResponseAnswer } from '@pariksha/contract/attempts';
import type { StudioAnswerChallenge } from '@pariksha/contract/studio-questions';
import { answerChallenges, answerKeyCorrections } from '../../db/answer-keys-schema.js';
import { attempts, papers, questionItems, questions, type QuestionAnswerJson, type QuestionRow } from '../../db/attempts-schema.js';
import type { Database } from '../../db/open.js';
import type { StaffMember } from '../../http/staff-auth.js';
import { plainText } from '../../question-content/render/index.js';
import { answerFits, challengeView } from '../attempts/answer-challenges.js';
import { latestCorrections } from '../attempts/answer-keys.js';
import { orderOf } from '../attempts/option-orders.js';
import { questionTypeOf } from '../attempts/papers.js';
import { correctAnswer } from '../attempts/solutions.js';
import { recordAudit } from '../staff/index.js';
import { actorOf } from './editing.js';

// Learners' "Challenge this answer", as the reviewers work through them. Accepting one corrects the
// key of the version the learners sat: a correction beside the version (attempts keep their
// versions), a new published version with the corrected key for papers drawn from now on, and every
// paper holding the version marked to be scored again (the caller runs the rescore once committed).
// Who challenged is not shown: the reviewers judge the key, not the learner.

/** The papers holding a version: `sections @> '[{"questionIds":[id]}]'` (papers_sections_idx). */
const holding = (questionId: number) => sql`${papers.sections} @> ${JSON.stringify([{ questionIds: [questionId] }])}::jsonb`;

/** An answer as a key is stored: an option's index, the indexes ascending, or the number. */
export function keyOf(answer: ResponseAnswer): QuestionAnswerJson {
  if ('choice' in answer) return answer.choice;
  if ('choices' in answer) return [...new Set(answer.choices)].sort((a, b) => a - b);
  return Number(answer.value);
}

const sameKey = (a: QuestionAnswerJson, b: QuestionAnswerJson): boolean => JSON.stringify(a) === JSON.stringify(b);

const optionCount = (row: Pick<QuestionRow, 'translations'>): number => (row.translations.en ?? Object.values(row.translations)[0])?.options?.length ?? 0;

/** Challenges in a status, the open ones oldest first, decided ones newest first. */
export async function listChallenges(db: Database, status: AnswerChallengeStatus): Promise<StudioAnswerChallenge[]> {
  const rows = await db
    .select({
      challenge: answerChallenges,
      key: questionItems.key,
      version: questions.version,
      type: questions.type,
      answer: questions.answer,
      translations: questions.translations,
      // The order the learner saw the options in, when their test shuffled them.
      shownOrder: sql<number[] | null>`${attempts.optionOrders} -> (${answerChallenges.questionId})::text`,
      sameAnswer: sql<number>`(SELECT count(*)::int FROM ${answerChallenges} other WHERE other.question_id = ${answerChallenges.questionId} AND other.proposed_answer = ${answerChallenges.proposedAnswer})`.mapWith(Number),
      attempts: sql<number>`(SELECT count(*)::int FROM ${attempts} JOIN ${papers} ON ${papers.id} = ${attempts.paperId} WHERE ${attempts.status} = 'submitted' AND ${papers.sections} @> jsonb_build_array(jsonb_build_object('questionIds', jsonb_build_array(${answerChallenges.questionId}))))`.mapWith(Number),
    })
    .from(answerChallenges)
    .innerJoin(questions, eq(questions.id, answerChallenges.questionId))
    .innerJoin(questionItems, eq(questionItems.id, answerChallenges.itemId))
    .leftJoin(attempts, eq(attempts.id, answerChallenges.attemptId))
    .where(eq(answerChallenges.status, status))
    .orderBy(status === 'received' ? asc(answerChallenges.challengedAt) : desc(answerChallenges.decidedAt))
    .limit(200);
  const corrections = await latestCorrections(
    db,
    rows.map((row) => row.challenge.questionId),
  );
  return rows.map((row) => {
    const words = row.translations.en ?? row.translations.hi ?? { text: '', explanation: '' };
    const type = questionTypeOf(row.type);
    const current = corrections.get(row.challenge.questionId)?.answer ?? row.answer;
    const shown = orderOf({ [row.challenge.questionId]: row.shownOrder ?? [] }, { id: row.challenge.questionId, optionCount: optionCount(row) });
    return {
      ...challengeView(row.challenge),
      key: row.key,
      version: row.version,
      type,
      excerpt: plainText(words.text).slice(0, 240),
      options: (words.options ?? []).map((option) => plainText(option)),
      current_answer: correctAnswer({ type, answer: current }),
      same_answer: row.sameAnswer,
      attempts: row.attempts,
      shown_order: shown === null ? null : [...shown],
    };
  });
}

export type DecideChallengeResult =
  | { ok: true; challenge: AnswerChallenge; papers: number[] }
  | { ok: false; reason: 'not_found' | 'decided' | 'answer_invalid' | 'same_as_key' };

/**
 * Rejects a challenge with a note, or accepts it with the corrected key (by default the one the
 * learner proposed). Open challenges of the version proposing the same key are accepted with it.
 * Returns the papers to score again.
 */
export async function decideChallenge(
  db: Database,
  staff: StaffMember,
  id: number,
  decision: { decision: 'accepted' | 'rejected'; note: string; answer?: ResponseAnswer | undefined },
): Promise<DecideChallengeResult> {
  return db.transaction(async (tx) => {
    const [challenge] = await tx.select().from(answerChallenges).where(eq(answerChallenges.id, id)).for('update');
    if (challenge === undefined) return { ok: false, reason: 'not_found' };
    if (challenge.status !== 'received') return { ok: false, reason: 'decided' };
    const decided = { decisionNote: decision.note, decidedBy: staff.userId, decidedAt: new Date() };
    if (decision.decision === 'rejected') {
      const [rejected] = await tx.update(answerChallenges).set({ status: 'rejected', ...decided }).where(eq(answerChallenges.id, id)).returning();
      if (rejected === undefined) return { ok: false, reason: 'not_found' };
      await recordAudit(tx, {
        actor: actorOf(staff),
        action: 'answer_challenge.decide',
        subject: { type: 'answer_challenge', id },
        before: { status: 'received' },
        after: { status: 'rejected', note: decision.note },
      });
      return { ok: true, challenge: challengeView(rejected), papers: [] };
    }

    // The version's row, locked: two reviewers correcting one key take turns.
    const [version] = await tx.select().from(questions).where(eq(questions.id, challenge.questionId)).for('update');
    if (version === undefined) return { ok: false, reason: 'not_found' };
    const type = questionTypeOf(version.type);
    const proposed = decision.answer ?? challenge.proposedAnswer;
    if (!answerFits({ type, optionCount: optionCount(version) }, proposed)) return { ok: false, reason: 'answer_invalid' };
    const corrected = keyOf(proposed);
    const latest = (await latestCorrections(tx, [version.id])).get(version.id);
    const inForce = latest?.answer ?? version.answer;

    let correctionId: number;
    let paperIds: number[] = [];
    if (sameKey(corrected, inForce)) {
      // Corrected to this key already (an earlier challenge): this one is accepted with it.
      if (latest === undefined) return { ok: false, reason: 'same_as_key' };
      correctionId = latest.id;
    } else {
      const replacement = await publishCorrectedVersion(tx, staff, version, corrected);
      const [correction] = await tx
        .insert(answerKeyCorrections)
        .values({
          questionId: version.id,
          previousAnswer: inForce,
          answer: corrected,
          tolerance: latest?.tolerance ?? version.tolerance,
          replacementQuestionId: replacement,
          note: decision.note,
          correctedBy: staff.userId,
        })
        .returning({ id: answerKeyCorrections.id });
      if (correction === undefined) throw new Error('The correction was not stored.');
      correctionId = correction.id;
      // Every paper holding the version: its attempts scored before now are behind it.
      const marked = await tx.update(papers).set({ keyVersion: correctionId }).where(holding(version.id)).returning({ id: papers.id });
      paperIds = marked.map((paper) => paper.id);
      await recordAudit(tx, {
        actor: actorOf(staff),
        action: 'answer_key.correct',
        subject: { type: 'question_version', id: version.id },
        before: { answer: inForce },
        after: { answer: corrected, correction: correctionId, replacement, papers: paperIds.length, challenge: id },
      });
    }
    // This challenge, and the open ones of the version proposing the same key.
    const accepted = await tx
      .update(answerChallenges)
      .set({ status: 'accepted', ...decided, correctionId })
      .where(
        and(
          eq(answerChallenges.questionId, version.id),
          eq(answerChallenges.status, 'received'),
          sql`(${answerChallenges.id} = ${id} OR ${answerChallenges.proposedAnswer} = ${JSON.stringify(challenge.proposedAnswer)}::jsonb)`,
        ),
      )
      .returning();
    const mine = accepted.find((row) => row.id === id);
    if (mine === undefined) return { ok: false, reason: 'not_found' };
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: 'answer_challenge.decide',
      subject: { type: 'answer_challenge', id },
      before: { status: 'received' },
      after: { status: 'accepted', note: decision.note, correction: correctionId, with: accepted.filter((row) => row.id !== id).map((row) => row.id) },
    });
    return { ok: true, challenge: challengeView(mine), papers: paperIds };
  });
}

/**
 * When the challenged version is the one published, a new version with the corrected key is
 * published in its place (papers drawn from now on get it); when a newer version stands, its
 * editors fix it their way. Returns the new version's id, or null.
 */
async function publishCorrectedVersion(tx: Database, staff: StaffMember, version: QuestionRow, answer: QuestionAnswerJson): Promise<number | null> {
  if (version.state !== 'published') return null;
  const [newest] = await tx
    .select({ version: max(questions.version) })
    .from(questions)
    .where(eq(questions.itemId, version.itemId));
  await tx
    .update(questions)
    .set({ state: 'superseded', updatedAt: new Date() })
    .where(and(eq(questions.id, version.id), ne(questions.state, 'superseded')));
  const { id: _id, version: _version, createdAt: _created, updatedAt: _updated, ...copied } = version;
  const [created] = await tx
    .insert(questions)
    .values({
      ...copied,
      version: (newest?.version ?? version.version) + 1,
      state: 'published',
      answer,
      createdBy: staff.userId,
      reviewedBy: staff.userId,
      publishedAt: new Date(),
      authorNote: [version.authorNote, `Answer key corrected after a learner's challenge (version ${version.version}).`].filter(Boolean).join('\n'),
    })
    .returning({ id: questions.id });
  return created?.id ?? null;
}
