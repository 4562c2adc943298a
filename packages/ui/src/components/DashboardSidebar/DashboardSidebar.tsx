import type { ReactNode } from 'react';
import { breakpointQuery } from '../../themes/breakpoints';
import { Button } from '../Button/Button';
import { Drawer } from '../private/Drawer/Drawer';
import * as drawer from '../private/Drawer/Drawer.css';
import { useMediaQuery } from '../private/useMediaQuery';
import { Avatar } from '../ProfileHeader/Avatar';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import * as styles from './DashboardSidebar.css';

/** The id SidebarToggle's `aria-controls` points at unless both are given another. */
export const defaultDashboardSidebarId = 'dashboard-sidebar';

export interface DashboardLink {
  href: string;
  label: string;
  /** A small decorative icon before the label (hidden from screen readers). */
  icon?: ReactNode;
  /** Marks the link of the page being shown (`aria-current="page"`). */
  current?: boolean;
}

export interface DashboardSidebarLabels {
  /** The navigation's name for screen readers. */
  navigation: string;
  /** The drawer's name for screen readers, read when it opens. */
  menu: string;
  closeMenu: string;
  logOut: string;
}

export const defaultDashboardSidebarLabels: DashboardSidebarLabels = {
  navigation: 'Dashboard',
  menu: 'Dashboard menu',
  closeMenu: 'Close menu',
  logOut: 'Logout',
};

export interface DashboardSidebarProps {
  /** The learner's name, shown beside their avatar. */
  name: string;
  /** Shown under the name; the spec's only role is 'student'. */
  roleLabel?: string;
  avatarSrc?: string | null;
  /** Shown when `avatarSrc` is missing or broken; without it the learner's initials show. */
  fallbackAvatarSrc?: string;
  links: readonly DashboardLink[];
  /** Logout was pressed; the app asks 'Confirm Logout' (the drawer stays open behind it). */
  onLogout: () => void;
  /** Below 1024px: whether the drawer is open. Ignored from 1024px, where the sidebar always shows. */
  open: boolean;
  /**
   * The drawer asks to open or close: SidebarToggle, Escape, the close button, the backdrop, a
   * followed link, or the window widening past 1024px.
   */
  onOpenChange: (open: boolean) => void;
  /** SidebarToggle's `controls` points here. */
  id?: string;
  labels?: Partial<DashboardSidebarLabels>;
  /** What renders the links: 'a' by default, or the app's router link. */
  linkComponent?: LinkComponent;
}

/**
 * The dashboard's left sidebar: the learner, the dashboard's links and Logout. From 1024px it is
 * a 16rem column beside the content. Below that it is a modal drawer that slides in from the left
 * in 300 ms (at once when the system asks for reduced motion), opened by SidebarToggle: focus
 * moves in and stays in, Escape, the close button or the backdrop close it and focus goes back to
 * the toggle. Closed, it stays in the page so it can slide out, but is invisible and inert.
 */
export function DashboardSidebar({
  name,
  roleLabel = 'student',
  avatarSrc,
  fallbackAvatarSrc,
  links,
  onLogout,
  open,
  onOpenChange,
  id = defaultDashboardSidebarId,
  labels,
  linkComponent: Link = 'a',
}: DashboardSidebarProps) {
  const text = { ...defaultDashboardSidebarLabels, ...labels };
  const desktop = useMediaQuery(breakpointQuery.desktop);
  // In the column a link leaves the sidebar where it is; in the drawer it closes it.
  const followLink = desktop ? undefined : () => onOpenChange(false);

  return (
    <Drawer
      id={id}
      open={open}
      onClose={() => onOpenChange(false)}
      side="left"
      desktop="column"
      label={text.menu}
      closeLabel={text.closeMenu}
      className={styles.root}
      head={
        <div className={styles.learner}>
          <Avatar name={name} src={avatarSrc} fallbackSrc={fallbackAvatarSrc} size="medium" />
          <div className={styles.identity}>
            <p className={styles.name}>{name}</p>
            <p className={styles.role}>{roleLabel}</p>
          </div>
        </div>
      }
    >
      <nav aria-label={text.navigation} className={styles.nav}>
        <ul className={drawer.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={drawer.link}
                aria-current={link.current ? 'page' : undefined}
                onClick={followLink}
              >
                {link.icon ? (
                  <span aria-hidden="true" className={styles.icon}>
                    {link.icon}
                  </span>
                ) : null}
                <span>{link.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={`${drawer.footer} ${styles.footer}`}>
        <Button variant="outline" tone="neutral" width="full" onClick={() => onLogout()}>
          {text.logOut}
        </Button>
      </div>
    </Drawer>
  );
}
