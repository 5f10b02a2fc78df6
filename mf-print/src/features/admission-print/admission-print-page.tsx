// /admission-form/print/:admission_code: the printable admission form.
import { useParams } from 'react-router-dom';

export function AdmissionPrintPage() {
  const { admission_code } = useParams();
  return (
    <section style={{ maxWidth: 900, margin: '24px auto', padding: 16, background: '#fff' }}>
      <h1 style={{ fontSize: 22 }}>Admission Form</h1>
      <p>
        Form number: <strong data-testid="print-code">{admission_code}</strong>
      </p>
      <button type="button" aria-label="Print" onClick={() => window.print()}>
        🖨
      </button>
    </section>
  );
}
