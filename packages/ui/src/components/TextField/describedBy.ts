/**
 * The `aria-describedby` of a field: the ids of what is shown (prefix, hint, error) and any ids
 * the caller passed, once each and in that order, or `undefined` when there is nothing to read.
 */
export function describedBy(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const unique = new Set<string>();
  for (const entry of ids) {
    if (!entry) continue;
    for (const id of entry.split(/\s+/)) {
      if (id) unique.add(id);
    }
  }
  return unique.size > 0 ? Array.from(unique).join(' ') : undefined;
}
