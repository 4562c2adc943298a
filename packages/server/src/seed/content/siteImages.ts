import type { SeedSiteImage, SiteImageKey } from './types.js';

/**
 * examDefault stands in for an exam without an image; avatarDefault for a testimonial or mentor
 * whose image is missing, empty or fails to load; bookDefault for a book cover that fails to load.
 */
export const siteImages: Readonly<Record<SiteImageKey, SeedSiteImage>> = {
  aboutBanner: {
    image: '/images/site/about-banner.svg',
    translations: {
      en: { alt: 'A teacher at a board and learners with laptops and books in a bright classroom' },
      hi: { alt: 'उजली कक्षा में बोर्ड के पास शिक्षक और लैपटॉप व किताबों के साथ विद्यार्थी' },
    },
  },
  whyChooseUs: {
    image: '/images/site/why-choose-us.svg',
    translations: {
      en: { alt: 'A learner beside a rising score chart and a checklist of completed tests' },
      hi: { alt: 'बढ़ते स्कोर के चार्ट और पूरे किए गए टेस्ट की सूची के साथ एक विद्यार्थी' },
    },
  },
  examDefault: {
    image: '/images/exam-default.svg',
    translations: {
      en: { alt: 'An exam paper with a pencil' },
      hi: { alt: 'पेंसिल के साथ एक प्रश्नपत्र' },
    },
  },
  avatarDefault: {
    image: '/images/avatar-default.svg',
    translations: {
      en: { alt: 'Profile picture' },
      hi: { alt: 'प्रोफ़ाइल चित्र' },
    },
  },
  bookDefault: {
    image: '/images/book-default.svg',
    translations: {
      en: { alt: 'Book cover' },
      hi: { alt: 'पुस्तक का आवरण' },
    },
  },
};
