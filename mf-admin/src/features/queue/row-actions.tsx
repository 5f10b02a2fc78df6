// What the office does from a row without leaving the list: the applicant's documents, approve with the fee of the
// fee table, or send a submitted form back for a correction (the dialogs are row-decision.tsx).
import { Link } from '@college/web-kit/routing';
import type { AdminStudentRow, FeeTableRow } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Button } from '@college/web-kit/ui';
import { formatRupees } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { QUEUE_TEXT } from './queue-texts';
import { tableFee, type RowDecision } from './row-decision';

export type OnDecide = (decision: RowDecision, row: AdminStudentRow) => void;

/** Whether the office can approve this row now (registration paid, pending, admission fee not yet paid). */
export const mayApprove = (r: AdminStudentRow) =>
  !r.is_admission_fee_payed && r.review_state === 'pending' && r.registration_paid;

/** Whether this row's submitted form can be sent back for a correction. */
export const mayAskCorrection = (r: AdminStudentRow) =>
  !r.is_admission_fee_payed &&
  r.is_admission_submitted &&
  (r.review_state === 'pending' || r.review_state === 'approved');

export function RowActions({
  row: r,
  queueQuery,
  fees,
  onDecide,
}: {
  row: AdminStudentRow;
  queueQuery: string;
  fees: readonly FeeTableRow[] | undefined;
  onDecide: OnDecide;
}) {
  const { t, lang } = useText();
  const mayDecide = useCan('verifier');
  const fee = tableFee(fees, r);
  return (
    <>
      {r.form_number !== null && (
        <Link to={`/admin/applicants/${r.id}${queueQuery}#documents`}>
          {t(QUEUE_TEXT.documents)}
          <span className="sr-only">: {r.name}</span>
        </Link>
      )}
      {mayDecide && mayApprove(r) && (
        <Button small variant="link" onClick={() => onDecide('approve', r)}>
          {t(QUEUE_TEXT.approveFee)}
          {fee ? ` ${formatRupees(fee, lang)}` : ''}
          <span className="sr-only">: {r.name}</span>
        </Button>
      )}
      {mayDecide && mayAskCorrection(r) && (
        <Button small variant="link" onClick={() => onDecide('correction', r)}>
          {t(QUEUE_TEXT.correction)}
          <span className="sr-only">: {r.name}</span>
        </Button>
      )}
    </>
  );
}
