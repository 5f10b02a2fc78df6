// Admission pages by URL: the guarded entry and one form route per catalogue course and year (SPEC §2).
import { TakeOverPresses } from '@college/web-kit';
import { Route, Routes } from '@college/web-kit/routing';
import { COURSE_CATALOGUE, COURSE_YEARS, admissionFormPath } from '@college/shared-types';
import { AdmissionEntryPage } from '../features/admission-form/admission-entry-page';
import { AdmissionFormPage } from '../features/admission-form/admission-form-page';

/** The guarded entry: sends the student to the form of their course, or says why not. */
export const ENTRY_PATH = '/admission-form';

/** Every form route, with the level, part label, code and full name it carries. */
export const FORM_ROUTES = COURSE_CATALOGUE.flatMap((course) =>
  COURSE_YEARS.map((year) => ({ path: admissionFormPath(course.code, year), course, year })),
);

/** Every path this module mounts (the shared route table's 'mf-admission' paths, filled in for the catalogue). */
export const MOUNTED_PATHS = [ENTRY_PATH, ...FORM_ROUTES.map((r) => r.path)];

export function AppRoutes() {
  return (
    <>
      <Routes>
        <Route path={ENTRY_PATH} element={<AdmissionEntryPage />} />
        {FORM_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={<AdmissionFormPage course={r.course} year={r.year} />} />
        ))}
        {/* A course or year outside the catalogue: the entry sends the student to the right form. */}
        <Route path="*" element={<AdmissionEntryPage />} />
      </Routes>
      {/* Once the server's form is live, a press made on it before then is made again (decision 017). */}
      <TakeOverPresses />
    </>
  );
}
