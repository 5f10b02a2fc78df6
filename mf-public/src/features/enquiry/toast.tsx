// The toast of the enquiry pages (SPEC §9): the server's message at the top right for 5 seconds.
import { useEffect } from 'react';
import { ENQUIRY, languageOfText } from '@college/shared-types';
import * as css from './enquiry.module.css';

export interface ToastProps {
  message: string | null;
  kind: 'success' | 'info';
  closeLabel: string;
  onClose: () => void;
}

export function Toast({ message, kind, closeLabel, onClose }: ToastProps) {
  useEffect(() => {
    if (!message) return undefined;
    const id = setTimeout(onClose, ENQUIRY.toastMs);
    return () => clearTimeout(id);
  }, [message, onClose]);
  // The live region stays in the page so screen readers announce each message as it appears.
  return (
    <div className={css.toastRegion} role="status" aria-live="polite">
      {message && (
        <div className={css.toast} data-kind={kind} data-testid="toast">
          <p lang={languageOfText(message)}>{message}</p>
          <button type="button" className={css.close} aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
