// /student/admission-form/{course}/part-{year}: the six-step form of one catalogue course and year, behind the same guard.
import { admissionFormPath, type CatalogueCourse, type Student } from '@college/shared-types';
import { AccessGate, GateFrame } from './components/access-gate';
import { AdmissionForm } from './components/admission-form';
import { Hindi } from './components/ui';
import { useSavedForm } from './hooks/use-saved-form';
import { useStudent } from './hooks/use-student';

/** A form reopened for a correction opens once the submitted answers are read back. */
function FormOfStudent({ course, year, user }: { course: CatalogueCourse; year: number; user: Student }) {
  const saved = useSavedForm(user);
  if (saved.status === 'loading') {
    return (
      <GateFrame>
        <p role="status">
          Loading your submitted form… <Hindi>/ आपका जमा किया गया फ़ॉर्म लोड हो रहा है…</Hindi>
        </p>
      </GateFrame>
    );
  }
  return <AdmissionForm course={course} year={year} user={user} saved={saved.saved} savedFailed={saved.failed} />;
}

export function AdmissionFormPage({ course, year }: { course: CatalogueCourse; year: number }) {
  const [state, retry] = useStudent();
  return (
    <AccessGate state={state} retry={retry} formPath={admissionFormPath(course.code, year)}>
      {(user) => <FormOfStudent key={`${course.code}-${year}`} course={course} year={year} user={user} />}
    </AccessGate>
  );
}
