// /chalan-receipt/print/:txnid: the registration fee (chalan) receipt with a Print button that opens a print window.
import { useRef } from 'react';
import { useParams } from '@college/web-kit/routing';
import {
  amountInWords,
  choiceName,
  isSuccessStatus,
  paymentModeLabel,
  printDate,
  rupees,
  yearOfStudy,
} from '@college/shared-types';
import { useText, type ApiClient } from '@college/web-kit';
import { getPaymentReceipt } from '../../api/payment-receipt';
import { getVerificationCode } from '../../api/verification-code';
import { CollegeHeader } from '../../components/college-header';
import { Both, CourseName, Pairs } from '../../components/pairs';
import { PrintGlobalStyle, Sheet } from '../../components/print-styles';
import { PrintToolbar } from '../../components/print-toolbar';
import { PrintoutState } from '../../components/printout-state';
import { TEXT } from '../../lib/texts';
import { printInNewWindow } from '../../lib/print-window';
import { usePrintout } from '../../lib/use-printout';

async function loadReceipt(api: ApiClient, txnid: string, signal: AbortSignal) {
  const receipt = await getPaymentReceipt(api, txnid, signal);
  // Only a successful payment has a receipt (and a code to verify it).
  const verification = isSuccessStatus(receipt.status)
    ? await getVerificationCode(api, { txnid: receipt.txnid }, signal).catch(() => null)
    : null;
  return { receipt, code: verification?.code ?? null };
}

const RECEIPT_NOTE = {
  en: "This receipt was produced by the college's online portal and needs no signature. The office can check it with the verification code.",
  hi: 'यह रसीद महाविद्यालय के ऑनलाइन पोर्टल से बनी है और इस पर हस्ताक्षर आवश्यक नहीं है। कार्यालय सत्यापन कोड से इसकी जाँच कर सकता है।',
};

/** A fee taken at the college counter (decision 032): the office receipt handed over there is its proof. */
const COUNTER_NOTE = {
  en: 'This fee was received at the college counter; the office receipt given there is the proof of payment. The office can check this record with the verification code.',
  hi: 'यह शुल्क महाविद्यालय के काउंटर पर प्राप्त हुआ है; वहाँ दी गई कार्यालय रसीद भुगतान का प्रमाण है। कार्यालय सत्यापन कोड से इस अभिलेख की जाँच कर सकता है।',
};

export function ChalanReceiptPage() {
  const { txnid = '' } = useParams();
  const state = usePrintout((api, signal) => loadReceipt(api, txnid, signal), txnid);
  const sheet = useRef<HTMLElement>(null);
  const text = useText();

  if (state.status !== 'ready') return <PrintoutState state={state} />;
  const { receipt: t, code } = state.data;
  if (!isSuccessStatus(t.status)) {
    return <PrintoutState state={{ status: 'held', message: TEXT.notPaid.en, messageHi: TEXT.notPaid.hi }} />;
  }
  // HH:mm, India time as the gateway gives it.
  const time = ((t.addedon ?? '').split(' ')[1] ?? '').slice(0, 5);
  const registration = t.purpose !== 'admission';
  const words = t.amount_words ?? { en: amountInWords(t.amount, 'en'), hi: amountInWords(t.amount, 'hi') };
  const mode = paymentModeLabel(t.mode);
  const atCounter = String(t.mode ?? '')
    .toUpperCase()
    .startsWith('COUNTER_');

  return (
    <>
      <PrintGlobalStyle />
      <PrintToolbar onPrint={() => sheet.current && void printInNewWindow(sheet.current, `Receipt ${t.txnid}`)} />
      <Sheet ref={sheet} data-testid="chalan-receipt">
        <CollegeHeader
          title={registration ? 'Registration Fee Receipt' : 'Fee Receipt'}
          hindiTitle={registration ? 'पंजीकरण शुल्क (चालान) रसीद' : 'शुल्क रसीद'}
          code={code}
        />
        <Pairs
          pairs={[
            ['Received from', 'से प्राप्त', t.student.name, 'receipt-name'],
            ['Email', 'ईमेल', t.student.email],
            ['Mobile', 'मोबाइल', t.student.phone_number],
            [
              'Course',
              'पाठ्यक्रम',
              t.student.course_name ? (
                <>
                  <CourseName code={t.student.course_name} />
                  {t.student.course_year ? ` · ${choiceName(yearOfStudy(t.student.course_year), text.lang)}` : ''}
                </>
              ) : (
                ''
              ),
            ],
            [
              'For',
              'विवरण',
              <Both
                text={
                  registration ? { en: 'Registration Fee', hi: 'पंजीकरण शुल्क' } : { en: 'Admission Fee', hi: 'प्रवेश शुल्क' }
                }
              />,
              'receipt-purpose',
            ],
            ['Amount', 'राशि', rupees(t.amount), 'receipt-amount'],
            ['Amount in words', 'राशि शब्दों में', <Both text={words} lines />, 'receipt-amount-words'],
            ['Transaction ID', 'लेनदेन संख्या', t.txnid, 'receipt-txnid'],
            ['Date', 'दिनांक', `${printDate(t.addedon)}${time ? ` ${time}` : ''}`, 'receipt-date'],
            ['Status', 'स्थिति', text.t({ en: 'Success', hi: 'सफल' }), 'receipt-status'],
            ['Payment Mode', 'भुगतान माध्यम', <Both text={mode} />, 'receipt-mode'],
            ['Bank Reference', 'बैंक संदर्भ', t.bank_ref_num, 'receipt-bank-ref'],
            ['Gateway Reference', 'गेटवे संदर्भ', t.mihpayid],
          ]}
        />
        <Both
          as="p"
          lines
          text={atCounter ? COUNTER_NOTE : RECEIPT_NOTE}
          testId="receipt-note"
          style={{ margin: '14px 0 0', fontSize: 12 }}
        />
      </Sheet>
    </>
  );
}
