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
  const list = [...(student.transactions ?? [])].reverse();
  const code = student.admission_form_code ?? null;
  return (
    <Panel title="My Transactions" hindi="मेरे लेन-देन" id="transactions-title">
      {list.length === 0 ? (
        <Empty>No payments yet.</Empty>
      ) : (
        <DataTable data-testid="transactions">
          <thead>
            <tr>
              <th scope="col">Reference</th>
              <th scope="col">Purpose</th>
              <th scope="col">Amount</th>
              <th scope="col">Date</th>
              <th scope="col">Status</th>
              <th scope="col">Receipt</th>
            </tr>
          </thead>
          <tbody>
            {list.map((t) => {
              const label = attemptLabel(t.status);
              const paid = label.kind === 'paid';
              const registration = isRegistration(t);
              return (
                <tr key={t.txnid}>
                  <td data-label="Reference">
                    <Mono>{t.txnid}</Mono>
                  </td>
                  <td data-label="Purpose">{registration ? 'Registration Fee' : 'Admission Fee'}</td>
                  <td data-label="Amount">₹{t.amount}</td>
                  <td data-label="Date">{when(t)}</td>
                  <td data-label="Status">
                    <Badge $tone={TONE[label.kind]} data-testid="attempt-status" style={{ whiteSpace: 'normal' }}>
                      {label.en} <span lang="hi">/ {label.hi}</span>
                    </Badge>
                  </td>
                  <td data-label="Receipt">
                    {paid && registration && (
                      <ReceiptLink
                        $small
                        $variant="link"
                        aria-label={`View receipt ${t.txnid}`}
                        href={`/chalan-receipt/print/${encodeURIComponent(t.txnid)}`}
                      >
                        View
                      </ReceiptLink>
                    )}
                    {paid && !registration && code && (
                      <ReceiptLink
                        $small
                        $variant="link"
                        aria-label={`View receipt ${t.txnid}`}
                        href={`/admission/payment/print/${encodeURIComponent(code)}`}
                      >
                        View
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
