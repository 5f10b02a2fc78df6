// My Transactions: every payment attempt with one plain status (Paid, Failed — no money taken, Abandoned, Checking
// with the bank), newest first, and the receipt of a paid one.
import styled from 'styled-components';
import {
  attemptLabel,
  colors,
  REGISTRATION_FEE,
  type AttemptKind,
  type Student,
  type Transaction,
} from '@college/shared-types';
import { ModuleLink } from '@college/web-kit';
import { Badge, type BadgeTone } from '@college/web-kit/ui';
import { buttonStyles, type ButtonStyleProps } from '@college/web-kit/ui';
import { TableStyles as DataTable } from '@college/web-kit/ui';
import { Panel } from '@college/web-kit/ui';
import { useText } from '@college/web-kit';
import { DASHBOARD_TEXT as T } from '../texts';
import { useDashboardState } from '../dashboard-state';

/** A pending attempt the gateway says was never completed (the dashboard's check): what the tracker says too. */
const NOT_COMPLETED = { en: 'Not completed — no money taken', hi: 'पूरा नहीं हुआ — कोई राशि नहीं कटी' };

const ReceiptLink = styled(ModuleLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Empty = styled.p`
  color: ${colors.muted};
  margin: 0;
`;

const Mono = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 13px;
  word-break: break-all;
`;

/** One plain status per attempt; the colour only repeats the words. */
const TONE: Record<AttemptKind, BadgeTone> = {
  paid: 'resolved',
  failed: 'danger',
  abandoned: 'info',
  checking: 'pending',
  review: 'pending',
  refund: 'info',
  refunded: 'info',
  cancelled: 'info',
};

function isRegistration(t: Transaction): boolean {
  return t.purpose ? t.purpose === 'registration' : Number(t.amount) === REGISTRATION_FEE;
}

/** addedon is India time "YYYY-MM-DD HH:MM:SS" (the gateway's); shown as DD/MM/YYYY HH:MM. */
function when(t: Transaction): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/.exec(t.addedon ?? '');
  if (m) return `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}`;
  const d = new Date(t.created_at);
  return Number.isNaN(d.getTime())
    ? t.created_at
    : d.toLocaleString('en-GB', {
        timeZone: 'Asia/Kolkata',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      });
}

export function TransactionsCard({ student }: { student: Student }) {
  const { t } = useText();
  const next = useDashboardState()?.next;
  const notCompleted = next?.kind.endsWith('-retry') ? (next.pending?.txnid ?? null) : null;
  const list = [...(student.transactions ?? [])].reverse();
  const code = student.admission_form_code ?? null;
  return (
    <Panel title={t(T.myTransactions)} id="transactions-title">
      {list.length === 0 ? (
        <Empty>{t(T.noPayments)}</Empty>
      ) : (
        <DataTable data-testid="transactions">
          <thead>
            <tr>
              <th scope="col">{t(T.reference)}</th>
              <th scope="col">{t(T.purpose)}</th>
              <th scope="col">{t(T.amount)}</th>
              <th scope="col">{t(T.date)}</th>
              <th scope="col">{t(T.status)}</th>
              <th scope="col">{t(T.receipt)}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((tx) => {
              const label = attemptLabel(tx.status);
              const paid = label.kind === 'paid';
              const registration = isRegistration(tx);
              return (
                <tr key={tx.txnid}>
                  <td data-label={t(T.reference)}>
                    <Mono>{tx.txnid}</Mono>
                  </td>
                  <td data-label={t(T.purpose)}>{registration ? t(T.registrationFee) : t(T.admissionFee)}</td>
                  <td data-label={t(T.amount)}>₹{tx.amount}</td>
                  <td data-label={t(T.date)}>{when(tx)}</td>
                  <td data-label={t(T.status)}>
                    <Badge
                      $tone={tx.txnid === notCompleted ? 'info' : TONE[label.kind]}
                      data-testid="attempt-status"
                      style={{ whiteSpace: 'normal' }}
                    >
                      {t(tx.txnid === notCompleted ? NOT_COMPLETED : label)}
                    </Badge>
                  </td>
                  <td data-label={t(T.receipt)}>
                    {paid && registration && (
                      <ReceiptLink
                        $small
                        $variant="link"
                        aria-label={`${t(T.viewReceipt)} ${tx.txnid}`}
                        href={`/chalan-receipt/print/${encodeURIComponent(tx.txnid)}`}
                      >
                        {t(T.view)}
                      </ReceiptLink>
                    )}
                    {paid && !registration && code && (
                      <ReceiptLink
                        $small
                        $variant="link"
                        aria-label={`${t(T.viewReceipt)} ${tx.txnid}`}
                        href={`/admission/payment/print/${encodeURIComponent(code)}`}
                      >
                        {t(T.view)}
                      </ReceiptLink>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </Panel>
  );
}
