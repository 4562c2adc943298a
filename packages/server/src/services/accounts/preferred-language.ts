import { sql } from 'drizzle-orm';
import type { Database } from '../../db/open.js';
import { languages } from '../../db/content-schema.js';

export const defaultPreferredLanguage = 'en';

/**
 * The offered language `code` names: the code itself, else its primary language ('hi' for
 * 'hi-IN'); null when neither is offered. Sign-up and the profile's language both ask it.
 */
export async function offeredLanguage(db: Pick<Database, 'select'>, code: string): Promise<string | null> {
  const primary = code.split('-', 1)[0] ?? code;
  const rows = await db
    .select({ code: languages.shortName })
    .from(languages)
    .where(sql`${languages.shortName} in (${code}, ${primary})`);
  const codes = rows.map((row) => row.code);
  return codes.find((found) => found === code) ?? codes.find((found) => found === primary) ?? null;
}
