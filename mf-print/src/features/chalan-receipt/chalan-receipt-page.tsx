// /chalan-receipt/print/:txnid: the registration fee (chalan) receipt with a Print button that opens a print window.
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import { amountInWords, paymentModeLabel, printDate, rupees, yearOfStudy } from '@college/shared-types';
import { ModuleLink, type ApiClient } from '@college/web-kit';
import { getPaymentReceipt } from '../../api/payment-receipt';
import { getVerificationCode } from '../../api/verification-code';
import { CollegeHeader } from '../../components/college-header';
import { Pairs } from '../../components/pairs';
import { PrintGlobalStyle, Sheet, Toolbar, ToolButton, ToolLink } from '../../components/print-styles';
import { PrintoutState } from '../../components/printout-state';
import { printInNewWindow } from '../../lib/print-window';
import { usePrintout } from '../../lib/use-printout';

async function loadReceipt(api: ApiClient, txnid: string, signal: AbortSignal) {
  const receipt = await getPaymentReceipt(api, txnid, signal);
  const verification = await getVerificationCode(api, { txnid: receipt.txnid }, signal).catch(() => null);
  return { receipt, code: verification?.code ?? null };
}

const statusText = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase() : s);

export function ChalanReceiptPage() {
  const { txnid = '' } = useParams();
  const state = usePrintout((api, signal) => loadReceipt(api, txnid, signal), txnid);
  const sheet = useRef<HTMLElement>(null);

  if (state.status !== 'ready') return <PrintoutState state={state} />;
  const { receipt: t, code } = state.data;
  const time = (t.addedon ?? '').split(' ')[1] ?? '';
  const registration = t.purpose !== 'admission';
  const words = t.amount_words ?? { en: amountInWords(t.amount, 'en'), hi: amountInWords(t.amount, 'hi') };
  const mode = paymentModeLabel(t.mode);

  return (
    <>
      <PrintGlobalStyle />
      <Toolbar>
        <ToolLink as={ModuleLink} href="/student/dashboard">
          ← Dashboard
        </ToolLink>
        <ToolButton
          type="button"
          onClick={() => sheet.current && void printInNewWindow(sheet.current, `Receipt ${t.txnid}`)}
        >
          <span aria-hidden="true">🖨</span> Print
        </ToolButton>
      </Toolbar>
      <Sheet ref={sheet} data-testid="chalan-receipt">
        <CollegeHeader
          title={registration ? 'Registration Fee Receipt' : 'Fee Receipt'}
          hindiTitle={registration ? 'पंजीकरण शुल्क (चालान) रसीद' : 'शुल्क रसीद'}
          code={code}
        />
        <Pairs
          pairs={[
            ['Received from', 'प्राप्तकर्ता', t.student.name, 'receipt-name'],
            ['Email', 'ईमेल', t.student.email],
            ['Mobile', 'मोबाइल', t.student.phone_number],
            [
              'Course',
              'पाठ्यक्रम',
              t.student.course_name
                ? `${t.student.course_name}${t.student.course_year ? ` · ${yearOfStudy(t.student.course_year)}` : ''}`
                : '',
            ],
            ['For', 'विवरण', t.productinfo],
            ['Amount', 'राशि', rupees(t.amount), 'receipt-amount'],
            [
              'Amount in words',
              'राशि शब्दों में',
              <>
                {words.en}
                <br />
                <span lang="hi">{words.hi}</span>
              </>,
              'receipt-amount-words',
            ],
            ['Transaction ID', 'लेनदेन संख्या', t.txnid, 'receipt-txnid'],
            ['Date', 'दिनांक', `${printDate(t.addedon)}${time ? ` ${time}` : ''}`, 'receipt-date'],
            ['Status', 'स्थिति', statusText(t.status), 'receipt-status'],
            ['Payment Mode', 'भुगतान माध्यम', `${mode.en}${mode.hi !== mode.en ? ` / ${mode.hi}` : ''}`, 'receipt-mode'],
            ['Bank Reference', 'बैंक संदर्भ', t.bank_ref_num, 'receipt-bank-ref'],
            ['Gateway Reference', 'गेटवे संदर्भ', t.mihpayid],
          ]}
        />
        <p style={{ margin: '14px 0 0', fontSize: 12 }}>
          This receipt was produced by the college&apos;s online portal and needs no signature. The office can check it
          with the verification code.
        </p>
      </Sheet>
    </>
  );
}
