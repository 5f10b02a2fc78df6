// The office's correction request at the top of a reopened form: what to correct, in the chosen language.
import { DECISION_NOTICE_TEXTS } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Notice } from './ui';

const T = DECISION_NOTICE_TEXTS.correction;
const UNAVAILABLE = {
  en: 'Your submitted form could not be loaded; fill in the answers again.',
  hi: 'आपका जमा किया गया फ़ॉर्म लोड नहीं हो सका; उत्तर फिर से भरें।',
};

export function CorrectionNotice({ reason, failed }: { reason: string; failed: boolean }) {
  const { t } = useText();
  return (
    <Notice $tone="warning" role="status" data-testid="correction-notice">
      <p>
        <strong>{t(T.title)}</strong>
      </p>
      <p>
        {t(T.reason)}: <strong data-testid="correction-reason">{reason}</strong>
      </p>
      <p>{t(T.after)}</p>
      {failed && <p data-testid="saved-form-unavailable">{t(UNAVAILABLE)}</p>}
    </Notice>
  );
}
