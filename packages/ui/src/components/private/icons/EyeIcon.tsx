import { Icon, Line, type IconProps } from './Icon';

/** An eye, struck through when `crossed` (the password is shown and the button will hide it). */
export function EyeIcon({ crossed, ...props }: IconProps & { crossed: boolean }) {
  return (
    <Icon name="eye" viewBox="0 0 24 24" {...props}>
      <Line d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" weight={1.8} />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <Line d="M4 20 20 4" weight={1.8} /> : null}
    </Icon>
  );
}
