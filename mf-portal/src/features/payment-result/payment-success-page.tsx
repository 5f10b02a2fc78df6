// The gateway's return after a successful payment: amount, today's date, reference and 'Completed'.
import { Link, useSearchParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import { colors, type PaymentPurpose } from '@college/shared-types';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { useText } from '@college/web-kit';
import { ResultLayout } from './result-layout';
import { useBackToDashboard } from './back-to-dashboard';

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 10px 16px;
  text-align: left;
  background: var(--color-background);
  border-radius: 8px;
  padding: 16px;
  margin: 0 0 24px;
  dt {
    color: ${colors.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    word-break: break-all;
    font-weight: 600;
  }
`;

const Dashboard = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** Today in India time as DD/MM/YYYY, the way Indian receipts write dates (whatever the device's own zone). */
export function today(now = new Date()): string {
  const india = new Date(now.getTime() + 330 * 60_000);
  const dd = String(india.getUTCDate()).padStart(2, '0');
  const mm = String(india.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${india.getUTCFullYear()}`;
}

export function PaymentSuccessPage({ purpose }: { purpose: PaymentPurpose }) {
  const { t, lang } = useText();
  usePageTitle(t({ en: 'Payment Successful', hi: 'भुगतान सफल रहा' }));
  useBackToDashboard();
  const [params] = useSearchParams();
  const amount = params.get('amount') ?? '';
  const txnid = params.get('txnid') ?? '';
  return (
    <ResultLayout ok title="Payment Successful" hindi="भुगतान सफल रहा">
      <Details lang={lang}>
        <dt>{t({ en: 'Payment for', hi: 'भुगतान किसके लिए' })}</dt>
        <dd>
          {purpose === 'registration'
            ? t({ en: 'Registration Fee', hi: 'पंजीकरण शुल्क' })
            : t({ en: 'Admission Fee', hi: 'प्रवेश शुल्क' })}
        </dd>
        <dt>{t({ en: 'Amount', hi: 'राशि' })}</dt>
        <dd data-testid="paid-amount">₹{amount}</dd>
        <dt>{t({ en: 'Date', hi: 'दिनांक' })}</dt>
        <dd>{today()}</dd>
        <dt>{t({ en: 'Reference', hi: 'संदर्भ संख्या' })}</dt>
        <dd data-testid="paid-reference">{txnid}</dd>
        <dt>{t({ en: 'Status', hi: 'स्थिति' })}</dt>
        <dd style={{ color: colors.success }}>{t({ en: 'Completed', hi: 'पूर्ण' })}</dd>
      </Details>
      <Dashboard to="/student/dashboard">{t({ en: 'Go to Dashboard', hi: 'डैशबोर्ड पर जाएँ' })}</Dashboard>
    </ResultLayout>
  );
}
