import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AttemptResult } from '@pariksha/server/contract/responses';
import { Avatar, ButtonLink, StatusMessage, formatTimeLeft } from '@pariksha/ui';
import { queryAtom } from '../../data/queryAtom';
import { pageData } from '../../data/routeData';
import { attemptIdOf } from '../../features/attempts/attemptAddress';
import { attemptResultQuery } from '../../features/attempts/queries';
import { useAuth } from '../../features/auth/useAuth';
import { examCategoriesPath } from '../../features/exams/categoriesPath';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import { NoAttempt } from './NoAttempt';
import { TableScroll } from './TableScroll';
import * as styles from './test.css';
import '../../i18n/accountMessages';

/** `/dashboard/test-result?attempt=…`: the submitted attempt's score per section, with totals. */
export default function ResultPage() {
  const [search] = useSearchParams();
  const attemptId = attemptIdOf(search);
  return attemptId === null ? <NoAttempt /> : <AttemptResultView attemptId={attemptId} />;
}

function AttemptResultView({ attemptId }: { attemptId: string }) {
  const t = useAtomValue(translatorAtom);
  const result = useAtomValue(useMemo(() => queryAtom(attemptResultQuery(attemptId)), [attemptId]));
  if (result.data !== undefined) return <ResultTable result={result.data} />;
  return result.isError ? (
    <StatusMessage tone="critical">{t('test.resultFailed', { message: result.error.message })}</StatusMessage>
  ) : (
    <StatusMessage tone="neutral" busy>
      {t('test.resultLoading')}
    </StatusMessage>
  );
}

function ResultTable({ result }: { result: AttemptResult }) {
  const t = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const user = useAuth().context.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const rows = [
    ...result.sections.map((section) => ({ key: section.name, ...section, total: false })),
    { key: 'total', name: t('test.total'), ...result.totals, total: true },
  ];

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('test.resultTitle')}</h1>
      <div className={styles.learner}>
        <Avatar name={name || t('test.learner')} size="medium" />
        <div>
          <p className={styles.learnerName}>{name}</p>
          <p>{result.title}</p>
        </div>
      </div>
      <p className={styles.subtitle}>
        {t('test.scoreLine', { score: number.format(result.totals.score), total: number.format(result.totals.total_marks) })}
      </p>
      <TableScroll card>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.headCell}>{t('test.col.section')}</th>
              <th scope="col" className={styles.headCell}>{t('test.col.attempted')}</th>
              <th scope="col" className={styles.headCell}>{t('test.col.correct')}</th>
              <th scope="col" className={styles.headCell}>{t('test.col.wrong')}</th>
              <th scope="col" className={styles.headCell}>{t('test.col.score')}</th>
              <th scope="col" className={styles.headCell}>{t('test.col.timeSpent')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className={row.total ? styles.totalRow : undefined}>
                <th scope="row" className={styles.cell}>{row.name}</th>
                <td className={styles.numberCell}>{`${number.format(row.attempted)}/${number.format(row.questions)}`}</td>
                <td className={styles.numberCell}>{number.format(row.correct)}</td>
                <td className={styles.numberCell}>{number.format(row.wrong)}</td>
                <td className={styles.numberCell}>{number.format(row.score)}</td>
                <td className={styles.numberCell}>{formatTimeLeft(row.time_spent_ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <div className={styles.actions}>
        <ButtonLink href={examCategoriesPath} linkComponent={RouterLink}>
          {t('test.continue')}
        </ButtonLink>
      </div>
    </div>
  );
}

export const loader = pageData((ensure, _params, request) => {
  const attemptId = attemptIdOf(new URL(request.url).searchParams);
  return attemptId === null ? [] : [ensure(attemptResultQuery(attemptId))];
});
