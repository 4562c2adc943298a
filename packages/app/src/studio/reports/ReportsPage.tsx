import { questionReportsQuery } from '../api/questionsApi';
import { DecisionQueue } from '../layout/DecisionQueue';
import { RoleGate } from '../layout/RequireStaff';
import { ReportCard } from './ReportCard';

const text = {
  title: 'reports.title',
  lead: 'reports.lead',
  which: 'reports.which',
  loading: 'reports.loading',
  error: 'reports.error',
  emptyWaiting: 'reports.emptyWaiting',
  empty: 'reports.empty',
} as const;

/** `/studio/reports` (reviewers, admins): learners' reports of errors in questions, and the answers they read. */
export default function ReportsPage() {
  return (
    <RoleGate ability="reports">
      <DecisionQueue text={text} query={questionReportsQuery} render={(report) => <ReportCard report={report} />} />
    </RoleGate>
  );
}
