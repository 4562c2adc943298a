const formatters = new Map<string, Intl.NumberFormat>();

/** Whole rupees in the reader's locale: 2499 → '₹2,499' (en-IN), 249999 → '₹2,49,999'. */
export function formatRupees(amount: number, locale = 'en-IN'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      // INR defaults to two fraction digits; older engines throw unless the minimum drops too.
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
