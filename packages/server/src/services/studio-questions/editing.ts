import { and, eq } from 'drizzle-orm';
import type { StudioQuestion, StudioQuestionContent } from '@pariksha/contract/studio-questions';
import { questionItems, questions } from '../../db/attempts-schema.js';
import type { Database } from '../../db/open.js';
import { renderContent } from '../../question-content/content-renderer.js';
import { storeItems, type Tx } from '../../question-content/store.js';
import type { StaffMember } from '../../http/staff-auth.js';
import { recordAudit } from '../staff/index.js';
import { readQuestion } from './read.js';
import { latestOf } from './versions.js';
import { contentOf, itemOf } from './views.js';

// The editor's writes: a new question, and saves. A save goes through the importer's storeItems,
// so a draft is changed in place and a published question gets a new version as an import would.
// Nothing that cannot be drawn is kept (the whole save is undone and the problems said).

export type EditResult =
  | { ok: true; question: StudioQuestion }
  | { ok: false; reason: 'exists' | 'not_found' }
  | { ok: false; reason: 'version_conflict'; question: StudioQuestion }
  | { ok: false; reason: 'problems'; problems: string[] };

class Undone extends Error {
  constructor(readonly result: EditResult) {
    super('studio edit undone');
  }
}

async function stored(tx: Tx, staff: StaffMember, key: string, content: StudioQuestionContent): Promise<{ versionId: number }> {
  const result = await storeItems(tx, [itemOf(key, content)], [], {
    publish: false,
    render: renderContent,
    knownFigures: new Map([[key, content.figures]]),
    createdBy: staff.userId,
  });
  const versionId = result.questionIds.get(key);
  if (result.problems.length > 0 || versionId === undefined) throw new Undone({ ok: false, reason: 'problems', problems: result.problems.map((problem) => problem.message) });
  return { versionId };
}

async function undoable(db: Database, work: (tx: Tx) => Promise<EditResult>): Promise<EditResult> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Undone) return error.result;
    throw error;
  }
}

export const actorOf = (staff: StaffMember) => ({ kind: 'staff', userId: staff.userId, role: staff.role }) as const;

/** Content as the audit log keeps it: figures by name only (their names are the author's words, never keys the log checks). */
export const auditedContent = (content: StudioQuestionContent) => ({ ...content, figures: Object.keys(content.figures) });

export async function createQuestion(db: Database, staff: StaffMember, key: string, content: StudioQuestionContent): Promise<EditResult> {
  return undoable(db, async (tx) => {
    const [existing] = await tx.select({ id: questionItems.id }).from(questionItems).where(eq(questionItems.key, key));
    if (existing !== undefined) return { ok: false, reason: 'exists' };
    const { versionId } = await stored(tx, staff, key, content);
    await recordAudit(tx, { actor: actorOf(staff), action: 'question.create', subject: { type: 'question', id: key }, after: { version_id: versionId, content: auditedContent(content) } });
    const question = await readQuestion(tx, key);
    if (question === null) throw new Error(`The question ${key} vanished while it was created.`);
    return { ok: true, question };
  });
}

/**
 * Saves over the version the editor opened (its id and time): if anyone saved since, nothing is
 * written and the question as it now stands comes back, so the editor keeps their own words and
 * sees the other's. A version in review that is edited goes back to draft: the reviewer must see
 * what they approve.
 */
export async function saveQuestion(
  db: Database,
  staff: StaffMember,
  key: string,
  base: { versionId: number; updatedAt: string },
  content: StudioQuestionContent,
): Promise<EditResult> {
  return undoable(db, async (tx) => {
    // One save of an item at a time: the second waits, then sees the first and conflicts.
    const [item] = await tx.select({ id: questionItems.id }).from(questionItems).where(eq(questionItems.key, key)).for('update');
    if (item === undefined) return { ok: false, reason: 'not_found' };
    const latest = await latestOf(tx, key);
    if (latest === undefined) return { ok: false, reason: 'not_found' };
    if (latest.question.id !== base.versionId || latest.question.updatedAt.getTime() !== new Date(base.updatedAt).getTime()) {
      const question = await readQuestion(tx, key);
      if (question === null) return { ok: false, reason: 'not_found' };
      return { ok: false, reason: 'version_conflict', question };
    }
    const { versionId } = await stored(tx, staff, key, content);
    await tx
      .update(questions)
      .set({ state: 'draft' })
      .where(and(eq(questions.id, versionId), eq(questions.state, 'in_review')));
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: 'question.save',
      subject: { type: 'question', id: key },
      before: { version_id: latest.question.id, content: auditedContent(contentOf(latest)) },
      after: { version_id: versionId, content: auditedContent(content) },
    });
    const question = await readQuestion(tx, key);
    if (question === null) throw new Error(`The question ${key} vanished while it was saved.`);
    return { ok: true, question };
  });
}
