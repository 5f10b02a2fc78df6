// What happens after Submit: a real upload progress bar, then 'Success', 'Validation Error' or the network message.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { colors } from '@college/shared-types';
import { useText } from '@college/web-kit';
import type { SaveOutcome } from '../api/save-admission';
import { Button } from './ui';

export type SubmitState =
  { phase: 'idle' } | { phase: 'sending'; progress: number } | { phase: 'result'; outcome: SaveOutcome };

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(10, 20, 40, 0.45);
  display: grid;
  place-items: center;
  padding: 16px;
  z-index: 1000;
`;

const Box = styled.div<{ $tone: 'info' | 'success' | 'error' }>`
  background: var(--color-surface);
  border-radius: 8px;
  width: min(440px, 100%);
  padding: 20px;
  border-top: 6px solid
    ${(p) => (p.$tone === 'success' ? colors.success : p.$tone === 'error' ? colors.danger : colors.primary)};
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 6px 0;
  }
`;

const Track = styled.div`
  height: 14px;
  background: var(--color-primary-tint);
  border-radius: 7px;
  overflow: hidden;
  margin: 12px 0 6px;
  div {
    height: 100%;
    background: ${colors.primary};
    transition: width 0.15s linear;
  }
`;

export function SubmitStatus({ state, onClose }: { state: SubmitState; onClose: () => void }) {
  const { t } = useText();
  const boxRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const closable = state.phase === 'result' && state.outcome.kind !== 'success';

  useEffect(() => {
    if (state.phase === 'idle') return;
    (okRef.current ?? boxRef.current)?.focus();
  }, [state.phase]);

  useEffect(() => {
    if (!closable) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [closable, onClose]);

  if (state.phase === 'idle') return null;

  if (state.phase === 'sending') {
    return (
      <Backdrop>
        <Box $tone="info" role="dialog" aria-modal="true" aria-labelledby="submit-title" tabIndex={-1} ref={boxRef}>
          <h2 id="submit-title">{t({ en: 'Submitting your form', hi: 'आवेदन पत्र भेजा जा रहा है…' })}</h2>
          <Track
            role="progressbar"
            aria-label={t({ en: 'Upload progress', hi: 'भेजने की प्रगति' })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={state.progress}
            data-testid="upload-progress"
          >
            <div style={{ width: `${state.progress}%` }} />
          </Track>
          <p>{t({ en: `${state.progress}% sent`, hi: `${state.progress}% भेजा गया` })}</p>
        </Box>
      </Backdrop>
    );
  }

  const { outcome } = state;
  const tone = outcome.kind === 'success' ? 'success' : 'error';
  const title = t(
    outcome.kind === 'success'
      ? { en: 'Success', hi: 'सफल' }
      : outcome.kind === 'validation'
        ? { en: 'Validation Error', hi: 'जाँच में त्रुटि' }
        : { en: 'Error', hi: 'त्रुटि' },
  );
  return (
    <Backdrop>
      <Box
        $tone={tone}
        role={outcome.kind === 'success' ? 'status' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby="submit-title"
        aria-describedby="submit-message"
        tabIndex={-1}
        ref={boxRef}
        data-testid="submit-result"
      >
        <h2 id="submit-title">{title}</h2>
        <div id="submit-message">
          {outcome.message && <p>{outcome.message}</p>}
          {outcome.kind === 'success' && (
            <p>{t({ en: 'Taking you to the dashboard…', hi: 'आपको डैशबोर्ड पर ले जा रहे हैं…' })}</p>
          )}
          {outcome.kind === 'validation' && (
            <p>
              {t({ en: 'The fields with a problem are marked in red.', hi: 'जिन फ़ील्ड में समस्या है वे लाल रंग में चिह्नित हैं।' })}
            </p>
          )}
          {outcome.kind === 'error' && (
            <p>
              {t({
                en: 'Your answers are still kept. Please try again.',
                hi: 'आपके उत्तर सुरक्षित हैं। कृपया फिर से प्रयास करें।',
              })}
            </p>
          )}
        </div>
        {closable && (
          <div style={{ marginTop: 12, textAlign: 'right' }}>
            <Button type="button" ref={okRef} onClick={onClose}>
              {t({ en: 'OK', hi: 'ठीक है' })}
            </Button>
          </div>
        )}
      </Box>
    </Backdrop>
  );
}
