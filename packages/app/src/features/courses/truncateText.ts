const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The spec's description cut: the first `limit` characters plus '...' when there are more.
 * Characters are what a reader sees (grapheme clusters), so a Hindi syllable such as 'क्षे' is
 * never split from its vowel sign or halant.
 */
export function truncateText(text: string, limit: number): string {
  const parts = Array.from(graphemes.segment(text), (part) => part.segment);
  if (parts.length <= limit) return text;
  return `${parts.slice(0, limit).join('').trimEnd()}...`;
}
