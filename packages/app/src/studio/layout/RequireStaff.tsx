import { useAtomValue } from 'jotai';
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ApiError, failureMessage } from '../../api/ApiError';
import { FailedState, LoadingState } from '../../components/PageStates';
import { queryAtom } from '../../data/queryAtom';
import { authActor } from '../../features/auth/authActor';
import { useAuth } from '../../features/auth/useAuth';
import { translatorAtom } from '../../features/language/atoms';
import { studioMeQuery } from '../api/staffApi';
import { useStudioText } from '../i18n/studioText';
import { can, type StudioAbility } from '../roles';
import { StaffContext } from './staffContext';
import * as styles from './studio.css';
import { StudioNav } from './StudioNav';
import { StudioRefused, type RefusalReason } from './StudioRefused';

function RefusedPage({ reason }: { reason: RefusalReason }) {
  return (
    <main id="content" className={styles.main}>
      <StudioRefused reason={reason} />
    </main>
  );
}

/** Why the server refused /studio/me, as the refusal page says it. */
function refusalOf(error: unknown): RefusalReason | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return 'signedOut';
  if (error.code === 'second_factor_required') return 'secondFactor';
  if (error.status === 403) return 'learner';
  return null;
}

interface RequireStaffProps {
  /** What the page needs the role to allow; any staff member when absent. */
  ability?: StudioAbility;
  /** The page; the nested routes' outlet when absent (as a layout route). */
  children?: ReactNode;
}

/**
 * The studio's guard: the server says who is signed in (GET /studio/me). A signed-out visitor,
 * a learner, a session without its second factor or a role without the page sees the plain
 * refusal; a staff member sees the studio's pages with the nav for their role.
 */
export function RequireStaff({ ability, children }: RequireStaffProps) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const auth = useAuth();
  const signedIn = auth.context.isAuthenticated;
  // A session stored before ids were kept learns whose it is from the profile (the queries wait for it).
  const needsId = signedIn && auth.context.learnerId === null;
  useEffect(() => {
    if (needsId) authActor.send({ type: 'FETCH_PROFILE' });
  }, [needsId]);
  const meAtom = useMemo(() => queryAtom(studioMeQuery), []);
  const me = useAtomValue(meAtom);

  if (!signedIn) return <RefusedPage reason="signedOut" />;
  if (me.data === undefined) {
    const refusal = me.isError ? refusalOf(me.error) : null;
    if (refusal !== null) return <RefusedPage reason={refusal} />;
    return (
      <main id="content" className={styles.main}>
        {me.isError ? (
          <FailedState message={t('guard.failed', { message: failureMessage(tApp, me.error) ?? '' })} error={me.error} onRetry={me.refetch} />
        ) : (
          <LoadingState text={t('guard.checking')} />
        )}
      </main>
    );
  }
  const staff = me.data;
  return (
    <StaffContext.Provider value={staff}>
      <StudioNav role={staff.role} />
      <main id="content" className={styles.main}>
        {ability !== undefined && !can(staff.role, ability) ? <StudioRefused reason="role" /> : (children ?? <Outlet />)}
      </main>
    </StaffContext.Provider>
  );
}

/** A page for some roles only: the others read that it is not part of their role. */
export function RoleGate({ ability, children }: { ability: StudioAbility; children: ReactNode }) {
  const staff = useContext(StaffContext);
  if (staff === null || !can(staff.role, ability)) return <StudioRefused reason="role" />;
  return <>{children}</>;
}
