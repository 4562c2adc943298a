import { maximumAge, minimumAge } from '@pariksha/contract/values';

/**
 * The years a date of birth may fall in, the latest first: ages 10 to 100 as the provider allows
 * (contract/profile.ts), plus the saved year if it lies outside them, so it still shows.
 */
export function dobYears(saved: string, now: Date = new Date()): number[] {
  const thisYear = now.getFullYear();
  const years = Array.from({ length: maximumAge - minimumAge + 2 }, (_, index) => thisYear - minimumAge - index);
  const savedYear = Number(saved.slice(0, 4));
  if (/^\d{4}-/.test(saved) && !years.includes(savedYear)) years.push(savedYear);
  return years.sort((a, b) => b - a);
}
