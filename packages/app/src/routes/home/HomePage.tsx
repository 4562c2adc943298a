import { lazy, Suspense } from 'react';
import { ExamsSection } from './ExamsSection';
import { HeroSection } from './HeroSection';
import { PromoStrip } from './PromoStrip';
import { useIdle } from '../../components/useIdle';
import * as styles from './HomePage.css';

/** Everything under the exams: fetched once the top of the page is on screen. */
const BelowTheFold = lazy(() => import('./BelowTheFold'));

/**
 * `/`: the offer, the hero and exams by category come with the page; test series, why Pariksha,
 * books, learners' words, FAQ and contact follow as soon as the browser is idle, so a phone on
 * slow data paints the top of the page first.
 */
export default function HomePage() {
  const idle = useIdle();
  return (
    <>
      <PromoStrip />
      <HeroSection />
      <ExamsSection />
      {idle ? (
        <Suspense fallback={<div className={styles.pending} />}>
          <BelowTheFold />
        </Suspense>
      ) : (
        <div className={styles.pending} />
      )}
    </>
  );
}
