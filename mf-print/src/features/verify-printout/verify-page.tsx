// /verify/:code (public, with the site chrome): confirms what a printout's code stands for, without personal data.
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import {
  choiceName,
  colors,
  findCourse,
  fonts,
  parseVerificationCode,
  paymentModeLabel,
  rupees,
  verificationPath,
  type Bilingual,
  type Language,
  type VerifiedOffer,
  type VerifiedReceipt,
  type VerifyResponse,
} from '@college/shared-types';
import { errorText, isApiError, useApi, useBanner, useText } from '@college/web-kit';
import { verifyCode } from '../../api/verify-code';

type Result =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'valid'; data: VerifyResponse['data'] }
  | { status: 'invalid'; error: unknown }
  | { status: 'error'; error: unknown };

const Page = styled.section`
  font-family: ${fonts.body};
  max-width: 720px;
  margin: 24px auto 48px;
  padding: 0 12px;
  form {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    align-items: flex-end;
    margin-bottom: 20px;
  }
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-weight: 600;
    flex: 1 1 220px;
  }
  input {
    font: inherit;
    font-size: 17px;
    padding: 9px 10px;
    min-height: 44px;
    border: 1px solid ${colors.border};
    border-radius: 6px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  button {
    font: inherit;
    font-weight: 600;
    min-height: 44px;
    padding: 8px 20px;
    border-radius: 6px;
    border: 1px solid ${colors.primary};
    background: ${colors.primary};
    color: var(--color-on-primary);
    cursor: pointer;
  }
  input:focus-visible,
  button:focus-visible {
    outline: 3px solid ${colors.accent};
    outline-offset: 1px;
  }
`;

const Card = styled.div<{ $ok: boolean }>`
  border: 2px solid ${(p) => (p.$ok ? colors.success : colors.danger)};
  background: ${(p) => (p.$ok ? 'var(--color-success-tint)' : 'var(--color-danger-tint)')};
  border-radius: 8px;
  padding: 16px;
  h3 {
    margin: 0 0 10px;
    font-size: 20px;
    color: ${(p) => (p.$ok ? colors.success : colors.danger)};
  }
  dl {
    display: grid;
    grid-template-columns: minmax(120px, 40%) 1fr;
    gap: 6px 12px;
    margin: 0;
  }
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  p {
    margin: 10px 0 0;
    font-size: 14px;
  }
`;

export const NOT_VERIFIED = 'Not verified';

/** The page's words, in the chosen language only (decision 031). */
const TEXT = {
  banner: { en: 'Verify a Printout', hi: 'मुद्रित प्रति का सत्यापन' },
  heading: { en: 'Check a verification code', hi: 'सत्यापन कोड की जाँच करें' },
  intro: {
    en: 'Every admission form, fee slip, receipt and offer letter printed from the portal carries a QR code and a verification code. Scan the QR code or type the code to confirm it with the college.',
    hi: 'पोर्टल से प्रिंट किए गए हर प्रवेश आवेदन पत्र, शुल्क पर्ची, रसीद और प्रवेश प्रस्ताव पत्र पर एक QR कोड और एक सत्यापन कोड होता है। महाविद्यालय से पुष्टि के लिए QR कोड स्कैन करें या कोड लिखें।',
  },
  code: { en: 'Verification code', hi: 'सत्यापन कोड' },
  example: { en: 'e.g. 42-7K3M9QPX', hi: 'जैसे 42-7K3M9QPX' },
  verify: { en: 'Verify', hi: 'सत्यापित करें' },
  loading: { en: 'Loading...', hi: 'लोड हो रहा है...' },
  verified: { en: 'Verified', hi: 'सत्यापित' },
  notVerified: { en: NOT_VERIFIED, hi: 'सत्यापित नहीं' },
  notACode: {
    en: 'This is not a verification code of the college.',
    hi: 'यह महाविद्यालय का सत्यापन कोड नहीं है।',
  },
  failed: { en: 'The code could not be checked. Please try again.', hi: 'कोड की जाँच नहीं हो सकी। कृपया फिर से प्रयास करें।' },
  checkCode: {
    en: 'Check the code on the printout. A printout whose code does not verify was not issued by the college.',
    hi: 'प्रिंट पर लिखा कोड जाँचें। जिस प्रिंट का कोड सत्यापित न हो, वह महाविद्यालय ने जारी नहीं किया है।',
  },
  paid: { en: 'Paid', hi: 'जमा' },
  pending: { en: 'Pending', hi: 'लंबित' },
  indiaTime: { en: 'India time', hi: 'भारतीय समय' },
} satisfies Record<string, Bilingual>;

