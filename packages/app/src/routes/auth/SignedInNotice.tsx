import { useAtomValue, useSetAtom } from 'jotai';
import { AuthCard, Button, ButtonLink } from '@pariksha/ui';
import { useAuth } from '../../features/auth/useAuth';
import { logoutAskedAtom } from '../../features/auth/logoutAtoms';
import { translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from './AuthPage.css';
import { defaultLandingPath } from './returnPath';
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
        <ButtonLink href={defaultLandingPath} width="full" linkComponent={RouterLink}>
          {t('auth.toDashboard')}
        </ButtonLink>
        <Button variant="outline" width="full" onClick={() => askLogout(true)}>
          {t('nav.logOut')}
        </Button>
      </div>
    </AuthCard>
  );
}
