// /admin/day-book?from=YYYY-MM-DD&to=YYYY-MM-DD (accounts; admin too): every receipt of the range, online and at the
// counter, in India time, with totals by mode, fee, course and source; printable on A4 with signature lines, and as
// CSV. An administrator cancels a counter receipt here, with a reason (decision 032).
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@college/web-kit/routing';
import styled, { createGlobalStyle } from 'styled-components';
import {
  down,
  meritCourseName,
  paymentModeLabel,
  paymentPurposeLabel,
  type DayBookRow,
  type DayBookTotal,
} from '@college/shared-types';
import { useErrorText, useText, tokens } from '@college/web-kit';
import { Alert, Button, Modal, Panel, TextAreaField, TextField } from '@college/web-kit/ui';
import { formatCount, formatRupees, saveBlob, todayInIndia } from '../../lib/format';
import { useOfficeApi, useStaff } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { downloadCsv } from '../../api/csv';
import { cancelReceipt, getDayBook } from './api/day-book';

export const DAY_BOOK_TEXT = {
  title: { en: 'Day-book', hi: 'रोकड़ बही' },
  intro: {
    en: 'Every receipt of the dates chosen, online and at the counter (India time). A cancelled counter receipt is listed and counted in no total.',
    hi: 'चुनी गई तिथियों की हर रसीद, ऑनलाइन और काउंटर की (भारतीय समय)। रद्द की गई काउंटर रसीद सूची में है, पर किसी योग में नहीं गिनी जाती।',
  },
  show: { en: 'Show', hi: 'दिखाएँ' },
  print: { en: 'Print (A4)', hi: 'प्रिंट करें (A4)' },
  csv: { en: 'Download CSV', hi: 'CSV डाउनलोड करें' },
  counter: { en: 'Record a fee at the counter', hi: 'काउंटर पर शुल्क दर्ज करें' },
  totals: {
    en: '{from} to {to}: {count} receipts, {amount}',
    hi: '{from} से {to}: {count} रसीदें, {amount}',
  },
  byMode: { en: 'By mode', hi: 'माध्यम के अनुसार' },
  byFee: { en: 'By fee', hi: 'शुल्क के अनुसार' },
  byCourse: { en: 'By course', hi: 'पाठ्यक्रम के अनुसार' },
  bySource: { en: 'Online and counter', hi: 'ऑनलाइन और काउंटर' },
  online: { en: 'Online (gateway)', hi: 'ऑनलाइन (गेटवे)' },
  atCounter: { en: 'College counter', hi: 'महाविद्यालय काउंटर' },
  rows: { en: 'Receipts', hi: 'रसीदें' },
  receipt: { en: 'Receipt', hi: 'रसीद' },
  time: { en: 'Time (India)', hi: 'समय (भारत)' },
  student: { en: 'Student', hi: 'विद्यार्थी' },
  fee: { en: 'Fee', hi: 'शुल्क' },
  mode: { en: 'Mode', hi: 'माध्यम' },
  reference: { en: 'Reference', hi: 'संदर्भ' },
  paid: { en: 'Paid', hi: 'भुगतान हो गया' },
  cancelled: { en: 'Cancelled', hi: 'रद्द' },
  cancel: { en: 'Cancel receipt', hi: 'रसीद रद्द करें' },
  cancelTitle: { en: 'Cancel office receipt {no}', hi: 'कार्यालय रसीद {no} रद्द करें' },
  cancelWarning: {
    en: 'The receipt stays in the books marked cancelled, and the fee becomes payable again. Both are in the audit log.',
    hi: 'रसीद बही में रद्द के रूप में बनी रहेगी और शुल्क फिर से देय हो जाएगा। दोनों गतिविधि लॉग में दर्ज होंगे।',
  },
  reason: { en: 'Reason', hi: 'कारण' },
  confirmCancel: { en: 'Cancel the receipt', hi: 'रसीद रद्द करें' },
  keep: { en: 'Keep it', hi: 'रहने दें' },
  cancelledNow: { en: 'Receipt {no} is cancelled.', hi: 'रसीद {no} रद्द हो गई।' },
  shown: {
    en: 'The first {shown} of {count} receipts are shown; the CSV holds them all.',
    hi: '{count} में से पहली {shown} रसीदें दिखाई गई हैं; CSV में सभी हैं।',
  },
  what: { en: 'What', hi: 'क्या' },
  sumOfRows: { en: 'Total of the receipts listed', hi: 'सूचीबद्ध रसीदों का योग' },
  preparedBy: { en: 'Prepared by (cashier)', hi: 'तैयारकर्ता (रोकड़िया)' },
  checkedBy: { en: 'Checked by (accounts officer)', hi: 'जाँचकर्ता (लेखाधिकारी)' },
  principal: { en: 'Principal', hi: 'प्राचार्य' },
  signature: { en: 'Signature and date', hi: 'हस्ताक्षर एवं दिनांक' },
  failed: { en: 'This could not be done.', hi: 'यह नहीं हो सका।' },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** YYYY-MM-DD → DD/MM/YYYY */
const dmy = (d: string) => d.split('-').reverse().join('/');

/** On paper: only the day-book, A4, no console chrome. */
const PrintStyle = createGlobalStyle`
  @media print {
    @page { size: A4; margin: 12mm; }
    body * { visibility: hidden; }
    [data-print-area], [data-print-area] * { visibility: visible; }
    [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; }
    [data-no-print] { display: none !important; }
  }
`;

const Range = styled.form`
  display: flex;
  gap: 0 ${tokens.space(2)};
  align-items: end;
  flex-wrap: wrap;
  button {
    margin-bottom: ${tokens.space(2)};
  }
`;

const Totals = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${tokens.space(2)};
  ${down('lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    border: 1px solid ${tokens.color.border};
    padding: 4px 6px;
    text-align: left;
    vertical-align: top;
  }
  td.num,
  th.num {
    text-align: right;
    white-space: nowrap;
  }
  tr.cancelled td {
    text-decoration: line-through;
    color: ${tokens.color.muted};
  }
  tfoot td {
    font-weight: 700;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 3px solid ${tokens.color.primary};
  }
`;

const Signatures = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space(3)};
  margin-top: ${tokens.space(6)};
  ${down('sm')} {
    grid-template-columns: 1fr;
  }
  div {
    border-top: 1px solid ${tokens.color.text};
    padding-top: ${tokens.space(1)};
  }
`;

const paise = (a: string) => Math.round(Number(a) * 100);

export function DayBookPage() {
  const { t, lang } = useText();
  const { errorText } = useErrorText();
  const api = useOfficeApi();
  const staff = useStaff();
  const [params, setParams] = useSearchParams();
  const today = todayInIndia();
  const from = params.get('from') || today;
  const to = params.get('to') || from;
  const [draft, setDraft] = useState({ from, to });
  const [failure, setFailure] = useState<unknown>(null);
  const [note, setNote] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<DayBookRow | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useLoad((signal) => getDayBook(api, from, to, signal), [api, from, to]);
  const book = load.data?.data ?? null;

  const show = (e: FormEvent) => {
    e.preventDefault();
    setParams({ from: draft.from, to: draft.to });
  };

  const download = async () => {
    setFailure(null);
    try {
      saveBlob(await downloadCsv(api, 'dayBook', { from, to }), `day-book-${from}-${to}.csv`);
    } catch (error) {
      setFailure(error);
    }
  };

  const cancel = async () => {
    if (!cancelling?.receipt_id) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await cancelReceipt(api, cancelling.receipt_id, reason);
      setNote(fill(t(DAY_BOOK_TEXT.cancelledNow), { no: res.data.receipt_no }));
      setCancelling(null);
      setReason('');
      load.reload();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const keyLabel = (group: 'mode' | 'fee' | 'course' | 'source', key: string) => {
    if (group === 'mode') return t(paymentModeLabel(key));
    if (group === 'fee') return t(paymentPurposeLabel(key));
    if (group === 'source') return t(key === 'counter' ? DAY_BOOK_TEXT.atCounter : DAY_BOOK_TEXT.online);
    return t(meritCourseName(key));
  };

  const totalTable = (title: string, group: 'mode' | 'fee' | 'course' | 'source', list: DayBookTotal[]) => (
    <Panel title={title}>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t(DAY_BOOK_TEXT.what)}</th>
            <th scope="col" className="num">
              {t(COMMON.count)}
            </th>
            <th scope="col" className="num">
              {t(COMMON.amount)}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((g) => (
            <tr key={g.key}>
              <td>{keyLabel(group, g.key)}</td>
              <td className="num">{formatCount(g.count, lang)}</td>
              <td className="num">{formatRupees(g.amount, lang)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Panel>
  );

  const rows = book ? book.rows : [];
  const listed = rows.filter((r) => !r.cancelled);
  const listedSum = (listed.reduce((n, r) => n + paise(r.amount), 0) / 100).toFixed(2);

  return (
    <>
      <PrintStyle />
      <div data-no-print>
        <h1>{t(DAY_BOOK_TEXT.title)}</h1>
        <p>{t(DAY_BOOK_TEXT.intro)}</p>
        <Range onSubmit={show}>
          <TextField
            type="date"
            label={t(COMMON.from)}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
          <TextField
            type="date"
            label={t(COMMON.to)}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
          <Button type="submit">{t(DAY_BOOK_TEXT.show)}</Button>
          <Button type="button" variant="secondary" disabled={!book} onClick={() => window.print()}>
            {t(DAY_BOOK_TEXT.print)}
          </Button>
          <Button type="button" variant="secondary" disabled={!book} onClick={() => void download()}>
            {t(DAY_BOOK_TEXT.csv)}
          </Button>
        </Range>
        <p>
          <Link to="/admin/counter">{t(DAY_BOOK_TEXT.counter)}</Link>
        </p>
        {note && (
          <Alert tone="success" onDismiss={() => setNote(null)}>
            {note}
          </Alert>
        )}
        {failure && !cancelling ? (
          <Alert tone="error" onDismiss={() => setFailure(null)}>
            {errorText(failure, DAY_BOOK_TEXT.failed)}
          </Alert>
        ) : null}
        {load.error ? <Alert tone="error">{errorText(load.error, DAY_BOOK_TEXT.failed)}</Alert> : null}
      </div>
      {book && (
        <section data-print-area aria-labelledby="day-book-heading">
          <h2 id="day-book-heading" data-testid="day-book-totals" data-total={book.amount} data-count={book.count}>
            {t(DAY_BOOK_TEXT.title)} —{' '}
            {fill(t(DAY_BOOK_TEXT.totals), {
              from: dmy(book.from),
              to: dmy(book.to),
              count: formatCount(book.count, lang),
              amount: formatRupees(book.amount, lang),
            })}
          </h2>
          <Totals>
            {totalTable(t(DAY_BOOK_TEXT.byMode), 'mode', book.by_mode)}
            {totalTable(t(DAY_BOOK_TEXT.byFee), 'fee', book.by_purpose)}
            {totalTable(t(DAY_BOOK_TEXT.byCourse), 'course', book.by_course)}
            {totalTable(t(DAY_BOOK_TEXT.bySource), 'source', book.by_source)}
          </Totals>
          {book.rows_total > book.rows.length && (
            <p>
              {fill(t(DAY_BOOK_TEXT.shown), {
                shown: formatCount(book.rows.length, lang),
                count: formatCount(book.rows_total, lang),
              })}
            </p>
          )}
          <Scroll tabIndex={0} role="region" aria-label={t(DAY_BOOK_TEXT.rows)}>
            <Table data-testid="day-book-rows">
              <caption style={{ textAlign: 'left', fontWeight: 700, padding: '8px 0' }}>
                {t(DAY_BOOK_TEXT.rows)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t(DAY_BOOK_TEXT.receipt)}</th>
                  <th scope="col">{t(DAY_BOOK_TEXT.time)}</th>
                  <th scope="col">{t(DAY_BOOK_TEXT.student)}</th>
                  <th scope="col">{t(COMMON.course)}</th>
                  <th scope="col">{t(DAY_BOOK_TEXT.fee)}</th>
                  <th scope="col">{t(DAY_BOOK_TEXT.mode)}</th>
                  <th scope="col">{t(DAY_BOOK_TEXT.reference)}</th>
                  <th scope="col" className="num">
                    {t(COMMON.amount)}
                  </th>
                  <th scope="col">{t(COMMON.status)}</th>
                  {staff.role === 'admin' && (
                    <th scope="col" data-no-print>
                      {t(DAY_BOOK_TEXT.cancel)}
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={r.receipt_no}
                    className={r.cancelled ? 'cancelled' : undefined}
                    data-amount={r.cancelled ? '0' : r.amount}
                  >
                    <td>{r.receipt_no}</td>
                    <td>{r.at}</td>
                    <td>
                      <Link to={`/admin/applicants/${r.student_id}`}>{r.student_name}</Link>
                    </td>
                    <td>{r.course_name ?? '—'}</td>
                    <td>{t(paymentPurposeLabel(r.purpose))}</td>
                    <td>{t(paymentModeLabel(r.mode))}</td>
                    <td>{r.reference ?? '—'}</td>
                    <td className="num">{formatRupees(r.amount, lang)}</td>
                    <td>{t(r.cancelled ? DAY_BOOK_TEXT.cancelled : DAY_BOOK_TEXT.paid)}</td>
                    {staff.role === 'admin' && (
                      <td data-no-print>
                        {r.receipt_id && !r.cancelled ? (
                          <Button small variant="danger" onClick={() => setCancelling(r)}>
                            {t(DAY_BOOK_TEXT.cancel)}
                          </Button>
                        ) : null}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td colSpan={7}>{t(DAY_BOOK_TEXT.sumOfRows)}</td>
                  <td className="num" data-testid="day-book-sum">
                    {formatRupees(listedSum, lang)}
                  </td>
                  <td colSpan={staff.role === 'admin' ? 2 : 1} />
                </tr>
              </tfoot>
            </Table>
          </Scroll>
          <Signatures>
            {[DAY_BOOK_TEXT.preparedBy, DAY_BOOK_TEXT.checkedBy, DAY_BOOK_TEXT.principal].map((who) => (
              <div key={who.en}>
                <strong>{t(who)}</strong>
                <br />
                <small>{t(DAY_BOOK_TEXT.signature)}</small>
              </div>
            ))}
          </Signatures>
        </section>
      )}
      {cancelling && (
        <Modal
          title={fill(t(DAY_BOOK_TEXT.cancelTitle), { no: cancelling.receipt_no })}
          role="alertdialog"
          onClose={() => setCancelling(null)}
          closable={!busy}
        >
          <p>{t(DAY_BOOK_TEXT.cancelWarning)}</p>
          <TextAreaField label={t(DAY_BOOK_TEXT.reason)} value={reason} onChange={(e) => setReason(e.target.value)} />
          {failure ? <Alert tone="error">{errorText(failure, DAY_BOOK_TEXT.failed)}</Alert> : null}
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            <Button variant="danger" pending={busy} onClick={() => void cancel()}>
              {t(DAY_BOOK_TEXT.confirmCancel)}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setCancelling(null)}>
              {t(DAY_BOOK_TEXT.keep)}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
