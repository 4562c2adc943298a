import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { AuthCard } from '@pariksha/ui';
import * as links from '../../components/linkButton.css';
import { useAuth } from '../../features/auth/useAuth';
import { logoutAskedAtom } from '../../features/auth/logoutAtoms';
import { translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from './AuthPage.css';
import '../../i18n/accountMessages';

/** /login and /signup for a learner who is already signed in: who they are, and the way on. */
export function SignedInNotice() {
  const t = useAtomValue(translatorAtom);
  const { context } = useAuth();
  const askLogout = useSetAtom(logoutAskedAtom);
  const name = context.user?.first_name;
  return (
    <AuthCard title={t('auth.signedInTitle')} brand={t('app.name')} homeHref="/" linkComponent={RouterLink}>
      <div className={styles.form}>
        <p className={styles.notice}>{name ? t('auth.signedInAs', { name }) : t('auth.signedIn')}</p>
        <Link className={links.solid} to="/dashboard/courses">
          {t('auth.toDashboard')}
        </Link>
        <button type="button" className={links.outline} onClick={() => askLogout(true)}>
          {t('nav.logOut')}
        </button>
      </div>
    </AuthCard>
  );
}
