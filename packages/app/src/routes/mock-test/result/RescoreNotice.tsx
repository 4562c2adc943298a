import { useAtomValue } from 'jotai';
import type { AttemptResult } from '@pariksha/contract/responses';
import { StatusMessage } from '@pariksha/ui';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import '../../../i18n/resultMessages';

/**
 * What a corrected answer key changed in this result, newest first: which questions, the score
 * and the rank before and after (the learner is mailed the same). Nothing when it never changed.
 */
export function RescoreNotice({ rescores }: { rescores: AttemptResult['rescores'] }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  if (rescores.length === 0) return null;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const list = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' });
  return (
    <>
      {[...rescores].reverse().map((rescore) => (
        <StatusMessage key={rescore.rescored_at} tone="neutral">
          <strong>{t('result.rescore.title')}</strong>{' '}
          {t('result.rescore.text', {
            questions: list.format(rescore.questions.map((question) => number.format(question))),
            date: day.format(new Date(rescore.rescored_at)),
            previous: number.format(rescore.previous_score),
            score: number.format(rescore.score),
          })}
          {rescore.rank !== null && rescore.previous_rank !== null && rescore.rank !== rescore.previous_rank
            ? ` ${t('result.rescore.rank', { previous: number.format(rescore.previous_rank), rank: number.format(rescore.rank) })}`
            : null}
        </StatusMessage>
      ))}
    </>
  );
}
