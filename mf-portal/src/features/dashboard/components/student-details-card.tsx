// Student Details: who the student is and what the profile says, with Complete Profile / Edit profile.
import styled from 'styled-components';
import {
  ACADEMIC_LEVEL_NAMES,
  CATEGORY_NAMES,
  colors,
  findCourse,
  isProfileComplete,
  nameOf,
  type Student,
} from '@college/shared-types';
import { Badge } from '@college/web-kit/ui';
import { Button } from '@college/web-kit/ui';
import { Panel } from '@college/web-kit/ui';
import { useText } from '@college/web-kit';
import { ADMISSION_TYPE_TEXT, DASHBOARD_TEXT as T, GENDER_TEXT } from '../texts';

const Photo = styled.div`
  width: 112px;
  height: 136px;
  border-radius: 8px;
  border: 2px solid ${colors.border};
  background: var(--color-primary-tint);
  overflow: hidden;
  margin-bottom: 12px;
  display: grid;
  place-items: center;
  color: ${colors.muted};
  font-size: 13px;
  text-align: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(96px, auto) 1fr;
  gap: 8px 12px;
  margin: 0 0 16px;
  dt {
    font-weight: 600;
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
`;

export interface StudentDetailsCardProps {
  student: Student;
  /** Address of the student's photo to show, or null. */
  photo: string | null;
  onEditProfile: () => void;
}

export function StudentDetailsCard({ student, photo, onEditProfile }: StudentDetailsCardProps) {
  const { t, lang } = useText();
  const complete = isProfileComplete(student);
  const course = findCourse(student.course_name);
  const na = t(T.notAvailable);
  const gender = student.gender && student.gender in GENDER_TEXT ? t(GENDER_TEXT[student.gender]) : na;
  // Codes as words in the chosen language (the course's name, not BCOM; Undergraduate, not UG).
  const courseName = course
    ? lang === 'hi'
      ? course.second_name || course.name
      : course.name
    : (student.course_name ?? na);
  const known = (table: Readonly<Record<string, { en: string; hi: string }>>, v: string | null) => {
    const name = nameOf(table, v);
    return name ? t(name) : na;
  };
  const rows: Array<[string, string]> = [
    [t(T.name), student.name || na],
    [t(T.email), student.email || na],
    [t(T.mobile), student.phone_number || na],
    [t(T.gender), gender],
    [t(T.category), known(CATEGORY_NAMES, student.category)],
    [t(T.residentOfUp), student.same_state == null ? na : student.same_state === 1 ? t(T.yes) : t(T.no)],
    [t(T.level), known(ACADEMIC_LEVEL_NAMES, student.academic_level)],
    [t(T.course), courseName],
    [t(T.year), student.course_year ? `${t(T.part)} -${student.course_year}` : na],
    [t(T.admission), known(ADMISSION_TYPE_TEXT, student.admission_code)],
  ];
  if (student.admission_code === 'Renewal') rows.push([t(T.rollNo), student.refrence_roll || na]);

  return (
    <Panel title={t(T.studentDetails)} id="student-details-title">
      <Photo>{photo ? <img src={photo} alt={`${t(T.photoOf)} ${student.name}`} /> : <span>{t(T.noPhoto)}</span>}</Photo>
      <p>
        {t(T.profile)}:{' '}
        {complete ? <Badge $tone="resolved">{t(T.complete)}</Badge> : <Badge $tone="pending">{t(T.incomplete)}</Badge>}
      </p>
      <List>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
      {/* Once approved (status 1) the profile is what the college verified: it can no longer be edited. */}
      {student.status !== 1 && (
        <Button variant={complete ? 'secondary' : 'primary'} onClick={onEditProfile} block>
          {complete ? t(T.editProfile) : t(T.completeProfile)}
        </Button>
      )}
    </Panel>
  );
}
