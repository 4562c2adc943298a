import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { fieldControl, tablet } from '../../layout/page.css';

export const controls = style({
  display: 'grid',
  gap: vars.space.medium,
  marginBottom: vars.space.large,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.text.small.fontSize });

export const input = style([fieldControl, {
  width: '100%',
}]);

