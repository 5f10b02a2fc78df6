// Design tokens shared by the shell and every remote. @college/web-kit turns them into CSS custom properties
// (`--color-primary`, `--space-2`, `--font-size-md`, ...) that CSS modules and styled-components both use.
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

export const SPACING_UNIT = 8;
export function spacing(...units: number[]): string {
  return units.map((u) => `${u * SPACING_UNIT}px`).join(' ');
}

export function up(bp: Breakpoint): string {
  return `@media (min-width: ${breakpoints[bp]}px)`;
}

/** Below a breakpoint (phones below `sm`). */
export function down(bp: Breakpoint): string {
  return `@media (max-width: ${breakpoints[bp] - 1}px)`;
}

export const colors = {
  primary: '#0b3d91',
  primaryDark: '#072a66',
  /** The footer's ground, darker than primaryDark. */
  primaryDeep: '#051e4a',
  /** Pale primary: table heads, info notes, selected rows. */
  primaryTint: '#e6edf9',
  /** Text and icons on a primary or status background. */
  onPrimary: '#ffffff',
  accent: '#f7a600',
  accentTint: '#ffd27a',
  text: '#1c1c1c',
  muted: '#555555',
  surface: '#ffffff',
  /** Read-only and disabled controls. */
  surfaceMuted: '#eef1f6',
  background: '#f4f6fa',
  border: '#d5dbe5',
  /** Rules of printouts and strong dividers. */
  borderStrong: '#9aa3b2',
  success: '#1b7f3b',
  successDark: '#14642e',
  successTint: '#e3f4e8',
  danger: '#b3261e',
  dangerDark: '#8c1d18',
  dangerTint: '#fbe4e2',
  warning: '#8a5a00',
  warningDark: '#3d2a00',
  warningTint: '#fff3d6',
} as const;
export type ColorName = keyof typeof colors;

/** Font sizes in px, smallest to largest; body text is `md`. */
export const typeScale = { xs: 13, sm: 14, md: 16, lg: 19, xl: 22, xxl: 26 } as const;
export type TypeStep = keyof typeof typeScale;

/** Corner radii in px. */
export const radii = { sm: 4, md: 6, lg: 10, pill: 999 } as const;

/** The smallest tap target (WCAG 2.5.5): buttons, choices and controls are at least this tall. */
export const TAP_TARGET = 44;

export const fonts = {
  body: "'Noto Sans', 'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export const theme = { breakpoints, colors, fonts, spacingUnit: SPACING_UNIT, typeScale, radii } as const;
export type Theme = typeof theme;

export const SITE_VERSION = '14.10.0';
