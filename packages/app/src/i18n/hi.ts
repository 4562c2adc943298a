import type { Catalogue } from './en';

/** Hindi interface strings. `satisfies Catalogue` makes a missing key a type error. */
export const hi = {
  'app.name': 'परीक्षा',
  'app.tagline': 'भारत की प्रतियोगी परीक्षाओं के लिए मॉक टेस्ट और कोर्स',
  'nav.home': 'होम',
  'nav.subscriptions': 'सब्सक्रिप्शन',
  'nav.label': 'मुख्य',
  'skip.toContent': 'सामग्री पर जाएँ',
  'language.label': 'भाषा',
  'language.placeholder': 'भाषा चुनें',

  'home.title': 'परीक्षा के साथ अपनी परीक्षा की तैयारी करें',
  'home.lead':
    'SSC, बैंकिंग, रेलवे, NEET, JEE, सिविल सेवा और बोर्ड परीक्षाओं के लिए फ़ुल-लेंथ मॉक टेस्ट, पिछले वर्षों के प्रश्नपत्र और कोर्स, हिन्दी और अंग्रेज़ी में।',
  'home.seePlans': 'सब्सक्रिप्शन प्लान देखें',

  'plans.title': 'सब्सक्रिप्शन प्लान',
  'plans.tagline': 'हमारे प्लान देखें - हर किसी के लिए कुछ न कुछ है',
  'plans.loading': 'सब्सक्रिप्शन प्लान लोड हो रहे हैं...',
  'plans.error': 'त्रुटि: {message}',
  'plans.empty': 'कोई सब्सक्रिप्शन प्लान नहीं मिला।',
  'plans.retry': 'फिर से कोशिश करें',
  'plans.annually': 'वार्षिक',
  'plans.monthly': 'मासिक',
  'plans.billingPeriod': 'बिलिंग अवधि',
  'plans.perYear': '/वर्ष',
  'plans.perMonth': '/माह',
  'plans.startTrial': '7 दिन का मुफ़्त ट्रायल शुरू करें',
  'plans.trialStarted': '{plan} का आपका 7 दिन का मुफ़्त ट्रायल साइन अप करते ही शुरू होगा।',

  'notFound.title': 'पेज नहीं मिला',
  'notFound.body': 'आप जो पेज खोज रहे थे वह मौजूद नहीं है या हट गया है।',
  'notFound.home': 'होम पेज पर जाएँ',
  'error.boundary': 'कुछ गलत हो गया!',

  'api.requestFailed': 'अनुरोध विफल रहा। कृपया फिर से कोशिश करें।',
  'api.badRequest': 'गलत अनुरोध। कृपया अपनी जानकारी जाँचें।',
  'api.unauthorized': 'अनधिकृत। कृपया फिर से लॉगिन करें।',
  'api.forbidden': 'प्रतिबंधित: पहुँच की अनुमति नहीं है।',
  'api.notFound': 'संसाधन नहीं मिला।',
  'api.serverError': 'सर्वर त्रुटि। कृपया बाद में फिर से कोशिश करें।',
  'api.somethingWrong': 'कुछ गलत हो गया।',
  'api.networkError': 'नेटवर्क त्रुटि। कृपया अपना कनेक्शन जाँचें।',
} as const satisfies Catalogue;
