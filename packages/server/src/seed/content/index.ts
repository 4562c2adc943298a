export { books } from './books.js';
export { categories } from './categories.js';
export { courses } from './courses.js';
export { exams } from './exams.js';
export { faqs } from './faqs.js';
export { heroSlides } from './heroSlides.js';
export { languages } from './languages.js';
export { mentors } from './mentors.js';
export { siteImages } from './siteImages.js';
export { states } from './states.js';
export { testimonials } from './testimonials.js';
export { testSeries } from './testSeries.js';
export { examStatuses, languageCodes, siteImageKeys } from './types.js';
export type {
  ExamStatus,
  ImagePath,
  IsoDate,
  LanguageCode,
  SeedBook,
  SeedCategory,
  SeedCourse,
  SeedExam,
  SeedExamSection,
  SeedFaq,
  SeedHeroSlide,
  SeedLanguage,
  SeedMentor,
  SeedSiteImage,
  SeedState,
  SeedTestimonial,
  SeedTestSeries,
  SiteImageKey,
  Translations,
} from './types.js';
