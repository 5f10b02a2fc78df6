// /verify/:code (public, with the site chrome): confirms what a printout's code stands for, without personal data.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  colors,
  fonts,
  parseVerificationCode,
  paymentModeLabel,
  rupees,
  verificationPath,
  type VerifiedOffer,
  type VerifyResponse,
} from '@college/shared-types';
import { isApiError, useApi, useBanner } from '@college/web-kit';
import { verifyCode } from '../../api/verify-code';

type Result =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'valid'; data: VerifyResponse['data'] }
  | { status: 'invalid'; message: string }
  | { status: 'error'; message: string };

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

/** What became of an offer, as the office reads it on the check. */
const OFFER_STATES: Record<VerifiedOffer['status'], string> = {
  offered: 'Offered — admission fee not yet paid / प्रस्तावित — प्रवेश शुल्क अभी जमा नहीं',
  admitted: 'Admitted / प्रवेशित',
  lapsed: 'Lapsed — fee not paid in time / समाप्त — समय पर शुल्क जमा नहीं',
};

const KIND_NAMES: Record<VerifyResponse['data']['kind'], string> = {
  form: 'admission form',
  receipt: 'receipt',
  offer: 'offer letter',
  office: 'office receipt',
};

function Details({ data }: { data: VerifyResponse['data'] }) {
  const id = useId();
  let rows: Array<[string, string]>;
  if (data.kind === 'form') {
    rows = [
      ['Form number', String(data.form_number)],
      ['Course', `${data.course} – ${data.course_name}`],
      ['Year', data.year],
      ['Submitted on', data.submitted_on],
      [
        'Admission fee',
        data.payment_status === 'Paid'
          ? `Paid${data.amount_paid ? ` · ${rupees(data.amount_paid)}` : ''}${data.paid_on ? ` on ${data.paid_on}` : ''}`
          : 'Pending',
      ],
      ...(data.enrolment_no ? ([['Enrolment number', data.enrolment_no]] as Array<[string, string]>) : []),
    ];
  } else if (data.kind === 'offer') {
    rows = [
      ['Form number', String(data.form_number)],
      ['Course', `${data.course} – ${data.course_name}`],
      ['Year', data.year],
      ['Merit round', String(data.round)],
      ['Seat offered', `${data.seat.en} / ${data.seat.hi}`],
      ['Merit rank', String(data.merit_rank)],
      ['Index marks', data.index_marks_text],
      ['Pay by', `${data.deadline_ist} (India time)`],
      ['Offer', OFFER_STATES[data.status]],
      ...(data.enrolment_no ? ([['Enrolment number', data.enrolment_no]] as Array<[string, string]>) : []),
    ];
  } else if (data.kind === 'office') {
    // An office receipt of a fee taken at the counter (decision 032).
    const mode = paymentModeLabel(data.mode);
    rows = [
      ['Receipt number', data.receipt_no],
      ['For', data.purpose],
      ['Amount', rupees(data.amount)],
      ['Paid by', `${mode.en} / ${mode.hi}`],
      ['Status', data.status === 'cancelled' ? 'Cancelled / रद्द' : 'Paid / भुगतान हो गया'],
      ['Date', data.paid_on],
    ];
  } else {
    rows = [
      ['Receipt number', String(data.receipt_number)],
      ['For', data.purpose],
      ['Amount', rupees(data.amount)],
      ['Status', data.status.charAt(0).toUpperCase() + data.status.slice(1)],
      ['Date', data.paid_on],
    ];
  }
  return (
    <dl>
      {rows.map(([k, v], i) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt id={`${id}-${i}`}>{k}</dt>
          <dd data-testid={`verify-${k.toLowerCase().replace(/\s+/g, '-')}`} aria-labelledby={`${id}-${i}`}>
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

  useBanner('Verify a Printout');

  useEffect(() => {
    setTyped(code);
    if (!code) {
      setResult({ status: 'idle' });
      return;
    }
    if (!parseVerificationCode(code)) {
      setResult({ status: 'invalid', message: 'This is not a verification code of the college.' });
      return;
    }
    const controller = new AbortController();
    setResult({ status: 'loading' });
    verifyCode(api, code, controller.signal)
      .then((data) => setResult({ status: 'valid', data }))
      .catch((error: Error) => {
        if (error.name === 'AbortError' || error.name === 'CanceledError') return;
        if (isApiError(error) && error.status === 404) setResult({ status: 'invalid', message: error.message });
        else setResult({ status: 'error', message: error.message });
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
        Check a verification code{' '}
        <span lang="hi" style={{ fontWeight: 'normal' }}>
          / मुद्रित प्रति का सत्यापन
        </span>
      </h2>
      <p>
        Every admission form, fee slip, receipt and offer letter printed from the portal carries a QR code and a
        verification code. Scan the QR code or type the code to confirm it with the college.
      </p>
      <form onSubmit={submit} role="search">
        <label>
          Verification code{' '}
          <span lang="hi" style={{ fontWeight: 'normal' }}>
            / सत्यापन कोड
          </span>
          <input
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="e.g. 42-7K3M9QPX"
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
          />
        </label>
        <button type="submit">Verify</button>
      </form>

      {result.status === 'loading' && <p role="status">Loading...</p>}
      {result.status === 'valid' && (
        <Card $ok role="status" data-testid="verify-result">
          <h3>
            ✓ Verified <span lang="hi">/ सत्यापित</span>
          </h3>
          <Details data={result.data} />
          <p>
            This {KIND_NAMES[result.data.kind]} is in the college&apos;s records. Personal details are not shown here:
            compare the numbers above with the printout.
          </p>
        </Card>
      )}
      {(result.status === 'invalid' || result.status === 'error') && (
        <Card $ok={false} role="alert" data-testid="verify-result">
          <h3>
            ✗ {NOT_VERIFIED} <span lang="hi">/ सत्यापित नहीं</span>
          </h3>
          <p style={{ marginTop: 0 }}>{result.message}</p>
          {result.status === 'invalid' && (
            <p>Check the code on the printout. A printout whose code does not verify was not issued by the college.</p>
          )}
        </Card>
      )}
    </Page>
  );
}
