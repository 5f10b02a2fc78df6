// /admin/payments/report (accounts): the day's collections by purpose, course and mode, and the same as CSV.
import { useState } from 'react';
import { Link } from '@college/web-kit/routing';
import { paymentModeLabel, paymentPurposeLabel, type CollectionTotal } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert, Button, DataTable, Panel, TextField } from '@college/web-kit/ui';
import { failureText, formatCount, formatRupees, saveBlob, todayInIndia } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { downloadCsv } from '../../api/csv';
import { getCollectionReport } from './api/payments';

const TEXT = {
  title: { en: 'Daily collection report', hi: 'दैनिक संग्रह रिपोर्ट' },
  back: { en: 'Back to payments', hi: 'भुगतान पर वापस' },
  day: { en: 'Day', hi: 'दिन' },
  totals: { en: 'Collected on {date}: {count} payments, {amount}', hi: '{date} को संग्रह: {count} भुगतान, {amount}' },
  byPurpose: { en: 'By purpose', hi: 'प्रयोजन के अनुसार' },
  byCourse: { en: 'By course', hi: 'पाठ्यक्रम के अनुसार' },
  byMode: { en: 'By mode', hi: 'माध्यम के अनुसार' },
  csv: { en: 'Download CSV', hi: 'CSV डाउनलोड करें' },
  what: { en: 'What', hi: 'क्या' },
  dayBook: {
    en: 'This report is the day-book of one day: open the day-book for every receipt and any range',
    hi: 'यह रिपोर्ट एक दिन की रोकड़ बही है: हर रसीद और किसी भी अवधि के लिए रोकड़ बही खोलें',
  },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function ReportPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const [date, setDate] = useState(todayInIndia());
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const load = useLoad(
    (signal) => (valid ? getCollectionReport(api, date, signal) : Promise.resolve(null)),
    [api, date],
  );
  const report = load.data?.data ?? null;

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      saveBlob(await downloadCsv(api, 'collections', { date }), `collections-${date}.csv`);
    } catch (error) {
      setFailure(failureText(error, t));
    } finally {
      setDownloading(false);
    }
  };

  // Fees and modes read as words (the course keeps its code, as everywhere in the console).
  const words = (key: string) =>
    key === 'registration' || key === 'admission'
      ? t(paymentPurposeLabel(key))
      : /^[A-Z_]+$/.test(key)
        ? t(paymentModeLabel(key))
        : key;

  const table = (title: string, rows: CollectionTotal[]) => (
    <Panel title={title}>
      <DataTable
        caption={title}
        rows={rows}
        rowKey={(r) => r.key}
        empty={t(COMMON.none)}
        columns={[
          { key: 'key', header: t(TEXT.what), cell: (r) => words(r.key) },
          { key: 'count', header: t(COMMON.count), cell: (r) => formatCount(r.count, lang) },
          { key: 'amount', header: t(COMMON.amount), cell: (r) => formatRupees(r.amount, lang) },
        ]}
      />
    </Panel>
  );

  return (
    <>
      <Link to="/admin/payments">{t(TEXT.back)}</Link>
      <h1>{t(TEXT.title)}</h1>
      <p>
        <Link to={`/admin/day-book?from=${date}&to=${date}`}>{t(TEXT.dayBook)}</Link>
      </p>
      <div style={{ display: 'flex', gap: 16, alignItems: 'end', flexWrap: 'wrap' }}>
        <TextField type="date" label={t(TEXT.day)} value={date} onChange={(e) => setDate(e.target.value)} />
        <div style={{ marginBottom: 16 }}>
          <Button variant="secondary" pending={downloading} disabled={!valid} onClick={() => void download()}>
            {t(TEXT.csv)}
          </Button>
        </div>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      {report && (
        <>
          <p aria-live="polite">
            <strong>
              {fill(t(TEXT.totals), {
                date: report.date,
                count: formatCount(report.count, lang),
                amount: formatRupees(report.amount, lang),
              })}
            </strong>
          </p>
          {table(t(TEXT.byPurpose), report.by_purpose)}
          {table(t(TEXT.byCourse), report.by_course)}
          {table(t(TEXT.byMode), report.by_mode)}
        </>
      )}
    </>
  );
}
