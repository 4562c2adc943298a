import { ContactSection } from '../../features/contact/ContactSection';
import { FaqSection } from '../../features/content/FaqSection';
import { BooksSection } from './BooksSection';
import { TestimonialsSection } from './TestimonialsSection';
import { TestSeriesSection } from './TestSeriesSection';
import { WhyChooseUsSection } from './WhyChooseUsSection';

/** The home page's sections below the exams, in the spec's order. */
export default function BelowTheFold() {
  return (
    <>
      <TestSeriesSection />
      <WhyChooseUsSection />
      <BooksSection />
      <TestimonialsSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
