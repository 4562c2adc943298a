const pad = (n: number) => String(n).padStart(2, '0');

/** Whole seconds, rounded up: the clock reads 00:00 only when time is really up, never a second early. */
const secondsOf = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * A time as the exam-day clock shows it: HH:MM:SS from an hour up, MM:SS below. The time left on
 * the test's clock, and the time spent on a question or a section in its result.
 */
export function clockTime(ms: number): string {
  const totalSeconds = secondsOf(ms);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

// The clock says its time every second: one formatter per locale and unit, made once (making
// one costs far more than using it).
const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string, unit: string): Intl.NumberFormat {
  const key = `${locale} ${unit}`;
  let format = unitFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(key, format);
  }
  return format;
}

/**
 * The same time in words, as screen readers say it: '22 minutes 9 seconds', '2 घंटे 5 मिनट'
 * (a reader would say '22:09' as a time of day). Parts that are zero are left out.
 */
export function clockTimeInWords(ms: number, locale: string): string {
  const totalSeconds = secondsOf(ms);
  const parts = [
    { unit: 'hour', value: Math.floor(totalSeconds / 3600) },
    { unit: 'minute', value: Math.floor((totalSeconds % 3600) / 60) },
    { unit: 'second', value: totalSeconds % 60 },
  ].filter((part) => part.value > 0);
  const words = (unit: string, value: number) => unitFormat(locale, unit).format(value);
  return parts.length === 0 ? words('second', 0) : parts.map((part) => words(part.unit, part.value)).join(' ');
}
