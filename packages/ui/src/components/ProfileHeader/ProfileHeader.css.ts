import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/** Half the large avatar: it sits across the cover's lower edge. */
const avatarOverlap = 48;

export const root = style({
  boxSizing: 'border-box',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

export const cover = style({
  position: 'relative',
  height: vars.mediaSize.coverSmall,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandStrong})`,
  '@media': {
    [breakpointQuery.tablet]: { height: vars.mediaSize.coverLarge },
  },
});

export const coverImage = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingTop: vars.space.medium,
  paddingInline: vars.space.gutter,
  paddingBottom: vars.space.large,
  textAlign: 'center',
  '@media': {
    [breakpointQuery.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: vars.space.large,
      paddingInline: vars.space.large,
      textAlign: 'left',
    },
  },
});

export const avatar = style({
  // Positioned, so it paints over the (positioned) cover it overlaps.
  position: 'relative',
  display: 'flex',
  alignSelf: 'center',
  marginTop: `calc(-${avatarOverlap}px - ${vars.space.medium})`,
  borderRadius: vars.radius.full,
  // A ring of the card's colour parts the avatar from the cover.
  border: `${vars.borderWidth.xlarge} solid ${vars.color.surfaceRaised}`,
  background: vars.color.surfaceRaised,
  '@media': {
    // Beside the name, its top still crosses the cover's edge.
    [breakpointQuery.tablet]: { alignSelf: 'flex-start' },
  },
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  '@media': {
    [breakpointQuery.tablet]: { alignItems: 'flex-start', flex: 1 },
  },
});

export const tier = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.goldAccent,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const tierIcon = style({
  flexShrink: 0,
});

export const stats = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  width: '100%',
  margin: 0,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  '@media': {
    [breakpointQuery.tablet]: { width: 'auto' },
  },
});

/** Label under the number on screen; in the page (and to screen readers) the label comes first. */
export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
  minWidth: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  selectors: {
    '& + &': { borderLeft: `${vars.borderWidth.standard} solid ${vars.color.border}` },
  },
});

export const statLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  textAlign: 'center',
});

export const statValue = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
