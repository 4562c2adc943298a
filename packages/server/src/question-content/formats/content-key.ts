import { createHash } from 'node:crypto';

/**
 * The key of a question whose file gives it no id: `<format>-` and a hash of what makes the
 * question itself (its texts, options and answer), so the same question imported again from the
 * same or another file finds the same item. Whitespace at either end does not change it.
 */
export function contentKey(format: string, parts: readonly unknown[]): string {
  const canonical = JSON.stringify(parts, (_key, value: unknown) => (typeof value === 'string' ? value.trim() : value));
  return `${format}-${createHash('sha256').update(canonical).digest('hex').slice(0, 16)}`;
}
