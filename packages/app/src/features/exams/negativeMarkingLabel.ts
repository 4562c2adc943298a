import type { MessageKey } from '../../i18n/en';
import '../../i18n/contentMessages';

type Translator = (key: MessageKey, values?: Record<string, string | number>) => string;

/** Common fractions of a question's marks, as aspirants say them. */
const fractions: [number, string][] = [
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
];

/** 'None', or what a wrong answer costs: '1/4 of the question's marks'. */
export function negativeMarkingLabel(fraction: number, t: Translator): string {
  if (!(fraction > 0)) return t('exam.noNegative');
  const named = fractions.find(([value]) => Math.abs(value - fraction) < 0.005);
  return t('exam.negative', { fraction: named ? named[1] : String(Math.round(fraction * 100) / 100) });
}
