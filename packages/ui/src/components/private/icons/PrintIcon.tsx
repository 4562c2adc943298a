import { Icon, type IconProps } from './Icon';

export function PrintIcon(props: IconProps) {
  return (
    <Icon name="print" viewBox="0 0 20 20" {...props}>
      <path
        d="M5.5 7V2.5h9V7M5.5 14.5h-2a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v5.5a1 1 0 0 1-1 1h-2M5.5 11.5h9v6h-9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </Icon>
  );
}
