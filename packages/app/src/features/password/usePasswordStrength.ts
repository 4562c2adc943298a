import { useEffect, useMemo, useState } from 'react';
import { passwordMinLength, type PasswordOwner } from '@pariksha/contract/values';
import type * as PasswordStrength from './passwordStrength';
import type { PasswordAssessment } from './passwordStrength';

type StrengthModule = typeof PasswordStrength;
let loading: Promise<StrengthModule> | undefined;

/** Fetches the estimator and its list once (sign-up and settings call this when the field is used). */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import('./passwordStrength').catch((error: unknown) => {
    loading = undefined; // offline: the next keystroke tries again; the server checks meanwhile
    throw error;
  });
  return loading;
}

/**
 * The typed password's assessment: null while nothing is typed, and, until the estimator has
 * arrived, only 'tooShort' for a short one (nothing is said about a long one before it is known).
 */
export function usePasswordStrength(password: string, owner: PasswordOwner): PasswordAssessment | null {
  const [estimator, setEstimator] = useState<StrengthModule | null>(null);
  const typing = password !== '';
  useEffect(() => {
    if (!typing || estimator) return;
    let current = true;
    loadPasswordStrength().then(
      (module) => current && setEstimator(module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [typing, estimator]);

  const { name, email, phone } = owner;
  return useMemo(() => {
    if (!typing) return null;
    if (estimator) return estimator.assessPassword(password, { name, email, phone });
    return password.length < passwordMinLength ? { verdict: 'tooShort', problem: null } : null;
  }, [typing, estimator, password, name, email, phone]);
}
