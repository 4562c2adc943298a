/**
 * A count in words in the reader's plural form: '1 reply', '1,250 replies'. `count` picks the
 * form (by the language's own rule: Hindi's singular covers 0 as well); `shown` is the number
 * as the component writes it, in its locale ('1,250', or a compact '5.6k'). Apps build it from
 * their translator; the components' default is English.
 */
export type CountWords = (count: number, shown: string) => string;

/** English count words: `one` for exactly 1, `other` for every other count; `{count}` is the number shown. */
export function englishCountWords(one: string, other: string): CountWords {
  return (count, shown) => (count === 1 ? one : other).replace('{count}', shown);
}
