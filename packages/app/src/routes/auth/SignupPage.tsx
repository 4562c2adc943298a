import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { apiAtom } from '../../api/apiAtom';
import { Button, PasswordField, TextField } from '@pariksha/ui';
import { NewPasswordField } from '../../features/password/NewPasswordField';
import { problemMessageKeys, translatePasswordMessage } from '../../features/password/passwordText';
import { usePasswordStrength } from '../../features/password/usePasswordStrength';
import { authActor } from '../../features/auth/authActor';
import { useAuth } from '../../features/auth/useAuth';
import { useAuthOutcome } from '../../features/auth/useAuthOutcome';
import { translatorAtom } from '../../features/language/atoms';
import { planIdFrom, startTrial } from '../../features/subscriptions/startTrial';
import { AuthFormCard } from './AuthFormCard';
import { SignedInNotice } from './SignedInNotice';
import '../../i18n/accountMessages';

const emptyForm = { name: '', phone: '', email: '', password: '', confirm: '' };

/** `/signup`: the spec's five fields; on success the token is kept and the learner goes to /login. */
export default function SignupPage() {
  const t = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyForm);
  const [alert, setAlert] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const strength = usePasswordStrength(form.password, { name: form.name, email: form.email, phone: form.phone });
  const loading = auth.matches({ loading: 'signup' });
  const failed = auth.matches('failed') && auth.context.request === 'signup';
  const fields = failed ? auth.context.fieldErrors : undefined;
  const set = (key: keyof typeof emptyForm) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const [search] = useSearchParams();
  const trialPlan = planIdFrom(search);
  useAuthOutcome('SIGNED_UP', () => {
    // The plan chosen on /subscription-plans before signing up: its trial starts now.
    if (trialPlan !== null) void startTrial(api, trialPlan).catch(() => undefined);
    void navigate('/login', { state: location.state });
  });

  if (auth.context.isAuthenticated && !loading) return <SignedInNotice />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.values(form).some((value) => value.trim() === '')) {
      setAlert(t('signup.allRequired'));
      return;
    }
    if (form.password !== form.confirm) {
      setAlert(t('signup.mismatch'));
      return;
    }
    // The rule the server would refuse it for, said before anything is sent (once the list is here).
    if (strength?.problem) {
      setAlert(null);
      setPasswordError(t(problemMessageKeys[strength.problem]));
      return;
    }
    setAlert(null);
    setPasswordError(null);
    authActor.send({
      type: 'SIGNUP',
      first_name: form.name.trim(),
      phone: form.phone.trim(),
      email: form.email.trim(),
      password: form.password,
    });
    // The spec clears the form after each submit.
    setForm(emptyForm);
  };

  return (
    <AuthFormCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      switchPrompt={t('signup.haveAccount')}
      switchLabel={t('signup.logIn')}
      switchTo="/login"
      alert={alert}
      error={failed ? (translatePasswordMessage(t, auth.context.error) ?? null) : null}
      onSubmit={submit}
    >
      <TextField
        label={t('signup.name')}
        name="first_name"
        autoComplete="name"
        required
        value={form.name}
        onChange={set('name')}
        error={fields?.first_name}
      />
      <TextField
        label={t('signup.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        prefix="+91"
        required
        value={form.phone}
        onChange={set('phone')}
        error={fields?.phone}
      />
      <TextField
        label={t('signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={set('email')}
        error={fields?.email}
      />
      <NewPasswordField
        label={t('auth.password')}
        name="password"
        hint={t('signup.passwordHint')}
        value={form.password}
        onChange={(value) => {
          setPasswordError(null);
          set('password')(value);
        }}
        assessment={strength}
        error={passwordError ?? translatePasswordMessage(t, fields?.password)}
      />
      <PasswordField
        label={t('signup.confirm')}
        name="confirm_password"
        autoComplete="new-password"
        required
        value={form.confirm}
        onChange={set('confirm')}
        labels={{ show: t('auth.showPassword'), hide: t('auth.hidePassword') }}
      />
      <Button type="submit" width="full" disabled={loading}>
        {loading ? t('signup.loading') : t('signup.submit')}
      </Button>
    </AuthFormCard>
  );
}
