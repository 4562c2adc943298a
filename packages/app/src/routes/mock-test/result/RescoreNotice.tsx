import { useAtomValue } from 'jotai';
import type { AttemptResult } from '@pariksha/contract/responses';
import { ResultRescoredNotice } from '@pariksha/ui';
import { localeAtom, translatorAtom } from '../../../features/language/atoms';
import '../../../i18n/resultMessages';

/** What corrected answer keys changed in this result (ui ResultRescoredNotice), in the reader's language. */
export function RescoreNotice({ rescores }: { rescores: AttemptResult['rescores'] }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  return (
    <ResultRescoredNotice
      rescores={rescores.map((rescore) => ({
        rescoredAt: rescore.rescored_at,
        previousScore: rescore.previous_score,
        score: rescore.score,
        previousRank: rescore.previous_rank,
        rank: rescore.rank,
        questions: rescore.questions,
      }))}
      labels={{
        title: t('result.rescore.title'),
        change: (questions, previous, score, count) => t(count === 1 ? 'result.rescore.text' : 'result.rescore.textMany', { questions, previous, score }),
        rank: (previous, rank) => t('result.rescore.rank', { previous, rank }),
        rescoredOn: (date) => t('result.rescore.on', { date }),
      }}
      locale={locale}
    />
  );
}
