/** The first user-perceived character of a word: 'सु' of 'सुनीता', not its bare consonant 'स'. */
function firstCharacter(word: string): string {
  if (typeof Intl.Segmenter === 'function') {
    const [first] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
    return first?.segment ?? '';
  }
  return Array.from(word)[0] ?? '';
}

/**
 * Up to two letters for an avatar without a photo: the first and last names' first characters,
 * 'Priya Sharma' → 'PS', 'सुनीता यादव' → 'सुया', 'Rahul' → 'R'.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${firstCharacter(first)}${last ? firstCharacter(last) : ''}`.toLocaleUpperCase();
}
