import type { SeedHeroSlide } from './types.js';

/** The five slides of the home page's hero carousel (wide, about 16:7). */
export const heroSlides: readonly SeedHeroSlide[] = [
  {
    slug: 'study-together',
    sortOrder: 10,
    image: '/images/hero/study-together.svg',
    translations: {
      en: { alt: 'Two students studying together at a desk with books and a lamp' },
      hi: { alt: 'किताबों और लैंप वाली मेज़ पर साथ पढ़ते दो विद्यार्थी' },
    },
  },
  {
    slug: 'test-on-phone',
    sortOrder: 20,
    image: '/images/hero/test-on-phone.svg',
    translations: {
      en: { alt: 'A hand holding a phone that shows a mock test and its question palette' },
      hi: { alt: 'हाथ में फ़ोन, जिस पर मॉक टेस्ट और प्रश्न पैलेट दिख रहा है' },
    },
  },
  {
    slug: 'results-chart',
    sortOrder: 30,
    image: '/images/hero/results-chart.svg',
    translations: {
      en: { alt: 'A rising bar chart beside a trophy, for scores that improve test after test' },
      hi: { alt: 'ट्रॉफी के पास बढ़ता हुआ बार चार्ट, हर टेस्ट के साथ सुधरते स्कोर' },
    },
  },
  {
    slug: 'library',
    sortOrder: 40,
    image: '/images/hero/library.svg',
    translations: {
      en: { alt: 'A learner reading at a table in a library with tall bookshelves' },
      hi: { alt: 'ऊँची अलमारियों वाली लाइब्रेरी में मेज़ पर पढ़ता एक विद्यार्थी' },
    },
  },
  {
    slug: 'city-at-dawn',
    sortOrder: 50,
    image: '/images/hero/city-at-dawn.svg',
    translations: {
      en: { alt: 'A city skyline at dawn, with the sun rising behind domes and towers' },
      hi: { alt: 'भोर में शहर का दृश्य, गुंबदों और इमारतों के पीछे उगता सूरज' },
    },
  },
];
