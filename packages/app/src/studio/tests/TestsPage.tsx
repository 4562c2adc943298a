import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { StudioTestSummary } from '@pariksha/contract/responses/studio-tests';
import { ButtonLink } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { localeAtom, translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import { testListQuery } from '../api/testsApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import * as styles from '../layout/studio.css';
import * as table from '../layout/table.css';
import { CopyExamPaper } from './CopyExamPaper';
import { TestStateBadge } from './TestStateBadge';

export const testEditorPath = (id: number) => `/studio/tests/${id}`;

function NewTestLink({ variant }: { variant?: 'outline' }) {
  const t = useStudioText();
  return (
    <ButtonLink href="/studio/tests/new" variant={variant} linkComponent={RouterLink}>
      {t('tests.new')}
    </ButtonLink>
  );
}

function TestList() {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const locale = useAtomValue(localeAtom);
  const list = useAtomValue(useMemo(() => queryAtom(testListQuery), []));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={styles.stack}>
      <div className={styles.actions}>
        <div className={styles.stackTight}>
          <h1 className={styles.title}>{t('tests.title')}</h1>
          <p className={styles.lead}>{t('tests.lead')}</p>
        </div>
        <NewTestLink />
      </div>
      {list.data === undefined ? (
        list.isError ? (
          <FailedState message={t('tests.error', { message: failureMessage(tApp, list.error) ?? '' })} error={list.error} onRetry={list.refetch} />
        ) : (
          <LoadingState text={t('tests.loading')} />
        )
      ) : list.data.length === 0 ? (
        <EmptyState text={t('tests.empty')}>
          <NewTestLink variant="outline" />
        </EmptyState>
      ) : (
        <>
          <p role="status" className={styles.muted}>
            {list.data.length === 1 ? t('tests.countOne') : t('tests.count', { count: list.data.length })}
          </p>
          <table className={table.table} aria-label={t('tests.title')}>
            <thead>
              <tr>
                <th scope="col">{t('tests.test')}</th>
                <th scope="col">{t('tests.exam')}</th>
                <th scope="col">{t('tests.state')}</th>
                <th scope="col">{t('tests.versionColumn')}</th>
                <th scope="col">{t('tests.questions')}</th>
                <th scope="col">{t('tests.sections')}</th>
                <th scope="col">{t('tests.draw')}</th>
                <th scope="col">{t('tests.updated')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((test) => (
                <TestRow key={test.id} test={test} date={date} />
              ))}
            </tbody>
          </table>
        </>
      )}
      <CopyExamPaper testEditorPath={testEditorPath} />
    </div>
  );
}

function TestRow({ test, date }: { test: StudioTestSummary; date: Intl.DateTimeFormat }) {
  const t = useStudioText();
  return (
    <tr>
      <td data-label={t('tests.test')} className={table.wide}>
        <RouterLink href={testEditorPath(test.id)} className={styles.link}>
          {test.title}
        </RouterLink>
      </td>
      <td data-label={t('tests.exam')}>{test.exam.title}</td>
      <td data-label={t('tests.state')}>
        <TestStateBadge state={test.state} />
        {test.version !== null && test.changed ? <span className={table.sub}>{t('tests.changed')}</span> : null}
        {test.source === 'content' && test.version === null ? <span className={table.sub}>{t('tests.fromContent')}</span> : null}
      </td>
      <td data-label={t('tests.versionColumn')}>{test.version === null ? t('tests.neverPublished') : t('tests.version', { version: test.version })}</td>
      <td data-label={t('tests.questions')}>{test.questions}</td>
      <td data-label={t('tests.sections')}>{test.sections}</td>
      <td data-label={t('tests.draw')}>{t(`drawShort.${test.draw}`)}</td>
      <td data-label={t('tests.updated')}>
        <time dateTime={test.updated_at}>{date.format(new Date(test.updated_at))}</time>
      </td>
    </tr>
  );
}

/** `/studio/tests` (editors, reviewers, admins): every mock test built in the studio, the newest change first. */
export default function TestsPage() {
  return (
    <RoleGate ability="tests">
      <TestList />
    </RoleGate>
  );
}