/** What this code stands for, said after "This … is in the college's records". */
const IN_RECORDS: Record<VerifyResponse['data']['kind'], Bilingual> = {
  form: {
    en: "This admission form is in the college's records. Personal details are not shown here: compare the numbers above with the printout.",
    hi: 'यह प्रवेश आवेदन पत्र महाविद्यालय के अभिलेख में है। व्यक्तिगत विवरण यहाँ नहीं दिखाए जाते: ऊपर की संख्याएँ प्रिंट से मिलाएँ।',
  },
  receipt: {
    en: "This receipt is in the college's records. Personal details are not shown here: compare the numbers above with the printout.",
    hi: 'यह रसीद महाविद्यालय के अभिलेख में है। व्यक्तिगत विवरण यहाँ नहीं दिखाए जाते: ऊपर की संख्याएँ प्रिंट से मिलाएँ।',
  },
  office: {
    en: "This office receipt is in the college's records. Personal details are not shown here: compare the numbers above with the printout.",
    hi: 'यह कार्यालय रसीद महाविद्यालय के अभिलेख में है। व्यक्तिगत विवरण यहाँ नहीं दिखाए जाते: ऊपर की संख्याएँ प्रिंट से मिलाएँ।',
  },
  offer: {
    en: "This offer letter is in the college's records. Personal details are not shown here: compare the numbers above with the printout.",
    hi: 'यह प्रवेश प्रस्ताव पत्र महाविद्यालय के अभिलेख में है। व्यक्तिगत विवरण यहाँ नहीं दिखाए जाते: ऊपर की संख्याएँ प्रिंट से मिलाएँ।',
  },
};

/** What became of an offer, as the office reads it on the check. */
const OFFER_STATES: Record<VerifiedOffer['status'], Bilingual> = {
  offered: { en: 'Offered — admission fee not yet paid', hi: 'प्रस्तावित — प्रवेश शुल्क अभी जमा नहीं' },
  admitted: { en: 'Admitted', hi: 'प्रवेशित' },
  lapsed: { en: 'Lapsed — fee not paid in time', hi: 'समाप्त — समय पर शुल्क जमा नहीं' },
};

const PURPOSES: Record<VerifiedReceipt['purpose'], Bilingual> = {
  'Registration Fee': { en: 'Registration Fee', hi: 'पंजीकरण शुल्क' },
  'Admission Fee': { en: 'Admission Fee', hi: 'प्रवेश शुल्क' },
};

const RECEIPT_STATES: Record<string, Bilingual> = {
  success: { en: 'Success', hi: 'सफल' },
  failure: { en: 'Failure', hi: 'असफल' },
  pending: { en: 'Pending', hi: 'लंबित' },
};

const L = (en: string, hi: string): Bilingual => ({ en, hi });

/** A course by its name in the page's language; its code beside it is an identifier (data-code). */
function courseOf(code: string, name: string, lang: Language): ReactNode {
  const course = findCourse(code);
  return (
    <>
      {lang === 'hi' ? course?.second_name || name : course?.name || name}{' '}
      <span data-code="" translate="no">
        ({code})
      </span>
    </>
  );
}

