import { Outlet, ScrollRestoration } from 'react-router-dom';
import * as styles from './StandaloneLayout.css';

/** /login and /signup: the page alone, without the site's header and footer. */
export function StandaloneLayout() {
  return (
    <main id="content" className={styles.main}>
      <Outlet />
      <ScrollRestoration />
    </main>
  );
}
