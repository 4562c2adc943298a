import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { AuthCard, Button, StatusMessage, TextField } from '@pariksha/ui';
import { wordedMessage } from '../../api/ApiError';
import { authActor } from '../../features/auth/authActor';
import { openEnrolment } from '../../features/auth/studioDoor';
import { useAuth } from '../../features/auth/useAuth';
import { translatorAtom } from '../../features/language/atoms';
import { RouterLink } from '../../layout/RouterLink';
import '../../i18n/accountMessages';
import * as styles from './AuthPage.css';

/**
 * A staff member's login after the password: the code from their authenticator app (or a recovery
 * code), or, without a second factor yet, the way to its enrolment. Learners never see this.
 */
export function SecondFactorForm() {
  const t = useAtomValue(translatorAtom);
  const auth = useAuth();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const checking = auth.matches({ loading: 'secondFactor' });
  const error = auth.context.request === 'secondFactor' && auth.context.error !== null ? wordedMessage(t, auth.context.error, auth.context.errorWorded) : null;
  const step = auth.context.secondFactor;
  const card = { brand: t('app.name'), homeHref: '/', linkComponent: RouterLink };
  const startAgain = (
    <Button variant="ghost" width="full" onClick={() => authActor.send({ type: 'CANCEL_SECOND_FACTOR' })}>
      {t('login.startAgain')}
    </Button>
  );

  if (step?.second_factor === 'enrol') {
    return (
      <AuthCard title={t('login.enrolTitle')} subtitle={t('login.enrolSubtitle')} {...card}>
        <div className={styles.form}>
          <Button width="full" onClick={() => openEnrolment(step.challenge)}>
            {t('login.enrolContinue')}
          </Button>
          {startAgain}
        </div>
      </AuthCard>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!code.trim()) {
      setAlert(t('login.codeRequired'));
      return;
    }
    setAlert(null);
    authActor.send({ type: 'VERIFY_CODE', code: code.trim() });
    setCode('');
  };

  return (
    <AuthCard title={t('login.codeTitle')} subtitle={recovery ? t('login.recoverySubtitle') : t('login.codeSubtitle')} {...card}>
      <form className={styles.form} noValidate onSubmit={submit}>
        {alert ? (
          <div role="alert" className={styles.alert}>
            {alert}
          </div>
        ) : null}
        {error ? <StatusMessage tone="critical">{error}</StatusMessage> : null}
        {recovery ? (
          <TextField
            key="recovery"
            label={t('login.recoveryCode')}
            name="recovery-code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={code}
            onChange={setCode}
            error={auth.context.fieldErrors?.code}
          />
        ) : (
          <TextField
            key="totp"
            label={t('login.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9 ]*"
            maxLength={7}
            required
            value={code}
            onChange={setCode}
            error={auth.context.fieldErrors?.code}
          />
        )}
        <Button type="submit" width="full" disabled={checking}>
          {checking ? t('login.verifying') : t('login.verify')}
        </Button>
        <Button
          variant="ghost"
          width="full"
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
          }}
        >
          {recovery ? t('login.useAppCode') : t('login.useRecoveryCode')}
        </Button>
        {startAgain}
      </form>
    </AuthCard>
  );
}
