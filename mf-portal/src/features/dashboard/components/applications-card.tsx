// My Applications: the registration fee (chalan), the admission status and the next step of the application.
import { useNavigate } from '@college/web-kit/routing';
import styled from 'styled-components';
import {
  admissionFormPath,
  colors,
  type DashboardState,
  findCourse,
  isProfileComplete,
  OFFER_STATUS_LABELS,
  statusLabel,
  STUDENT_SCRUTINY_LABELS,
  type Student,
} from '@college/shared-types';
import { ModuleLink, useText } from '@college/web-kit';
import { DASHBOARD_TEXT as T, STATUS_TEXT } from '../texts';
import { Badge, type BadgeTone } from '@college/web-kit/ui';
import { Button, buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { TableStyles as DataTable } from '@college/web-kit/ui';
import { Panel } from '@college/web-kit/ui';
import { useToast } from '@college/web-kit/ui';
import { hasOfferLetter, offerLetterPath } from './offer-card';
import { PayAdmissionFee } from './pay-admission-fee';

const ActionLink = styled(ModuleLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
const Note = styled.span`
  font-weight: 700;
  color: ${colors.warning};
`;

const statusTone: Record<0 | 1 | 2, BadgeTone> = { 0: 'pending', 1: 'resolved', 2: 'danger' };

export function ApplicationsCard({ student, state }: { student: Student; state: DashboardState }) {
  const toast = useToast();
  const navigate = useNavigate();
  // Both cells come from the dashboard's one state (decision 030).
  const { chalan, application: action } = state;
  const course = findCourse(student.course_name);
  const code = student.admission_form_code ?? null;
  const { t, lang } = useText();
  // The form is in the office's hands (or waiting for its fee): the row says so, with the form's number.
  const submitted = student.is_admission_submitted && !!code && !student.correction_reason;

  function payChalan() {
    if (!isProfileComplete(student)) {
      toast.show({ kind: 'warning', title: t(T.completeYourProfile) });
      return;
    }
    navigate('/student/payment');
  }

  return (
    <Panel title={t(T.myApplications)} id="applications-title">
      <DataTable data-testid="applications" data-next={state.next.kind}>
        <thead>
          <tr>
            <th scope="col">{t(T.course)}</th>
            <th scope="col">{t(T.registrationFee)}</th>
            <th scope="col">{t(T.status)}</th>
            <th scope="col">{t(T.action)}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td data-label={t(T.course)}>
              {course ? (
                <span>
                  {lang === 'hi' ? course.second_name || course.name : course.name}
                  {student.course_year ? ` · ${t(T.part)} -${student.course_year}` : ''}
                </span>
              ) : (
                t(T.notChosen)
              )}
            </td>
            <td data-label={t(T.registrationFee)}>
              <div className="actions">
                <Badge $tone={chalan.status === 'Success' ? 'resolved' : 'pending'} data-testid="chalan-status">
                  {lang === 'hi' ? (chalan.status === 'Success' ? 'सफल' : 'लंबित') : chalan.status}
                </Badge>
                <Button
                  small
                  onClick={payChalan}
                  disabled={chalan.payDisabled}
                  // The bilingual "checking" label wraps on a phone instead of widening the card.
                  style={chalan.payDisabled ? { whiteSpace: 'normal', textAlign: 'left' } : undefined}
                  data-testid="chalan-action"
                >
                  {lang === 'hi' ? chalan.payLabelHi : chalan.payLabel}
                </Button>
                {/* What the bank check means and when it runs next, in the tracker's words. */}
                {(chalan.checking || chalan.retry) && <small data-testid="chalan-checking">{t(state.next.text)}</small>}
                {chalan.receiptTxnid && (
                  <ActionLink
                    $small
                    $variant="link"
                    href={`/chalan-receipt/print/${encodeURIComponent(chalan.receiptTxnid)}`}
                  >
                    {t(T.chalanReceipt)}
                  </ActionLink>
                )}
              </div>
            </td>
            <td data-label={t(T.status)}>
              <Badge $tone={statusTone[student.status]} data-testid="admission-status">
                {t(STATUS_TEXT[statusLabel(student.status)])}
              </Badge>
              {submitted && (
                <p className="submitted" data-testid="form-submitted">
                  <Badge $tone={student.scrutiny?.state === 'verified' ? 'resolved' : 'info'}>
                    {student.scrutiny ? t(STUDENT_SCRUTINY_LABELS[student.scrutiny.state]) : t(T.submitted)}
                  </Badge>{' '}
                  {student.admission_form_number ? `${t(T.formNumber)} ${student.admission_form_number}` : ''}
                </p>
              )}
            </td>
            <td data-label={t(T.action)}>
              <div className="actions" data-testid="application-action">
                {action.kind === 'wait' && <Note>{t(T.waitForVerification)}</Note>}
                {action.kind === 'before' && <span>{t(T.payRegistrationFirst)}</span>}
                {action.kind === 'verifying' && (
                  <Note data-testid="being-verified">{t(STUDENT_SCRUTINY_LABELS.to_verify)}</Note>
                )}
                {action.kind === 'reject' && <Note style={{ color: colors.danger }}>{t(T.reject)}</Note>}
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
                    {t(T.fillForm)}
                  </ActionLink>
                )}
                {action.kind === 'no-offer' && (
                  <Note data-testid="no-offer">{t(OFFER_STATUS_LABELS[action.status])}</Note>
                )}
                <PayAdmissionFee student={student} action={action} />
                {action.kind === 'print' && code && (
                  <ActionLink $small href={`/admission-form/print/${encodeURIComponent(code)}`}>
                    {t(T.print)}
                  </ActionLink>
                )}
                {student.is_admission_fee_payed && code && (
                  <ActionLink $small $variant="secondary" href={`/admission/payment/print/${encodeURIComponent(code)}`}>
                    {t(T.feeReceipt)}
                  </ActionLink>
                )}
                {hasOfferLetter(student) && code && (
                  <ActionLink $small $variant="link" href={offerLetterPath(code)}>
                    {t(T.offerLetter)}
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
