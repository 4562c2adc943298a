import { Icon, type IconProps } from './Icon';

/** An envelope: an e-mail address. */
export function MailIcon(props: IconProps) {
  return (
    <Icon name="mail" viewBox="0 0 20 20" {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" d="M3 5h14v10H3zM3 5l7 6 7-6" />
    </Icon>
  );
}
