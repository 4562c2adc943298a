import { useEffect, useId, useRef } from 'react';
import { breakpointQuery } from '../../themes/breakpoints';
import { Button } from '../Button/Button';
import { trapTabKey } from '../private/focusTrap';
import { lockBodyScroll } from '../private/scrollLock';
import type { SiteHeaderHrefs, SiteHeaderLabels } from './SiteHeader';
import type { LinkComponent, SiteLink } from './siteLinks';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps {
  /** Referred to by the menu button's `aria-controls`. */
  id: string;
  open: boolean;
  /**
   * The drawer asks to close. `returnFocus` is true for Escape, the close button and the
   * backdrop (focus goes back to the menu button), false after a link was followed.
   */
  onClose: (returnFocus: boolean) => void;
  links: readonly SiteLink[];
  signedIn: boolean;
  onLogout?: () => void;
  labels: SiteHeaderLabels;
  hrefs: SiteHeaderHrefs;
  linkComponent?: LinkComponent;
}


/**
 * The phone navigation: a modal drawer that slides in from the right in 300 ms (at once when
 * the system asks for reduced motion). It stays in the page when closed so it can slide out,
 * but is then invisible and inert: nothing in it can be reached.
 */
export function MobileMenu({
  id,
  open,
  onClose,
  links,
  signedIn,
  onLogout,
  labels,
  hrefs,
  linkComponent: Link = 'a',
}: MobileMenuProps) {
  const titleId = useId();
  const drawerRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // The page behind the drawer must not scroll under the learner's thumb.
    const releaseScroll = lockBodyScroll();
    closeRef.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
      } else if (event.key === 'Tab' && drawerRef.current) {
        // The drawer is modal: Tab wraps inside it.
        trapTabKey(drawerRef.current, event);
      }
    };
    // Turning a phone or widening a window past 1024px shows the bar's own links again.
    const desktop = window.matchMedia(breakpointQuery.desktop);
    const onDesktop = () => {
      if (desktop.matches) onClose(false);
    };
    document.addEventListener('keydown', onKeyDown);
    desktop.addEventListener('change', onDesktop);
    return () => {
      releaseScroll();
      document.removeEventListener('keydown', onKeyDown);
      desktop.removeEventListener('change', onDesktop);
    };
  }, [open, onClose]);

  const followLink = () => onClose(false);

  return (
    <>
      {/* A pointer convenience: keyboard users close with Escape or the close button. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className={`${styles.backdrop} ${open ? styles.backdropOpen : ''}`} onClick={() => onClose(true)} />
      <div
        ref={drawerRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${styles.drawer} ${open ? styles.drawerOpen : ''}`}
        inert={!open}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {labels.menu}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={labels.closeMenu}
            onClick={() => onClose(true)}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="m6 6 12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label={labels.navigation}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.link}
                  aria-current={link.current ? 'page' : undefined}
                  onClick={followLink}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {signedIn ? (
            <Button
              variant="outline"
              width="full"
              onClick={() => {
                onClose(false);
                onLogout?.();
              }}
            >
              {labels.logOut}
            </Button>
          ) : (
            <>
              <Link href={hrefs.logIn} className={`${styles.action} ${styles.actionQuiet}`} onClick={followLink}>
                {labels.logIn}
              </Link>
              <Link href={hrefs.signUp} className={`${styles.action} ${styles.actionSolid}`} onClick={followLink}>
                {labels.signUp}
              </Link>
            </>
          )}
        </div>
      </div>
    </>
  );
}
