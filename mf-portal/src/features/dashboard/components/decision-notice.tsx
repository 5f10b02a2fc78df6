// The office's decision the student must read: why the application was rejected, or what to correct in the
// admission form (with the way back into it). In the page's language only; shown at the top of the dashboard.
import styled from 'styled-components';
import { DECISION_NOTICE_TEXTS, admissionFormPath, colors, decisionNotice, type Student } from '@college/shared-types';
import { ModuleLink, useText } from '@college/web-kit';
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
  const { t, lang } = useText();
  const notice = decisionNotice(student);
  if (!notice) return null;
  const text = DECISION_NOTICE_TEXTS[notice.kind];
  return (
    <Box
      $tone={notice.kind === 'rejected' ? 'danger' : 'warning'}
      aria-labelledby="decision-notice"
      data-testid="decision-notice"
    >
      <h2 id="decision-notice" lang={lang}>
        {t(text.title)}
      </h2>
      <p lang={lang}>{t(text.reason)}:</p>
      <p className="reason">{notice.reason}</p>
      {notice.kind === 'correction' && (
        <>
          <p lang={lang}>{t(DECISION_NOTICE_TEXTS.correction.after)}</p>
          <Action
            $small
            $variant="success"
            href={
              student.course_name && student.course_year
                ? admissionFormPath(student.course_name, student.course_year)
                : '/admission-form'
            }
          >
            {t(DECISION_NOTICE_TEXTS.correction.action)}
          </Action>
        </>
      )}
    </Box>
  );
}
