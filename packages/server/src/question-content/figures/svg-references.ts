/**
 * What an SVG may point at: only its own parts ('#arrow-head') and pictures inside it
 * (a data: PNG or JPEG). Anything else would fetch from elsewhere (a tracking pixel, a font, a
 * stylesheet), or run script (javascript:), when the drawing is opened.
 */

const embeddedPicture = /^data:image\/(?:png|jpeg);base64,[a-z0-9+/=\s]*$/i;

/** An href or xlink:href value that points inside the drawing or holds the picture it shows. */
export function isLocalReference(value: string): boolean {
  const trimmed = value.trim();
  return /^#[^\s]*$/.test(trimmed) || embeddedPicture.test(trimmed);
}

/** Every url(…) in CSS text, lower-cased, without its quotes. */
function cssUrls(css: string): string[] {
  const urls: string[] = [];
  for (const match of css.toLowerCase().matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)) urls.push(match[2] ?? '');
  return urls;
}

/**
 * CSS (a <style> element, a style attribute, or a presentation attribute such as
 * fill="url(#shade)") that loads nothing from outside the drawing. Refused whole, rather than
 * mended, when it holds: a backslash (an escape can spell `url` or `@import` in other letters),
 * @import, image-set() (whose plain strings are addresses), or a url() to anything but '#part'.
 */
export function isLocalCss(css: string): boolean {
  const lower = css.toLowerCase();
  if (lower.includes('\\') || lower.includes('@import') || lower.includes('image-set(')) return false;
  // An unclosed url( is not a url() the pattern sees, but a browser would still read one.
  const opened = lower.split('url(').length - 1;
  const urls = cssUrls(css);
  return opened === urls.length && urls.every((url) => url.startsWith('#'));
}
