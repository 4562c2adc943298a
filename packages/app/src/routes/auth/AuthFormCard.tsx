import { useAtomValue } from 'jotai';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AuthCard, StatusMessage } from '@pariksha/ui';
import { translatorAtom } from '../../features/language/atoms';
import '../../i18n/accountMessages';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from './AuthPage.css';

interface AuthFormCardProps {
  title: string;
  subtitle: string;
  /** The footer's question and its link to the other form: 'New to Pariksha?' 'Create an account'. */
  switchPrompt: string;
  switchLabel: string;
  switchTo: '/login' | '/signup';
  /** The spec's alert ('Please fill in all fields.'), or null. */
  alert: string | null;
  /** The provider's or the machine's error, shown in red, or null. */
  error: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form, for moving the focus to its first invalid field after a refusal. */
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The frame /login and /signup share: the card, the honest Google button, the alert and the red
 * error above the fields, and the link to the other form (which keeps where the learner was going).
 */
export function AuthFormCard({
  title,
  subtitle,
  switchPrompt,
  switchLabel,
  switchTo,
  alert,
  error,
  onSubmit,
  formRef,
  children,
}: AuthFormCardProps) {
  const t = useAtomValue(translatorAtom);
  const location = useLocation();
  return (
    <AuthCard
      title={title}
      subtitle={subtitle}
      brand={t('app.name')}
      homeHref="/"
      linkComponent={RouterLink}
      google={{ label: t('auth.google'), note: t('auth.googleUnavailable') }}
      footer={
        <p>
          {switchPrompt}{' '}
          <Link to={switchTo} state={location.state}>
            {switchLabel}
          </Link>
        </p>
      }
    >
      <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
        {alert ? (
          <div role="alert" className={styles.alert}>
            {alert}
          </div>
        ) : null}
        {error ? <StatusMessage tone="critical">{error}</StatusMessage> : null}
        {children}
      </form>
    </AuthCard>
  );
}
