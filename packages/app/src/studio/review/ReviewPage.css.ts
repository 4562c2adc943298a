import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const changes = style({ display: 'grid', gap: vars.space.medium, margin: 0 });
export const change = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });
export const diff = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', padding: vars.space.small, background: vars.color.surface, borderRadius: vars.radius.medium });
export const added = style({ background: '#DFF3E8', color: vars.color.text, textDecoration: 'underline', textDecorationThickness: '2px' });
export const removed = style({ background: vars.color.criticalSoft, color: vars.color.criticalStrong, textDecoration: 'line-through' });
/** Read by screen readers, not shown: ins and del are not announced everywhere. */
export const hidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
