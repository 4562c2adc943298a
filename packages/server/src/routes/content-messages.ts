/** The sentences of the public content routes and the contact form, per language. */
type Catalogue = {
  categoryNotFound: string;
  courseNotFound: string;
  testSeriesNotFound: string;
  bookNotFound: string;
  contactThanks: string;
};

const en: Catalogue = {
  categoryNotFound: 'Category not found.',
  courseNotFound: 'Course not found.',
  testSeriesNotFound: 'Test series not found.',
  bookNotFound: 'Book not found.',
  contactThanks: 'Thanks! Our team will call you within one working day.',
};

const hi: Catalogue = {
  categoryNotFound: 'यह श्रेणी नहीं मिली।',
  courseNotFound: 'यह कोर्स नहीं मिला।',
  testSeriesNotFound: 'यह टेस्ट सीरीज़ नहीं मिली।',
  bookNotFound: 'यह किताब नहीं मिली।',
  contactThanks: 'धन्यवाद! हमारी टीम एक कार्यदिवस के भीतर आपको कॉल करेगी।',
};

const catalogues: Record<string, Catalogue> = { en, hi };

/** The content and contact routes' sentences in `lang` (`hi-IN` → Hindi), English for any other language. */
export function contentMessages(lang: string): Catalogue {
  return catalogues[lang] ?? catalogues[lang.split('-', 1)[0] ?? lang] ?? en;
}
