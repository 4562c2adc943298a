import type { accountEn } from './account.en';
import type { commerceEn } from './commerce.en';
import type { communityEn } from './community.en';
import type { contentEn } from './content.en';
import type { dashboardEn } from './dashboard.en';
import type { resultEn } from './result.en';
import type { testEn } from './test.en';

/**
 * English strings of the shell and the top of the home page: they ship with the app. The rest
 * are in the areas' catalogues (content, dashboard, account, test, commerce, community), which arrive with
 * the pages that use them. The Hindi catalogues must have exactly these keys (checked by the
 * compiler).
 */
export const en = {
  'app.name': 'Pariksha',
  'app.tagline': 'Mock tests and courses for India’s competitive exams',
  'nav.home': 'Home',
  'nav.subscriptions': 'Subscriptions',
  'nav.label': 'Main',
  'skip.toContent': 'Skip to content',
  'page.loading': 'Loading the page…',
  'language.label': 'Language',
  'language.placeholder': 'Select Language',
  'nav.about': 'About Us',
  'nav.courses': 'Courses',
  'nav.dashboard': 'Dashboard',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',
  'nav.menu': 'Menu',
  'nav.logIn': 'Log in',
  'nav.signUp': 'Sign up',
  'nav.logOut': 'Log out',
  'search.label': 'Search Exams',
  'search.loading': 'Searching…',
  'search.error': 'Search is not working right now. Please try again.',
  'search.clear': 'Clear search',
  'search.noResults': 'No exams or courses match “{query}”',
  'search.resultCount.one': '{count} result',
  'search.resultCount.other': '{count} results',
  'search.exams': 'Exams',
  'search.courses': 'Courses',
  'footer.learnMore': 'Learn More',
  'footer.blogs': 'Blogs',
  'footer.liveQuiz': 'Live Quiz',
  'footer.testSeries': 'Test Series',
  'footer.currentAffairs': 'Current Affairs',
  'footer.contactUs': 'Contact Us',
  'footer.social': 'Social',
  'footer.faq': 'FAQ',
  'footer.rights': 'All rights reserved.',
  'contact.email': 'Email',
  'contact.call': 'Call',
  'contact.address': 'Address',
  'contact.location': 'Mukherjee Nagar, New Delhi',
  'contact.heading': 'Contact Us',
  'contact.intro': 'Leave your number and our team will call you back.',
  'contact.name': 'Name',
  'contact.phone': 'Phone Number',
  'contact.submit': 'SUBMIT',
  'contact.submitting': 'Sending...',
  'contact.nameRequired': 'Enter your name.',
  'contact.phoneInvalid': 'Enter a 10-digit Indian mobile number.',
  'contact.failed': 'We could not send your number. Please try again.',
  'contact.thanks': 'Thanks! Our team will call you within one working day.',
  'list.error': 'Error: {message}',
  'list.retry': 'Try again',
  'dialog.close': 'Close',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goTo': 'Go to slide {n}',
  'carousel.slide': '{n} of {total}',
  'carousel.pause': 'Pause slides',
  'carousel.play': 'Play slides',
  'promo.message': 'Get 10% off all test series with code',
  'promo.dismiss': 'Dismiss offer',
  'hero.eyebrow': 'Coaching for civil services and every competitive exam',
  'hero.title': 'Welcome to Pariksha, your IAS coaching institute online',
  'hero.lead':
    'Prepare for civil services, banking, SSC, railways, NEET and JEE with renowned faculty, full-length mock tests and a calm, focused study environment, in Hindi and English.',
  'hero.cta': 'Get Started for FREE →',
  'hero.proof': 'Free mock tests in Hindi and English, with a solution for every question',
  'hero.carousel': 'Pariksha at a glance',
  'exams.title': 'Explore by Upcoming or Popular Exams',
  'exams.lead': 'Pick a category to see its exams, their pattern and the next exam date.',
  'exams.all': 'All Exams',
  'exams.categories': 'Exam categories',
  'exams.loading': 'Loading exams...',
  'exams.empty': 'No exams found for this category.',
  'exams.showAll': 'Show all {count} exams',
  'exams.getStarted': 'Get Started',
  'exams.highlight': 'Highlight',
  'exams.date': 'Exam date',
  'exams.noDate': 'N/A',
  'exams.questions': 'Questions',
  'exams.minutes': 'Minutes',
  'exams.marks': 'Marks',
  'exams.takeTest': 'Take a mock test',
  'exams.details': 'See exam details',
  'categories.loading': 'Loading categories...',
  'categories.error': 'Error loading categories: {message}',
  'categories.empty': 'No categories found',
  'notFound.title': 'Page not found',
  'notFound.body': 'The page you were looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',
  'notFound.nearest': 'Were you looking for one of these?',
  'title.page': '{page} — Pariksha',
  'title.confirmEmail': 'Confirm your e-mail',
  'title.myCourses': 'My courses',
  'title.profile': 'My profile',
  'title.settings': 'Settings',
  'title.orders': 'Orders and Billings',
  'title.receipt': 'Receipt',
  'title.refer': 'Refer friends',
  'title.forum': 'Discussion Forum',
  'title.videos': 'Videos',
  'title.help': 'Help and Support',
  'title.checkout': 'Checkout',
  'title.pay': 'Test payment',
  'title.mockTests': 'Mock tests',
  'title.testInstructions': 'Test instructions',
  'title.mockTest': 'Mock test',
  'title.testSummary': 'Test summary',
  'title.testResult': 'Your Test Results',
  'title.exam': 'Exam',
  'title.library': 'Library',
  'title.plans': 'Subscription Plans',
  'title.search': 'Search',
  'title.searchFor': 'Results for “{query}”',
  'error.boundary': 'Something went wrong!',
  'api.requestFailed': 'Request failed. Please try again.',
  'api.badRequest': 'Bad request. Please check your input.',
  'api.unauthorized': 'Unauthorized. Please login again.',
  'api.forbidden': 'Forbidden: Access denied.',
  'api.notFound': 'Resource not found.',
  'api.serverError': 'Server error. Please try again later.',
  'api.somethingWrong': 'Something went wrong.',
  'api.networkError': 'Network error. Please check your connection.',
} as const;

