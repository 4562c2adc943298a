/**
 * What Apply sends: the code as typed, trimmed. Null when nothing is left, so an empty field or
 * a few spaces never reach the server (the server upper-cases the code itself).
 */
export function promoCodeToApply(input: string): string | null {
  const code = input.trim();
  return code === '' ? null : code;
}

/** A whole percentage in the reader's locale: 18 → '18%'. */
export function formatPercent(percent: number, locale = 'en-IN'): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** Fills a label's `{name}` slots: ('Pay {amount}', { amount: '₹799' }) → 'Pay ₹799'. */
export function fillLabel(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
