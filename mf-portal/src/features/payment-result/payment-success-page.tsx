// The gateway's return after a successful payment: amount, today's date, reference and 'Completed'.
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { colors, type PaymentPurpose } from '@college/shared-types';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { ResultLayout } from './result-layout';

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

/** Today as DD/MM/YYYY, the way Indian receipts write dates. */
export function today(now = new Date()): string {
  const dd = String(now.getDate()).padStart(2, '0');
  const mm = String(now.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${now.getFullYear()}`;
}

export function PaymentSuccessPage({ purpose }: { purpose: PaymentPurpose }) {
  usePageTitle('Payment Successful');
  const [params] = useSearchParams();
  const amount = params.get('amount') ?? '';
  const txnid = params.get('txnid') ?? '';
  return (
    <ResultLayout ok title="Payment Successful" hindi="भुगतान सफल रहा">
      <Details>
        <dt>Payment for</dt>
        <dd>{purpose === 'registration' ? 'Registration Fee' : 'Admission Fee'}</dd>
        <dt>Amount</dt>
        <dd data-testid="paid-amount">₹{amount}</dd>
        <dt>Date</dt>
        <dd>{today()}</dd>
        <dt>Reference</dt>
        <dd data-testid="paid-reference">{txnid}</dd>
        <dt>Status</dt>
        <dd style={{ color: colors.success }}>Completed</dd>
      </Details>
      <Dashboard to="/student/dashboard">Go to Dashboard</Dashboard>
    </ResultLayout>
  );
}
