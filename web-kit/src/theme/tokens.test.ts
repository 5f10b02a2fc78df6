import { colors, typeScale } from '@college/shared-types';
import { THEME_STYLE_ID, applyThemeVariables, themeCss, themeVariables, tokens } from './tokens';

describe('theme tokens', () => {
  it('are generated from the shared theme', () => {
    const vars = themeVariables();
    expect(vars['--color-primary']).toBe(colors.primary);
    expect(vars['--color-primary-dark']).toBe(colors.primaryDark);
    expect(vars['--space-2']).toBe('16px');
    expect(vars['--font-size-md']).toBe(`${typeScale.md}px`);
    expect(vars['--breakpoint-sm']).toBe('600px');
    expect(vars['--tap-target']).toBe('44px');
    expect(Object.keys(vars).filter((k) => k.startsWith('--color-'))).toHaveLength(Object.keys(colors).length);
    expect(themeCss()).toContain('--color-danger: #b3261e;');
  });

  it('are referenced as variables with the value as fallback', () => {
    expect(tokens.color.primary).toBe('var(--color-primary, #0b3d91)');
    expect(tokens.space(3)).toBe('var(--space-3, 24px)');
    expect(tokens.fontSize.sm).toBe('var(--font-size-sm, 14px)');
  });

  it('are written on <html> unless the server sent them as a stylesheet', () => {
    const plain = document.implementation.createHTMLDocument('plain').documentElement;
    applyThemeVariables(plain);
    expect(plain.style.getPropertyValue('--color-primary')).toBe(colors.primary);

    const served = document.implementation.createHTMLDocument('served');
    const style = served.createElement('style');
    style.id = THEME_STYLE_ID;
    style.textContent = themeCss();
    served.head.appendChild(style);
    applyThemeVariables(served.documentElement);
    expect(served.documentElement.getAttribute('style')).toBeNull();
  });
});
