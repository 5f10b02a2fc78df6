// The admission form's header: the form, the academic year, the way back to the dashboard, the course and the student.
import { ACADEMIC_LEVEL_NAMES, partLabel, type CatalogueCourse, type Student } from '@college/shared-types';
import { ModuleLink, useAcademicSession, useText } from '@college/web-kit';
import { DASHBOARD_PATH } from './access-gate';
import { Card, Heading, Hint, TextLink } from './ui';

export function FormHeader({ course, year, user }: { course: CatalogueCourse; year: number; user: Student }) {
  const { t } = useText();
  const academicSession = useAcademicSession();
  return (
    <Card as="header" data-testid="admission-form-header">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, flexWrap: 'wrap' }}>
        <div>
          <Heading>{t({ en: 'Admission Form', hi: 'प्रवेश आवेदन पत्र' })}</Heading>
          <Hint>{t({ en: `Academic year ${academicSession}`, hi: `शैक्षणिक सत्र ${academicSession}` })}</Hint>
        </div>
        <TextLink as={ModuleLink} href={DASHBOARD_PATH} style={{ alignSelf: 'flex-start' }}>
          ← {t({ en: 'Dashboard', hi: 'डैशबोर्ड' })}
        </TextLink>
      </div>
      <p style={{ margin: '12px 0 4px', fontSize: 17 }}>
        <strong data-testid="form-course-name">{t({ en: course.name, hi: course.second_name || course.name })}</strong>
      </p>
      <p style={{ margin: 0, display: 'flex', gap: 12, flexWrap: 'wrap', fontSize: 14 }}>
        <span>
          {t({ en: 'Code', hi: 'कोड' })}:{' '}
          <strong data-testid="form-course-code" data-code translate="no">
            {course.code}
          </strong>
        </span>
        <span>
          {t({ en: 'Level', hi: 'स्तर' })}:{' '}
          <strong data-testid="form-course-level">
            {t(ACADEMIC_LEVEL_NAMES[course.type] ?? { en: course.type, hi: course.type })}
          </strong>
        </span>
        <span>
          <strong data-testid="form-course-part">{t({ en: partLabel(year), hi: `भाग ${year}` })}</strong>
        </span>
        <span>
          {t({ en: 'Student', hi: 'विद्यार्थी' })}: <strong>{user.name}</strong>
        </span>
      </p>
    </Card>
  );
}
