import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from '../components/PageStates';
import { useStudioText } from './i18n/studioText';
import { RequireStaff } from './layout/RequireStaff';
import StudioFrame from './layout/StudioFrame';

// The whole studio behind one lazy import of the app's route table (routes.tsx): its pages are
// listed here, not there, so the learners' shell carries one route and one file name for it.

function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazy(load);
  return function StudioPage() {
    const t = useStudioText();
    return (
      <Suspense fallback={<LoadingState text={t('frame.loading')} />}>
        <Page />
      </Suspense>
    );
  };
}

const SetPasswordPage = page(() => import('./set-password/SetPasswordPage'));
const SecurityPage = page(() => import('./security/SecurityPage'));
const StudioHomePage = page(() => import('./home/StudioHomePage'));
const AuditPage = page(() => import('./audit/AuditPage'));
const QuestionsPage = page(() => import('./questions/QuestionsPage'));
const EditorPage = page(() => import('./editor/EditorPage'));
const ReviewPage = page(() => import('./review/ReviewPage'));
const ReportsPage = page(() => import('./reports/ReportsPage'));
const ImportPage = page(() => import('./import/ImportPage'));
const NotFoundPage = page(() => import('../routes/NotFoundPage'));

/** `/studio/*`: the team's frame and pages. The password link and the enrolment come before any staff session. */
export default function StudioApp() {
  return (
    <Routes>
      <Route element={<StudioFrame />}>
        <Route path="set-password" element={<SetPasswordPage />} />
        <Route path="security" element={<SecurityPage />} />
        <Route element={<RequireStaff />}>
          <Route index element={<StudioHomePage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="questions" element={<QuestionsPage />} />
          <Route path="questions/new" element={<EditorPage />} />
          <Route path="questions/:key" element={<EditorPage />} />
          <Route path="review" element={<ReviewPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="import" element={<ImportPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
