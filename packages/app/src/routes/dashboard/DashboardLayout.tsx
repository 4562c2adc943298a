import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { DashboardSidebar, SidebarToggle, SiteHeader } from '@pariksha/ui';
import { authActor } from '../../features/auth/authActor';
import { logoutAskedAtom } from '../../features/auth/logoutAtoms';
import { useAuth } from '../../features/auth/useAuth';
import { defaultImages } from '../../features/content/defaultImages';
import { translatorAtom } from '../../features/language/atoms';
import { LanguageMenu } from '../../features/language/LanguageMenu';
import { LazyHeaderSearch } from '../../features/search/LazyHeaderSearch';
import type { MessageKey } from '../../i18n/en';
import { RouterLink } from '../../layout/RouterLink';
import * as page from '../../layout/page.css';
import { useSiteHeaderLabels } from '../../layout/useSiteHeaderLabels';
import * as styles from './DashboardLayout.css';
import '../../i18n/dashboardMessages';

const sidebarLinks: readonly { href: string; label: MessageKey }[] = [
  { href: '/dashboard/courses', label: 'dashboard.navCourses' },
  // Also marks the test list, instructions, summary and result pages (their paths start so).
  { href: '/dashboard/test', label: 'dashboard.navTests' },
  { href: '/dashboard/discussion-forum', label: 'dashboard.navForum' },
  { href: '/dashboard/video', label: 'dashboard.navVideos' },
  { href: '/dashboard/profile', label: 'dashboard.navProfile' },
  { href: '/dashboard/orders', label: 'dashboard.navOrders' },
  { href: '/dashboard/refer', label: 'dashboard.navRefer' },
  { href: '/dashboard/settings', label: 'dashboard.navSettings' },
  { href: '/dashboard/help', label: 'dashboard.navHelp' },
];

const headerLinks: readonly { href: string; label: MessageKey }[] = [
  { href: '/', label: 'nav.home' },
  { href: '/about', label: 'nav.about' },
  { href: '/course', label: 'nav.courses' },
  { href: '/dashboard/courses', label: 'nav.dashboard' },
  { href: '/subscription-plans', label: 'nav.subscriptions' },
];

/**
 * The signed-in learner's frame: the site header, the sidebar with their name (16rem from laptops,
 * a drawer on phones) and the page. The language dropdown sits beside the sidebar button on
 * phones and heads the sidebar's column from laptops, never a strip of its own. Their profile is fetched once if this visit began signed in.
 */
export default function DashboardLayout() {
  const t = useAtomValue(translatorAtom);
  const headerLabels = useSiteHeaderLabels();
  const { context } = useAuth();
  const { pathname } = useLocation();
  const askLogout = useSetAtom(logoutAskedAtom);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const needsProfile = context.isAuthenticated && context.user === null;

  useEffect(() => {
    if (needsProfile) authActor.send({ type: 'FETCH_PROFILE' });
  }, [needsProfile]);

  const user = context.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : t('dashboard.loadingName');

  return (
    <div className={styles.page}>
      <a className={page.skipLink} href="#content">
        {t('skip.toContent')}
      </a>
      <SiteHeader
        links={headerLinks.map(({ href, label }) => ({ href, label: t(label), current: href === '/dashboard/courses' }))}
        signedIn
        onLogout={() => askLogout(true)}
        search={<LazyHeaderSearch />}
        linkComponent={RouterLink}
        labels={headerLabels}
      />
      <div className={styles.bar}>
        <SidebarToggle
          open={sidebarOpen}
          onOpenChange={setSidebarOpen}
          controls="dashboard-sidebar"
          labels={{ openMenu: t('dashboard.openSidebar') }}
          showText
        />
      </div>
      {/* Beside the sidebar button on phones; at the top of the sidebar's column from laptops. */}
      <div className={styles.language}>
        <LanguageMenu />
      </div>
      <div className={styles.body}>
        <DashboardSidebar
          id="dashboard-sidebar"
          name={name}
          roleLabel={t('dashboard.role')}
          fallbackAvatarSrc={defaultImages.avatar}
          links={sidebarLinks.map(({ href, label }) => ({ href, label: t(label), current: pathname.startsWith(href) }))}
          onLogout={() => askLogout(true)}
          open={sidebarOpen}
          onOpenChange={setSidebarOpen}
          linkComponent={RouterLink}
          labels={{
            navigation: t('dashboard.sidebar'),
            menu: t('dashboard.sidebar'),
            closeMenu: t('dashboard.closeSidebar'),
            logOut: t('nav.logOut'),
          }}
        />
        <main id="content" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
