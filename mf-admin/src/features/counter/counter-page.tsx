// /admin/counter (accounts; admin too): a fee received at the college counter in cash, by demand draft or by bank
// challan (decision 032). The clerk finds the student and the fee; the server fills the amount it expects; the
// receipt that comes back has its own number and a link to its printout.
import { useState, type FormEvent } from 'react';
import { Link } from '@college/web-kit/routing';
import styled from 'styled-components';
import {
  down,
  paymentModeLabel,
  paymentPurposeLabel,
  type CounterDue,
  type CounterMode,
  type OfficeReceipt,
} from '@college/shared-types';
import { useErrorText, useText, tokens } from '@college/web-kit';
import { Alert, Button, Panel, SelectField, TextField } from '@college/web-kit/ui';
import { formatRupees, todayInIndia } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { getDue, issueReceipt } from './api/counter';

export const COUNTER_TEXT = {
  title: { en: 'Fee received at the counter', hi: 'काउंटर पर प्राप्त शुल्क' },
  intro: {
    en: 'Record a fee paid in cash, by demand draft or by bank challan. The amount is the fee the office expects; a fee already paid online or at the counter cannot be taken again.',
    hi: 'नकद, डिमांड ड्राफ्ट या बैंक चालान से जमा शुल्क दर्ज करें। राशि वही है जो कार्यालय के अनुसार देय है; ऑनलाइन या काउंटर पर पहले से जमा शुल्क दोबारा नहीं लिया जा सकता।',
  },
  student: { en: 'Student number', hi: 'विद्यार्थी संख्या' },
  studentHint: { en: 'As shown in the applicants list.', hi: 'जैसा आवेदकों की सूची में दिखता है।' },
  fee: { en: 'Fee', hi: 'शुल्क' },
  find: { en: 'Find the fee', hi: 'शुल्क देखें' },
  due: { en: '{name} ({course}) owes the {fee}: {amount}.', hi: '{name} ({course}) पर {fee} देय है: {amount}।' },
  mode: { en: 'Paid by', hi: 'भुगतान का माध्यम' },
  amount: { en: 'Amount received (₹)', hi: 'प्राप्त राशि (₹)' },
  ddNo: { en: 'Demand draft number', hi: 'डिमांड ड्राफ्ट संख्या' },
  challanNo: { en: 'Challan number', hi: 'चालान संख्या' },
  bank: { en: 'Bank of the demand draft', hi: 'डिमांड ड्राफ्ट का बैंक' },
  ddDate: { en: 'Date on the demand draft', hi: 'डिमांड ड्राफ्ट की तिथि' },
  challanDate: { en: 'Date on the challan', hi: 'चालान की तिथि' },
  record: { en: 'Record the fee and make the receipt', hi: 'शुल्क दर्ज करें और रसीद बनाएँ' },
  recorded: { en: 'Office receipt {no} made for {amount}.', hi: 'कार्यालय रसीद {no}, {amount} की, बन गई।' },
  print: { en: 'Print the receipt', hi: 'रसीद प्रिंट करें' },
  another: { en: 'Record another fee', hi: 'दूसरा शुल्क दर्ज करें' },
  dayBook: { en: 'Day-book', hi: 'रोकड़ बही' },
  failed: { en: 'The fee could not be recorded.', hi: 'शुल्क दर्ज नहीं हो सका।' },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0 ${tokens.space(2)};
  align-items: end;
  ${down('md')} {
    grid-template-columns: 1fr;
  }
  button {
    margin-bottom: ${tokens.space(2)};
  }
`;

const MODES: CounterMode[] = ['cash', 'dd', 'challan'];

export function CounterPage() {
  const { t, lang } = useText();
  const { errorText, fieldErrors } = useErrorText();
  const api = useOfficeApi();
  const [studentId, setStudentId] = useState('');
  const [purpose, setPurpose] = useState<'registration' | 'admission'>('registration');
  const [due, setDue] = useState<CounterDue | null>(null);
  const [mode, setMode] = useState<CounterMode>('cash');
  const [amount, setAmount] = useState('');
  const [instrumentNo, setInstrumentNo] = useState('');
  const [bank, setBank] = useState('');
  const [instrumentDate, setInstrumentDate] = useState(todayInIndia());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [receipt, setReceipt] = useState<OfficeReceipt | null>(null);

  const errors = fieldErrors(failure);

  const find = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    setDue(null);
    try {
      const res = await getDue(api, { student_id: studentId.trim(), purpose });
      setDue(res.data);
      setAmount(res.data.amount);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const record = async (e: FormEvent) => {
    e.preventDefault();
    if (!due) return;
    setBusy(true);
    setFailure(null);
    try {
      const json: Record<string, unknown> = { student_id: due.student_id, purpose: due.purpose, mode, amount };
      if (mode !== 'cash') {
        json.instrument_no = instrumentNo;
        json.instrument_date = instrumentDate;
      }
      if (mode === 'dd') json.instrument_bank = bank;
      const res = await issueReceipt(api, json);
      setReceipt(res.data);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setReceipt(null);
    setDue(null);
    setStudentId('');
    setInstrumentNo('');
    setBank('');
    setFailure(null);
  };

  if (receipt) {
    return (
      <>
        <h1>{t(COUNTER_TEXT.title)}</h1>
        <Alert tone="success">
          <span data-testid="counter-recorded">
            {fill(t(COUNTER_TEXT.recorded), { no: receipt.receipt_no, amount: formatRupees(receipt.amount, lang) })}
          </span>
        </Alert>
        <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
          <a href={`/office-receipt/print/${receipt.id}`}>{t(COUNTER_TEXT.print)}</a>
          <Button variant="secondary" onClick={reset}>
            {t(COUNTER_TEXT.another)}
          </Button>
          <Link to="/admin/day-book">{t(COUNTER_TEXT.dayBook)}</Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1>{t(COUNTER_TEXT.title)}</h1>
      <p>{t(COUNTER_TEXT.intro)}</p>
      <p>
        <Link to="/admin/day-book">{t(COUNTER_TEXT.dayBook)}</Link>
      </p>
      <Panel title={t(COUNTER_TEXT.find)}>
        <form onSubmit={(e) => void find(e)} noValidate>
          <Grid>
            <TextField
              label={t(COUNTER_TEXT.student)}
              hint={t(COUNTER_TEXT.studentHint)}
              inputMode="numeric"
              value={studentId}
              onChange={(e) => {
                setStudentId(e.target.value);
                setDue(null);
              }}
              error={errors.student_id}
              required
            />
            <SelectField
              label={t(COUNTER_TEXT.fee)}
              value={purpose}
              onChange={(e) => {
                setPurpose(e.target.value === 'admission' ? 'admission' : 'registration');
                setDue(null);
              }}
              options={(['registration', 'admission'] as const).map((p) => ({
                value: p,
                label: t(paymentPurposeLabel(p)),
              }))}
            />
            <Button type="submit" pending={busy && !due}>
              {t(COUNTER_TEXT.find)}
            </Button>
          </Grid>
        </form>
      </Panel>
      {failure ? (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          <span data-testid="counter-failure">{errorText(failure, COUNTER_TEXT.failed)}</span>
        </Alert>
      ) : null}
      {due && (
        <Panel title={t(COUNTER_TEXT.record)}>
          <p data-testid="counter-due">
            <strong>
              {fill(t(COUNTER_TEXT.due), {
                name: due.student_name,
                course: due.course_name ?? '—',
                fee: t(paymentPurposeLabel(due.purpose)).toLowerCase(),
                amount: formatRupees(due.amount, lang),
              })}
            </strong>
          </p>
          <form onSubmit={(e) => void record(e)} noValidate>
            <Grid>
              <SelectField
                label={t(COUNTER_TEXT.mode)}
                value={mode}
                onChange={(e) => setMode(e.target.value as CounterMode)}
                options={MODES.map((m) => ({ value: m, label: t(paymentModeLabel(`COUNTER_${m.toUpperCase()}`)) }))}
              />
              <TextField label={t(COUNTER_TEXT.amount)} value={amount} readOnly error={errors.amount} />
              {mode !== 'cash' && (
                <TextField
                  label={t(mode === 'dd' ? COUNTER_TEXT.ddNo : COUNTER_TEXT.challanNo)}
                  value={instrumentNo}
                  onChange={(e) => setInstrumentNo(e.target.value)}
                  error={errors.instrument_no}
                  required
                />
              )}
              {mode === 'dd' && (
                <TextField
                  label={t(COUNTER_TEXT.bank)}
                  value={bank}
                  onChange={(e) => setBank(e.target.value)}
                  error={errors.instrument_bank}
                  required
                />
              )}
              {mode !== 'cash' && (
                <TextField
                  type="date"
                  label={t(mode === 'dd' ? COUNTER_TEXT.ddDate : COUNTER_TEXT.challanDate)}
                  value={instrumentDate}
                  max={todayInIndia()}
                  onChange={(e) => setInstrumentDate(e.target.value)}
                  error={errors.instrument_date}
                  required
                />
              )}
            </Grid>
            <Button type="submit" pending={busy}>
              {t(COUNTER_TEXT.record)}
            </Button>
          </form>
        </Panel>
      )}
    </>
  );
}
