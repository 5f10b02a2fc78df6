// Design tokens shared by the shell and every remote.
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const SPACING_UNIT = 8;
export function spacing(...units: number[]): string {
  return units.map((u) => `${u * SPACING_UNIT}px`).join(' ');
}

export function up(bp: Breakpoint): string {
  return `@media (min-width: ${breakpoints[bp]}px)`;
}

export const colors = {
  primary: '#0b3d91',
  primaryDark: '#072a66',
  accent: '#f7a600',
  text: '#1c1c1c',
  muted: '#555555',
  surface: '#ffffff',
  background: '#f4f6fa',
  border: '#d5dbe5',
  success: '#1b7f3b',
  danger: '#b3261e',
  warning: '#8a5a00',
} as const;

export const fonts = {
  body: "'Noto Sans', 'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export const theme = { breakpoints, colors, fonts, spacingUnit: SPACING_UNIT } as const;
export type Theme = typeof theme;

export const SITE_VERSION = '14.10.0';
