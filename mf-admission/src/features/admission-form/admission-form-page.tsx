// /student/admission-form/{course}/part-{year}: the six-step form of one catalogue course and year, behind the same guard.
import { admissionFormPath, type CatalogueCourse, type Student } from '@college/shared-types';
import { AccessGate, GateFrame } from './components/access-gate';
import { AdmissionForm } from './components/admission-form';
import { useText } from '@college/web-kit';
import { useSavedForm, useServerDraft } from './hooks/use-saved-form';
import { useStudent } from './hooks/use-student';

/** The form opens once the draft kept on the server (and, for a correction, the submitted answers) is read back. */
function FormOfStudent({ course, year, user }: { course: CatalogueCourse; year: number; user: Student }) {
  const { t } = useText();
  const saved = useSavedForm(user);
  const draft = useServerDraft();
  if (saved.status === 'loading' || draft.status === 'loading') {
    return (
      <GateFrame>
        <p role="status">{t({ en: 'Loading your form…', hi: 'आपका फ़ॉर्म लोड हो रहा है…' })}</p>
      </GateFrame>
    );
  }
  return (
    <AdmissionForm
      course={course}
      year={year}
      user={user}
      saved={saved.saved}
      savedFailed={saved.failed}
      serverDraft={draft.draft}
    />
  );
}

export function AdmissionFormPage({ course, year }: { course: CatalogueCourse; year: number }) {
  const [state, retry] = useStudent();
  return (
    <AccessGate state={state} retry={retry} formPath={admissionFormPath(course.code, year)}>
      {(user) => <FormOfStudent key={`${course.code}-${year}`} course={course} year={year} user={user} />}
    </AccessGate>
  );
}
