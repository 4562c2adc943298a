import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { translatorAtom } from '../features/language/atoms';
import * as styles from './HomePage.css';

/** `/`: a short introduction until the full home page (hero, exams, testimonials) arrives. */
export default function HomePage() {
  const t = useAtomValue(translatorAtom);
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.lead}>{t('home.lead')}</p>
      <Link className={styles.cta} to="/subscription-plans">
        {t('home.seePlans')}
      </Link>
    </section>
  );
}
