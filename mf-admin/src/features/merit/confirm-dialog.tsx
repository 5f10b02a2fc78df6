// The merit screen's confirmation before an action that cannot be taken back (publish a round, close it, release
// seats, reinstate an offer): an alert dialog that says what will happen, in the console's language first and the
// other one below, with Cancel and the action's own button.
import { useState } from 'react';
import type { Bilingual } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Button, Modal, ModalActions } from '@college/web-kit/ui';
import { COMMON } from '../../lib/texts';

export interface Confirmation {
  title: Bilingual;
  /** What will happen, with the figures: "Publish round 2 for B.Com. year 1: 34 offers, window …?" */
  question: Bilingual;
  /** More of what follows (mails, lapses), optional. */
  detail?: Bilingual;
  confirm: Bilingual;
  run: () => Promise<void>;
}

export function ConfirmDialog({ confirmation, onClose }: { confirmation: Confirmation; onClose: () => void }) {
  const { t, lang } = useText();
  const [pending, setPending] = useState(false);
  const other = lang === 'hi' ? 'en' : 'hi';
  const go = async () => {
    setPending(true);
    try {
      await confirmation.run();
    } finally {
      setPending(false);
      onClose();
    }
  };
  return (
    <Modal title={t(confirmation.title)} onClose={onClose} closable={!pending} role="alertdialog" width={560}>
      <p data-testid="confirm-question">
        <strong>{t(confirmation.question)}</strong>
      </p>
      {confirmation.detail ? <p>{t(confirmation.detail)}</p> : null}
      <p lang={other} data-testid="confirm-other-language">
        {confirmation.question[other]}
        {confirmation.detail ? ` ${confirmation.detail[other]}` : ''}
      </p>
      <ModalActions>
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
          {t(COMMON.cancel)}
        </Button>
        <Button type="button" pending={pending} onClick={() => void go()} data-testid="confirm-action">
          {t(confirmation.confirm)}
        </Button>
      </ModalActions>
    </Modal>
  );
}
