import { dayAndTimeFields, formatDateTime } from '../private/formatDateTime';

/**
 * When a receipt's payment (or refund) happened, with the time and its zone, as the reader's
 * locale writes it: '24 Nov 2026, 10:16 pm IST' in `en-IN`, '24 नव॰ 2026, …' in `hi-IN`. One fixed
 * zone (India's by default), so the receipt the server draws, the browser's and the printed one
 * agree. Null for a time it cannot read.
 */
export function formatReceiptDate(iso: string, locale = 'en-IN', timeZone = 'Asia/Kolkata'): string | null {
  return formatDateTime(iso, locale, { ...dayAndTimeFields, timeZone, timeZoneName: 'short' });
}
