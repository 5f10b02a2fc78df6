// What the selection domain offers the other domains (decision 034): they import from here, never from its other files.
export { enrolmentOf } from './enrolments-repository';
export { admitOnPayment, admitsByMerit, checkOfferForFee, withdrawAdmission } from './enrolment-service';
export { studentSelection } from './student-selection-service';
export { formatHundredths } from './rules';
export { isVerifiedForFee, returnToVerification, scrutinyStateOf, studentScrutiny } from './scrutiny-service';
export { listYearOneSeats, writeSeatMatrix } from './seat-matrix-repository';
export { checkSeatMatrix, readSeatMatrix } from './seat-matrix-service';
