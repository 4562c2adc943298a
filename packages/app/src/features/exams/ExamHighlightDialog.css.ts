import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { outline, solid } from '../../components/linkButton.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  marginTop: vars.space.large,
});

export const primary = solid;
export const secondary = outline;
