import type { Database } from '../../db/open.js';

/** Whatever `db.transaction` hands its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Why a forum write was refused; the routes turn each into its status and sentence. */
export type ForumRefusal =
  /** No such post, or one this learner may not see (hidden), or of the other kind. */
  | { ok: false; reason: 'not_found' }
  /** Someone else's post. */
  | { ok: false; reason: 'forbidden' }
  /** A learner reporting their own post. */
  | { ok: false; reason: 'own_post' }
  /** Over the hourly limit; `retryAt` is when one more is allowed. */
  | { ok: false; reason: 'rate_limited'; kind: 'topic' | 'reply'; retryAt: Date }
  /** The account was deleted while its token was being checked. */
  | { ok: false; reason: 'gone' };

export type ForumResult<T> = ({ ok: true } & T) | ForumRefusal;

/** Thrown inside a transaction to roll it back and answer a refusal. */
export class Refused extends Error {
  constructor(readonly refusal: ForumRefusal) {
    super(refusal.reason);
  }
}

/** Runs `work` in a transaction; a `Refused` thrown inside rolls it back and becomes the answer. */
export async function refusable<T>(db: Database, work: (tx: Tx) => Promise<ForumResult<T>>): Promise<ForumResult<T>> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
