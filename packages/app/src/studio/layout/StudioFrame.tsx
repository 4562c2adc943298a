import { useSetAtom } from 'jotai';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { logoutAskedAtom } from '../../features/auth/logoutAtoms';
import { useAuth } from '../../features/auth/useAuth';
import { LanguageMenu } from '../../features/language/LanguageMenu';
import { RouterLink } from '../../layout/RouterLink';
import { useStudioText } from '../i18n/studioText';
import * as styles from './studio.css';

/**
 * `/studio`: the team's frame around every studio page, without the learners' header and footer.
 * The studio is an app of its own (main.tsx); its pages load as they are opened (studioRoutes.tsx).
 */
export default function StudioFrame() {
  const t = useStudioText();
  const signedIn = useAuth().context.isAuthenticated;
  const askLogout = useSetAtom(logoutAskedAtom);
  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <RouterLink href="/studio" className={styles.brand}>
            {t('frame.brand')}
          </RouterLink>
          <LanguageMenu />
          {signedIn ? (
            <button type="button" className={styles.headerButton} onClick={() => askLogout(true)}>
              {t('frame.signOut')}
            </button>
          ) : null}
        </div>
      </header>
      <Outlet />
      <ScrollRestoration />
    </div>
  );
}
