// /office-receipt/print/:id: the office receipt of a fee taken at the college counter (decision 032), printed by the
// accounts office with the staff session of the console: A4, both languages with the page's first like the other receipts, its own number
// (OR/<session>/<number>), the QR code of /verify/<code>, and the signature of the clerk who received the money.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from '@college/web-kit/routing';
import {
  COUNTER_PATHS,
  paymentModeLabel,
  paymentPurposeLabel,
  printDate,
  rupees,
  type OfficeReceipt,
} from '@college/shared-types';
import { createApiClient, errorText, isApiError, tokenStore, useShell, useText } from '@college/web-kit';
import { CollegeHeader } from '../../components/college-header';
import { Both, Pairs } from '../../components/pairs';
import { PrintGlobalStyle, Sheet } from '../../components/print-styles';
import { PrintToolbar } from '../../components/print-toolbar';
import { printInNewWindow } from '../../lib/print-window';

/** The console's token (mf-admin keeps it under this key): the receipt is the office's, not a student's. */
const staffToken = tokenStore('staff_token');

const TEXT = {
  loading: { en: 'Loading the receipt…', hi: 'रसीद लोड हो रही है…' },
  signIn: {
    en: 'Sign in to the office console to print an office receipt.',
    hi: 'कार्यालय रसीद प्रिंट करने के लिए कार्यालय कंसोल में साइन इन करें।',
  },
  console: { en: 'Open the office console', hi: 'कार्यालय कंसोल खोलें' },
  failed: { en: 'The receipt could not be loaded.', hi: 'रसीद लोड नहीं हो सकी।' },
  cancelled: { en: 'CANCELLED', hi: 'रद्द' },
  depositor: { en: "Depositor's signature", hi: 'जमाकर्ता के हस्ताक्षर' },
  cashier: { en: "Cashier's signature and seal", hi: 'रोकड़िया के हस्ताक्षर एवं मुहर' },
  note: {
    en: 'This fee was received at the college counter. Anyone can check this receipt with its verification code or QR code.',
    hi: 'यह शुल्क महाविद्यालय के काउंटर पर प्राप्त हुआ है। कोई भी सत्यापन कोड या QR कोड से इस रसीद की जाँच कर सकता है।',
  },
};

type State =
  | { status: 'loading' }
  | { status: 'login' }
  | { status: 'error'; message: string }
  | { status: 'ready'; receipt: OfficeReceipt };

export function OfficeReceiptPage() {
  const { id = '' } = useParams();
  const shell = useShell();
  const text = useText();
  const sheet = useRef<HTMLElement>(null);
  const api = useMemo(() => createApiClient(shell.apiBase, { token: staffToken.read }), [shell.apiBase]);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    if (!staffToken.read()) {
      setState({ status: 'login' });
      return;
    }
    const controller = new AbortController();
    api
      .blob(COUNTER_PATHS.receipt.replace(':id', encodeURIComponent(id)), { signal: controller.signal })
      .then(async (blob) => {
        const body = JSON.parse(await blob.text()) as { data: OfficeReceipt };
        setState({ status: 'ready', receipt: body.data });
      })
      .catch((error: Error) => {
        if (error.name === 'AbortError' || error.name === 'CanceledError') return;
        if (isApiError(error) && error.status === 401) return setState({ status: 'login' });
        // A refusal's own words in the chosen language (the API client reads its body as JSON).
        const message = errorText(error, text.lang, TEXT.failed);
        setState({ status: 'error', message });
      });
    return () => controller.abort();
  }, [api, id, text]);

  if (state.status === 'loading')
    return (
      <p role="status" style={{ padding: 24 }}>
        {text.t(TEXT.loading)}
      </p>
    );
  if (state.status === 'login') {
    return (
      <div role="alert" style={{ padding: 24 }}>
        <p>{text.t(TEXT.signIn)}</p>
        <a href="/admin/login">{text.t(TEXT.console)}</a>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p role="alert" style={{ padding: 24 }} data-testid="printout-refused">
        {state.message}
      </p>
    );
  }
  const r = state.receipt;
  const mode = paymentModeLabel(r.mode_code);
  const fee = paymentPurposeLabel(r.purpose);
  const instrument =
    r.mode === 'cash'
      ? null
      : `${r.instrument_no ?? ''}${r.instrument_bank ? `, ${r.instrument_bank}` : ''}${r.instrument_date ? `, ${printDate(r.instrument_date)}` : ''}`;

  return (
    <>
      <PrintGlobalStyle />
      <PrintToolbar
        onPrint={() => sheet.current && void printInNewWindow(sheet.current, `Office receipt ${r.receipt_no}`)}
      />
      <Sheet ref={sheet} data-testid="office-receipt">
        <CollegeHeader title="Office Receipt" hindiTitle="कार्यालय रसीद" code={r.verification_code} />
        {r.status === 'cancelled' && (
          <p
            data-testid="office-receipt-cancelled"
            style={{ border: '3px solid #b00020', color: '#b00020', fontWeight: 700, padding: 8, textAlign: 'center' }}
          >
            <Both text={TEXT.cancelled} /> — {r.cancelled_at} — {r.cancel_reason}
          </p>
        )}
        <Pairs
          pairs={[
            ['Receipt number', 'रसीद संख्या', r.receipt_no, 'office-receipt-number'],
            ['Date and time', 'दिनांक एवं समय', r.received_at, 'office-receipt-date'],
            ['Received from', 'से प्राप्त', r.student_name, 'office-receipt-name'],
            ["Father's name", 'पिता का नाम', r.father_name],
            ['Student number', 'विद्यार्थी संख्या', String(r.student_id)],
            ['Mobile', 'मोबाइल', r.phone],
            ['Course', 'पाठ्यक्रम', r.course_label ? <Both text={r.course_label} /> : (r.course_name ?? '')],
            ['For', 'विवरण', <Both text={fee} />, 'office-receipt-fee'],
            ['Amount', 'राशि', rupees(r.amount), 'office-receipt-amount'],
            ['Amount in words', 'राशि शब्दों में', <Both text={r.amount_words} lines />],
            ['Paid by', 'भुगतान का माध्यम', <Both text={mode} />, 'office-receipt-mode'],
            ['Draft / challan', 'ड्राफ्ट / चालान', instrument],
            ['Received by', 'प्राप्तकर्ता', r.received_by],
          ]}
        />
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 24,
            marginTop: 48,
            fontSize: 12,
            flexWrap: 'wrap',
          }}
        >
          {[TEXT.depositor, TEXT.cashier].map((text) => (
            <Both key={text.en} text={text} style={{ borderTop: '1px solid #000', paddingTop: 4, minWidth: 180 }} />
          ))}
        </div>
        <Both as="p" lines text={TEXT.note} style={{ margin: '14px 0 0', fontSize: 12 }} />
      </Sheet>
    </>
  );
}
