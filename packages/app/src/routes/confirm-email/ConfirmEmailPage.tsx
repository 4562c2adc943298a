import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthCard, Button, ButtonLink, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { FailedState } from '../../components/PageStates';
import { authActor } from '../../features/auth/authActor';
import { useAuth } from '../../features/auth/useAuth';
import { translatorAtom } from '../../features/language/atoms';
import { confirmEmail } from '../../features/profile/emailChange';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from '../auth/AuthPage.css';
import '../../i18n/accountMessages';

type Confirmation =
  | { state: 'idle' }
  | { state: 'confirming' }
  | { state: 'done'; email: string }
  | { state: 'failed'; message: string };

/**
 * `/confirm-email?token=…`: the link mailed by sign-up and 'Change e-mail'. The learner presses
 * the button (a mail scanner that opens the link confirms nothing); it works signed in or not.
 */
export default function ConfirmEmailPage() {
  const t = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const auth = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirmation, setConfirmation] = useState<Confirmation>({ state: 'idle' });

  const confirm = async () => {
    setConfirmation({ state: 'confirming' });
    try {
      const user = await confirmEmail(api, { token });
      if (auth.context.user?.id === user.id) authActor.send({ type: 'PROFILE_UPDATED', user });
      setConfirmation({ state: 'done', email: user.email });
    } catch (failure) {
      setConfirmation({
        state: 'failed',
        message: failureMessage(t, failure) ?? t('confirmEmail.failed'),
      });
    }
  };

  return (
    <AuthCard title={t('confirmEmail.title')} brand={t('app.name')} homeHref="/" linkComponent={RouterLink}>
      <div className={styles.form}>
        {token === '' ? (
          <FailedState message={t('confirmEmail.noToken')} />
        ) : confirmation.state === 'done' ? (
          <>
            <p role="status" className={styles.notice}>
              {t('confirmEmail.done', { email: confirmation.email })}
            </p>
            <ButtonLink href="/dashboard/profile" width="full" linkComponent={RouterLink}>
              {t('confirmEmail.toProfile')}
            </ButtonLink>
          </>
        ) : (
          <>
            {confirmation.state === 'failed' ? <StatusMessage tone="critical">{confirmation.message}</StatusMessage> : null}
            <p className={styles.notice}>{t('confirmEmail.intro')}</p>
            <Button width="full" disabled={confirmation.state === 'confirming'} onClick={() => void confirm()}>
              {confirmation.state === 'confirming' ? t('confirmEmail.confirming') : t('confirmEmail.submit')}
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
