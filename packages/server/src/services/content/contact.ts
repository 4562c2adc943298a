import type { SubmitContactInput } from '@pariksha/contract';
import type { Database } from '../../db/open.js';
import { contactMessages } from '../../db/content-schema.js';

/** Stores a call-back request and returns its id. */
export async function submitContact(db: Database, input: SubmitContactInput, lang: string): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      phone: input.phone,
      email: input.email ?? null,
      message: input.message ?? null,
      lang,
    })
    .returning({ id: contactMessages.id });
  if (row === undefined) throw new Error('The contact message was not stored.');
  return row.id;
}

