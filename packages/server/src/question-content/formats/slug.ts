/** A name as the bank's slugs are written: lowercase a–z, 0–9 and single hyphens ('Time & Work' → 'time-work'). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
