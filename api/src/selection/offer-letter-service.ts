// The offer letter of a seat in a merit round (decision 028): the student's latest offer (offered, admitted or
// lapsed) with the form's names, the seat in words, rank and index marks, the fee and the payment window in India
// time, the enrolment number once admitted, and the verification code printed with its QR code. The code is made
// like the others (decision 007): keyed with the form's random admission code, so only the record can make it.
import type { Kysely } from 'kysely';
import {
  findCourse,
  formatVerificationCode,
  indiaDateTime,
  yearOfStudy,
  type AdmissionFormValues,
  type IndexMarksBreakdownView,
  type OfferLetter,
  type OfferLetterStatus,
  type SelectionCompartment,
} from '@college/shared-types';
import type { Database } from '../db/database';
import { mayRead, type Reader } from '../accounts/public';
import { DomainError } from '../errors';
import { findAdmissionByCode } from '../admission/public';
import { formatAmount } from '../payments/public';
import { checkOf } from '../admission/public';
import { findStudent } from '../accounts/public';
import { enrolmentOf } from './enrolments-repository';
import { latestOfferOfStudent, roundById } from './rounds-repository';
import { formatHundredths } from './rules';

type Db = Kysely<Database>;

const notFound = () => DomainError.coded(404, 'offer_letter_not_found');

/** The verification code of an offer, keyed with its form's admission code. */
export function offerCode(offerId: number, admissionCode: string): string {
  return formatVerificationCode('offer', offerId, checkOf('offer', offerId, admissionCode));
}

/** DD/MM/YYYY of an ISO instant, in India time. */
const indiaDate = (iso: string) => indiaDateTime(iso).split(' ')[0] ?? '';

/**
 * The letter of the form's owner (or staff): 404 for a form that is not the reader's, like an unknown one; 409 in
 * both languages when the student has never been offered a seat.
 */
export async function offerLetterFor(db: Db, reader: Reader, admissionCode: string): Promise<OfferLetter> {
  const form = await findAdmissionByCode(db, admissionCode);
  if (!form || !mayRead(reader, form.student_id)) throw notFound();
  const offer = await latestOfferOfStudent(db, form.student_id);
  if (!offer) throw DomainError.coded(409, 'offer_letter_none');
  const [student, round, enrolment_no] = await Promise.all([
    findStudent(db, form.student_id),
    roundById(db, offer.round_id),
    enrolmentOf(db, form.student_id),
  ]);
  const p = JSON.parse(form.payload) as Partial<AdmissionFormValues>;
  const status = offer.status as OfferLetterStatus;
  return {
    form_number: form.id,
    admission_code: form.admission_code,
    applicant_name: p.applicant_name || student?.name || '',
    father_name: p.father_name ?? '',
    course: form.course,
    course_name: findCourse(form.course)?.name ?? form.course,
    year: yearOfStudy(form.part),
    round: offer.round_number,
    status,
    seat: { en: offer.label_en, hi: offer.label_hi },
    compartment: offer.compartment as SelectionCompartment,
    merit_rank: offer.merit_rank,
    index_marks_text: formatHundredths(offer.index_marks),
    breakdown: JSON.parse(offer.breakdown) as IndexMarksBreakdownView,
    fee: status === 'lapsed' ? null : formatAmount(student?.fee_to_pay) || null,
    opens_at: offer.opens_at,
    opens_at_ist: indiaDateTime(offer.opens_at),
    deadline: offer.deadline,
    deadline_ist: indiaDateTime(offer.deadline),
    offered_on: indiaDate(round.created_at),
    enrolment_no: status === 'admitted' ? enrolment_no : null,
    code: offerCode(offer.id, form.admission_code),
  };
}
