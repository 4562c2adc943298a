import { useAtomValue } from 'jotai';
import { siteImagesAtom } from '../../features/content/atoms';
import { translatorAtom } from '../../features/language/atoms';
import type { MessageKey } from '../../i18n/en';
import * as page from '../../layout/page.css';
import * as styles from './WhyChooseUsSection.css';
import '../../i18n/contentMessages';

const reasons: readonly { title: MessageKey; text: MessageKey }[] = [
  { title: 'why.faculty', text: 'why.facultyText' },
  { title: 'why.free', text: 'why.freeText' },
  { title: 'why.analysis', text: 'why.analysisText' },
];

/** Why Choose Us: the tagline, what Pariksha does differently, and three reasons. */
export function WhyChooseUsSection() {
  const t = useAtomValue(translatorAtom);
  const images = useAtomValue(siteImagesAtom);
  const picture = images.data?.whyChooseUs;

  return (
    <section className={page.section} aria-labelledby="why-title">
      <div className={styles.layout}>
        <div>
          <h2 id="why-title" className={page.sectionTitle}>
            {t('why.title')}
          </h2>
          <p className={styles.tagline}>{t('why.tagline')}</p>
          <p className={page.sectionLead}>{t('why.body')}</p>
          <ul className={styles.reasons}>
            {reasons.map((reason) => (
              <li key={reason.title} className={styles.reason}>
                <svg className={styles.tick} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <circle cx="12" cy="12" r="11" fill="currentColor" />
                  <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <div>
                  <h3 className={styles.reasonTitle}>{t(reason.title)}</h3>
                  <p className={styles.reasonText}>{t(reason.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.picture}>
          {picture ? (
            <img src={picture.image} alt={picture.alt} width={800} height={600} loading="lazy" decoding="async" className={styles.image} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
