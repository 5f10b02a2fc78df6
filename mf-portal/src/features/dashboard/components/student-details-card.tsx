// Student Details: who the student is and what the profile says, with Complete Profile / Edit profile.
import styled from 'styled-components';
import { colors, findCourse, isProfileComplete, OPTIONS, type Student } from '@college/shared-types';
import { Badge } from '@college/web-kit/ui';
import { Button } from '@college/web-kit/ui';
import { Panel } from '@college/web-kit/ui';

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

const NOT_AVAILABLE = 'Not available';

function genderLabel(g: Student['gender']): string {
  return OPTIONS.gender.find((o) => o.value === g)?.label ?? NOT_AVAILABLE;
}

export interface StudentDetailsCardProps {
  student: Student;
  /** Address of the student's photo to show, or null. */
  photo: string | null;
  onEditProfile: () => void;
}

export function StudentDetailsCard({ student, photo, onEditProfile }: StudentDetailsCardProps) {
  const complete = isProfileComplete(student);
  const course = findCourse(student.course_name);
  const rows: Array<[string, string]> = [
    ['Name', student.name || NOT_AVAILABLE],
    ['Email', student.email || NOT_AVAILABLE],
    ['Mobile', student.phone_number || NOT_AVAILABLE],
    ['Gender', genderLabel(student.gender)],
    ['Category', student.category ?? NOT_AVAILABLE],
    ['Resident of UP', student.same_state == null ? NOT_AVAILABLE : student.same_state === 1 ? 'Yes' : 'No'],
    ['Level', student.academic_level ?? NOT_AVAILABLE],
    ['Course', course ? `${course.name} (${course.code})` : (student.course_name ?? NOT_AVAILABLE)],
    ['Year', student.course_year ? `Part -${student.course_year}` : NOT_AVAILABLE],
    ['Admission', student.admission_code ?? NOT_AVAILABLE],
  ];
  if (student.admission_code === 'Renewal') rows.push(['Roll No.', student.refrence_roll || NOT_AVAILABLE]);

  return (
    <Panel title="Student Details" hindi="छात्र विवरण" id="student-details-title">
      <Photo>{photo ? <img src={photo} alt={`Profile photo of ${student.name}`} /> : <span>No photo yet</span>}</Photo>
      <p>Profile: {complete ? <Badge $tone="resolved">Complete</Badge> : <Badge $tone="pending">Incomplete</Badge>}</p>
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
          {complete ? 'Edit profile' : 'Complete Profile'}
        </Button>
      )}
    </Panel>
  );
}
