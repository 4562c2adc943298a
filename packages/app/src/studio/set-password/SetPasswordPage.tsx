import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthCard, Button, ButtonLink, PasswordField, StatusMessage } from '@pariksha/ui';
import { ApiError, failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { translatorAtom } from '../../features/language/atoms';
import { NewPasswordField } from '../../features/password/NewPasswordField';
import { problemMessageKeys, translatePasswordMessage } from '../../features/password/passwordText';
import { usePasswordLabels } from '../../features/password/usePasswordLabels';
import { usePasswordStrength } from '../../features/password/usePasswordStrength';
import { RouterLink } from '../../layout/RouterLink';
import { setStaffPassword } from '../api/staffApi';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';
import * as page from './SetPasswordPage.css';
import '../../i18n/accountMessages';

/**
 * `/studio/set-password?token=…`: the link `pnpm staff add` printed. The new password follows the
 * sign-up's rules, with the same strength hint; then the staff member signs in.
 */
export default function SetPasswordPage() {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const passwordLabels = usePasswordLabels();
  const api = useAtomValue(apiAtom);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  // Whose password it is is unknown before the server answers: it checks e-mail-made passwords.
  const strength = usePasswordStrength(password, {});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    if (!password || !confirm) {
      setAlert(t('setPassword.required'));
      return;
    }
    if (strength?.problem) {
      setErrors({ password: tApp(problemMessageKeys[strength.problem]) });
      return;
    }
    if (strength?.verdict === 'tooShort') {
      setErrors({ password: tApp('password.tooShort') });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: t('setPassword.mismatch') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await setStaffPassword(api, token, password);
      setDoneFor(answer.data.email);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_link') setAlert(t('setPassword.invalidLink'));
      else if (error instanceof ApiError && error.fields?.password) setErrors({ password: translatePasswordMessage(tApp, error.fields.password) });
      else setAlert(failureMessage(tApp, error));
    } finally {
      setSaving(false);
    }
  };

  const card = { brand: t('frame.brand'), homeHref: '/', linkComponent: RouterLink };
  return (
    <main id="content" className={page.centre}>
      {doneFor !== null ? (
        <AuthCard title={t('setPassword.title')} {...card}>
          <div className={styles.stack}>
            <StatusMessage tone="neutral">{t('setPassword.done', { email: doneFor })}</StatusMessage>
            <ButtonLink href="/login" width="full" linkComponent={RouterLink}>
              {t('setPassword.toLogin')}
            </ButtonLink>
          </div>
        </AuthCard>
      ) : token === '' ? (
        <AuthCard title={t('setPassword.title')} {...card}>
          <StatusMessage tone="critical">{t('setPassword.noToken')}</StatusMessage>
        </AuthCard>
      ) : (
        <AuthCard title={t('setPassword.title')} subtitle={t('setPassword.lead')} {...card}>
          <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
            {alert ? <StatusMessage tone="critical">{alert}</StatusMessage> : null}
            <NewPasswordField
              label={t('setPassword.password')}
              name="new_password"
              hint={t('setPassword.hint')}
              value={password}
              onChange={(value) => {
                setPassword(value);
                setErrors((current) => ({ ...current, password: undefined }));
              }}
              assessment={strength}
              error={errors.password}
            />
            <PasswordField
              label={t('setPassword.confirm')}
              name="confirm_password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(value) => {
                setConfirm(value);
                setErrors((current) => ({ ...current, confirm: undefined }));
              }}
              error={errors.confirm}
              labels={passwordLabels}
            />
            <Button type="submit" width="full" loading={saving}>
              {saving ? t('setPassword.saving') : t('setPassword.submit')}
            </Button>
          </form>
        </AuthCard>
      )}
    </main>
  );
}
