/**
 * The contract's plain values, without zod: the app imports these from
 * `@pariksha/server/contract/values`, so a page that needs one does not download the schema
 * library with it (the contract's index brings zod along).
 */

/**
 * The cookie that carries the reader's language (`en`, `hi`, …) to the server, which draws the
 * public pages in it. The app writes it whenever the language changes.
 */
export const languageCookieName = 'lang';

/**
 * Whether a cookie's value may be used as the language a page is drawn in: a plain two- or
 * three-letter code. The cookie is the visitor's to write; anything else means English.
 */
export function isPageLanguage(value: string): boolean {
  return /^[a-z]{2,3}$/.test(value);
}

export const genders = ['Female', 'Male', 'Other'] as const;
export type Gender = (typeof genders)[number];

/** The spec's passing-year options. */
export const passingYears = [2021, 2022, 2023, 2024, 2025] as const;
