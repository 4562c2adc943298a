import { formatPaise } from '../private/formatPaise';

/** Whole rupees in the reader's locale (paise rounded away): 2499 → '₹2,499' (en-IN), 249999 → '₹2,49,999'. */
export function formatRupees(amount: number, locale = 'en-IN'): string {
  return formatPaise(Math.round(amount) * 100, locale);
}
