/**
 * The clinic's illustration palette: a clinical teal/blue family with warm accents.
 * Every artwork draws from here so the whole site reads as one set.
 */
export const palette = {
  deepTeal: '#0b7a75',
  teal: '#14a3a1',
  mist: '#e8f6f5',
  aqua: '#bfe8e5',
  gold: '#f4b942',
  ink: '#1d2b3a',
  night: '#0d3b40',
  coral: '#f08a6c',
  sky: '#d9eef7',
  blue: '#3f8fc4',
  sand: '#fdf3e1',
  white: '#ffffff',
  metal: '#a9bcc6',
  metalDark: '#7d929e',
} as const;

/**
 * The colours a motif is painted with. Treatment cards carry text over them, so they use the
 * `light` tone; panels and slides sit on stronger backgrounds and use the `vivid` one.
 */
export interface Tone {
  enamel: string;
  enamelShade: string;
  primary: string;
  secondary: string;
  soft: string;
  accent: string;
  warm: string;
  gum: string;
  mouth: string;
  line: string;
  metal: string;
}

export const vividTone: Tone = {
  enamel: palette.white,
  enamelShade: '#d6ecea',
  primary: palette.deepTeal,
  secondary: palette.teal,
  soft: palette.aqua,
  accent: palette.gold,
  warm: palette.coral,
  gum: '#f29e9e',
  mouth: '#7b2f3b',
  line: palette.deepTeal,
  metal: palette.metal,
};

export const lightTone: Tone = {
  enamel: palette.white,
  enamelShade: '#e2f2f1',
  primary: '#6fc2be',
  secondary: '#9fd9d6',
  soft: '#d2eeec',
  accent: '#f7d07a',
  warm: '#f6b5a1',
  gum: '#f7c6c6',
  mouth: '#c98e96',
  line: '#62b3af',
  metal: '#c7d5dc',
};

/** The system font stack: the artwork must not reference external fonts. */
export const systemFont = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif';
