/** English interface strings. The Hindi catalogue must have exactly these keys (checked by the compiler). */
export const en = {
  'app.name': 'Pariksha',
  'app.tagline': 'Mock tests and courses for India’s competitive exams',
  'nav.home': 'Home',
  'nav.subscriptions': 'Subscriptions',
  'nav.label': 'Main',
  'skip.toContent': 'Skip to content',
  'language.label': 'Language',
  'language.placeholder': 'Select Language',

  'home.title': 'Prepare for your exam with Pariksha',
  'home.lead':
    'Full-length mock tests, previous year papers and courses for SSC, Banking, Railways, NEET, JEE, civil services and board exams, in Hindi and English.',
  'home.seePlans': 'See subscription plans',

  'plans.title': 'Subscription Plans',
  'plans.tagline': "Take a look at our plans - there's something for everyone",
  'plans.loading': 'Loading subscription plans...',
  'plans.error': 'Error: {message}',
  'plans.empty': 'No subscription plans found.',
  'plans.retry': 'Try again',
  'plans.annually': 'Annually',
  'plans.monthly': 'Monthly',
  'plans.billingPeriod': 'Billing period',
  'plans.perYear': '/year',
  'plans.perMonth': '/month',
  'plans.startTrial': 'Start 7 day free trial',
  'plans.trialStarted': 'Your 7 day free trial of {plan} starts when you sign up.',

  'notFound.title': 'Page not found',
  'notFound.body': 'The page you were looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',
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

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
