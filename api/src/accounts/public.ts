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
  listApplicants,
  lookupApplicants,
} from './applicants-repository';
export type { ApplicantFilters, ApplicantRow, ApplicantSort } from './applicants-repository';
export { insertStatusChange, statusHistory } from './status-history-repository';
export { findStudent, mailAddressOf, mailLanguagesOf, setStudentLanguage, updateStudent } from './students-repository';
export type { StudentRow } from './students-repository';
