import { Outlet } from 'react-router-dom';
import { LogoutHost } from '../features/auth/LogoutHost';

/** Around every layout: what must outlive a change of page, such as the logout question. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <LogoutHost />
    </>
  );
}
