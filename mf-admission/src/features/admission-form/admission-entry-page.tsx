// /admission-form: the entry to the six-step admission form.
export function AdmissionEntryPage() {
  return (
    <section style={{ maxWidth: 900, margin: '24px auto', padding: 16 }}>
      <h1 style={{ fontSize: 24 }}>Admission Form</h1>
      <p lang="hi">प्रवेश आवेदन पत्र</p>
      <p style={{ color: '#555', fontSize: 13 }} data-testid="admission-version">
        Admission module version {__MODULE_VERSION__}
      </p>
    </section>
  );
}
