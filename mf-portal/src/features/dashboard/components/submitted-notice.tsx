// The acknowledgement of a submitted admission form: its number, date and course, what happens next, and the
// provisional printout. Shown while the form is submitted and its fee is not yet paid (the state the form's Submit
// leaves the student in), and after any return here with ?submitted in the address.
import { useEffect, useRef } from 'react';
import { useSearchParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import { colors, findCourse, type DashboardState, type Student } from '@college/shared-types';
import { ModuleLink, useText } from '@college/web-kit';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { DASHBOARD_TEXT as T } from '../texts';

const Box = styled.section`
  background: var(--color-surface);
  border-radius: 10px;
  border-left: 6px solid ${colors.success};
  box-shadow: 0 2px 12px rgba(7, 42, 102, 0.08);
  padding: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
    color: ${colors.success};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(96px, auto) 1fr;
    gap: 6px 12px;
    margin: 0 0 12px;
  }
  dt {
    font-weight: 600;
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
  p {
    margin: 0 0 12px;
  }
`;

const PrintLink = styled(ModuleLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** DD/MM/YYYY in India time. */
export function indiaDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) || !iso.includes('T') ? iso : `${iso}Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleDateString('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
}

export function SubmittedNotice({ student, state }: { student: Student; state: DashboardState }) {
  const { t, lang } = useText();
  const [params] = useSearchParams();
  const justSubmitted = params.has('submitted');
  const heading = useRef<HTMLHeadingElement>(null);
  const code = student.admission_form_code ?? null;
  const shown = !!code && state.acknowledgement !== null;
  const unpaid = !student.is_admission_fee_payed;

  // Straight after Submit the acknowledgement takes the focus, so a screen reader reads it first.
  useEffect(() => {
    if (justSubmitted && shown) heading.current?.focus();
  }, [justSubmitted, shown]);

  if (!shown || !state.acknowledgement || (!unpaid && !justSubmitted)) return null;
  const course = findCourse(student.course_name);
  return (
    <Box aria-labelledby="submitted-title" data-testid="submitted-notice">
      <h2 id="submitted-title" tabIndex={-1} ref={heading}>
        {t(T.ackTitle)}
      </h2>
      <dl>
        {student.admission_form_number ? (
          <>
            <dt>{t(T.ackFormNumber)}</dt>
            <dd data-testid="ack-form-number">{student.admission_form_number}</dd>
          </>
        ) : null}
        {student.admission_submitted_at ? (
          <>
            <dt>{t(T.ackDate)}</dt>
            <dd>{indiaDate(student.admission_submitted_at)}</dd>
          </>
        ) : null}
        <dt>{t(T.ackCourse)}</dt>
        <dd>
          {course ? `${lang === 'hi' ? course.second_name : course.name} (${course.code})` : student.course_name}
          {student.course_year ? ` · ${t(T.part)} -${student.course_year}` : ''}
        </dd>
      </dl>
      {/* What happens next is the tracker's next step, in the same words (decision 030). */}
      <p data-testid="ack-next" data-next={state.next.kind}>
        {t(T.whatHappensNext)} {t(state.acknowledgement.next)} {justSubmitted && unpaid ? t(T.mailed) : ''}
      </p>
      <PrintLink $small $variant="secondary" href={`/admission-form/print/${encodeURIComponent(code)}`}>
        {t(T.printProvisional)}
      </PrintLink>
    </Box>
  );
}
