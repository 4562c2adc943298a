import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button, DateField, PasswordField, SelectField, StatusMessage, TextField } from '@pariksha/ui';
import type { Learner } from '../auth/learner';
import { localeAtom, translatorAtom } from '../language/atoms';
import { usePasswordLabels } from '../password/usePasswordLabels';
import { ChangeEmailForm } from './ChangeEmailForm';
import { dobYears } from './dobYears';
import { cityOptions, countryOptions, genderOptions, labelledOptions, stateOptions, withSaved } from './profileOptions';
import { useProfileSave } from './useProfileSave';
import * as styles from './ProfileForm.css';
import '../../i18n/accountMessages';

type Personal = Record<'first_name' | 'last_name' | 'phone' | 'email' | 'dob' | 'gender' | 'city' | 'state' | 'post_code' | 'country', string>;

function personalOf(user: Learner): Personal {
  const profile = user.profile;
  return {
    first_name: profile.first_name,
    last_name: profile.last_name ?? '',
    phone: profile.phone,
    email: profile.email,
    dob: profile.dob ?? '',
    gender: profile.gender ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    post_code: profile.post_code ?? '',
    country: profile.country ?? '',
  };
}

/** Personal Information: the spec's fields and options, with the +91 prefix on the phone. */
export function PersonalForm({ user, onSaved }: { user: Learner; onSaved: (user: Learner) => void }) {
  const t = useAtomValue(translatorAtom);
  const passwordLabels = usePasswordLabels();
  const locale = useAtomValue(localeAtom);
  const [form, setForm] = useState<Personal>(() => personalOf(user));
  // A new phone number needs the current password; the e-mail changes only through 'Change e-mail'.
  const [currentPassword, setCurrentPassword] = useState('');
  const [changingEmail, setChangingEmail] = useState(false);
  const phoneChanged = form.phone.replace(/\D/g, '').slice(-10) !== user.profile.phone;
  const { save, saving, fields, error } = useProfileSave((saved) => {
    setCurrentPassword('');
    onSaved(saved);
  });
  const set = (key: keyof Personal) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const fieldError = (key: keyof Personal) => fields[`personal.${key}`];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const personal: Partial<Personal> = { ...form };
    delete personal.email;
    void save(phoneChanged && currentPassword !== '' ? { personal, current_password: currentPassword } : { personal });
  };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={submit}>
        {error ? <StatusMessage tone="critical">{t('list.error', { message: error })}</StatusMessage> : null}
        <div className={styles.grid}>
          <TextField label={t('profile.firstName')} name="first_name" autoComplete="given-name" required value={form.first_name} onChange={set('first_name')} error={fieldError('first_name')} />
          <TextField label={t('profile.lastName')} name="last_name" autoComplete="family-name" value={form.last_name} onChange={set('last_name')} error={fieldError('last_name')} />
          <TextField label={t('profile.phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel-national" prefix="+91" required value={form.phone} onChange={set('phone')} error={fieldError('phone')} />
          {phoneChanged ? (
            <PasswordField label={t('profile.phonePassword')} name="current_password" autoComplete="current-password" required value={currentPassword} onChange={setCurrentPassword} error={fields.current_password} labels={passwordLabels} />
          ) : null}
          <TextField label={t('profile.email')} name="email" type="email" autoComplete="email" readOnly value={user.profile.email} onChange={() => undefined} error={fieldError('email')} hint={user.email_confirmed ? undefined : t('changeEmail.unconfirmed', { email: user.email })} />
          <DateField label={t('profile.dob')} name="dob" locale={locale} years={dobYears(user.profile.dob ?? '')} labels={{ day: t('profile.day'), month: t('profile.month'), year: t('profile.year') }} value={form.dob} onChange={set('dob')} error={fieldError('dob')} />
          <SelectField label={t('profile.gender')} name="gender" placeholder={t('profile.choose')} options={labelledOptions(withSaved(genderOptions, form.gender), t)} value={form.gender} onChange={set('gender')} error={fieldError('gender')} />
          <SelectField label={t('profile.city')} name="city" placeholder={t('profile.choose')} options={labelledOptions(withSaved(cityOptions, form.city), t)} value={form.city} onChange={set('city')} error={fieldError('city')} />
          <SelectField label={t('profile.state')} name="state" placeholder={t('profile.choose')} options={labelledOptions(withSaved(stateOptions, form.state), t)} value={form.state} onChange={set('state')} error={fieldError('state')} />
          <TextField label={t('profile.postCode')} name="post_code" inputMode="numeric" autoComplete="postal-code" value={form.post_code} onChange={set('post_code')} error={fieldError('post_code')} />
          <SelectField label={t('profile.country')} name="country" placeholder={t('profile.choose')} options={labelledOptions(withSaved(countryOptions, form.country), t)} value={form.country} onChange={set('country')} error={fieldError('country')} />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={saving}>
            {saving ? t('profile.saving') : t('profile.update')}
          </Button>
          {changingEmail ? null : (
            <Button type="button" variant="outline" onClick={() => setChangingEmail(true)}>
              {t('changeEmail.open')}
            </Button>
          )}
        </div>
      </form>
      {changingEmail ? <ChangeEmailForm onClose={() => setChangingEmail(false)} /> : null}
    </>
  );
}
