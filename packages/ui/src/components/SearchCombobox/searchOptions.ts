/** One option of the flattened list, with the group it came from and a key unique across groups. */
export interface FlatOption<Option, Group> {
  key: string;
  option: Option;
  group: Group;
}

/**
 * The options of every group, in order, as the single list the arrow keys move through.
 * Groups without options are left out.
 */
export function flattenGroups<
  Option extends { id: string | number },
  Group extends { id: string | number; options: readonly Option[] },
>(groups: readonly Group[]): FlatOption<Option, Group>[] {
  return groups.flatMap((group) =>
    group.options.map((option) => ({ key: JSON.stringify([group.id, option.id]), option, group })),
  );
}

/** The keys that move the active option while the list is shown. */
export const listKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const;
export type ListKey = (typeof listKeys)[number];

export function isListKey(key: string): key is ListKey {
  return (listKeys as readonly string[]).includes(key);
}

/**
 * The option a key makes active in a list of `count`, from `current` (-1: none yet, the text box
 * has focus). The arrows wrap around at either end; from none, Down goes to the first option and
 * Up to the last.
 */
export function nextActiveIndex(key: ListKey, current: number, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 || current >= count ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * `text` cut so the words holding the first match of `query` (ignoring case) can be shown in
 * bold. Whole words, never part of one: a cut inside a Devanagari word would split a vowel sign
 * or a conjunct (क्ष) from its letter, which then renders on its own with a dotted circle.
 * The whole text as one part when nothing matches.
 */
export function splitMatch(text: string, query: string): TextPart[] {
  const whole = [{ text, match: false }];
  const needle = query.trim().toLocaleLowerCase();
  const haystack = text.toLocaleLowerCase();
  // Lower-casing can change a string's length (İ → i̇); then the positions no longer line up.
  if (!needle || haystack.length !== text.length || typeof Intl.Segmenter !== 'function') return whole;
  const found = haystack.indexOf(needle);
  if (found < 0) return whole;
  const matchEnd = found + needle.length;
  let start = found;
  let end = matchEnd;
  for (const { index, segment } of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)) {
    const segmentEnd = index + segment.length;
    if (index <= found && found < segmentEnd) start = index;
    if (index < matchEnd && matchEnd <= segmentEnd) {
      end = segmentEnd;
      break;
    }
  }
  return [
    { text: text.slice(0, start), match: false },
    { text: text.slice(start, end), match: true },
    { text: text.slice(end), match: false },
  ].filter((part) => part.text !== '');
}
