import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { translatorAtom } from '../features/language/atoms';
import * as styles from './NotFoundPage.css';

/** An address that names nothing: a course, book or page that does not exist. */
export function NotFound() {
  const t = useAtomValue(translatorAtom);
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.body')}</p>
      <Link className={styles.cta} to="/">
        {t('notFound.home')}
      </Link>
    </section>
  );
}

export default NotFound;
