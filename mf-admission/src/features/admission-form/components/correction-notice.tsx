// The office's correction request at the top of a reopened form: what to correct, in English and Hindi.
import { DECISION_NOTICE_TEXTS } from '@college/shared-types';
import { Hindi, Notice } from './ui';

const T = DECISION_NOTICE_TEXTS.correction;

export function CorrectionNotice({ reason, failed }: { reason: string; failed: boolean }) {
  return (
    <Notice $tone="warning" role="status" data-testid="correction-notice">
      <p>
        <strong>{T.title.en}</strong> <Hindi>/ {T.title.hi}</Hindi>
      </p>
      <p>
        {T.reason.en} <Hindi>/ {T.reason.hi}</Hindi>: <strong data-testid="correction-reason">{reason}</strong>
      </p>
      <p>
        {T.after.en} <Hindi>/ {T.after.hi}</Hindi>
      </p>
      {failed && (
        <p data-testid="saved-form-unavailable">
          Your submitted form could not be loaded; fill in the answers again.{' '}
          <Hindi>/ आपका जमा किया गया फ़ॉर्म लोड नहीं हो सका; उत्तर फिर से भरें।</Hindi>
        </p>
      )}
    </Notice>
  );
}
