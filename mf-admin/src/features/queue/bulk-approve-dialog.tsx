// Approving several applicants of the list at once with one admission fee (the verifier's selection).
import { useState, type FormEvent } from 'react';
import type { AdminBulkApproveResponse } from '@college/shared-types';
import { isApiError, useText } from '@college/web-kit';
import { Alert, Button, Modal, ModalActions, TextField } from '@college/web-kit/ui';
import { failureText } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { bulkApprove } from './api/students';
import { QUEUE_TEXT, fill } from './queue-texts';

export function BulkApproveDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: number[];
  onClose: () => void;
  onDone: (r: AdminBulkApproveResponse) => void;
}) {
  const { t } = useText();
  const api = useOfficeApi();
  const [fee, setFee] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      onDone(await bulkApprove(api, ids, fee));
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setFailure(failureText(error, t));
      setPending(false);
    }
  };

  return (
    <Modal title={t(QUEUE_TEXT.bulkTitle)} onClose={onClose} closable={!pending}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={t(QUEUE_TEXT.bulkFee)}
          inputMode="decimal"
          value={fee}
          onChange={(e) => setFee(e.target.value)}
          error={errors.fee_to_pay ?? errors.ids}
        />
        <ModalActions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {t(COMMON.cancel)}
          </Button>
          <Button type="submit" variant="success" pending={pending}>
            {fill(t(QUEUE_TEXT.approve), {})} ({ids.length})
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
