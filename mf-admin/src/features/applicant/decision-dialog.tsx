// The three decisions on an applicant: approve with a fee (prefilled from the fee table for the course, year and
// category), reject with a reason, or ask for a correction with a reason (the student's form reopens).
import { useState, type FormEvent } from 'react';
import type { AdminStudentDetail } from '@college/shared-types';
import { isApiError, useText } from '@college/web-kit';
import { Alert, Button, Modal, ModalActions, TextAreaField, TextField } from '@college/web-kit/ui';
import { failureText } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { approve, refuse } from '../../api/decisions';

export type Decision = 'approve' | 'reject' | 'correction';

const TEXT = {
  approveTitle: { en: 'Approve {name}', hi: '{name} को स्वीकृत करें' },
  rejectTitle: { en: 'Reject {name}', hi: '{name} को अस्वीकृत करें' },
  correctionTitle: { en: 'Ask {name} for a correction', hi: '{name} से सुधार करवाएँ' },
  fee: { en: 'Admission fee (₹)', hi: 'प्रवेश शुल्क (₹)' },
  feeHint: {
    en: 'From the fee table for the course, year and category; change it if this student pays another fee.',
    hi: 'पाठ्यक्रम, वर्ष और श्रेणी की शुल्क तालिका से; इस छात्र का शुल्क अलग हो तो बदलें।',
  },
  noFee: {
    en: 'The fee table has no fee for this course, year and category.',
    hi: 'शुल्क तालिका में इस पाठ्यक्रम, वर्ष और श्रेणी का शुल्क नहीं है।',
  },
  remark: { en: 'Remark (optional)', hi: 'टिप्पणी (वैकल्पिक)' },
  reason: { en: 'Reason the student will read', hi: 'कारण, जो छात्र पढ़ेगा' },
  reasonHint: {
    en: 'Mailed to the student and shown on their dashboard. At most 500 characters.',
    hi: 'छात्र को ईमेल किया जाएगा और उनके डैशबोर्ड पर दिखेगा। अधिकतम 500 अक्षर।',
  },
  approve: { en: 'Approve', hi: 'स्वीकृत करें' },
  reject: { en: 'Reject', hi: 'अस्वीकृत करें' },
  correction: { en: 'Send back for correction', hi: 'सुधार के लिए लौटाएँ' },
  approved: { en: 'Approved with a fee of ₹{fee}.', hi: '₹{fee} शुल्क के साथ स्वीकृत।' },
  rejected: { en: 'Rejected. The student has been told the reason.', hi: 'अस्वीकृत। छात्र को कारण बता दिया गया है।' },
  corrected: {
    en: 'Sent back for correction. The applicant returns to the queue when the form is resubmitted.',
    hi: 'सुधार के लिए लौटाया गया। फ़ॉर्म दोबारा जमा होने पर आवेदक कतार में लौट आएगा।',
  },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function DecisionDialog({
  decision,
  applicant,
  onClose,
  onDone,
}: {
  decision: Decision;
  applicant: AdminStudentDetail;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useText();
  const api = useOfficeApi();
  const prefill = applicant.suggested_fee ?? applicant.fee_to_pay ?? '';
  const [fee, setFee] = useState(prefill ? String(Number(prefill)) : '');
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const name = applicant.name;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    setFailure(null);
    setErrors({});
    try {
      if (decision === 'approve') {
        await approve(api, applicant.id, text.trim() ? { fee_to_pay: fee, remark: text } : { fee_to_pay: fee });
        onDone(fill(t(TEXT.approved), { fee }));
      } else {
        await refuse(api, applicant.id, decision, text);
        onDone(t(decision === 'reject' ? TEXT.rejected : TEXT.corrected));
      }
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setFailure(failureText(error, t));
      setPending(false);
    }
  };

  const title =
    decision === 'approve' ? TEXT.approveTitle : decision === 'reject' ? TEXT.rejectTitle : TEXT.correctionTitle;
  return (
    <Modal title={fill(t(title), { name })} onClose={onClose} closable={!pending}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Alert tone="error">{failure}</Alert>}
        {decision === 'approve' ? (
          <>
            <TextField
              label={t(TEXT.fee)}
              hint={applicant.suggested_fee ? t(TEXT.feeHint) : t(TEXT.noFee)}
              inputMode="decimal"
              value={fee}
              onChange={(e) => setFee(e.target.value)}
              error={errors.fee_to_pay}
            />
            <TextAreaField
              label={t(TEXT.remark)}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={errors.remark}
              rows={2}
            />
          </>
        ) : (
          <TextAreaField
            label={t(TEXT.reason)}
            hint={t(TEXT.reasonHint)}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={errors.reason}
            rows={4}
            maxLength={500}
          />
        )}
        <ModalActions>
          <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
            {t(COMMON.cancel)}
          </Button>
          <Button
            type="submit"
            variant={decision === 'approve' ? 'success' : decision === 'reject' ? 'danger' : 'primary'}
            pending={pending}
          >
            {t(decision === 'approve' ? TEXT.approve : decision === 'reject' ? TEXT.reject : TEXT.correction)}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
