// The one Pay action of the admission fee, from the dashboard's one state (decision 030): the application row and
// the offer card show the same link; neither offers it while a payment is being checked with the bank, and both
// offer Try again once the gateway has said that payment was never completed.
import { Link } from '@college/web-kit/routing';
import styled from 'styled-components';
import { colors, type ApplicationCell, type Student } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { DASHBOARD_TEXT as T } from '../texts';
import { useDashboardState } from '../dashboard-state';

const RouterAction = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
const Note = styled.span`
  font-weight: 700;
  color: ${colors.warning};
`;

// `student` stays in the props for the cards that pass it.
export function PayAdmissionFee({ action: given }: { student?: Student; action: ApplicationCell }) {
  const { t } = useText();
  // On the dashboard the page's state decides; a card rendered alone uses the action it was given.
  const action = useDashboardState()?.application ?? given;
  if (action.kind === 'checking') return <Note data-testid="admission-checking">{t(T.checkingWithBank)}</Note>;
  if (action.kind === 'retry') {
    return (
      <RouterAction $small $variant="success" to="/student/admission/payment" data-testid="admission-retry">
        {t(T.tryAgainPay)} ₹{action.amount}
      </RouterAction>
    );
  }
  if (action.kind !== 'pay') return null;
  return (
    <RouterAction $small $variant="success" to="/student/admission/payment">
      {t(T.pay)} ₹{action.amount}
    </RouterAction>
  );
}
