import { Outlet } from 'react-router-dom';
import { LogoutHost } from '../features/auth/LogoutHost';
import { useDocumentTitle } from './useDocumentTitle';

/** Around every layout: what must outlive a change of page, such as the logout question and the tab's title. */
export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <LogoutHost />
    </>
  );
}