function Details({ data }: { data: VerifyResponse['data'] }) {
  const id = useId();
  const { t, lang } = useText();
  let rows: Array<[Bilingual, ReactNode]>;
  if (data.kind === 'form') {
    const fee =
      data.payment_status === 'Paid'
        ? `${t(TEXT.paid)}${data.amount_paid ? ` · ${rupees(data.amount_paid)}` : ''}${data.paid_on ? ` · ${data.paid_on}` : ''}`
        : t(TEXT.pending);
    rows = [
      [L('Form number', 'आवेदन क्रमांक'), String(data.form_number)],
      [L('Course', 'पाठ्यक्रम'), courseOf(data.course, data.course_name, lang)],
      [L('Year', 'वर्ष'), choiceName(data.year, lang)],
      [L('Submitted on', 'जमा करने की तिथि'), data.submitted_on],
      [L('Admission fee', 'प्रवेश शुल्क'), fee],
      ...(data.enrolment_no
        ? ([[L('Enrolment number', 'नामांकन संख्या'), <span data-code="">{data.enrolment_no}</span>]] as Array<
            [Bilingual, ReactNode]
          >)
        : []),
    ];
  } else if (data.kind === 'offer') {
    rows = [
      [L('Form number', 'आवेदन क्रमांक'), String(data.form_number)],
      [L('Course', 'पाठ्यक्रम'), courseOf(data.course, data.course_name, lang)],
      [L('Year', 'वर्ष'), choiceName(data.year, lang)],
      [L('Merit round', 'मेरिट चरण'), String(data.round)],
      [L('Seat offered', 'प्रस्तावित सीट'), t(data.seat)],
      [L('Merit rank', 'मेरिट क्रमांक'), String(data.merit_rank)],
      [L('Index marks', 'सूचकांक अंक'), data.index_marks_text],
      [L('Pay by', 'शुल्क जमा करने की अंतिम तिथि'), `${data.deadline_ist} (${t(TEXT.indiaTime)})`],
      [L('Offer', 'प्रस्ताव'), t(OFFER_STATES[data.status])],
      ...(data.enrolment_no
        ? ([[L('Enrolment number', 'नामांकन संख्या'), <span data-code="">{data.enrolment_no}</span>]] as Array<
            [Bilingual, ReactNode]
          >)
        : []),
    ];
  } else if (data.kind === 'office') {
    // An office receipt of a fee taken at the counter (decision 032).
    rows = [
      [L('Receipt number', 'रसीद क्रमांक'), <span data-code="">{data.receipt_no}</span>],
      [L('For', 'विवरण'), t(PURPOSES[data.purpose] ?? L(data.purpose, data.purpose))],
      [L('Amount', 'राशि'), rupees(data.amount)],
      [L('Paid by', 'भुगतान का माध्यम'), t(paymentModeLabel(data.mode))],
      [L('Status', 'स्थिति'), t(data.status === 'cancelled' ? L('Cancelled', 'रद्द') : L('Paid', 'भुगतान हो गया'))],
      [L('Date', 'दिनांक'), data.paid_on],
    ];
  } else {
    const status = RECEIPT_STATES[data.status.toLowerCase()];
    rows = [
      [L('Receipt number', 'रसीद क्रमांक'), String(data.receipt_number)],
      [L('For', 'विवरण'), t(PURPOSES[data.purpose] ?? L(data.purpose, data.purpose))],
      [L('Amount', 'राशि'), rupees(data.amount)],
      [L('Status', 'स्थिति'), status ? t(status) : data.status],
      [L('Date', 'दिनांक'), data.paid_on],
    ];
  }
  return (
    <dl>
      {rows.map(([k, v], i) => (
        <div key={k.en} style={{ display: 'contents' }}>
          <dt id={`${id}-${i}`}>{t(k)}</dt>
          <dd data-testid={`verify-${k.en.toLowerCase().replace(/\s+/g, '-')}`} aria-labelledby={`${id}-${i}`}>
            {v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function VerifyPage() {
  const { code = '' } = useParams();
  const api = useApi();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(code);
  const [result, setResult] = useState<Result>({ status: code ? 'loading' : 'idle' });
  const { t, lang } = useText();

  useBanner(t(TEXT.banner));

  useEffect(() => {
    setTyped(code);
    if (!code) {
      setResult({ status: 'idle' });
      return;
    }
    if (!parseVerificationCode(code)) {
      setResult({ status: 'invalid', error: null });
      return;
    }
    const controller = new AbortController();
    setResult({ status: 'loading' });
    verifyCode(api, code, controller.signal)
      .then((data) => setResult({ status: 'valid', data }))
      .catch((error: Error) => {
        if (error.name === 'AbortError' || error.name === 'CanceledError') return;
        if (isApiError(error) && error.status === 404) setResult({ status: 'invalid', error });
        else setResult({ status: 'error', error });
      });
    return () => controller.abort();
  }, [api, code]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = typed.trim().toUpperCase().replace(/\s+/g, '');
    if (clean) navigate(verificationPath(clean));
  };

  return (
    <Page aria-labelledby="verify-heading">
      {/* The site banner above carries the page's h1. */}
      <h2 id="verify-heading" style={{ fontSize: 22 }}>
        {t(TEXT.heading)}
      </h2>
      <p>{t(TEXT.intro)}</p>
      <form onSubmit={submit} role="search">
        <label>
          {t(TEXT.code)}
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t(TEXT.example)}
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
          />
        </label>
        <button type="submit">{t(TEXT.verify)}</button>
      </form>

      {result.status === 'loading' && <p role="status">{t(TEXT.loading)}</p>}
      {result.status === 'valid' && (
        <Card $ok role="status" data-testid="verify-result">
          <h3>✓ {t(TEXT.verified)}</h3>
          <Details data={result.data} />
          <p>{t(IN_RECORDS[result.data.kind])}</p>
        </Card>
      )}
      {(result.status === 'invalid' || result.status === 'error') && (
        <Card $ok={false} role="alert" data-testid="verify-result">
          <h3>✗ {t(TEXT.notVerified)}</h3>
          <p style={{ marginTop: 0 }}>
            {result.error
              ? errorText(result.error, lang, result.status === 'invalid' ? TEXT.notACode : TEXT.failed)
              : t(TEXT.notACode)}
          </p>
          {result.status === 'invalid' && <p>{t(TEXT.checkCode)}</p>}
        </Card>
      )}
    </Page>
  );
}
