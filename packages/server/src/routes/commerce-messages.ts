import { welcomePromo } from '@pariksha/contract';
import type { OrderItemKind } from '../db/commerce-schema.js';

/** The checkout's, orders' and test payments' sentences, in English and Hindi. */
type Catalogue = {
  promoUnknown: string;
  promoUsed: (code: string) => string;
  promoNotApplicable: string;
  examRequired: string;
  examNotFound: string;
  examFree: string;
  planNotFound: string;
  courseNotFound: string;
  seriesNotFound: string;
  seriesFree: string;
  alreadyOwned: (kind: OrderItemKind) => string;
  orderCreated: (item: string) => string;
  orderNotFound: string;
  receiptNotFound: string;
  paymentNotFound: string;
  orderNotPending: string;
  paymentSucceeded: (item: string, kind: OrderItemKind) => string;
  paymentFailed: string;
};

const en: Catalogue = {
  promoUnknown: 'This promo code is not valid. Check the spelling and try again.',
  promoUsed: (code) => `You have already used ${code}. It works once per learner.`,
  promoNotApplicable: `${welcomePromo.code} takes ${welcomePromo.percentOff}% off test series only.`,
  examRequired: 'Choose the exam you want BASIC to unlock.',
  examNotFound: 'We could not find that exam. Choose one from the list.',
  examFree: 'This exam is free for everyone. Choose a locked exam for BASIC.',
  planNotFound: 'Subscription plan not found.',
  courseNotFound: 'Course not found.',
  seriesNotFound: 'Test series not found.',
  seriesFree: 'Every test in it is free.',
  alreadyOwned: (kind) =>
    kind === 'course' ? 'You are already enrolled in this course.' : 'You already have this test series.',
  orderCreated: (item) => `Order placed for ${item}. Complete the payment to unlock it.`,
  orderNotFound: 'Order not found.',
  receiptNotFound: 'Receipt not found. A receipt is ready once an order is paid.',
  paymentNotFound: 'Payment not found.',
  orderNotPending: 'This order is no longer waiting for payment.',
  paymentSucceeded: (item, kind) =>
    kind === 'plan' ? `Payment received. Your ${item} is active.` : `Payment received. ${item} is unlocked.`,
  paymentFailed: 'The payment failed. Nothing was charged; you can try again.',
};

const hi: Catalogue = {
  promoUnknown: 'यह प्रोमो कोड मान्य नहीं है। वर्तनी जाँचकर फिर से कोशिश करें।',
  promoUsed: (code) => `आप ${code} पहले ही इस्तेमाल कर चुके हैं। यह हर विद्यार्थी के लिए एक ही बार चलता है।`,
  promoNotApplicable: `${welcomePromo.code} से केवल टेस्ट सीरीज़ पर ${welcomePromo.percentOff}% की छूट मिलती है।`,
  examRequired: 'वह परीक्षा चुनें जिसे आप BASIC से अनलॉक करना चाहते हैं।',
  examNotFound: 'यह परीक्षा नहीं मिली। सूची में से कोई परीक्षा चुनें।',
  examFree: 'यह परीक्षा सभी के लिए मुफ़्त है। BASIC के लिए कोई लॉक परीक्षा चुनें।',
  planNotFound: 'सदस्यता योजना नहीं मिली।',
  courseNotFound: 'कोर्स नहीं मिला।',
  seriesNotFound: 'टेस्ट सीरीज़ नहीं मिली।',
  seriesFree: 'इसके सभी टेस्ट मुफ़्त हैं।',
  alreadyOwned: (kind) => (kind === 'course' ? 'आप इस कोर्स में पहले से नामांकित हैं।' : 'यह टेस्ट सीरीज़ आपके पास पहले से है।'),
  orderCreated: (item) => `${item} का ऑर्डर हो गया। इसे अनलॉक करने के लिए भुगतान पूरा करें।`,
  orderNotFound: 'ऑर्डर नहीं मिला।',
  receiptNotFound: 'रसीद नहीं मिली। ऑर्डर का भुगतान होने पर रसीद तैयार होती है।',
  paymentNotFound: 'भुगतान नहीं मिला।',
  orderNotPending: 'यह ऑर्डर अब भुगतान की प्रतीक्षा में नहीं है।',
  paymentSucceeded: (item, kind) =>
    kind === 'plan' ? `भुगतान मिल गया। आपका ${item} शुरू हो गया है।` : `भुगतान मिल गया। ${item} अब अनलॉक है।`,
  paymentFailed: 'भुगतान नहीं हो सका। कोई पैसा नहीं कटा; आप फिर से कोशिश कर सकते हैं।',
};

const catalogues: Record<string, Catalogue> = { en, hi };

/** The commerce routes' sentences in `lang` (`hi-IN` → Hindi), English for any other language. */
export function commerceMessages(lang: string): Catalogue {
  return catalogues[lang] ?? catalogues[lang.split('-', 1)[0] ?? lang] ?? en;
}

/** The webhook answers the gateway, not a learner: English only. */
export const webhookMessages = {
  signatureInvalid: 'The webhook signature is missing, wrong or too old.',
  providerNotFound: 'No payment provider has this name.',
  amountMismatch: 'The amount does not match the order.',
} as const;
