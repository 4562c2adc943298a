import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import type { StatusMessageTone } from './StatusMessage';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  minHeight: vars.contentHeight.status,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} dashed transparent`,
  textAlign: 'center',
});

export const tone = styleVariants({
  neutral: {
    borderColor: vars.color.border,
    background: vars.color.surfaceRaised,
    color: vars.color.textMuted,
  },
  critical: {
    borderStyle: 'solid',
    borderColor: vars.color.critical,
    background: vars.color.criticalSoft,
    color: vars.color.critical,
  },
} satisfies Record<StatusMessageTone, StyleRule>);

export const text = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const icon = style({
  flexShrink: 0,
});
