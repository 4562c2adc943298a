import { Icon, type IconProps } from './Icon';

/** A filled five-pointed star. */
export function StarIcon(props: IconProps) {
  return (
    <Icon name="star" viewBox="0 0 20 20" {...props}>
      <path fill="currentColor" d="m10 1.8 2.5 5.1 5.6.8-4 4 .9 5.6-5-2.7-5 2.7.9-5.6-4-4 5.6-.8L10 1.8Z" />
    </Icon>
  );
}
