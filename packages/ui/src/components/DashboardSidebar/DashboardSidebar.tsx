import { useEffect, useRef, type ReactNode } from 'react';
import { breakpointQuery } from '../../themes/breakpoints';
import { Button } from '../Button/Button';
import { lockBodyScroll } from '../private/scrollLock';
import { trapTabKey } from '../private/focusTrap';
import { Avatar } from '../ProfileHeader/Avatar';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { useMediaQuery } from '../private/useMediaQuery';
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

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
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
  const drawer = !desktop;
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Whether closing hands focus back to where it was when the drawer opened (not after a link).
  const returnFocusRef = useRef(true);
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  const requestClose = (returnFocus: boolean) => {
    returnFocusRef.current = returnFocus;
    onOpenChange(false);
  };

  // Widening the window past 1024px shows the sidebar in its column: the drawer is no more.
  useEffect(() => {
    if (desktop && open) onOpenChangeRef.current(false);
  }, [desktop, open]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!drawer || !open || !panel) return;
    const ownerDocument = panel.ownerDocument;
    const { activeElement } = ownerDocument;
    const opener = activeElement instanceof HTMLElement ? activeElement : null;
    returnFocusRef.current = true;
    closeRef.current?.focus();
    const releaseScroll = lockBodyScroll(ownerDocument);

    // On the drawer, not the document: a dialog opened over it (Confirm Logout) keeps its keys.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (event.defaultPrevented) return;
        event.preventDefault();
        returnFocusRef.current = true;
        onOpenChangeRef.current(false);
      } else if (event.key === 'Tab') {
        trapTabKey(panel, event);
      }
    };
    panel.addEventListener('keydown', onKeyDown);
    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      releaseScroll();
      if (returnFocusRef.current && opener?.isConnected) opener.focus();
    };
  }, [drawer, open]);

  const followLink = drawer ? () => requestClose(false) : undefined;

  return (
    <>
      {/* A pointer convenience: keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className={`${styles.backdrop} ${drawer && open ? styles.backdropOpen : ''}`}
        onClick={() => requestClose(true)}
      />
      <div
        ref={panelRef}
        id={id}
        className={`${styles.root} ${drawer && open ? styles.rootOpen : ''}`}
        role={drawer ? 'dialog' : undefined}
        aria-modal={drawer ? true : undefined}
        aria-label={drawer ? text.menu : undefined}
        // A tap on plain text inside keeps focus in the drawer, so Escape and Tab still work.
        tabIndex={drawer ? -1 : undefined}
        inert={drawer && !open}
      >
        <div className={styles.head}>
          <div className={styles.learner}>
            <Avatar name={name} src={avatarSrc} fallbackSrc={fallbackAvatarSrc} size="medium" />
            <div className={styles.identity}>
              <p className={styles.name}>{name}</p>
              <p className={styles.role}>{roleLabel}</p>
            </div>
          </div>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={text.closeMenu}
            onClick={() => requestClose(true)}
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={text.navigation} className={styles.nav}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.link}
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
        <div className={styles.footer}>
          <Button variant="outline" tone="neutral" width="full" onClick={() => onLogout()}>
            {text.logOut}
          </Button>
        </div>
      </div>
    </>
  );
}
