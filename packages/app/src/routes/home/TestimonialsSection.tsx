import { useAtomValue } from 'jotai';
import { TestimonialsCarousel } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { testimonialsAtom } from '../../features/content/atoms';
import { defaultImages } from '../../features/content/defaultImages';
import { selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as page from '../../layout/page.css';
import '../../i18n/contentMessages';

/** 'What Our Students Say': learners' words in a carousel. */
export function TestimonialsSection() {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const testimonials = useAtomValue(testimonialsAtom);

  return (
    <section className={page.section} aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className={page.sectionTitle}>
        {t('testimonials.title')}
      </h2>
      <ListStatus
        query={testimonials}
        loadingText={t('testimonials.loading')}
        errorText={(message) => t('list.error', { message })}
        emptyText={t('testimonials.empty')}
      >
        {(items) => (
          <TestimonialsCarousel
            items={items.map((item) => ({
              id: item.id,
              name: pickTranslation(item, 'name', language),
              qualification: pickTranslation(item, 'qualification', language),
              description: pickTranslation(item, 'description', language),
              avatarSrc: item.image,
              fallbackAvatarSrc: defaultImages.avatar,
              rating: item.ratings,
              ratingLabel: t('testimonials.rating'),
            }))}
            labels={{
              carousel: t('testimonials.carousel'),
              goTo: (n: number) => t('carousel.goTo', { n }),
              slide: (n: number, total: number) => t('carousel.slide', { n, total }),
              pause: t('carousel.pause'),
              play: t('carousel.play'),
            }}
          />
        )}
      </ListStatus>
    </section>
  );
}
