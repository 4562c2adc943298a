const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, fractionDigits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, found);
  }
  return found;
}

/**
 * An amount in paise as rupees in the reader's locale, with paise only when there are some:
 * 79900 → '₹799', 71910 → '₹719.10', 249999900 → '₹24,99,999' (en-IN grouping).
 */
export function formatPaise(paise: number, locale = 'en-IN'): string {
  const whole = paise % 100 === 0;
  return formatter(locale, whole ? 0 : 2).format(paise / 100);
}
