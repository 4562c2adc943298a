/**
 * The cookie that carries the reader's language (`en`, `hi`, …) to the server, which draws the
 * public pages in it. The app writes it whenever the language changes.
 */
export const languageCookieName = 'lang';
