/** The spec's star count when a rating is missing, unreadable or out of range. */
export const defaultStarCount = 3;

/**
 * How many stars a rating earns: the rating read as a number, floored when it is above 0 and
 * at most `max`, otherwise the default of 3.
 *
 * Follows the spec literally: 0.5 is within (0, 5], so it floors to 0 stars (not 3).
 */
export function starCount(rating: number | string | null | undefined, max = 5): number {
  const value = typeof rating === 'string' && rating.trim() === '' ? Number.NaN : Number(rating);
  return value > 0 && value <= max ? Math.floor(value) : defaultStarCount;
}
