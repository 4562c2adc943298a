/**
 * The raw design tokens: the single source for the theme (`themeClass`) and for the
 * designers' introduction page in Storybook. Components never read these directly; they read
 * `vars`, the CSS variables these values are assigned to.
 *
 * Every text colour below is checked against every surface it can sit on in
 * `tokens.test.ts` (WCAG 2.2 AA: 4.5:1 for text, 3:1 for control boundaries and focus rings).
 */
export const tokens = {
  color: {
    /** Primary actions, the selected billing period, links. */
    brand: '#3034B8',
    /** Brand on hover and press. */
    brandStrong: '#22268F',
    /** A quiet brand wash behind ghost buttons on hover. */
    brandSoft: '#EEF0FD',
    /** Text and icons on brand-filled surfaces. */
    onBrand: '#FFFFFF',

    /** Body text and headings. */
    text: '#171B34',
    /** Secondary text: descriptions, units, captions. */
    textMuted: '#4F5672',

    /** The page behind cards. */
    surface: '#F5F6FA',
    /** Cards, inputs, the toggle's track. */
    surfaceRaised: '#FFFFFF',
    /** Decorative hairlines between areas. */
    border: '#DDE0E9',
    /** Boundaries of interactive controls (3:1 against their surroundings). */
    borderStrong: '#7D849C',

    /** Dark neutral actions. */
    neutral: '#2B3050',
    neutralStrong: '#171B34',
    neutralSoft: '#ECEEF4',

    /** Checkmarks and success text. */
    success: '#137A4E',

    /** Error text ("Error: …" in red) and destructive actions. */
    critical: '#B3261E',
    criticalStrong: '#8C1D18',
    criticalSoft: '#FDF1F0',

    /**
     * A partly right answer (partial marks: some of the right options and no wrong one): a dark
     * amber between `success` and `critical`, always beside its own shape and words.
     */
    partial: '#8F5200',

    /** A test question marked for review (the CBT palette's purple), with `onBrand` numbers. */
    review: '#7B3FB5',

    /** GOLD plan: yellow-tinted card, its hairline and its badge. */
    goldTint: '#FFF6DB',
    goldBorder: '#EDCF7E',
    goldAccent: '#F6C944',

    /** PLATINUM plan: blue-tinted card, its hairline and its badge. */
    platinumTint: '#EDF3FF',
    platinumBorder: '#BCCEF3',
    platinumAccent: '#BFD3FB',

    /** Every other plan: grey-tinted card, its hairline and its badge. */
    neutralTint: '#F3F4F7',
    neutralBorder: '#DDE0E9',
    neutralAccent: '#DDE0E8',

    /** The keyboard focus ring, drawn `focusRing.offset` outside the focused control. */
    focusRing: '#2F5BD3',
  },
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    gutter: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
  },
  radius: {
    small: '6px',
    medium: '10px',
    large: '16px',
    full: '9999px',
  },
  font: {
    /** Noto Sans first for Latin; Noto Sans Devanagari shapes conjuncts (क्ष, ज्ञ, श्र) correctly. */
    family: '"Noto Sans", "Noto Sans Devanagari", system-ui, sans-serif',
    weight: {
      regular: '400',
      medium: '600',
      strong: '700',
    },
  },
  /**
   * Type scale. Line heights are generous because Devanagari's vowel signs reach well above
   * and below the Latin x-height.
   */
  text: {
    xsmall: { fontSize: '12px', lineHeight: '18px' },
    small: { fontSize: '14px', lineHeight: '22px' },
    standard: { fontSize: '16px', lineHeight: '26px' },
    large: { fontSize: '18px', lineHeight: '28px' },
    xlarge: { fontSize: '24px', lineHeight: '34px' },
    display: { fontSize: '36px', lineHeight: '46px' },
  },
  shadow: {
    small: '0 1px 2px rgba(23, 27, 52, 0.06), 0 1px 3px rgba(23, 27, 52, 0.08)',
    medium: '0 4px 8px -2px rgba(23, 27, 52, 0.08), 0 2px 4px -2px rgba(23, 27, 52, 0.06)',
    large: '0 12px 24px -6px rgba(23, 27, 52, 0.12), 0 4px 8px -4px rgba(23, 27, 52, 0.06)',
  },
  /** The smallest height or width of anything a finger has to hit. */
  touchTarget: '44px',
  /**
   * WCAG 2.2's floor (2.5.8): a row of many small targets, such as carousel dots, may narrow its
   * targets to this on a small phone rather than wrap. Never for a lone control.
   */
  touchTargetDense: '24px',
  /** Taller targets, never below `touchTarget`: a drawer's or sidebar's rows, a large button. */
  controlHeight: {
    row: '48px',
    large: '52px',
  },
  /** Lines: hairlines between areas and around controls, then stronger edges and markers. */
  borderWidth: {
    standard: '1px',
    large: '2px',
    /** The bar that marks the current tab, option or page. */
    indicator: '3px',
    xlarge: '4px',
  },
  /**
   * The one keyboard focus ring (its colour is `color.focusRing`), drawn `offset` outside the
   * control, or `insetOffset` inside one that touches the edge of its box.
   */
  focusRing: {
    width: '2px',
    offset: '2px',
    insetOffset: '-4px',
  },
  /** Square icons drawn beside text or inside controls. */
  iconSize: {
    xsmall: '12px',
    small: '16px',
    medium: '18px',
    standard: '20px',
    large: '24px',
  },
  /** Fixed pictures: avatars, photos, covers and icon tiles. */
  mediaSize: {
    small: '48px',
    medium: '64px',
    large: '96px',
    xlarge: '120px',
    /** A profile's cover on phones, then from the tablet breakpoint. */
    coverSmall: '112px',
    coverLarge: '160px',
    /** The tallest a page banner's picture may be, on phones and from the tablet breakpoint. */
    bannerSmall: '160px',
    bannerLarge: '320px',
  },
  /** Widths that content is held to. */
  contentWidth: {
    /** A grid cell's narrowest: a card's two actions side by side, an option of a toggle. */
    cell: '120px',
    /** The header's search box beside the links. */
    search: '260px',
    /** A phone-width column. */
    xsmall: '400px',
    small: '440px',
    medium: '560px',
    large: '760px',
    xlarge: '1120px',
    /** The page's widest: the header, footer and top bar. */
    page: '1280px',
  },
  contentHeight: {
    /** A status message's box: a list keeps about one row's height while it loads or is empty. */
    status: '120px',
    /** The tallest a list of options grows before it scrolls itself. */
    listbox: '420px',
  },
} as const;

export type Tokens = typeof tokens;
export type ColorToken = keyof Tokens['color'];
export type SpaceToken = keyof Tokens['space'];
export type TextToken = keyof Tokens['text'];
