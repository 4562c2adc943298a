import { useAtom } from 'jotai';
import { lazy, Suspense, useCallback } from 'react';
import { logoutAskedAtom } from './logoutAtoms';

/** The dialog and the auth machine arrive with the first Log out pressed, not with the page. */
const LogoutDialog = lazy(() => import('./LogoutDialog'));

/** Shows 'Confirm Logout' while it is asked; rendered once, inside the router. */
export function LogoutHost() {
  const [asked, setAsked] = useAtom(logoutAskedAtom);
  const close = useCallback(() => setAsked(false), [setAsked]);
  return asked ? (
    <Suspense fallback={null}>
      <LogoutDialog onClosed={close} />
    </Suspense>
  ) : null;
}
