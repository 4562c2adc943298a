import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { fieldControl } from '../../layout/page.css';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const card = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  maxWidth: '40rem',
});

export const cardTitle = style({ margin: 0, fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight });

export const label = style({ fontWeight: vars.font.weight.medium });

export const select = style([fieldControl, {
  maxWidth: '20rem',
}]);
