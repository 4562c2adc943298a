import { ordinal } from '../../i18n/ordinal';

const englishWords = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];
const hindiWords = ['पहली', 'दूसरी', 'तीसरी', 'चौथी', 'पाँचवीं', 'छठी'];

/**
 * The title of the nth academic entry (counting from 1): the spec's First … Sixth, then 7th,
 * 8th … 21st, 22nd; in Hindi पहली … छठी, then 7वीं.
 */
export function ordinalTitle(n: number, language: string): string {
  return (language === 'hi' ? hindiWords : englishWords)[n - 1] ?? ordinal(language, n);
}
