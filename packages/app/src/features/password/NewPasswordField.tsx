import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { PasswordField, PasswordStrength } from '@pariksha/ui';
import { translatorAtom } from '../language/atoms';
import type { PasswordAssessment } from './passwordStrength';
import { verdictMessageKeys, verdictStrengths } from './passwordText';
import * as styles from './NewPasswordField.css';
import { usePasswordLabels } from './usePasswordLabels';
import { loadPasswordStrength } from './usePasswordStrength';
import '../../i18n/accountMessages';

interface NewPasswordFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** From `usePasswordStrength`, so the form can refuse with the same answer the hint gives. */
  assessment: PasswordAssessment | null;
  hint?: string;
  error?: string;
}

/**
 * A new password with its strength hint under it, in sign-up and the settings' change-password
 * form. The estimator starts downloading when the field gets focus, not with the page.
 */
export function NewPasswordField({ label, name, value, onChange, assessment, hint, error }: NewPasswordFieldProps) {
  const t = useAtomValue(translatorAtom);
  const passwordLabels = usePasswordLabels();
  const strengthId = useId();
  const verdict = assessment?.verdict;
  return (
    <div className={styles.root}>
      <PasswordField
        label={label}
        name={name}
        autoComplete="new-password"
        required
        hint={hint}
        value={value}
        onChange={(next) => onChange(next)}
        onFocus={() => void loadPasswordStrength().catch(() => undefined)}
        error={error}
        aria-describedby={strengthId}
        labels={passwordLabels}
      />
      <PasswordStrength
        id={strengthId}
        strength={verdict ? verdictStrengths[verdict] : null}
        message={verdict ? t(verdictMessageKeys[verdict]) : ''}
        label={t('password.strength')}
      />
    </div>
  );
}
