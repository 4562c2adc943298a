import { Icon, Line, type IconProps } from './Icon';

/** A clock face; when `urgent`, an exclamation mark instead of the hands, so the urgency reads without colour too. */
export function ClockIcon({ urgent = false, ...props }: IconProps & { urgent?: boolean }) {
  return (
    <Icon name="clock" viewBox="0 0 20 20" {...props}>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      {urgent ? (
        <Line d="M10 5.5v5.5M10 13.5v1" weight={2.2} />
      ) : (
        // Not a Line: the hands meet in a mitred corner, as the test's clock has always drawn them.
        <path d="M10 5.5V10l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </Icon>
  );
}
