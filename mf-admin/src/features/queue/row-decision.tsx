// A decision taken from the queue without leaving it (decision 033): approve with the fee of the fee table for the
// applicant's course, year and category (changeable), or ask for a correction with a reason. The API decides and
// mails the student as from the applicant page.
import { useState, type FormEvent } from 'react';
import type { AdminStudentRow, FeeTableRow } from '@college/shared-types';
import { isApiError, useText } from '@college/web-kit';
import { Alert, Button, Modal, ModalActions, TextAreaField, TextField } from '@college/web-kit/ui';
import { failureText } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { approve, refuse } from '../../api/decisions';

const TEXT = {
  approveTitle: { en: 'Approve {name}', hi: '{name} को स्वीकृत करें' },
  correctionTitle: { en: 'Ask {name} for a correction', hi: '{name} से सुधार माँगें' },
  fee: { en: 'Admission fee (₹)', hi: 'प्रवेश शुल्क (₹)' },
  feeHint: {
    en: 'From the fee table for the course, year and category; change it if this student pays another fee.',
    hi: 'पाठ्यक्रम, वर्ष और श्रेणी की शुल्क तालिका से; यदि इस विद्यार्थी का शुल्क अलग है तो बदलें।',
  },
  reason: { en: 'What should the student correct?', hi: 'विद्यार्थी क्या सुधारे?' },
  approve: { en: 'Approve', hi: 'स्वीकृत करें' },
  send: { en: 'Send back for correction', hi: 'सुधार के लिए लौटाएँ' },
};

export type RowDecision = 'approve' | 'correction';

/** The fee of the fee table for a row's course, year and category; '' when the table has none. */
export function tableFee(fees: readonly FeeTableRow[] | undefined, r: AdminStudentRow): string {
  const row = fees?.find((f) => f.course === r.course_name && f.year === r.course_year && f.category === r.category);
  return row ? String(Number(row.amount)) : '';
}

export function RowDecisionDialog({
  decision,
  applicant,
  fee,
  onClose,
  onDone,
}: {
  decision: RowDecision;
  applicant: AdminStudentRow;
  fee: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useText();
  const api = useOfficeApi();
  const [value, setValue] = useState(decision === 'approve' ? fee : '');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const title = (decision === 'approve' ? t(TEXT.approveTitle) : t(TEXT.correctionTitle)).replace(
    '{name}',
    applicant.name,
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    setErrors({});
    try {
      const answer =
        decision === 'approve'
          ? await approve(api, applicant.id, { fee_to_pay: value })
          : await refuse(api, applicant.id, 'correction', value);
      onDone(answer.message);
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setFailure(failureText(error, t));
      setPending(false);
    }
  };

  return (
    <Modal title={title} onClose={onClose} closable={!pending}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        {decision === 'approve' ? (
          <TextField
            label={t(TEXT.fee)}
            hint={t(TEXT.feeHint)}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={errors.fee_to_pay}
          />
        ) : (
          <TextAreaField
            label={t(TEXT.reason)}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={errors.reason}
            rows={3}
          />
        )}
        <ModalActions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {t(COMMON.cancel)}
          </Button>
          <Button type="submit" variant={decision === 'approve' ? 'success' : 'primary'} pending={pending}>
            {t(decision === 'approve' ? TEXT.approve : TEXT.send)}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
