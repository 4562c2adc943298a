import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { apiAtom } from '../../api/apiAtom';
import { Button, PasswordField, TextField } from '@pariksha/ui';
import { fieldMessage, signupProblems, type FieldMessageKey } from '@pariksha/contract/values';
import { wordedMessage } from '../../api/ApiError';
import { NewPasswordField } from '../../features/password/NewPasswordField';
import { problemMessageKeys, translatePasswordMessage } from '../../features/password/passwordText';
import { usePasswordLabels } from '../../features/password/usePasswordLabels';
import { usePasswordStrength } from '../../features/password/usePasswordStrength';
import { authActor } from '../../features/auth/authActor';
import { useAuth } from '../../features/auth/useAuth';
import { useAuthOutcome, useAuthRefusal } from '../../features/auth/useAuthOutcome';
import { useFocusFirstInvalid } from '../../features/auth/useFocusFirstInvalid';
import { selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { planIdFrom, startTrial } from '../../features/subscriptions/startTrial';
import { AuthFormCard } from './AuthFormCard';
import { SignedInNotice } from './SignedInNotice';
import '../../i18n/accountMessages';

const emptyForm = { first_name: '', phone: '', email: '', password: '', confirm_password: '' };
type SignupForm = typeof emptyForm;
/** The fields the provider names in a refusal (`fields`), in the order the form shows them. */
const checkedFields = ['first_name', 'phone', 'email', 'password', 'referral_code'] as const;
type CheckedField = (typeof checkedFields)[number];
type FieldErrors = Partial<Record<CheckedField, string>>;

/** The messages of `fields` that belong to one of this form's fields. */
function formFieldErrors(fields: Record<string, string> | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of checkedFields) {
    const message = fields?.[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * `/signup`: the spec's five fields, and an optional friend's referral code (outside 'All fields
 * are required.'; `?ref=` fills it in); on success the token is kept and the learner goes to /login.
 * A refusal, the browser's or the provider's, keeps what was typed (only the passwords are
 * cleared) and shows each message under its field, the focus on the first of them.
 */
export default function SignupPage() {
  const t = useAtomValue(translatorAtom);
  const passwordLabels = usePasswordLabels();
  const language = useAtomValue(selectedLanguageAtom);
  const api = useAtomValue(apiAtom);
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [form, setForm] = useState(emptyForm);
  const [search] = useSearchParams();
  const [referral, setReferral] = useState(() => search.get('ref') ?? '');
  const [alert, setAlert] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const strength = usePasswordStrength(form.password, { name: form.first_name, email: form.email, phone: form.phone });
  const loading = auth.matches({ loading: 'signup' });
  const failed = auth.matches('failed') && auth.context.request === 'signup';
  // A refusal that names a field is said under that field; any other in red above the form.
  const refusalAtField = failed && Object.keys(formFieldErrors(auth.context.fieldErrors)).length > 0;
  // A field's message was about what was there before: it goes once the learner changes it.
  const clearError = (key: string) =>
    setErrors((current) => {
      if (!(key in current)) return current;
      const rest = { ...current };
      delete rest[key as CheckedField];
      return rest;
    });
  const set = (key: keyof SignupForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const trialPlan = planIdFrom(search);
  useAuthOutcome('SIGNED_UP', () => {
    // The plan chosen on /subscription-plans before signing up: its trial starts now.
    if (trialPlan !== null) void startTrial(api, trialPlan, search.get('exam')).catch(() => undefined);
    void navigate('/login', { state: location.state });
  });
  useAuthRefusal('signup', (refusal) => {
    // What was typed stays; a refused password is never kept.
    setForm((current) => ({ ...current, password: '', confirm_password: '' }));
    const fields = formFieldErrors(refusal.fieldErrors);
    if (fields.password !== undefined) fields.password = translatePasswordMessage(t, fields.password);
    setErrors(fields);
    focusFirstInvalid();
  });

  if (auth.context.isAuthenticated && !loading) return <SignedInNotice />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.values(form).some((value) => value.trim() === '')) {
      setAlert(t('signup.allRequired'));
      return;
    }
    if (form.password !== form.confirm_password) {
      setAlert(t('signup.mismatch'));
      return;
    }
    setAlert(null);
    // The rules the server would refuse them for, with its words, before anything is sent.
    const problems = Object.entries(signupProblems(form)) as [CheckedField, FieldMessageKey][];
    const found: FieldErrors = Object.fromEntries(problems.map(([field, key]) => [field, fieldMessage(key, language)]));
    // The common-password rule, once the list is here.
    if (found.password === undefined && strength?.problem) found.password = t(problemMessageKeys[strength.problem]);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    authActor.send({
      type: 'SIGNUP',
      first_name: form.first_name.trim(),
      phone: form.phone.trim(),
      email: form.email.trim(),
      password: form.password,
      referral_code: referral.trim(),
    });
  };

  return (
    <AuthFormCard
      title={t('signup.title')}
      subtitle={t('signup.subtitle')}
      switchPrompt={t('signup.haveAccount')}
      switchLabel={t('signup.logIn')}
      switchTo="/login"
      alert={alert}
      error={failed && !refusalAtField && auth.context.error !== null ? translatePasswordMessage(t, wordedMessage(t, auth.context.error, auth.context.errorWorded)) : null}
      onSubmit={submit}
      formRef={formRef}
    >
      <TextField
        label={t('signup.name')}
        name="first_name"
        autoComplete="name"
        required
        value={form.first_name}
        onChange={set('first_name')}
        error={errors.first_name}
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
        error={errors.phone}
      />
      <TextField
        label={t('signup.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <NewPasswordField
        label={t('auth.password')}
        name="password"
        hint={t('signup.passwordHint')}
        value={form.password}
        onChange={set('password')}
        assessment={strength}
        error={errors.password}
      />
      <PasswordField
        label={t('signup.confirm')}
        name="confirm_password"
        autoComplete="new-password"
        required
        value={form.confirm_password}
        onChange={set('confirm_password')}
        labels={passwordLabels}
      />
      <TextField
        label={t('signup.referral')}
        name="referral_code"
        hint={t('signup.referralHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        value={referral}
        onChange={(value) => {
          setReferral(value);
          clearError('referral_code');
        }}
        error={errors.referral_code}
      />
      <Button type="submit" width="full" disabled={loading}>
        {loading ? t('signup.loading') : t('signup.submit')}
      </Button>
    </AuthFormCard>
  );
}
