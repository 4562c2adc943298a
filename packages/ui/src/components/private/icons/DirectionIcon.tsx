import { Icon, Line, type IconProps } from './Icon';

/** The drawings: a chevron for turning a page of buttons or slides, an arrow for stepping to another question. */
const directionPaths = {
  chevron: { previous: 'M12.5 4.5 7 10l5.5 5.5', next: 'M7.5 4.5 13 10l-5.5 5.5' },
  arrow: { previous: 'M16 10H4m5-5-5 5 5 5', next: 'M4 10h12m-5-5 5 5-5 5' },
} as const;

export interface DirectionIconProps extends IconProps {
  direction: 'previous' | 'next';
  shape: keyof typeof directionPaths;
}

/** A back or forward mark. */
export function DirectionIcon({ direction, shape, ...props }: DirectionIconProps) {
  return (
    <Icon name="direction" viewBox="0 0 20 20" {...props}>
      <Line d={directionPaths[shape][direction]} weight={2} />
    </Icon>
  );
}
