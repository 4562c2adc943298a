import { useAtomValue } from 'jotai';
import { ButtonLink, HeroCarousel } from '@pariksha/ui';
import { startPathAtom } from '../../features/auth/startPath';
import { heroSlidesAtom } from '../../features/content/atoms';
import { selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { pickTranslation } from '../../i18n/pickTranslation';
import { RouterLink } from '../../layout/RouterLink';
import * as styles from './HeroSection.css';

/**
 * The welcome and the banner carousel. The text renders at once; the carousel's first slide
 * renders as a plain image as soon as the slide list arrives, before the carousel library does.
 */
export function HeroSection() {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const slides = useAtomValue(heroSlidesAtom);
  const startPath = useAtomValue(startPathAtom);

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
          <h1 id="hero-title" className={styles.title}>
            {t('hero.title')}
          </h1>
          <p className={styles.lead}>{t('hero.lead')}</p>
          <ButtonLink href={startPath} linkComponent={RouterLink}>
            {t('hero.cta')}
          </ButtonLink>
          <p className={styles.proof}>{t('hero.proof')}</p>
        </div>
        <div className={styles.media}>
          {slides.data && slides.data.length > 0 ? (
            <HeroCarousel
              slides={slides.data.map((slide) => ({ src: slide.image, alt: pickTranslation(slide, 'alt', language) }))}
              imageWidth={1600}
              imageHeight={700}
              labels={{
                carousel: t('hero.carousel'),
                previous: t('carousel.previous'),
                next: t('carousel.next'),
                goTo: (n: number) => t('carousel.goTo', { n }),
                slide: (n: number, total: number) => t('carousel.slide', { n, total }),
                pause: t('carousel.pause'),
                play: t('carousel.play'),
              }}
            />
          ) : (
            // Keeps the banner's space while the slides load or if they fail: no jump, no error
            // for a decorative banner (the page works without it).
            <div className={styles.placeholder} aria-hidden="true" />
          )}
        </div>
      </div>
    </section>
  );
}
