// What the selection domain offers the other domains (decision 034): they import from here, never from its other files.
export { enrolmentOf } from './rounds-repository';
export { admitOnPayment, admitsByMerit, checkOfferForFee, studentSelection } from './rounds-service';
export { formatHundredths } from './rules';
export { isVerifiedForFee, returnToVerification, scrutinyStateOf, studentScrutiny } from './scrutiny-service';
export { listYearOneSeats, writeSeatMatrix } from './seat-matrix-repository';
export { checkSeatMatrix, readSeatMatrix } from './seat-matrix-service';
