import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ExamsSection } from './ExamsSection';
import { HeroSection } from './HeroSection';
import { PromoStrip } from './PromoStrip';
import { useIdle } from '../../components/useIdle';
import * as styles from './HomePage.css';
import { pageData } from '../../data/routeData';
import { categoriesQuery, examsQuery, heroSlidesQuery } from '../../features/content/queries';

/** Everything under the exams: fetched once the top of the page is on screen. */
const BelowTheFold = lazy(() => import('./BelowTheFold'));

/**
 * `/`: the offer, the hero and exams by category come with the page; test series, why Pariksha,
 * books, learners' words, FAQ and contact follow as soon as the browser is idle, so a phone on
 * slow data paints the top of the page first.
 */
export default function HomePage() {
  // A link to a section down the page (`/#faq`) needs it now, not when the browser is idle.
  const idle = useIdle(useLocation().hash !== '');
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

/** The top of the page; the sections below the fold fetch their own lists when they appear. */
export const loader = pageData((ensure) => [ensure(heroSlidesQuery), ensure(categoriesQuery), ensure(examsQuery(null))]);
