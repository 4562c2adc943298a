import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import * as page from '../../layout/page.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, maxWidth: '40rem' });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.text.small.fontSize });

/** The box takes the room; the button keeps its width beside it, even at 360 px. */
export const row = style({ display: 'flex', gap: vars.space.small, alignItems: 'stretch' });

export const input = style([page.fieldControl, {
  flex: '1 1 auto',
  minWidth: 0,
}]);
