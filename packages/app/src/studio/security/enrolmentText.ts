/** The base32 secret in groups of four, as authenticator apps accept it typed with or without spaces. */
export function groupedSecret(secret: string): string {
  return secret.replace(/\s+/g, '').match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The text file a staff member downloads with their recovery codes. */
export function recoveryCodesFile(title: string, note: string, codes: readonly string[]): string {
  return [title, '', ...codes, '', note, ''].join('\n');
}

/** A QR code's SVG document as an image address: drawn by <img>, so no script in it could run. */
export function svgImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
