import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, PasswordField, TextField } from '@pariksha/ui';
import { wordedMessage } from '../../api/ApiError';
import { authActor } from '../../features/auth/authActor';
import { isStudioPath, openStudio } from '../../features/auth/studioDoor';
import { useAuth } from '../../features/auth/useAuth';
import { useAuthOutcome } from '../../features/auth/useAuthOutcome';
import { translatorAtom } from '../../features/language/atoms';
import { usePasswordLabels } from '../../features/password/usePasswordLabels';
import { defaultLandingPath, returnPathFrom } from './returnPath';
import { AuthFormCard } from './AuthFormCard';
import { SecondFactorForm } from './SecondFactorForm';
import { SignedInNotice } from './SignedInNotice';
import '../../i18n/accountMessages';

/** `/login`: e-mail and password; back to the page the learner was sent from, or their courses. */
export default function LoginPage() {
  const t = useAtomValue(translatorAtom);
  const passwordLabels = usePasswordLabels();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const loading = auth.matches({ loading: 'login' });
  const failed = auth.matches('failed') && auth.context.request === 'login';
  const fields = failed ? auth.context.fieldErrors : undefined;

  // A staff member (their login passed a second factor) lands in the studio, a learner on their courses.
  const landing = () => (authActor.getSnapshot().context.request === 'secondFactor' ? '/studio' : defaultLandingPath);
  useAuthOutcome('LOGGED_IN', () => {
    const next = returnPathFrom(location.state) ?? landing();
    // The studio is an app of its own: it loads afresh.
    if (isStudioPath(next)) openStudio(next, { replace: true });
    else void navigate(next, { replace: true });
  });

  if (auth.context.isAuthenticated && !loading) return <SignedInNotice />;
  // A staff member's password was right: the second factor before any session.
  if (auth.matches('secondFactor') || auth.matches({ loading: 'secondFactor' })) return <SecondFactorForm />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setAlert(t('login.fillAll'));
      return;
    }
    setAlert(null);
    authActor.send({ type: 'LOGIN', email: email.trim(), password });
    // The spec clears the form after each submit.
    setEmail('');
    setPassword('');
  };

  return (
    <AuthFormCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      switchPrompt={t('login.noAccount')}
      switchLabel={t('login.signUp')}
      switchTo="/signup"
      alert={alert}
      error={failed && auth.context.error !== null ? wordedMessage(t, auth.context.error, auth.context.errorWorded) : null}
      onSubmit={submit}
    >
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={setEmail}
        error={fields?.email}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
        error={fields?.password}
        labels={passwordLabels}
      />
      <Button type="submit" width="full" disabled={loading}>
        {loading ? t('login.loading') : t('login.submit')}
      </Button>
    </AuthFormCard>
  );
}