export type CoreMessageKey = keyof typeof en;
export type ContentMessageKey = keyof typeof contentEn;
export type DashboardMessageKey = keyof typeof dashboardEn;
export type AccountMessageKey = keyof typeof accountEn;
export type TestMessageKey = keyof typeof testEn;
export type ResultMessageKey = keyof typeof resultEn;
export type CommerceMessageKey = keyof typeof commerceEn;
export type CommunityMessageKey = keyof typeof communityEn;
/** Every key of every catalogue, plural forms included. */
export type CatalogueKey =
  | CoreMessageKey
  | ContentMessageKey
  | DashboardMessageKey
  | AccountMessageKey
  | TestMessageKey
  | ResultMessageKey
  | CommerceMessageKey
  | CommunityMessageKey;

/**
 * The CLDR plural categories the catalogues write forms for: English and Hindi have these two
 * (Hindi's `one` is 0 and 1, English's only 1). A language with more would add its own here.
 */
export type PluralCategory = 'one' | 'other';
type BaseOf<Key> = Key extends `${infer Base}.${PluralCategory}` ? Base : never;
/** A key written as plural forms (`key.one`, `key.other`): `t(key, { count })` picks one. */
export type PluralKey = BaseOf<CatalogueKey>;
/** A key of one string: what `t(key)` takes (a plural form is reached only through its count). */
export type MessageKey = Exclude<CatalogueKey, `${PluralKey}.${PluralCategory}`>;

export type Catalogue = Record<CoreMessageKey, string>;
export type ContentCatalogue = Record<ContentMessageKey, string>;
export type DashboardCatalogue = Record<DashboardMessageKey, string>;
export type AccountCatalogue = Record<AccountMessageKey, string>;
export type TestCatalogue = Record<TestMessageKey, string>;
export type ResultCatalogue = Record<ResultMessageKey, string>;
export type CommerceCatalogue = Record<CommerceMessageKey, string>;
export type CommunityCatalogue = Record<CommunityMessageKey, string>;
