// The student's journey on the dashboard: Profile → Registration fee → Verification → Admission form → Admission
// fee → Print, with the step the student is at, what to do now and what the college is doing. The steps come
// from the dashboard's one state (decision 030); the texts follow the site language.
import styled from 'styled-components';
import {
  JOURNEY_TEXTS,
  colors,
  collegeActivity,
  printDate,
  up,
  type DashboardState,
  type JourneyStepState,
} from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Panel } from '@college/web-kit/ui';

const Steps = styled.ol`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  display: grid;
  gap: 8px;
  /* Two rows of three beside the details card: each step's name fits whole, in either language. */
  ${up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const tone: Record<JourneyStepState, { border: string; background: string; mark: string }> = {
  done: { border: colors.success, background: colors.successTint, mark: '✓' },
  current: { border: colors.primary, background: colors.primaryTint, mark: '●' },
  blocked: { border: colors.danger, background: colors.dangerTint, mark: '✕' },
  upcoming: { border: colors.border, background: colors.surface, mark: '○' },
};

const Step = styled.li<{ $state: JourneyStepState }>`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  padding: 8px 10px;
  border: 1px solid ${(p) => tone[p.$state].border};
  border-left-width: 5px;
  border-radius: 6px;
  background: ${(p) => tone[p.$state].background};
  color: ${colors.text};
  font-weight: ${(p) => (p.$state === 'current' || p.$state === 'blocked' ? 700 : 400)};
  .mark {
    flex: none;
    width: 1.4em;
    text-align: center;
    color: ${(p) => (tone[p.$state].border === colors.border ? colors.muted : tone[p.$state].border)};
  }
  .state,
  .date {
    display: block;
    font-size: 13px;
    font-weight: 400;
    color: ${colors.muted};
  }
`;

const Now = styled.p`
  margin: 0 0 6px;
  strong {
    display: block;
  }
`;

export function JourneyTracker({ state }: { state: DashboardState }) {
  const { t, lang } = useText();
  const journey = state.journey;
  const college = collegeActivity(journey);
  return (
    <div lang={lang} data-testid="journey">
      <Panel title={t(JOURNEY_TEXTS.heading)} id="journey-title">
        <Steps>
          {journey.steps.map((step, i) => (
            <Step
              key={step.id}
              $state={step.state}
              aria-current={step.state === 'current' || step.state === 'blocked' ? 'step' : undefined}
              data-state={step.state}
            >
              <span className="mark" aria-hidden="true">
                {tone[step.state].mark}
              </span>
              <span>
                {i + 1}. {t(step.title)}
                <span className="state">{t(JOURNEY_TEXTS.state[step.state])}</span>
                {step.date && <span className="date">{printDate(step.date)}</span>}
              </span>
            </Step>
          ))}
        </Steps>
        <Now data-testid="journey-next" data-next={state.next.kind}>
          <strong>{t(JOURNEY_TEXTS.now)}</strong>
          {t(journey.next)}
        </Now>
        {college && (
          <Now data-testid="journey-college">
            <strong>{t(JOURNEY_TEXTS.college)}</strong>
            {t(college)}
          </Now>
        )}
      </Panel>
    </div>
  );
}
