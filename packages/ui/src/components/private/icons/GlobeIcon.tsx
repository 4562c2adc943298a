import { Icon, type IconProps } from './Icon';

export function GlobeIcon(props: IconProps) {
  return (
    <Icon name="globe" viewBox="0 0 20 20" {...props}>
      <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path
        d="M2 10h16M10 2c2.2 2.2 3.2 5 3.2 8s-1 5.8-3.2 8c-2.2-2.2-3.2-5-3.2-8s1-5.8 3.2-8Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </Icon>
  );
}
