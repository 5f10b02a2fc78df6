// The one Pay action of the admission fee, from the shared applicationCell rule: the application row and the
// offer card show the same link, and neither offers it while a payment is being checked with the bank.
import { Link } from '../../../app/router';
import styled from 'styled-components';
import { colors, feeState, type ApplicationCell, type Student } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { DASHBOARD_TEXT as T } from '../texts';

const RouterAction = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
const Note = styled.span`
  font-weight: 700;
  color: ${colors.warning};
`;

export function PayAdmissionFee({ student, action }: { student: Student; action: ApplicationCell }) {
  const { t } = useText();
  if (action.kind !== 'pay') return null;
  // A payment of the admission fee the bank has not answered yet: nothing more is offered until it has.
  if (feeState(student.transactions, 'admission') === 'checking') {
    return <Note data-testid="admission-checking">{t(T.checkingWithBank)}</Note>;
  }
  return (
    <RouterAction $small $variant="success" to="/student/admission/payment">
      {t(T.pay)} ₹{action.amount}
    </RouterAction>
  );
}
