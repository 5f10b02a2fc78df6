// My Applications: the registration fee (chalan), the admission status and the next step of the application.
import { useNavigate, Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  admissionFormPath,
  applicationCell,
  chalanCell,
  colors,
  feeState,
  findCourse,
  isProfileComplete,
  statusLabel,
  type Student,
} from '@college/shared-types';
import { ModuleLink } from '@college/web-kit';
import { Badge, type BadgeTone } from '@college/web-kit/ui';
import { Button, buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { TableStyles as DataTable } from '@college/web-kit/ui';
import { Panel } from '@college/web-kit/ui';
import { useToast } from '@college/web-kit/ui';

const ActionLink = styled(ModuleLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
const RouterAction = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
const Note = styled.span`
  font-weight: 700;
  color: ${colors.warning};
`;

const statusTone: Record<0 | 1 | 2, BadgeTone> = { 0: 'pending', 1: 'resolved', 2: 'danger' };

export function ApplicationsCard({ student }: { student: Student }) {
  const toast = useToast();
  const navigate = useNavigate();
  const chalan = chalanCell(student);
  const action = applicationCell(student);
  // A payment of the admission fee the bank has not answered yet: nothing more is offered until it has.
  const admissionChecking = action.kind === 'pay' && feeState(student.transactions, 'admission') === 'checking';
  const course = findCourse(student.course_name);
  const code = student.admission_form_code ?? null;

  function payChalan() {
    if (!isProfileComplete(student)) {
      toast.show({ kind: 'warning', title: 'Complete your Profile' });
      return;
    }
    navigate('/student/payment');
  }

  return (
    <Panel title="My Applications" hindi="मेरे आवेदन" id="applications-title">
      <DataTable data-testid="applications">
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Registration Fee</th>
            <th scope="col">Status</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label="Course">
              {course ? (
                <span>
                  {course.code} <span lang="hi">({course.second_name})</span>
                  {student.course_year ? ` · Part -${student.course_year}` : ''}
                </span>
              ) : (
                'Not chosen yet'
              )}
            </td>
            <td data-label="Registration Fee">
              <div className="actions">
                <Badge $tone={chalan.status === 'Success' ? 'resolved' : 'pending'} data-testid="chalan-status">
                  {chalan.status}
                </Badge>
                <Button
                  small
                  onClick={payChalan}
                  disabled={chalan.payDisabled}
                  // The bilingual "checking" label wraps on a phone instead of widening the card.
                  style={chalan.checking ? { whiteSpace: 'normal', textAlign: 'left' } : undefined}
                >
                  {chalan.payLabel}
                  {chalan.checking && <span lang="hi"> / {chalan.payLabelHi}</span>}
                </Button>
                {chalan.checking && (
                  <small data-testid="chalan-checking">
                    We are confirming your payment with the bank; nothing more will be charged.{' '}
                    <span lang="hi">हम बैंक से आपके भुगतान की पुष्टि कर रहे हैं; कोई और राशि नहीं कटेगी।</span>
                  </small>
                )}
                {chalan.receiptTxnid && (
                  <ActionLink
                    $small
                    $variant="link"
                    href={`/chalan-receipt/print/${encodeURIComponent(chalan.receiptTxnid)}`}
                  >
                    Chalan Receipt
                  </ActionLink>
                )}
              </div>
            </td>
            <td data-label="Status">
              <Badge $tone={statusTone[student.status]} data-testid="admission-status">
                {statusLabel(student.status)}
              </Badge>
            </td>
            <td data-label="Action">
              <div className="actions" data-testid="application-action">
                {action.kind === 'wait' && <Note>{action.text}</Note>}
                {action.kind === 'before' && (
                  <span>
                    {action.text} <span lang="hi">(पहले पंजीकरण शुल्क जमा करें)</span>
                  </span>
                )}
                {action.kind === 'reject' && <Note style={{ color: colors.danger }}>{action.text}</Note>}
                {action.kind === 'fill' && (
                  <ActionLink
                    $small
                    $variant="success"
                    href={
                      student.course_name && student.course_year
                        ? admissionFormPath(student.course_name, student.course_year)
                        : '/admission-form'
                    }
                  >
                    Fill Form
                  </ActionLink>
                )}
                {action.kind === 'pay' && !admissionChecking && (
                  <RouterAction $small $variant="success" to="/student/admission/payment">
                    Pay ₹{action.amount}
                  </RouterAction>
                )}
                {admissionChecking && (
                  <Note data-testid="admission-checking">
                    Checking with the bank <span lang="hi">/ बैंक से पुष्टि की जा रही है</span>
                  </Note>
                )}
                {action.kind === 'print' && code && (
                  <ActionLink $small href={`/admission-form/print/${encodeURIComponent(code)}`}>
                    Print
                  </ActionLink>
                )}
                {student.is_admission_fee_payed && code && (
                  <ActionLink $small $variant="secondary" href={`/admission/payment/print/${encodeURIComponent(code)}`}>
                    Fee Receipt
                  </ActionLink>
                )}
              </div>
            </td>
          </tr>
        </tbody>
      </DataTable>
    </Panel>
  );
}
