// Printable pages by URL.
import { Route, Routes } from 'react-router-dom';
import { AdmissionPrintPage } from '../features/admission-print/admission-print-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admission-form/print/:admission_code" element={<AdmissionPrintPage />} />
      <Route path="*" element={<p style={{ padding: 24 }}>Loading...</p>} />
    </Routes>
  );
}
