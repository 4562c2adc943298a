import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { MenuIcon } from '../private/icons';
import { BrandMark } from './BrandMark';
import type { LinkComponent, SiteLink } from './siteLinks';
import * as styles from './SiteHeader.css';
// The lazy menu's styles load with the header's, so the library's stylesheet holds them all.
import './MobileMenu.css';

export interface SiteHeaderLabels {
  brand: string;
  /** The main navigation's name for screen readers. */
  navigation: string;
  openMenu: string;
  closeMenu: string;
  /** The drawer's title, read when it opens. */
  menu: string;
  logIn: string;
  signUp: string;
  logOut: string;
}

export const defaultSiteHeaderLabels: SiteHeaderLabels = {
  brand: 'Pariksha',
  navigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  logIn: 'Log in',
  signUp: 'Sign up',
  logOut: 'Log out',
};

export interface SiteHeaderHrefs {
  home: string;
  logIn: string;
  signUp: string;
}

export const defaultSiteHeaderHrefs: SiteHeaderHrefs = {
  home: '/',
  logIn: '/login',
  signUp: '/signup',
};

export interface SiteHeaderProps {
  links: readonly SiteLink[];
  signedIn: boolean;
  /** Log out was pressed; the app asks 'Confirm Logout' and logs out. */
  onLogout?: () => void;
  /** The 'Search Exams' box; shown beside the links on laptops, below the brand on phones. */
  search?: ReactNode;
  labels?: Partial<SiteHeaderLabels>;
  hrefs?: Partial<SiteHeaderHrefs>;
  linkComponent?: LinkComponent;
}

/**
 * The shell's header. From 1024px the links and account actions sit in the bar; below that they
 * move into a slide-in drawer behind a menu button.
 */
/**
 * The phone menu's code (its drawer, focus trap and scroll lock) is not needed to draw the page:
 * it arrives when the browser is first idle, or with the first tap on the menu button. Its styles
 * stay in the library's one stylesheet.
 */
const MobileMenu = lazy(() => import('./MobileMenu').then(({ MobileMenu: Menu }) => ({ default: Menu })));

/** The idle moment after the page is drawn, with a timeout so a busy phone still gets there. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 500);
  return () => clearTimeout(timer);
}

export function SiteHeader({
  links,
  signedIn,
  onLogout,
  search,
  labels,
  hrefs,
  linkComponent: Link = 'a',
}: SiteHeaderProps) {
  const text = { ...defaultSiteHeaderLabels, ...labels };
  const to = { ...defaultSiteHeaderHrefs, ...hrefs };
  const menuId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu is mounted (closed) once its code is asked for, so its first opening slides too.
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => whenIdle(() => setMenuWanted(true)), []);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButtonRef.current?.focus();
  }, []);

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <Link href={to.home} className={styles.brand}>
          <BrandMark />
          <span>{text.brand}</span>
        </Link>
        <nav aria-label={text.navigation} className={styles.nav}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className={styles.navLink}
                  aria-current={link.current ? 'page' : undefined}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Before the search box, so Tab follows the phone layout: brand, menu, then search. */}
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={menuWanted ? menuId : undefined}
          aria-label={menuOpen ? text.closeMenu : text.openMenu}
          onClick={() => {
            if (menuOpen) return closeMenu(false);
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <MenuIcon size={24} />
        </button>
        {search ? <div className={styles.search}>{search}</div> : null}
        <div className={styles.actions}>
          {signedIn ? (
            <Button variant="outline" onClick={() => onLogout?.()}>
              {text.logOut}
            </Button>
          ) : (
            <>
              <ButtonLink href={to.logIn} variant="outline" linkComponent={Link}>
                {text.logIn}
              </ButtonLink>
              <ButtonLink href={to.signUp} linkComponent={Link}>
                {text.signUp}
              </ButtonLink>
            </>
          )}
        </div>
      </div>
      {menuWanted ? (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            onClose={closeMenu}
            links={links}
            signedIn={signedIn}
            onLogout={onLogout}
            labels={text}
            hrefs={to}
            linkComponent={Link}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
