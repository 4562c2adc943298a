import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@pariksha/ui';
import { translatorAtom } from '../features/language/atoms';
import { RouterLink } from '../layout/RouterLink';
import { sitePages } from './sitePages';
import { nearestPages } from './nearestPages';
import * as styles from './NotFoundPage.css';

/**
 * An address that names nothing: a course, book or page that does not exist. Beside the way
 * home, the pages whose address is nearest to the one typed (`/abuot` → About Us).
 */
export function NotFound() {
  const t = useAtomValue(translatorAtom);
  const { pathname } = useLocation();
  const nearest = useMemo(() => nearestPages(pathname, sitePages()), [pathname]);
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.body')}</p>
      {nearest.length > 0 ? (
        <nav aria-labelledby="not-found-nearest" className={styles.nearest}>
          <h2 id="not-found-nearest" className={styles.nearestTitle}>
            {t('notFound.nearest')}
          </h2>
          <ul className={styles.ways}>
            {nearest.map((page) => (
              <li key={page.path}>
                <ButtonLink href={page.path} variant="outline" linkComponent={RouterLink}>
                  {t(page.title)}
                </ButtonLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <ButtonLink href="/" linkComponent={RouterLink}>
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}

export default NotFound;
