/**
 * A learner's search text as an ILIKE pattern matching it anywhere: `%`, `_` and the escape
 * character `\` (ILIKE's default) are escaped, so '100%' finds '100%' and not every row.
 * The forum's and the video lessons' searches both use it.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
