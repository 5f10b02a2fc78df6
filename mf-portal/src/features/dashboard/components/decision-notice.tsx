// The office's decision the student must read: why the application was rejected, or what to correct in the
// admission form (with the way back into it). English with Hindi, as the rest of the dashboard.
import styled from 'styled-components';
import { DECISION_NOTICE_TEXTS, admissionFormPath, colors, decisionNotice, type Student } from '@college/shared-types';
import { ModuleLink } from '@college/web-kit';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';

const Box = styled.section<{ $tone: 'danger' | 'warning' }>`
  border: 1px solid ${(p) => (p.$tone === 'danger' ? colors.danger : colors.warning)};
  border-left-width: 6px;
  background: ${(p) => (p.$tone === 'danger' ? colors.dangerTint : colors.warningTint)};
  border-radius: 6px;
  padding: 12px 16px;
  margin-bottom: 16px;
  h2 {
    font-size: 18px;
    margin: 0 0 6px;
  }
  p {
    margin: 4px 0;
  }
  .reason {
    font-weight: 700;
  }
`;

const Action = styled(ModuleLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

export function DecisionNotice({ student }: { student: Student }) {
  const notice = decisionNotice(student);
  if (!notice) return null;
  const text = DECISION_NOTICE_TEXTS[notice.kind];
  return (
    <Box
      $tone={notice.kind === 'rejected' ? 'danger' : 'warning'}
      aria-labelledby="decision-notice"
      data-testid="decision-notice"
    >
      <h2 id="decision-notice">
        {text.title.en} <span lang="hi">/ {text.title.hi}</span>
      </h2>
      <p>
        {text.reason.en} <span lang="hi">/ {text.reason.hi}</span>:
      </p>
      <p className="reason">{notice.reason}</p>
      {notice.kind === 'correction' && (
        <>
          <p>
            {DECISION_NOTICE_TEXTS.correction.after.en}{' '}
            <span lang="hi">{DECISION_NOTICE_TEXTS.correction.after.hi}</span>
          </p>
          <Action
            $small
            $variant="success"
            href={
              student.course_name && student.course_year
                ? admissionFormPath(student.course_name, student.course_year)
                : '/admission-form'
            }
          >
            {DECISION_NOTICE_TEXTS.correction.action.en} /{' '}
            <span lang="hi">{DECISION_NOTICE_TEXTS.correction.action.hi}</span>
          </Action>
        </>
      )}
    </Box>
  );
}
