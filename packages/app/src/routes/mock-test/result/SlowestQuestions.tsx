import { useAtomValue } from 'jotai';
import { useId } from 'react';
import type { AttemptResult } from '@pariksha/contract/responses';
import { EmptyState } from '../../../components/PageStates';
import { translatorAtom } from '../../../features/language/atoms';
import { clockTime } from '../shared/clockTime';
import * as testStyles from '../shared/test.css';
import * as styles from './result.css';
import { slowestQuestions } from './resultSections';
import '../../../i18n/resultMessages';

/** 'Where your time went': the questions on screen longest, each opening its solution. */
export function SlowestQuestions({ result, onOpen }: { result: AttemptResult; onOpen: (questionId: string) => void }) {
  const t = useAtomValue(translatorAtom);
  const id = useId();
  const slowest = slowestQuestions(result);
  const sectionName = (section: number) => result.sections[section - 1]?.name ?? '';
  return (
    <section className={testStyles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t('result.timeTitle')}
      </h2>
      {slowest.length === 0 ? (
        <EmptyState text={t('result.timeNone')} />
      ) : (
        <>
          <p className={styles.lead}>{t('result.timeLead')}</p>
          <ol className={styles.slowList}>
            {slowest.map((question) => (
              <li key={question.question_id}>
                <button type="button" className={styles.slowItem} onClick={() => onOpen(String(question.question_id))}>
                  <span className={styles.slowName}>
                    <span>{t('result.timeQuestion', { number: question.number })}</span>
                    <span className={styles.slowMeta}>
                      {sectionName(question.section)} · {t(`result.outcome.${question.outcome}`)}
                    </span>
                  </span>
                  <span className={styles.slowTime}>{clockTime(question.time_spent_ms)}</span>
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
