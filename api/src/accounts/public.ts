// What the accounts domain offers the other domains (decision 034): they import from here, never from its other files.
export { fileUrl, studentProfile } from './student-view';
export { mayRead } from './readers';
export type { Reader } from './readers';
export {
  applicantNeighbours,
  applicantRowsByIds,
  applicantsByCategory,
  applicantsByCourse,
  applicantsWithForms,
  countApplicants,
  countApplicantsByState,
  countRegistrationPaid,
  countRegistrationsSince,
  findStudent,
  insertStatusChange,
  listApplicants,
  mailAddressOf,
  mailLanguagesOf,
  setStudentLanguage,
  lookupApplicants,
  statusHistory,
  updateStudent,
} from './students-repository';
export type { ApplicantFilters, ApplicantRow, ApplicantSort, StudentRow } from './students-repository';
