import { useAtomValue } from 'jotai';
import { ButtonLink } from '@pariksha/ui';
import { translatorAtom } from '../features/language/atoms';
import { RouterLink } from '../layout/RouterLink';
import * as styles from './NotFoundPage.css';

/** An address that names nothing: a course, book or page that does not exist. */
export function NotFound() {
  const t = useAtomValue(translatorAtom);
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.body')}</p>
      <ButtonLink href="/" linkComponent={RouterLink}>
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}

export default NotFound;
