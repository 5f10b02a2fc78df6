// /admission/payment/print/:admission_code: the admission fee slip, one A4 page, printed through its own window.
import { useRef } from 'react';
import { useParams } from '@college/web-kit/routing';
import {
  CATEGORY_NAMES,
  PROVISIONAL_MARK,
  admissionFeeTransaction,
  amountInWords,
  choiceName,
  nameOf,
  paymentModeLabel,
  printDate,
  rupees,
  yearOfStudy,
  type AdmissionPrintRecord,
  type Student,
} from '@college/shared-types';
import { useText, type ApiClient } from '@college/web-kit';
import { getUser } from '../../api/get-user';
import { getPrintRecord } from '../../api/print-record';
import { getVerificationCode } from '../../api/verification-code';
import { CollegeHeader } from '../../components/college-header';
import { BiHeading, Both, CourseName, Pairs, type Pair } from '../../components/pairs';
import { PrintGlobalStyle, ProvisionalMark, Sheet } from '../../components/print-styles';
import { PrintToolbar } from '../../components/print-toolbar';
import { PrintoutState } from '../../components/printout-state';
import { printInNewWindow } from '../../lib/print-window';
import { usePrintout } from '../../lib/use-printout';

async function loadSlip(api: ApiClient, admissionCode: string, signal: AbortSignal) {
  const [record, user] = await Promise.all([getPrintRecord(api, admissionCode, signal), getUser(api, signal)]);
  const verification = await getVerificationCode(api, { admission_code: record.admission_code }, signal).catch(
    () => null,
  );
  return { record, user, code: verification?.code ?? null } satisfies {
    record: AdmissionPrintRecord;
    user: Student;
    code: string | null;
  };
}

const SLIP_NOTE = {
  en: 'Bring this slip with the printed admission form to the college office. The office can check it with the verification code.',
  hi: 'यह पर्ची मुद्रित प्रवेश आवेदन पत्र के साथ महाविद्यालय कार्यालय में जमा करें। कार्यालय सत्यापन कोड से इसकी जाँच कर सकता है।',
};

const SIGNATURES = [
  { en: 'Signature of the Student', hi: 'छात्र/छात्रा के हस्ताक्षर' },
  { en: 'Seal and Signature of the Office', hi: 'कार्यालय की मुहर एवं हस्ताक्षर' },
];

export function FeeSlipPage() {
  const { admission_code: admissionCode = '' } = useParams();
  const state = usePrintout((api, signal) => loadSlip(api, admissionCode, signal), admissionCode);
  const sheet = useRef<HTMLElement>(null);
  const { lang } = useText();

  if (state.status !== 'ready') return <PrintoutState state={state} />;
  const { record: r, user, code } = state.data;
  // The slip's rule: the last successful transaction above 50; without one the fee is Pending.
  const paid = admissionFeeTransaction(r.transactions.map((t) => ({ ...t, addedon: t.addedon ?? '' })));
  const paidTx = paid ? r.transactions.find((t) => t.txnid === paid.txnid) : undefined;
  const fee = r.fees ?? user.fee_to_pay;
  // Only the successful payment is shown: a failed or abandoned attempt is never listed as a payment.
  const words = paid
    ? (paidTx?.amount_words ?? { en: amountInWords(paid.amount, 'en'), hi: amountInWords(paid.amount, 'hi') })
    : null;
  const mode = paymentModeLabel(paidTx?.mode);

  return (
    <>
      <PrintGlobalStyle />
      <PrintToolbar
        onPrint={() => sheet.current && void printInNewWindow(sheet.current, `Admission Fee Slip ${r.id}`)}
      />
      <Sheet ref={sheet} data-testid="fee-slip">
        <CollegeHeader title="Admission Fee Slip" hindiTitle="प्रवेश शुल्क पर्ची" formNumber={r.id} code={code} />
        {!paid && (
          <ProvisionalMark data-testid="provisional-mark">
            <Both text={PROVISIONAL_MARK} />
          </ProvisionalMark>
        )}
        <Pairs
          pairs={[
            ['Applicant Name', 'आवेदक का नाम', r.applicant_name, 'slip-name'],
            ["Father's Name", 'पिता का नाम', r.father_name],
            ['Course', 'पाठ्यक्रम', <CourseName code={r.course} name={r.course_name} />, 'slip-course'],
            ['Year', 'वर्ष', choiceName(yearOfStudy(r.part), lang), 'slip-year'],
            ['Category', 'श्रेणी', nameOf(CATEGORY_NAMES, r.category)?.[lang] ?? ''],
            ['Mobile', 'मोबाइल', r.applicant_mobile],
            ['Form Submitted on', 'आवेदन तिथि', printDate(r.addedon)],
            // Paying the fee admits: the enrolment number it gave (decision 025).
            ...(r.enrolment_no
              ? ([
                  ['Enrolment Number', 'नामांकन संख्या', <strong data-code="">{r.enrolment_no}</strong>, 'slip-enrolment'],
                ] satisfies Pair[])
              : []),
          ]}
        />
        <BiHeading en="Payment" hi="भुगतान" />
        <Pairs
          pairs={[
            ['Admission Fee', 'प्रवेश शुल्क', fee ? rupees(fee) : '—', 'slip-fee'],
            ['Payment Status', 'भुगतान स्थिति', choiceName(paid ? 'Paid' : 'Pending', lang), 'slip-status'],
            ['Amount Paid', 'भुगतान राशि', paid ? rupees(paid.amount) : '—', 'slip-amount'],
            ['Amount in words', 'राशि शब्दों में', words ? <Both text={words} lines /> : '—', 'slip-amount-words'],
            ['Transaction ID', 'लेनदेन संख्या', paid?.txnid ?? '—', 'slip-txnid'],
            ['Payment Date', 'भुगतान तिथि', paid ? printDate(paid.addedon) : '—', 'slip-date'],
            ['Payment Mode', 'भुगतान माध्यम', paid ? <Both text={mode} /> : '—', 'slip-mode'],
            ['Bank Reference', 'बैंक संदर्भ', paidTx?.bank_ref_num ?? '—', 'slip-bank-ref'],
          ]}
        />
        <Both as="p" lines text={SLIP_NOTE} style={{ margin: '14px 0 0', fontSize: 12 }} />
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 40, gap: 16, flexWrap: 'wrap' }}>
          {SIGNATURES.map((text) => (
            <Both
              key={text.en}
              text={text}
              style={{ borderTop: '1px solid var(--color-muted)', paddingTop: 2, minWidth: 180 }}
            />
          ))}
        </div>
      </Sheet>
    </>
  );
}
