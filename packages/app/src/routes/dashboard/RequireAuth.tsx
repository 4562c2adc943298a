import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../../features/auth/useAuth';

/**
 * The spec's access rule: a signed-out visitor is sent to /login (history replaced) and the
 * attempted address is remembered for after the login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { context } = useAuth();
  const location = useLocation();
  if (!context.isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <>{children}</>;
}
