// The applicant's transactions and the history of the office's decisions.
import { REVIEW_STATE_LABELS, type AdminStudentDetail } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { DataTable, Panel } from '@college/web-kit/ui';
import { formatDateTime, formatRupees } from '../../lib/format';
import { COMMON } from '../../lib/texts';
import { TEXT } from './applicant-texts';

export function TransactionsPanel({ a }: { a: AdminStudentDetail }) {
  const { t, lang } = useText();
  return (
    <Panel title={t(TEXT.transactions)}>
      <DataTable
        rows={a.transactions}
        rowKey={(r) => r.txnid}
        empty={t(TEXT.noTransactions)}
        columns={[
          { key: 'txn', header: t(TEXT.txn), cell: (r) => r.txnid },
          { key: 'purpose', header: t(TEXT.purpose), cell: (r) => r.purpose },
          { key: 'amount', header: t(COMMON.amount), cell: (r) => formatRupees(r.amount, lang) },
          { key: 'status', header: t(COMMON.status), cell: (r) => r.status },
          {
            key: 'when',
            header: t(TEXT.when),
            cell: (r) => (r.created_at ? formatDateTime(r.created_at, lang) : (r.addedon ?? '—')),
          },
        ]}
      />
    </Panel>
  );
}

export function StatusHistoryPanel({ a }: { a: AdminStudentDetail }) {
  const { t, lang } = useText();
  return (
    <Panel title={t(TEXT.history)}>
      <DataTable
        rows={a.status_history}
        rowKey={(r) => `${r.created_at}-${r.status}-${r.action ?? ''}`}
        empty={t(TEXT.noHistory)}
        columns={[
          { key: 'when', header: t(TEXT.when), cell: (r) => formatDateTime(r.created_at, lang) },
          {
            key: 'who',
            header: t(TEXT.who),
            cell: (r) =>
              r.by === 'student'
                ? `${r.admin_name || r.admin_email} (${t(TEXT.student)})`
                : r.admin_name || r.admin_email,
          },
          {
            key: 'change',
            header: t(TEXT.change),
            cell: (r) =>
              r.action === 'submitted'
                ? t(TEXT.sent)
                : r.action === 'resubmitted'
                  ? t(TEXT.sentAgain)
                  : `${statusWord(r.old_status, t)} → ${r.action === 'correction' ? t(REVIEW_STATE_LABELS.correction) : statusWord(r.status, t)}`,
          },
          { key: 'fee', header: t(TEXT.fee), cell: (r) => formatRupees(r.fee_to_pay, lang) },
          { key: 'reason', header: t(TEXT.reason), cell: (r) => r.remark ?? '—' },
        ]}
      />
    </Panel>
  );
}

function statusWord(status: number, t: (l: { en: string; hi: string }) => string): string {
  return t(
    status === 1
      ? REVIEW_STATE_LABELS.approved
      : status === 2
        ? REVIEW_STATE_LABELS.rejected
        : REVIEW_STATE_LABELS.pending,
  );
}
