/** Minimum viewport widths in CSS pixels. Media queries cannot read CSS variables, so these are constants. */
export const breakpoints = {
  mobile: 0,
  tablet: 640,
  desktop: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const breakpointQuery = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
