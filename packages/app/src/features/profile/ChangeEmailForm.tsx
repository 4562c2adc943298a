import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Button, PasswordField, StatusMessage, TextField } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { translatorAtom } from '../language/atoms';
import { usePasswordLabels } from '../password/usePasswordLabels';
import { requestEmailChange } from './emailChange';
import * as styles from './ProfileForm.css';
import '../../i18n/accountMessages';

const emptyForm = { email: '', password: '' };
type FieldErrors = Partial<Record<keyof typeof emptyForm, string>>;

/**
 * 'Change e-mail': the new address and the current password; the server mails the new address a
 * link and the account's address changes only when it is opened (`/confirm-email`). What was
 * typed is kept after a failure.
 */
export function ChangeEmailForm({ onClose }: { onClose: () => void }) {
  const t = useAtomValue(translatorAtom);
  const passwordLabels = usePasswordLabels();
  const api = useAtomValue(apiAtom);
  const [form, setForm] = useState(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const set = (key: keyof typeof emptyForm) => (value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    if (form.email.trim() === '' || form.password === '') {
      setAlert(t('changeEmail.allRequired'));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await requestEmailChange(api, { new_email: form.email, current_password: form.password });
      setSentTo(form.email.trim());
      setForm(emptyForm);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fields) {
        setErrors({ email: failure.fields.new_email, password: failure.fields.current_password });
      } else {
        setAlert(failureMessage(t, failure) ?? t('changeEmail.failed'));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${id}-title`}>{t('changeEmail.title')}</h3>
      {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
      {sentTo ? <StatusMessage tone="neutral">{t('changeEmail.sent', { email: sentTo })}</StatusMessage> : null}
      <TextField
        label={t('changeEmail.new')}
        name="new_email"
        type="email"
        autoComplete="email"
        required
        hint={t('changeEmail.hint')}
        value={form.email}
        onChange={set('email')}
        error={errors.email}
      />
      <PasswordField
        label={t('changeEmail.current')}
        name="current_password"
        autoComplete="current-password"
        required
        value={form.password}
        onChange={set('password')}
        error={errors.password}
        labels={passwordLabels}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? t('changeEmail.sending') : t('changeEmail.submit')}
        </Button>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('changeEmail.cancel')}
        </Button>
      </div>
    </form>
  );
}
