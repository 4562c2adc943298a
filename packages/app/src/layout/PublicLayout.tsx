import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { SiteFooter, SiteHeader, TopBar, type SiteLink } from '@pariksha/ui';
import { tokenAtom } from '../features/auth/atoms';
import { loggingOutAtom, logoutAskedAtom } from '../features/auth/logoutAtoms';
import { translatorAtom } from '../features/language/atoms';
import { LanguageMenu } from '../features/language/LanguageMenu';
import { LazyHeaderSearch } from '../features/search/LazyHeaderSearch';
import type { MessageKey } from '../i18n/en';
import { contactDetails } from './contactDetails';
import { RouterLink } from './RouterLink';
import { useSiteHeaderLabels } from './useSiteHeaderLabels';
import * as page from './page.css';
import * as styles from './PublicLayout.css';

/** The header's links, in the spec's order. */
const navigation: readonly { href: string; label: MessageKey; end?: boolean }[] = [
  { href: '/', label: 'nav.home', end: true },
  { href: '/about', label: 'nav.about' },
  { href: '/course', label: 'nav.courses' },
  { href: '/dashboard/courses', label: 'nav.dashboard' },
  { href: '/subscription-plans', label: 'nav.subscriptions' },
];

function isCurrent(pathname: string, href: string, end?: boolean) {
  return end ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}

/** The public pages' frame: top bar, header with search and navigation, the page, footer. */
export function PublicLayout() {
  const t = useAtomValue(translatorAtom);
  const headerLabels = useSiteHeaderLabels();
  // The stored token says who is signed in, without loading the auth machine on public pages.
  const signedIn = useAtomValue(tokenAtom) !== null;
  const askLogout = useSetAtom(logoutAskedAtom);
  const [loggingOut, setLoggingOut] = useAtom(loggingOutAtom);
  // The logout has brought the learner here, signed out: the dashboard's detour home is over.
  useEffect(() => {
    if (loggingOut && !signedIn) setLoggingOut(false);
  }, [loggingOut, signedIn, setLoggingOut]);
  const { pathname } = useLocation();
  const links: SiteLink[] = navigation.map(({ href, label, end }) => ({
    href,
    label: t(label),
    current: isCurrent(pathname, href, end),
  }));

  return (
    <div className={styles.page}>
      <a className={page.skipLink} href="#content">
        {t('skip.toContent')}
      </a>
      <TopBar
        languageSelect={<LanguageMenu />}
        email={contactDetails.email}
        location={t('contact.location')}
        labels={{ email: t('contact.email'), location: t('contact.address'), social: t('footer.social') }}
      />
      <SiteHeader
        links={links}
        signedIn={signedIn}
        onLogout={() => askLogout(true)}
        search={<LazyHeaderSearch />}
        linkComponent={RouterLink}
        labels={headerLabels}
      />
      <main id="content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter
        year={new Date().getFullYear()}
        phone={contactDetails.phone}
        email={contactDetails.email}
        linkComponent={RouterLink}
        learnMoreLinks={[
          { href: '/about', label: t('nav.about') },
          { href: '/course', label: t('nav.courses') },
          { href: '/subscription-plans', label: t('nav.subscriptions') },
          { href: '/#faq', label: t('footer.faq') },
        ]}
        blogLinks={[
          // Until the quiz engine exists, the free tests of every series are the live practice.
          { href: '/test-series', label: t('footer.liveQuiz') },
          { href: '/test-series', label: t('footer.testSeries') },
          // The General Awareness capsule is our current-affairs reading.
          { href: '/library/general-awareness-2026-capsule', label: t('footer.currentAffairs') },
        ]}
        labels={{
          brand: t('app.name'),
          learnMore: t('footer.learnMore'),
          blogs: t('footer.blogs'),
          contactUs: t('footer.contactUs'),
          social: t('footer.social'),
          rights: t('footer.rights'),
          call: t('contact.call'),
          email: t('contact.email'),
        }}
      />
      <ScrollRestoration />
    </div>
  );
}
