import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { signingKeys } from '../../db/accounts-schema.js';

/**
 * The key named `name`: made at random by the first server that asks (a second one asking at the
 * same moment keeps the first's, since the insert does nothing on a conflict) and read by every
 * other, so servers sharing a database sign alike and a restart keeps it. Whoever can read the
 * database can read it: it guards nothing more than the database does.
 */
export async function signingKey(db: Database, name: string): Promise<string> {
  await db.insert(signingKeys).values({ name, secret: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, name));
  if (row === undefined) throw new Error(`The signing key ${name} could not be read.`);
  return row.secret;
}
