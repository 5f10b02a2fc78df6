// /student/admission-form/{course}/part-{year}: the six-step form of one catalogue course and year, behind the same guard.
import { admissionFormPath, type CatalogueCourse } from '@college/shared-types';
import { AccessGate } from './components/access-gate';
import { AdmissionForm } from './components/admission-form';
import { useStudent } from './hooks/use-student';

export function AdmissionFormPage({ course, year }: { course: CatalogueCourse; year: number }) {
  const [state, retry] = useStudent();
  return (
    <AccessGate state={state} retry={retry} formPath={admissionFormPath(course.code, year)}>
      {(user) => <AdmissionForm key={`${course.code}-${year}`} course={course} year={year} user={user} />}
    </AccessGate>
  );
}
