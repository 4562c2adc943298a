/**
 * A straight-line map from values to positions: `linearScale([-5, 35], [0, 100])(15)` is 50.
 * A domain of a single value (every score zero) maps everything to the range's start, rather
 * than dividing by zero.
 */
export function linearScale(
  [domainStart, domainEnd]: readonly [number, number],
  [rangeStart, rangeEnd]: readonly [number, number],
): (value: number) => number {
  const span = domainEnd - domainStart;
  return (value) => (span === 0 ? rangeStart : rangeStart + ((value - domainStart) / span) * (rangeEnd - rangeStart));
}

/** A number as an SVG percentage length, rounded so the markup stays short: `'42.86%'`. */
export function percent(value: number): `${number}%` {
  return `${Math.round(value * 100) / 100}%`;
}
