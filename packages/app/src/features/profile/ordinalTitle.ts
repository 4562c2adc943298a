const englishWords = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];
const hindiWords = ['पहली', 'दूसरी', 'तीसरी', 'चौथी', 'पाँचवीं', 'छठी'];
const englishSuffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const englishOrdinals = new Intl.PluralRules('en', { type: 'ordinal' });

/**
 * The title of the nth academic entry (counting from 1): the spec's First … Sixth, then 7th,
 * 8th … 21st, 22nd; in Hindi पहली … छठी, then 7वीं.
 */
export function ordinalTitle(n: number, language: string): string {
  if (language === 'hi') return hindiWords[n - 1] ?? `${n}वीं`;
  return englishWords[n - 1] ?? `${n}${englishSuffixes[englishOrdinals.select(n)] ?? 'th'}`;
}
