import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { EmptyState, FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { translatorAtom } from '../../features/language/atoms';
import { questionReportsQuery, reportStatuses, type ReportStatus } from '../api/questionsApi';
import { useStudioText } from '../i18n/studioText';
import { RoleGate } from '../layout/RequireStaff';
import * as styles from '../layout/studio.css';
import { ReportCard } from './ReportCard';

const statusOf = (value: string | null): ReportStatus => (reportStatuses as readonly string[]).includes(value ?? '') ? (value as ReportStatus) : 'received';

function Reports() {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const reportsAtom = useMemo(() => queryAtom(questionReportsQuery(status)), [status]);
  const reports = useAtomValue(reportsAtom);
  return (
    <div className={styles.stack}>
      <div className={styles.stackTight}>
        <h1 className={styles.title}>{t('reports.title')}</h1>
        <p className={styles.lead}>{t('reports.lead')}</p>
      </div>
      <Tabs
        label={t('reports.which')}
        tabs={reportStatuses.map((id) => ({ id, label: t(`reportStatus.${id}`) }))}
        value={status}
        onValueChange={(id) => setParams(id === 'received' ? {} : { status: id }, { replace: true })}
      />
      {reports.data === undefined ? (
        reports.isError ? (
          <FailedState message={t('reports.error', { message: failureMessage(tApp, reports.error) ?? '' })} error={reports.error} onRetry={reports.refetch} />
        ) : (
          <LoadingState text={t('reports.loading')} />
        )
      ) : reports.data.length === 0 ? (
        <EmptyState text={status === 'received' ? t('reports.emptyWaiting') : t('reports.empty')} />
      ) : (
        reports.data.map((report) => <ReportCard key={report.id} report={report} />)
      )}
    </div>
  );
}

/** `/studio/reports` (reviewers, admins): learners' reports of errors in questions, and the answers they read. */
export default function ReportsPage() {
  return (
    <RoleGate ability="reports">
      <Reports />
    </RoleGate>
  );
}
