// /admin/settings (admin): the academic session printed on forms and slips, the enrolment number's pattern, seats
// per course, and the admission fee table (course × year × category) that prefills approvals.
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@college/web-kit/routing';
import {
  CATEGORY_NAMES,
  COURSE_CATALOGUE,
  OPTIONS,
  apiErrorText,
  courseYears,
  enrolmentPatternProblem,
  formatEnrolmentNumber,
} from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Alert, Button, Input, Panel, TableStyles, TextField } from '@college/web-kit/ui';
import { failureText } from '../../lib/format';
import { useOfficeApi } from '../../lib/staff-session';
import { useAction } from '../../lib/use-action';
import { COMMON } from '../../lib/texts';
import { useLoad, type Load } from '../../lib/use-load';
import { getFees } from '../../api/fees';
import { getSeats, getSettings, saveAcademicSession, saveEnrolmentPattern, saveFees, saveSeats } from './api/settings';

const TEXT = {
  title: { en: 'Seats, fees and session', hi: 'सीटें, शुल्क और सत्र' },
  session: { en: 'Academic session', hi: 'शैक्षणिक सत्र' },
  sessionHint: { en: 'Printed on forms and fee slips, e.g. 2025-26.', hi: 'फ़ॉर्म और शुल्क पर्ची पर छपता है, जैसे 2025-26।' },
  enrolment: { en: 'Enrolment numbers', hi: 'नामांकन संख्या' },
  pattern: { en: 'Enrolment number pattern', hi: 'नामांकन संख्या का प्रारूप' },
  patternHint: {
    en: 'Given when the admission fee is paid, counted per course and session. Use {session}, {course} and {serial}, or {serial:4} for the serial with 4 digits; at most 40 characters.',
    hi: 'प्रवेश शुल्क जमा होने पर दी जाती है, पाठ्यक्रम और सत्र के अनुसार गिनी जाती है। {session}, {course} और {serial} लिखें, या 4 अंकों के क्रमांक के लिए {serial:4}; अधिकतम 40 वर्ण।',
  },
  example: { en: 'Example: {number}', hi: 'उदाहरण: {number}' },
  seats: { en: 'Seats per course', hi: 'पाठ्यक्रमवार सीटें' },
  seatsOf: { en: 'Seats of {course}', hi: '{course} की सीटें' },
  seatsHint: {
    en: 'The total seats of year 1 in each course’s seat matrix; reservation, weightage and the other years are set on',
    hi: 'प्रत्येक पाठ्यक्रम की सीट मैट्रिक्स में वर्ष 1 की कुल सीटें; आरक्षण, भारांक और अन्य वर्ष यहाँ तय होते हैं:',
  },
  seatMatrix: { en: 'Seat matrix', hi: 'सीट मैट्रिक्स' },
  fees: { en: 'Admission fee table (₹)', hi: 'प्रवेश शुल्क तालिका (₹)' },
  feeOf: { en: 'Fee of {course}, year {year}, {category}', hi: '{course}, वर्ष {year}, {category} का शुल्क' },
  feeHint: {
    en: 'Leave a box empty where no fee is set; the approval then asks the verifier for the fee.',
    hi: 'जहाँ शुल्क तय नहीं है वह खाना खाली छोड़ें; तब स्वीकृति के समय सत्यापनकर्ता शुल्क भरेंगे।',
  },
  saved: { en: 'Saved.', hi: 'सहेजा गया।' },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function SettingsPage() {
  const { t } = useText();
  const api = useOfficeApi();
  // One answer for the session's and the pattern's forms.
  const settings = useLoad((signal) => getSettings(api, signal), [api]);
  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <SessionForm load={settings} />
      <EnrolmentPatternForm load={settings} />
      <SeatsForm />
      <FeesForm />
    </>
  );
}

type SettingsLoad = Load<Awaited<ReturnType<typeof getSettings>>>;

function SessionForm({ load }: { load: SettingsLoad }) {
  const { t } = useText();
  const api = useOfficeApi();
  const [value, setValue] = useState('');
  const save = useAction(TEXT.saved);
  useEffect(() => {
    if (load.data) setValue(load.data.data.academic_session);
  }, [load.data]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run(() => saveAcademicSession(api, value));
  };
  return (
    <Panel title={t(TEXT.session)}>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      <form onSubmit={submit} style={{ maxWidth: 360 }}>
        {save.failure && <Alert tone="error">{save.failure}</Alert>}
        <TextField
          label={t(TEXT.session)}
          hint={t(TEXT.sessionHint)}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={save.errors.academic_session}
        />
        <Button type="submit" pending={save.pending}>
          {t(COMMON.save)}
        </Button>
      </form>
    </Panel>
  );
}

function EnrolmentPatternForm({ load }: { load: SettingsLoad }) {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const [value, setValue] = useState('');
  const save = useAction(TEXT.saved);
  useEffect(() => {
    if (load.data) setValue(load.data.data.enrolment_pattern ?? '');
  }, [load.data]);
  const pattern = value.trim();
  const problem = pattern ? enrolmentPatternProblem(pattern) : null;
  const session = load.data?.data.academic_session ?? '2025-26';
  const example = problem ? null : formatEnrolmentNumber(pattern, { session, course: 'BCOM', serial: 1 });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.run(() => saveEnrolmentPattern(api, pattern));
  };
  return (
    <Panel title={t(TEXT.enrolment)}>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      <form onSubmit={submit} style={{ maxWidth: 480 }}>
        {save.failure && <Alert tone="error">{save.failure}</Alert>}
        <TextField
          label={t(TEXT.pattern)}
          hint={
            <>
              {t(TEXT.patternHint)}
              {example && pattern ? (
                <>
                  {' '}
                  <strong>{fill(t(TEXT.example), { number: example })}</strong>
                </>
              ) : null}
            </>
          }
          value={value}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => setValue(e.target.value)}
          error={problem ? apiErrorText(problem.code, lang, problem.params) : save.errors.enrolment_pattern}
        />
        <Button type="submit" pending={save.pending}>
          {t(COMMON.save)}
        </Button>
      </form>
    </Panel>
  );
}

