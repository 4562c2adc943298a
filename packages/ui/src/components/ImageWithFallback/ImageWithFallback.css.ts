import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'block',
  // Scales down inside narrow parents while width/height keep the aspect ratio reserved.
  maxWidth: '100%',
  height: 'auto',
  objectFit: 'cover',
  background: vars.color.neutralSoft,
});
