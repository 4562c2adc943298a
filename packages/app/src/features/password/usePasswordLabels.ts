import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { PasswordFieldLabels } from '@pariksha/ui';
import { translatorAtom } from '../language/atoms';
import '../../i18n/accountMessages';

/** The show/hide button's names and what it announces, for every password field in the app, in the reader's language. */
export function usePasswordLabels(): PasswordFieldLabels {
  const t = useAtomValue(translatorAtom);
  return useMemo(
    () => ({ show: t('auth.showPassword'), hide: t('auth.hidePassword'), shown: t('auth.passwordShown'), hidden: t('auth.passwordHidden') }),
    [t],
  );
}
