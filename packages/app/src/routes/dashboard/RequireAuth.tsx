import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loggingOutAtom } from '../../features/auth/logoutAtoms';
import { useAuth } from '../../features/auth/useAuth';

/**
 * The spec's access rule: a signed-out visitor is sent to /login (history replaced) and the
 * attempted address is remembered for after the login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { context } = useAuth();
  const location = useLocation();
  const loggingOut = useAtomValue(loggingOutAtom);
  // A learner who just confirmed Log out asked to leave, not to sign in again.
  if (!context.isAuthenticated && loggingOut) return <Navigate to="/" replace />;
  if (!context.isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <>{children}</>;
}
