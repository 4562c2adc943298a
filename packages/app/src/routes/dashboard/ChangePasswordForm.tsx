import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Button, PasswordField, StatusMessage } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { useAuth } from '../../features/auth/useAuth';
import { translatorAtom } from '../../features/language/atoms';
import { changePassword } from '../../features/password/changePassword';
import { NewPasswordField } from '../../features/password/NewPasswordField';
import { problemMessageKeys, translatePasswordMessage } from '../../features/password/passwordText';
import { usePasswordLabels } from '../../features/password/usePasswordLabels';
import { usePasswordStrength } from '../../features/password/usePasswordStrength';
import * as styles from './DashboardPage.css';
import '../../i18n/accountMessages';

const emptyForm = { current: '', next: '', confirm: '' };
type FieldErrors = Partial<Record<keyof typeof emptyForm, string>>;

/**
 * Settings' 'Change password': the current password, a new one with its strength hint (a common
 * one, or one made from the learner's name, e-mail or phone, is refused here before it is sent, as
 * the server would), and the new one again. What was typed is kept after a failure.
 */
export function ChangePasswordForm() {
  const t = useAtomValue(translatorAtom);
  const passwordLabels = usePasswordLabels();
  const api = useAtomValue(apiAtom);
  const user = useAuth().context.user;
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  const strength = usePasswordStrength(form.next, { name, email: user?.email, phone: user?.phone });
  const set = (key: keyof typeof emptyForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
    setDone(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    setDone(null);
    if (Object.values(form).some((value) => value === '')) {
      setAlert(t('changePassword.allRequired'));
      return;
    }
    if (strength?.problem) {
      setErrors({ next: t(problemMessageKeys[strength.problem]) });
      return;
    }
    if (form.next !== form.confirm) {
      setErrors({ confirm: t('changePassword.mismatch') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await changePassword(api, { current_password: form.current, new_password: form.next });
      setForm(emptyForm);
      setDone(t('changePassword.done'));
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) {
        setErrors({
          current: failure.fields.current_password,
          next: translatePasswordMessage(t, failure.fields.new_password),
        });
      } else {
        setAlert(failureMessage(t, failure) ?? t('changePassword.failed'));
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={styles.card} noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h2 id={`${id}-title`} className={styles.cardTitle}>
        {t('changePassword.title')}
      </h2>
      {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
      <PasswordField
        label={t('changePassword.current')}
        name="current_password"
        autoComplete="current-password"
        required
        value={form.current}
        onChange={set('current')}
        error={errors.current}
        labels={passwordLabels}
      />
      <NewPasswordField
        label={t('changePassword.new')}
        name="new_password"
        hint={t('changePassword.hint')}
        value={form.next}
        onChange={set('next')}
        assessment={strength}
        error={errors.next}
      />
      <PasswordField
        label={t('changePassword.confirm')}
        name="confirm_new_password"
        autoComplete="new-password"
        required
        value={form.confirm}
        onChange={set('confirm')}
        error={errors.confirm}
        labels={passwordLabels}
      />
      <p role="status" className={styles.label}>
        {done}
      </p>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? t('changePassword.saving') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
