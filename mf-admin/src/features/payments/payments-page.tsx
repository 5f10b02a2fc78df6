// /admin/payments (accounts): every transaction with filters; a pending one older than 10 minutes is marked and
// offers "Check with the bank"; mismatches and refunds due are flagged, a refund due offers Refund; reconcile
// every pending payment now. The daily collection report is one link away.
import { useState } from 'react';
import { Link } from '@college/web-kit/routing';
import styled from 'styled-components';
import {
  PAYMENT_STATUSES,
  attemptLabel,
  down,
  paymentModeLabel,
  paymentPurposeLabel,
  type AdminPaymentRow,
} from '@college/shared-types';
import { isApiError, useText, tokens } from '@college/web-kit';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  Panel,
  SelectField,
  TextField,
  useToast,
  type BadgeTone,
} from '@college/web-kit/ui';
import { failureText, formatDateTime, formatRupees } from '../../lib/format';
import { courseOptions } from '../../lib/review';
import { useOfficeApi } from '../../lib/staff-session';
import { useFilteredList } from '../../lib/use-filtered-list';
import { COMMON } from '../../lib/texts';
import { getPayments, reconcilePayments, refundPayment, verifyPayment } from './api/payments';

const TEXT = {
  title: { en: 'Payments', hi: 'भुगतान' },
  filters: { en: 'Filters', hi: 'फ़िल्टर' },
  purpose: { en: 'Purpose', hi: 'प्रयोजन' },
  registration: { en: 'Registration fee', hi: 'पंजीकरण शुल्क' },
  admission: { en: 'Admission fee', hi: 'प्रवेश शुल्क' },
  mode: { en: 'Mode', hi: 'माध्यम' },
  modeFilter: { en: 'Mode (CC, DC, NB, UPI…)', hi: 'माध्यम (CC, DC, NB, UPI…)' },
  list: { en: 'Transactions, newest first', hi: 'लेन-देन, नवीनतम पहले' },
  txn: { en: 'Transaction', hi: 'लेन-देन सं.' },
  student: { en: 'Student', hi: 'छात्र' },
  started: { en: 'Started', hi: 'आरंभ' },
  note: { en: 'Note', hi: 'टिप्पणी' },
  actions: { en: 'Actions', hi: 'कार्य' },
  overdue: { en: 'Pending over 10 minutes', hi: '10 मिनट से अधिक लंबित' },
  check: { en: 'Check with the bank', hi: 'बैंक से जाँचें' },
  refund: { en: 'Refund', hi: 'धनवापसी करें' },
  reconcile: { en: 'Reconcile now', hi: 'अभी मिलान करें' },
  reconciled: {
    en: 'Checked {checked}: {settled_success} paid, {settled_failure} failed, {still_pending} still pending, {expired} expired, {mismatched} mismatched.',
    hi: '{checked} जाँचे: {settled_success} सफल, {settled_failure} विफल, {still_pending} अभी लंबित, {expired} समाप्त, {mismatched} बेमेल।',
  },
  report: { en: 'Daily collection report', hi: 'दैनिक संग्रह रिपोर्ट' },
  counter: { en: 'Fee received at the counter', hi: 'काउंटर पर प्राप्त शुल्क' },
  dayBook: { en: 'Day-book', hi: 'रोकड़ बही' },
  pageOf: { en: 'Page {page} of {pages} · {total} transactions', hi: 'पृष्ठ {page} / {pages} · {total} लेन-देन' },
  checked: { en: '{txnid}: {status}', hi: '{txnid}: {status}' },
  attention: { en: 'Needs attention', hi: 'ध्यान दें' },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const TONE: Record<string, BadgeTone> = {
  success: 'resolved',
  pending: 'pending',
  failure: 'danger',
  mismatch: 'danger',
  refund_due: 'danger',
  refunded: 'info',
  abandoned: 'info',
  expired: 'info',
  cancelled: 'info',
};

const Filters = styled.form`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr)) auto;
  gap: 0 ${tokens.space(2)};
  align-items: end;
  ${down('lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
  button {
    margin-bottom: ${tokens.space(2)};
  }
`;

const Flag = styled.span`
  display: inline-block;
  background: ${tokens.color.warningTint};
  color: ${tokens.color.text};
  border-left: 4px solid ${tokens.color.warning};
  padding: 2px 6px;
  font-weight: 600;
`;

const PER_PAGE = 50;
type Query = { status: string; purpose: string; course: string; mode: string; date_from: string; date_to: string };
const EMPTY: Query = { status: '', purpose: '', course: '', mode: '', date_from: '', date_to: '' };

export function PaymentsPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const toast = useToast();
  const {
    page,
    setPage,
    load,
    apply,
    field: set,
  } = useFilteredList((query, signal) => getPayments(api, query, signal), EMPTY, PER_PAGE, [api]);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);

  const act = async (key: string, call: () => Promise<string>) => {
    setBusy(key);
    setFailure(null);
    try {
      const message = await call();
      toast.show({ kind: 'success', title: message });
      load.reload();
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setBusy(null);
    }
  };

  const reconcile = () =>
    act('reconcile', async () => {
      const r = await reconcilePayments(api);
      const text = fill(t(TEXT.reconciled), r as unknown as Record<string, number>);
      setResult(text);
      return text;
    });

  const data = load.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const errors = isApiError(load.error) ? load.error.errors : {};
  const note = (r: AdminPaymentRow) => {
    if (r.overdue) return <Flag>{t(TEXT.overdue)}</Flag>;
    if (r.status === 'mismatch' || r.status === 'refund_due') {
      return (
        <Flag>
          {t(TEXT.attention)}
          {r.flag_reason ? `: ${r.flag_reason}` : ''}
        </Flag>
      );
    }
    return r.error_message ?? r.settled_by ?? '—';
  };

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 16 }}>
        <Button pending={busy === 'reconcile'} onClick={() => void reconcile()}>
          {t(TEXT.reconcile)}
        </Button>
        <Link to="/admin/payments/report">{t(TEXT.report)}</Link>
        <Link to="/admin/counter">{t(TEXT.counter)}</Link>
        <Link to="/admin/day-book">{t(TEXT.dayBook)}</Link>
      </div>
      {result && (
        <Alert tone="info" onDismiss={() => setResult(null)}>
          {result}
        </Alert>
      )}
      <Panel title={t(TEXT.filters)}>
        <Filters onSubmit={apply}>
          <SelectField
            label={t(COMMON.status)}
            placeholder={t(COMMON.any)}
            options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(attemptLabel(s)) }))}
            {...set('status')}
          />
          <SelectField
            label={t(TEXT.purpose)}
            placeholder={t(COMMON.any)}
            options={[
              { value: 'registration', label: t(TEXT.registration) },
              { value: 'admission', label: t(TEXT.admission) },
            ]}
            {...set('purpose')}
          />
          <SelectField
            label={t(COMMON.course)}
            placeholder={t(COMMON.any)}
            options={courseOptions(lang)}
            {...set('course')}
          />
          <TextField label={t(TEXT.modeFilter)} {...set('mode')} error={errors.mode} />
          <TextField type="date" label={t(COMMON.from)} {...set('date_from')} error={errors.date_from} />
          <TextField type="date" label={t(COMMON.to)} {...set('date_to')} error={errors.date_to} />
          <Button type="submit">{t(COMMON.apply)}</Button>
        </Filters>
      </Panel>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      <DataTable
        caption={t(TEXT.list)}
        rows={data?.data ?? []}
        rowKey={(r) => r.txnid}
        empty={load.loading ? t(COMMON.loading) : t(COMMON.none)}
        selected={(r) => r.overdue || r.status === 'mismatch' || r.status === 'refund_due'}
        columns={[
          { key: 'txn', header: t(TEXT.txn), cell: (r) => <code>{r.txnid}</code> },
          {
            key: 'student',
            header: t(TEXT.student),
            cell: (r) => (
              <span>
                <Link to={`/admin/applicants/${r.student_id}`}>{r.student_name}</Link>
                <br />
                <small>{r.course_name ?? ''}</small>
              </span>
            ),
          },
          {
            key: 'purpose',
            header: t(TEXT.purpose),
            cell: (r) => t(paymentPurposeLabel(r.purpose)),
          },
          { key: 'amount', header: t(COMMON.amount), cell: (r) => formatRupees(r.amount, lang) },
          {
            key: 'status',
            header: t(COMMON.status),
            cell: (r) => <Badge $tone={TONE[r.status] ?? 'info'}>{t(attemptLabel(r.status))}</Badge>,
          },
          { key: 'mode', header: t(TEXT.mode), cell: (r) => t(paymentModeLabel(r.mode)) },
          { key: 'started', header: t(TEXT.started), cell: (r) => formatDateTime(r.created_at, lang) },
          { key: 'note', header: t(TEXT.note), cell: note },
          {
            key: 'actions',
            header: t(TEXT.actions),
            cell: (r) =>
              r.status === 'pending' ? (
                <Button
                  small
                  variant={r.overdue ? 'primary' : 'secondary'}
                  pending={busy === r.txnid}
                  onClick={() =>
                    void act(r.txnid, async () => {
                      const res = await verifyPayment(api, r.txnid);
                      return fill(t(TEXT.checked), { txnid: r.txnid, status: res.data.status });
                    })
                  }
                >
                  {t(TEXT.check)}
                </Button>
              ) : r.status === 'refund_due' ? (
                <Button
                  small
                  variant="danger"
                  pending={busy === r.txnid}
                  onClick={() =>
                    void act(r.txnid, async () => {
                      const res = await refundPayment(api, r.txnid);
                      return res.message;
                    })
                  }
                >
                  {t(TEXT.refund)}
                </Button>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginTop: 16 }}>
        <Button small variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t(COMMON.previousPage)}
        </Button>
        <span>{fill(t(TEXT.pageOf), { page, pages, total: data?.total ?? 0 })}</span>
        <Button small variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          {t(COMMON.nextPage)}
        </Button>
      </div>
    </>
  );
}
