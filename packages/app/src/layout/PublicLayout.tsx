import { useAtomValue } from 'jotai';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { translatorAtom } from '../features/language/atoms';
import { LanguageMenu } from '../features/language/LanguageMenu';
import * as styles from './PublicLayout.css';

/** The public pages' frame: skip link, header with the main navigation, content, footer. */
export function PublicLayout() {
  const t = useAtomValue(translatorAtom);
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href="#content">
        {t('skip.toContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link className={styles.brand} to="/">
            {t('app.name')}
          </Link>
          <nav aria-label={t('nav.label')}>
            <ul className={styles.navList}>
              <li>
                <NavLink className={styles.navLink} to="/" end>
                  {t('nav.home')}
                </NavLink>
              </li>
              <li>
                <NavLink className={styles.navLink} to="/subscription-plans">
                  {t('nav.subscriptions')}
                </NavLink>
              </li>
            </ul>
          </nav>
          <LanguageMenu />
        </div>
      </header>
      <main id="content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        © {new Date().getFullYear()} {t('app.name')} · {t('app.tagline')}
      </footer>
    </div>
  );
}
