import { useAtom, useAtomValue } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Button, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { FailedState } from '../../components/PageStates';
import { authActor } from '../../features/auth/authActor';
import { updateProfile } from '../../features/auth/updateProfile';
import { languagesAtom, selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { SignedInDevices } from '../../features/sessions/SignedInDevices';
import { ChangePasswordForm } from './ChangePasswordForm';
import * as styles from './DashboardPage.css';
import '../../i18n/accountMessages';

/**
 * `/dashboard/settings`: 'Language Settings'. The languages are the ones the provider has
 * content in; saving keeps the choice in the learner's profile, so every device they sign in on
 * follows it, and switches this one at once.
 */
export default function SettingsPage() {
  const t = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const languages = useAtomValue(languagesAtom);
  const [selected, setSelected] = useAtom(selectedLanguageAtom);
  const [choice, setChoice] = useState(selected);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const user = await updateProfile(api, { preferred_language: choice });
      authActor.send({ type: 'PROFILE_UPDATED', user });
      await setSelected(choice);
    } catch (failure) {
      setError(failureMessage(t, failure) ?? t('settings.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('settings.title')}
      </h1>
      <form className={styles.card} onSubmit={(event) => void save(event)}>
        <h2 className={styles.cardTitle}>{t('settings.language')}</h2>
        <label htmlFor={`${id}-language`} className={styles.label}>
          {t('settings.choose')}
        </label>
        <select
          id={`${id}-language`}
          className={styles.select}
          value={choice}
          disabled={!languages.data}
          onChange={(event) => setChoice(event.target.value)}
        >
          {(languages.data ?? [{ code: 'en', label: 'English' }]).map((language) => (
            <option key={language.code} value={language.code} lang={language.code}>
              {language.label}
            </option>
          ))}
        </select>
        {languages.isError ? <FailedState message={t('settings.languagesFailed')} error={languages.error} onRetry={languages.refetch} /> : null}
        {error ? <StatusMessage tone="critical">{t('list.error', { message: error })}</StatusMessage> : null}
        <div>
          <Button type="submit" disabled={saving || !languages.data}>
            {saving ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </form>
      <ChangePasswordForm />
      <SignedInDevices />
    </section>
  );
}
