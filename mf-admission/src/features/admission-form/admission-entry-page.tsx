// /admission-form: the guarded entry. A visitor is asked to log in; an allowed student moves on to the form of their
// profile's course and year; anyone else goes back to the dashboard with the reason.
import { AccessGate } from './components/access-gate';
import { useStudent } from './hooks/use-student';

export function AdmissionEntryPage() {
  const [state, retry] = useStudent();
  return <AccessGate state={state} retry={retry} />;
}
