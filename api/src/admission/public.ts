// What the admission domain offers the other domains (decision 034): they import from here, never from its other files.
export {
  admittedMail,
  correctionMail,
  feeChangedMail,
  offerLapsedMail,
  receiptMail,
  refundDueMail,
  seatOfferedMail,
  staffLinkMail,
  verifiedMail,
} from './admission-mails';
export type { MailStudent } from './admission-mails';
export { admissionFilePath, printTransaction, studentTransactions } from './admission-records';
export { admissionFiles, findAdmissionByCode, findAdmissionOfStudent } from './admissions-repository';
export type { AdmissionRow } from './admissions-repository';
export { csvCell } from './applicant-export';
export { checkOf } from './verification-service';