function SeatsForm() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getSeats(api, signal), [api]);
  const [seats, setSeats] = useState<Record<string, string>>({});
  const save = useAction(TEXT.saved);
  useEffect(() => {
    if (load.data) setSeats(Object.fromEntries(load.data.data.map((r) => [r.course, String(r.seats)])));
  }, [load.data]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rows = Object.entries(seats)
      .filter(([, v]) => v.trim() !== '')
      .map(([course, v]) => ({ course, seats: Number(v) }));
    void save.run(() => saveSeats(api, rows));
  };
  return (
    <Panel title={t(TEXT.seats)}>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      <p style={{ marginTop: 0 }}>
        {t(TEXT.seatsHint)} <Link to="/admin/seats">{t(TEXT.seatMatrix)}</Link>.
      </p>
      <form onSubmit={submit}>
        {save.failure && <Alert tone="error">{save.failure}</Alert>}
        <TableStyles>
          <thead>
            <tr>
              <th scope="col">{t(COMMON.course)}</th>
              <th scope="col">{t(TEXT.seats)}</th>
            </tr>
          </thead>
          <tbody>
            {COURSE_CATALOGUE.map((c) => (
              <tr key={c.code}>
                <td data-label={t(COMMON.course)}>{`${c.code} — ${lang === 'hi' ? c.second_name : c.name}`}</td>
                <td data-label={t(TEXT.seats)}>
                  <Input
                    inputMode="numeric"
                    aria-label={fill(t(TEXT.seatsOf), { course: c.code })}
                    value={seats[c.code] ?? ''}
                    onChange={(e) => setSeats((s) => ({ ...s, [c.code]: e.target.value }))}
                    style={{ maxWidth: 120 }}
                    $invalid={false}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </TableStyles>
        <Button type="submit" pending={save.pending}>
          {t(COMMON.save)}
        </Button>
      </form>
    </Panel>
  );
}

const feeKey = (course: string, year: number, category: string) => `${course}|${year}|${category}`;

function FeesForm() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const load = useLoad((signal) => getFees(api, signal), [api]);
  const [fees, setFees] = useState<Record<string, string>>({});
  const save = useAction(TEXT.saved);
  useEffect(() => {
    if (load.data) {
      setFees(
        Object.fromEntries(load.data.data.map((r) => [feeKey(r.course, r.year, r.category), String(Number(r.amount))])),
      );
    }
  }, [load.data]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const rows = Object.entries(fees)
      .filter(([, v]) => v.trim() !== '')
      .map(([k, amount]) => {
        const [course, year, category] = k.split('|') as [string, string, string];
        return { course, year: Number(year), category, amount: amount.trim() };
      });
    void save.run(() => saveFees(api, rows));
  };
  return (
    <Panel title={t(TEXT.fees)}>
      {load.error ? <Alert tone="error">{failureText(load.error, t)}</Alert> : null}
      <p style={{ marginTop: 0 }}>{t(TEXT.feeHint)}</p>
      <form onSubmit={submit}>
        {save.failure && <Alert tone="error">{save.failure}</Alert>}
        <TableStyles>
          <thead>
            <tr>
              <th scope="col">{t(COMMON.course)}</th>
              <th scope="col">{t(COMMON.year)}</th>
              {OPTIONS.category.map((cat) => (
                <th scope="col" key={cat}>
                  {CATEGORY_NAMES[cat] ? t(CATEGORY_NAMES[cat]) : cat}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COURSE_CATALOGUE.flatMap((c) =>
              // Only the years the course has: a two-year PG course has no year 3.
              courseYears(c.code).map((y) => (
                <tr key={`${c.code}-${y}`}>
                  <td data-label={t(COMMON.course)}>{`${c.code} — ${lang === 'hi' ? c.second_name : c.name}`}</td>
                  <td data-label={t(COMMON.year)}>{y}</td>
                  {OPTIONS.category.map((cat) => (
                    <td data-label={CATEGORY_NAMES[cat] ? t(CATEGORY_NAMES[cat]) : cat} key={cat}>
                      <Input
                        inputMode="decimal"
                        aria-label={fill(t(TEXT.feeOf), {
                          course: c.code,
                          year: y,
                          category: CATEGORY_NAMES[cat] ? t(CATEGORY_NAMES[cat]) : cat,
                        })}
                        value={fees[feeKey(c.code, y, cat)] ?? ''}
                        onChange={(e) => setFees((f) => ({ ...f, [feeKey(c.code, y, cat)]: e.target.value }))}
                        style={{ maxWidth: 110 }}
                        $invalid={false}
                      />
                    </td>
                  ))}
                </tr>
              )),
            )}
          </tbody>
        </TableStyles>
        <Button type="submit" pending={save.pending}>
          {t(COMMON.save)}
        </Button>
      </form>
    </Panel>
  );
}
