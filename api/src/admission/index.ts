// The admission domain's routes: the student's form (draft, save, print, its files), stored uploads, printout
// verification, and the office's side of submitted forms (the applicants under /api/admin/students, one admission
// and the CSV, a profile document). Registered without a scope of their own (fastify-plugin).
import fp from 'fastify-plugin';
import files from './files-routes';
import admission from './admission-routes';
import verify from './verify-routes';
import adminStudents from './admin-students-routes';
import adminAdmissions from './admin-admissions-routes';
import adminDocuments from './admin-documents-routes';

export default fp(
  async (app) => {
    await app.register(files);
    await app.register(admission);
    await app.register(verify);
    await app.register(adminStudents);
    await app.register(adminAdmissions);
    await app.register(adminDocuments);
  },
  { name: 'admission-domain' },
);
