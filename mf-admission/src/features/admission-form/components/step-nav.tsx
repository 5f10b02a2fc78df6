// The six step tabs: which step is open, which are complete and which have errors; any step can be reached by keyboard.
import styled from 'styled-components';
import { colors, up } from '@college/shared-types';
import { useText } from '@college/web-kit';
import type { StepInfo } from '../form-model';
import { VisuallyHidden } from './ui';

export type StepState = 'open' | 'complete' | 'error' | 'todo';

const List = styled.ol`
  list-style: none;
  margin: 0 0 16px;
  padding: 0 0 4px;
  /* Two rows of three on a phone, one row of six from a tablet up: every step in view, nothing scrolls sideways. */
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 6px;
  ${up('md')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Tab = styled.button<{ $state: StepState; $current: boolean }>`
  /* Holds its screen-reader text inside the scrolling list, so the page never scrolls sideways. */
  position: relative;
  width: 100%;
  min-height: 56px;
  font: inherit;
  font-size: 13px;
  line-height: 1.25;
  text-align: left;
  padding: 6px 8px;
  border-radius: 6px;
  cursor: pointer;
  border: 2px solid
    ${(p) => (p.$current ? colors.primary : p.$state === 'error' ? colors.danger : p.$state === 'complete' ? colors.success : colors.border)};
  background: ${(p) => (p.$current ? 'var(--color-primary-tint)' : p.$state === 'error' ? 'var(--color-danger-tint)' : p.$state === 'complete' ? 'var(--color-success-tint)' : 'var(--color-surface)')};
  color: ${colors.text};
  display: flex;
  gap: 6px;
  align-items: flex-start;
  &:focus-visible {
    outline: 3px solid ${colors.accent};
    outline-offset: 1px;
  }
  .mark {
    flex: none;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    display: inline-grid;
    place-items: center;
    font-weight: 700;
    font-size: 12px;
    color: var(--color-on-primary);
    background: ${(p) => (p.$state === 'error' ? colors.danger : p.$state === 'complete' ? colors.success : p.$current ? colors.primary : colors.muted)};
  }
  /* A long Hindi word breaks rather than pushing the tab wider than its column. */
  overflow-wrap: anywhere;
`;

const STATE_TEXT: Record<StepState, { en: string; hi: string }> = {
  open: { en: '', hi: '' },
  complete: { en: ', complete', hi: ', पूर्ण' },
  error: { en: ', has errors', hi: ', इसमें त्रुटियाँ हैं' },
  todo: { en: ', not yet done', hi: ', अभी शेष' },
};

export function StepNav({
  steps,
  current,
  states,
  onSelect,
}: {
  steps: readonly StepInfo[];
  current: number;
  states: Record<number, StepState>;
  onSelect: (step: number) => void;
}) {
  const { t } = useText();
  return (
    <nav aria-label={t({ en: 'Form steps', hi: 'फ़ॉर्म के चरण' })}>
      <List>
        {steps.map((s) => {
          const state = states[s.id] ?? 'todo';
          return (
            <li key={s.id}>
              <Tab
                type="button"
                $state={state}
                $current={s.id === current}
                aria-current={s.id === current ? 'step' : undefined}
                data-state={state}
                data-testid={`step-tab-${s.id}`}
                onClick={() => onSelect(s.id)}
              >
                <span className="mark" aria-hidden="true">
                  {state === 'complete' ? '✓' : state === 'error' ? '!' : s.id}
                </span>
                <span>
                  <VisuallyHidden>
                    {t({ en: `Step ${s.id} of ${steps.length}: `, hi: `चरण ${s.id} / ${steps.length}: ` })}
                  </VisuallyHidden>
                  {t({ en: s.title, hi: s.hindi })}
                  <VisuallyHidden>{t(STATE_TEXT[state])}</VisuallyHidden>
                </span>
              </Tab>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
