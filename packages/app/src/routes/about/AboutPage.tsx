import { useAtomValue } from 'jotai';
import { MentorCard, PageBanner } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { ContactSection } from '../../features/contact/ContactSection';
import { siteImagesAtom, teachersAtom } from '../../features/content/atoms';
import { defaultImages } from '../../features/content/defaultImages';
import { FaqSection } from '../../features/content/FaqSection';
import { selectedLanguageAtom, translatorAtom } from '../../features/language/atoms';
import type { MessageKey } from '../../i18n/en';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as page from '../../layout/page.css';
import * as styles from './AboutPage.css';
import '../../i18n/contentMessages';
import { pageData } from '../../data/routeData';
import { faqsQuery, siteImagesQuery, teachersQuery } from '../../features/content/queries';

const purposes: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'about.missionTitle', text: 'about.mission' },
  { title: 'about.visionTitle', text: 'about.vision' },
];

const offerings: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'about.courses', text: 'about.coursesText' },
  { title: 'about.content', text: 'about.contentText' },
  { title: 'about.personal', text: 'about.personalText' },
];

/** `/about`: who Pariksha is, what it does, the mentors, the FAQ and a way to reach us. */
export default function AboutPage() {
  const t = useAtomValue(translatorAtom);
  const images = useAtomValue(siteImagesAtom);
  const banner = images.data?.aboutBanner;

  return (
    <>
      <PageBanner
        title={t('about.title')}
        subline={t('about.lead')}
        imageSrc={banner?.image}
        imageAlt=""
        imageWidth={1600}
        imageHeight={500}
      />
      <section className={page.section} aria-labelledby="purpose-title">
        <h2 id="purpose-title" className={page.sectionTitle}>
          {t('about.purposeTitle')}
        </h2>
        <div className={styles.twoUp}>
          {purposes.map((item) => (
            <article key={item.title} className={styles.panel}>
              <h3 className={styles.panelTitle}>{t(item.title)}</h3>
              <p className={styles.panelText}>{t(item.text)}</p>
            </article>
          ))}
        </div>
      </section>
      <div className={page.band}>
        <section className={page.section} aria-labelledby="what-title">
          <h2 id="what-title" className={page.sectionTitle}>
            {t('about.whatTitle')}
          </h2>
          <ul className={page.cardGrid}>
            {offerings.map((item) => (
              <li key={item.title} className={styles.panel}>
                <h3 className={styles.panelTitle}>{t(item.title)}</h3>
                <p className={styles.panelText}>{t(item.text)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <Mentors />
      <FaqSection />
      <ContactSection />
    </>
  );
}

export const loader = pageData((ensure) => [ensure(siteImagesQuery), ensure(teachersQuery), ensure(faqsQuery)]);

function Mentors() {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const teachers = useAtomValue(teachersAtom);
  // The list states read the mentors; the provider's line shows above them.
  const list = { ...teachers, data: teachers.data?.teachers };

  return (
    <section className={page.section} aria-labelledby="mentors-title">
      <h2 id="mentors-title" className={page.sectionTitle}>
        {t('mentors.title')}
      </h2>
      {teachers.data?.message ? <p className={page.sectionLead}>{teachers.data.message}</p> : null}
      <ListStatus
        query={list}
        loadingText={t('mentors.loading')}
        errorText={(message) => t('list.error', { message })}
        emptyText={t('mentors.empty')}
      >
        {(items) => (
          <ul className={page.cardGridDense}>
            {items.map((mentor) => (
              <li key={mentor.id}>
                <MentorCard
                  name={pickTranslation(mentor, 'name', language)}
                  position={pickTranslation(mentor, 'position', language)}
                  imageSrc={mentor.image}
                  fallbackImageSrc={defaultImages.avatar}
                  headingLevel={3}
                />
              </li>
            ))}
          </ul>
        )}
      </ListStatus>
    </section>
  );
}
