import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { optionLetter } from '@pariksha/ui';
import { localeAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import type { ItemQualityEntry } from '../api/questionsApi';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import * as table from '../layout/table.css';
import { questionPath } from '../questions/QuestionsPage';

const keyOptions = (answer: ItemQualityEntry['key_answer']): number[] => ('choice' in answer ? [answer.choice] : 'choices' in answer ? answer.choices : []);

/** One version in the queue: why it is there (its flags in words, open reports and challenges), its statistics, who chose what. */
export function QualityCard({ entry }: { entry: ItemQualityEntry }) {
  const t = useStudioText();
  const locale = useAtomValue(localeAtom);
  const id = useId();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, minimumFractionDigits: 2 });
  const seconds = new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', maximumFractionDigits: 0 });
  const whole = new Intl.NumberFormat(locale);
  const stats = entry.statistics;
  const key = keyOptions(entry.key_answer);

  return (
    <article className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        <RouterLink href={questionPath(entry.key)} className={styles.link}>
          {entry.key}
        </RouterLink>{' '}
        <span className={styles.muted}>{t('questions.version', { version: entry.version })}</span>
      </h2>
      <blockquote className={styles.muted}>{entry.excerpt}</blockquote>
      {stats !== null && stats.flags.length > 0 ? (
        <ul className={styles.stackTight}>
          {stats.flags.map((flag) => (
            <li key={flag}>{t(`quality.flag.${flag}`)}</li>
          ))}
        </ul>
      ) : null}
      {entry.open_reports > 0 || entry.open_challenges > 0 ? (
        <p className={styles.actions}>
          {entry.open_reports > 0 ? (
            <RouterLink href="/studio/reports" className={styles.link}>
              {entry.open_reports === 1 ? t('quality.report') : t('quality.reports', { count: whole.format(entry.open_reports) })}
            </RouterLink>
          ) : null}
          {entry.open_challenges > 0 ? (
            <RouterLink href="/studio/challenges" className={styles.link}>
              {entry.open_challenges === 1 ? t('quality.challenge') : t('quality.challenges', { count: whole.format(entry.open_challenges) })}
            </RouterLink>
          ) : null}
        </p>
      ) : null}
      {stats === null ? (
        <p className={styles.muted}>{t('quality.noStatistics')}</p>
      ) : (
        <>
          <dl className={styles.actions}>
            {(
              [
                ['quality.candidates', whole.format(stats.candidates)],
                ['quality.facility', percent.format(stats.facility)],
                ['quality.discrimination', stats.discrimination === null ? t('quality.notTold') : decimal.format(stats.discrimination)],
                ['quality.meanTime', seconds.format(stats.mean_time_ms / 1000)],
                ['quality.changes', whole.format(stats.answer_changes)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className={styles.muted}>{t(label)}</dt>
                <dd className={styles.fieldLabel}>{value}</dd>
              </div>
            ))}
          </dl>
          {entry.options.length > 0 ? (
            <table className={table.table}>
              <caption className={styles.muted}>{t('quality.sharesCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quality.option')}</th>
                  <th scope="col">{t('quality.top')}</th>
                  <th scope="col">{t('quality.bottom')}</th>
                  <th scope="col">{t('quality.everyone')}</th>
                </tr>
              </thead>
              <tbody>
                {entry.options.map((option, index) => (
                  <tr key={optionLetter(index)}>
                    <th scope="row" data-label={t('quality.option')}>
                      {optionLetter(index)}
                      {key.includes(index) ? ` (${t('quality.key')})` : ''}
                      <span className={table.sub}>{option}</span>
                    </th>
                    <td data-label={t('quality.top')}>{percent.format(stats.option_shares.top[index] ?? 0)}</td>
                    <td data-label={t('quality.bottom')}>{percent.format(stats.option_shares.bottom[index] ?? 0)}</td>
                    <td data-label={t('quality.everyone')}>{percent.format(stats.option_shares.all[index] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      )}
    </article>
  );
}
