import { z } from 'zod';

/** A BCP 47 style language code: `en`, `hi`, `pt-br`. Unknown languages fall back to English. */
export const languageCode = z
  .string()
  .max(35, 'Use a language code such as en or hi.')
  .toLowerCase()
  .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/, 'Use a language code such as en or hi.');

/** The query every api/v1 request may carry; routes extend it with their own parameters. */
export const langQuery = z.object({
  lang: languageCode.default('en').describe('Language for translated fields (default en).'),
});
export type LangQuery = z.infer<typeof langQuery>;

// ── Well-formed text ───────────────────────────────────────────────────────────────────────────

/**
 * Every text a request carries (body, query, path) must be well-formed Unicode. JSON's `"\ud800"`
 * escape makes a lone UTF-16 surrogate, which no database stores (PostgreSQL refuses it in jsonb)
 * and which UTF-8 encoding silently turns into U+FFFD (two different passwords would hash alike).
 * The server checks every string and object key of every request part before its schema does.
 */
export const illFormedTextMessage =
  'This text holds a broken character (half of a UTF-16 surrogate pair). Please type it again.';

/** With the `u` flag a paired surrogate is one code point, so this matches only a lone half. */
const loneSurrogate = /[\uD800-\uDFFF]/u;

type Visit = { value: unknown; key: string | number | undefined; parent: Visit | undefined };

function pathOf(visit: Visit | undefined): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The path to the first string in `value` that is not well-formed Unicode (for an object key,
 * the path of its object), or null when every string is well formed. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function findIllFormedText(value: unknown): Array<string | number> | null {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (loneSurrogate.test(current)) return pathOf(visit);
    } else if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        pending.push({ value: current[index], key: index, parent: visit });
      }
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      if (keys.some((key) => loneSurrogate.test(key))) return pathOf(visit);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index] as string;
        pending.push({ value: (current as Record<string, unknown>)[key], key, parent: visit });
      }
    }
  }
  return null;
}
