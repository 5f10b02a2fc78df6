// The gateway's return after a failed or cancelled payment: the generic no-charge message.
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { colors } from '@college/shared-types';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { usePageTitle } from '../../lib/use-page-title';
import { ResultLayout } from './result-layout';

const Dashboard = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export const FAILED_MESSAGE =
  'Your payment could not be completed. This can happen because of insufficient funds, an expired card or a ' +
  'temporary issue with the bank. No money has been charged. Please try again from your dashboard.';

export function PaymentFailedPage() {
  usePageTitle('Payment Failed');
  const [params] = useSearchParams();
  const txnid = params.get('txnid');
  return (
    <ResultLayout ok={false} title="Payment Failed" hindi="भुगतान पूरा नहीं हुआ — कोई राशि नहीं काटी गई">
      <p style={{ lineHeight: 1.6, margin: '0 0 16px' }}>{FAILED_MESSAGE}</p>
      {txnid && (
        <p style={{ color: colors.muted, fontSize: 14, margin: '0 0 20px', wordBreak: 'break-all' }}>
          Reference: {txnid}
        </p>
      )}
      <Dashboard to="/student/dashboard">Go to Dashboard</Dashboard>
    </ResultLayout>
  );
}
