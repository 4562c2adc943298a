import { Icon, type IconProps } from './Icon';

export function LockIcon(props: IconProps) {
  return (
    <Icon name="lock" viewBox="0 0 20 20" {...props}>
      <path
        fill="currentColor"
        d="M10 1.5A4.5 4.5 0 0 0 5.5 6v2H5a2 2 0 0 0-2 2v6.5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V10a2 2 0 0 0-2-2h-.5V6A4.5 4.5 0 0 0 10 1.5ZM12.5 8h-5V6a2.5 2.5 0 0 1 5 0v2ZM10 11a1.5 1.5 0 0 1 .75 2.8V15a.75.75 0 0 1-1.5 0v-1.2A1.5 1.5 0 0 1 10 11Z"
      />
    </Icon>
  );
}
