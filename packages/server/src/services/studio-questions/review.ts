import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReviewItem } from '@pariksha/contract/studio-questions';
import { questionItems, questions, type QuestionRow } from '../../db/attempts-schema.js';
import type { Database } from '../../db/open.js';
import type { StaffMember } from '../../http/staff-auth.js';
import { publishVersion, type Tx } from '../../question-content/store.js';
import { recordAudit } from '../staff/index.js';
import { actorOf } from './editing.js';
import { versionsOf } from './versions.js';
import { versionView } from './views.js';

// Review: an editor submits the newest version; a reviewer approves it (it is published, the one
// before superseded) or sends it back with a note; a published question can be retired. A
// reviewer never approves a version they wrote themselves (an admin may).

export type ReviewAction = 'submit' | 'approve' | 'send_back' | 'retire';
export type ReviewResult =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'not_found' | 'wrong_state' | 'own_version'; state?: QuestionRow['state'] };

/** Which newest-version states each action takes. Retire: the published version, or a draft never published. */
const allowedFrom: Record<ReviewAction, readonly QuestionRow['state'][]> = {
  submit: ['draft'],
  approve: ['draft', 'in_review'],
  send_back: ['in_review'],
  retire: ['published', 'draft', 'in_review'],
};

async function newestVersion(tx: Tx, key: string): Promise<QuestionRow | undefined> {
  const [item] = await tx.select({ id: questionItems.id }).from(questionItems).where(eq(questionItems.key, key)).for('update');
  if (item === undefined) return undefined;
  const [row] = await tx.select().from(questions).where(eq(questions.itemId, item.id)).orderBy(desc(questions.version)).limit(1);
  return row;
}

async function actOn(tx: Tx, staff: StaffMember, key: string, action: ReviewAction, note: string): Promise<ReviewResult> {
  const version = await newestVersion(tx, key);
  if (version === undefined) return { ok: false, reason: 'not_found' };
  if (!allowedFrom[action].includes(version.state)) {
    // Asking again for what is already so changes nothing (a double click, a bulk action over mixed rows).
    const already = (action === 'submit' && version.state === 'in_review') || (action === 'approve' && version.state === 'published') || (action === 'retire' && version.state === 'retired');
    return already ? { ok: true, changed: false } : { ok: false, reason: 'wrong_state', state: version.state };
  }
  if (action === 'approve' && version.createdBy === staff.userId && staff.role !== 'admin') return { ok: false, reason: 'own_version' };
  switch (action) {
    case 'submit':
      await tx.update(questions).set({ state: 'in_review', updatedAt: sql`now()` }).where(eq(questions.id, version.id));
      break;
    case 'approve':
      await publishVersion(tx, version);
      await tx.update(questions).set({ reviewedBy: staff.userId, reviewNote: note === '' ? null : note }).where(eq(questions.id, version.id));
      break;
    case 'send_back':
      await tx.update(questions).set({ state: 'draft', reviewedBy: staff.userId, reviewNote: note, updatedAt: sql`now()` }).where(eq(questions.id, version.id));
      break;
    case 'retire':
      // Papers that hold it keep it (their attempts are unchanged); nothing new draws it.
      await tx.update(questions).set({ state: 'retired', updatedAt: sql`now()` }).where(eq(questions.id, version.id));
      break;
  }
  await recordAudit(tx, {
    actor: actorOf(staff),
    action: `question.${action}`,
    subject: { type: 'question', id: key },
    before: { version_id: version.id, state: version.state },
    after: { version_id: version.id, state: action === 'approve' ? 'published' : action === 'submit' ? 'in_review' : action === 'send_back' ? 'draft' : 'retired', ...(note === '' ? {} : { note }) },
  });
  return { ok: true, changed: true };
}

export async function reviewQuestion(db: Database, staff: StaffMember, key: string, action: ReviewAction, note = ''): Promise<ReviewResult> {
  return db.transaction((tx) => actOn(tx, staff, key, action, note));
}

/** One action over many keys, each in its own transaction: one that cannot changes nothing of the others. */
export async function bulkReview(db: Database, staff: StaffMember, keys: readonly string[], action: Exclude<ReviewAction, 'send_back'>) {
  const changed: string[] = [];
  const unchanged: string[] = [];
  for (const key of [...new Set(keys)]) {
    const result = await reviewQuestion(db, staff, key, action);
    (result.ok && result.changed ? changed : unchanged).push(key);
  }
  return { changed, unchanged };
}

/** Every question whose newest version waits for review, oldest first, beside the version learners meet now. */
export async function reviewQueue(db: Database): Promise<ReviewItem[]> {
  const waiting = await db
    .select({ key: questionItems.key })
    .from(questions)
    .innerJoin(questionItems, eq(questionItems.id, questions.itemId))
    .where(and(eq(questions.state, 'in_review'), sql`${questions.version} = (SELECT max(v.version) FROM questions v WHERE v.item_id = ${questions.itemId})`))
    .orderBy(questions.updatedAt);
  const keys = waiting.map((row) => row.key);
  const versions = await versionsOf(db, keys);
  return keys.flatMap((key) => {
    const list = versions.get(key) ?? [];
    const proposed = list[0];
    if (proposed === undefined) return [];
    const published = list.find((version) => version.question.state === 'published');
    return [{ key, proposed: versionView(proposed), published: published === undefined ? null : versionView(published) }];
  });
}
