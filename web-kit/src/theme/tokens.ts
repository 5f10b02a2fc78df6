// Theme tokens as CSS custom properties, generated from the shared-types theme: the shell (and a remote running
// alone) writes them on <html> once; CSS modules write `var(--color-primary)`, styled-components `tokens.color.primary`.
import { SPACING_UNIT, TAP_TARGET, breakpoints, colors, fonts, radii, typeScale } from '@college/shared-types';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Spacing steps written as variables: --space-1 (8 px) to --space-8 (64 px); --space-half is 4 px. */
export const SPACE_STEPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Every variable with its value, e.g. { '--color-primary': '#0b3d91', '--space-2': '16px', ... }. */
export function themeVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) vars[`--color-${kebab(name)}`] = value;
  vars['--space-half'] = `${SPACING_UNIT / 2}px`;
  for (const n of SPACE_STEPS) vars[`--space-${n}`] = `${n * SPACING_UNIT}px`;
  for (const [name, px] of Object.entries(typeScale)) vars[`--font-size-${name}`] = `${px}px`;
  for (const [name, px] of Object.entries(radii)) vars[`--radius-${name}`] = `${px}px`;
  // Media queries cannot read variables: these are for reference and scripts; CSS uses the same numbers.
  for (const [name, px] of Object.entries(breakpoints)) vars[`--breakpoint-${name}`] = `${px}px`;
  vars['--font-body'] = fonts.body;
  vars['--tap-target'] = `${TAP_TARGET}px`;
  return vars;
}

/** The variables as one CSS rule, e.g. for a standalone page or a test. */
export function themeCss(selector = ':root'): string {
  const body = Object.entries(themeVariables())
    .map(([k, v]) => `  ${k}: ${v};`)
    .join('\n');
  return `${selector} {\n${body}\n}\n`;
}

/** The id of the <style> holding the variables in a page rendered on the server. */
export const THEME_STYLE_ID = 'site-theme';

/**
 * Writes the variables on <html>; safe to call more than once. A page rendered on the server has them already, in
 * its <style id="site-theme">: writing them again would restyle and lay out the whole page a second time.
 */
export function applyThemeVariables(root: HTMLElement = document.documentElement): void {
  if (root.dataset.themeTokens === 'applied' || root.ownerDocument.getElementById(THEME_STYLE_ID)) return;
  for (const [k, v] of Object.entries(themeVariables())) root.style.setProperty(k, v);
  root.dataset.themeTokens = 'applied';
}

type ColorTokens = { [K in keyof typeof colors]: string };

function colorTokens(): ColorTokens {
  const out = {} as Record<string, string>;
  for (const [name, value] of Object.entries(colors)) out[name] = `var(--color-${kebab(name)}, ${value})`;
  return out as ColorTokens;
}

function scale<K extends string>(table: Record<K, number>, prefix: string): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const [name, px] of Object.entries(table) as Array<[K, number]>) out[name] = `var(--${prefix}-${name}, ${px}px)`;
  return out;
}

/** The tokens as `var(...)` references (with the value as fallback) for styled-components and inline styles. */
export const tokens = {
  color: colorTokens(),
  /** space(2) is var(--space-2) = 16 px. */
  space: (n: (typeof SPACE_STEPS)[number] | 0.5) =>
    n === 0.5 ? `var(--space-half, ${SPACING_UNIT / 2}px)` : `var(--space-${n}, ${n * SPACING_UNIT}px)`,
  fontSize: scale(typeScale, 'font-size'),
  radius: scale(radii, 'radius'),
  font: `var(--font-body, ${fonts.body})`,
  tapTarget: `var(--tap-target, ${TAP_TARGET}px)`,
} as const;
