import { Icon, type IconProps } from './Icon';

export function PhoneIcon(props: IconProps) {
  return (
    <Icon name="phone" viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M6.1 2.5c.4-.1.9.1 1.1.5l1.4 3c.2.4.1.9-.2 1.2L7.1 8.4a10.4 10.4 0 0 0 4.5 4.5l1.2-1.3c.3-.3.8-.4 1.2-.2l3 1.4c.4.2.6.7.5 1.1l-.5 2.4c-.1.5-.5.8-1 .8A14.1 14.1 0 0 1 2.9 4c0-.5.3-.9.8-1l2.4-.5Z"
      />
    </Icon>
  );
}
