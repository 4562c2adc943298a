/** The fields to show, and the one zone every copy of the page shows them in. */
export type DateTimeFields = Intl.DateTimeFormatOptions & { timeZone: string };

/** '24 Nov 2026'. */
export const dayFields = { day: 'numeric', month: 'short', year: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;

/** '24 Nov 2026, 1:30 am'. */
export const dayAndTimeFields = { ...dayFields, hour: 'numeric', minute: '2-digit' } as const satisfies Intl.DateTimeFormatOptions;

// Building an Intl.DateTimeFormat is slow next to using one: one per locale and fields, kept.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An ISO 8601 time as the reader's locale writes it, with the given fields: '24 Nov 2026' or
 * '24 नव॰ 2026, 1:30 am'. Always in `fields.timeZone` (never the machine's), so the page the
 * server draws and the one the browser takes over agree. Null for a time it cannot read.
 */
export function formatDateTime(iso: string, locale: string, fields: DateTimeFields): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  const key = `${locale} ${JSON.stringify(fields)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, fields);
    formats.set(key, format);
  }
  return format.format(time);
}
