/** Before and after of an audit entry as one short line of JSON each (null and absent say nothing). */
export function changeText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = JSON.stringify(value);
  return text === '{}' ? null : text;
}

/** The audit filter from the address: `?action=&actor=&before=`; a malformed number is no filter. */
export function auditFilterFrom(params: URLSearchParams) {
  const whole = (name: string) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  return { action: (params.get('action') ?? '').trim(), actor: whole('actor') === undefined ? '' : String(whole('actor')), before: whole('before') };
}
