import { useAtomValue } from 'jotai';
import { FaqAccordion } from '@pariksha/ui';
import { ListStatus } from '../../components/ListStatus';
import { pickTranslation } from '../../i18n/pickTranslation';
import * as page from '../../layout/page.css';
import { useHashTarget } from '../../layout/useHashTarget';
import { selectedLanguageAtom, translatorAtom } from '../language/atoms';
import { faqsAtom } from './atoms';
import '../../i18n/contentMessages';

/** 'Frequently Asked Questions', shared by the home, about and course pages. `#faq` leads here. */
export function FaqSection() {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const faqs = useAtomValue(faqsAtom);
  const target = useHashTarget<HTMLElement>('faq');
  return (
    <div className={page.band}>
      <section ref={target} id="faq" tabIndex={-1} className={page.section} aria-labelledby="faq-title">
        <h2 id="faq-title" className={page.sectionTitle}>
          {t('faq.title')}
        </h2>
        <ListStatus
          query={faqs}
          loadingText={t('faq.loading')}
          errorText={(message) => t('list.error', { message })}
          emptyText={t('faq.empty')}
        >
          {(items) => (
            <FaqAccordion
              headingLevel={3}
              emptyText={t('faq.empty')}
              items={items.map((faq) => ({
                id: faq.id,
                question: pickTranslation(faq, 'question', language),
                answer: pickTranslation(faq, 'answer', language),
              }))}
            />
          )}
        </ListStatus>
      </section>
    </div>
  );
}
