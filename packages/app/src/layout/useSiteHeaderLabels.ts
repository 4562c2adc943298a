import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { SiteHeaderLabels } from '@pariksha/ui';
import { translatorAtom } from '../features/language/atoms';

/** The site header's words in the reader's language: the public pages' and the dashboard's header alike. */
export function useSiteHeaderLabels(): SiteHeaderLabels {
  const t = useAtomValue(translatorAtom);
  return useMemo(
    () => ({
      brand: t('app.name'),
      navigation: t('nav.label'),
      openMenu: t('nav.openMenu'),
      closeMenu: t('nav.closeMenu'),
      menu: t('nav.menu'),
      logIn: t('nav.logIn'),
      signUp: t('nav.signUp'),
      logOut: t('nav.logOut'),
    }),
    [t],
  );
}
