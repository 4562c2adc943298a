/** The spec's offer code: 10% off all test series. */
export const promoCode = 'WELCOME10';

/**
 * Where a dismissal is kept (local storage): the code of the offer dismissed, so a new offer
 * shows again. index.html's first script copies it onto <html> as this attribute before the
 * page is painted; keep the three in step (promoDismissal.test.ts checks them).
 */
export const promoDismissedKey = 'promoDismissed';
export const promoDismissedAttribute = 'data-promo-dismissed';
