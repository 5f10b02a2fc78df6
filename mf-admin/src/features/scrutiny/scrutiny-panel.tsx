// The scrutiny panel of the applicant page: each uploaded document by its name in both languages with Verified or
// Not acceptable and the reason; verifiers record the word on each one, a figure that differs from the marksheet,
// and may send the form back at once. Accounts read it; the API decides who may act.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DOCUMENT_CHECK_LABELS,
  DOCUMENT_NAMES,
  SCRUTINY_LABELS,
  VERIFIABLE_FIGURES,
  figureName,
  type AdmissionFileField,
  type AdminScrutiny,
  type AdminScrutinyActionResponse,
  type ScrutinyState,
} from '@college/shared-types';
import { isApiError, tokens, useText } from '@college/web-kit';
import {
  Alert,
  Badge,
  Button,
  DataTable,
  PageSpinner,
  Panel,
  SelectField,
  TextAreaField,
  TextField,
  type BadgeTone,
} from '@college/web-kit/ui';
import { failureText, formatDateTime } from '../../lib/format';
import { useCan, useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { BothLanguages } from '../../components/both-languages';
import { useLoad } from '../../lib/use-load';
import { askCorrection, checkDocument, getScrutiny, verifyFigure } from './api/scrutiny';

const TEXT = {
  title: { en: 'Scrutiny of the form', hi: 'फ़ॉर्म की जाँच' },
  noForm: { en: 'No admission form submitted yet.', hi: 'अभी तक प्रवेश फ़ॉर्म जमा नहीं हुआ है।' },
  state: { en: 'Form', hi: 'फ़ॉर्म' },
  required: { en: 'required', hi: 'आवश्यक' },
  notChecked: { en: 'Not checked yet', hi: 'अभी जाँच नहीं हुई' },
  verify: { en: 'Verified', hi: 'सत्यापित' },
  refuse: { en: 'Not acceptable', hi: 'स्वीकार्य नहीं' },
  reason: { en: 'Why is it not acceptable? (the student reads this)', hi: 'यह स्वीकार्य क्यों नहीं है? (विद्यार्थी पढ़ेगा)' },
  confirmRefusal: { en: 'Record: not acceptable', hi: 'दर्ज करें: स्वीकार्य नहीं' },
  cancel: { en: 'Cancel', hi: 'रद्द करें' },
  by: { en: '{who}, {when}', hi: '{who}, {when}' },
  closed: {
    en: 'The form is with the student or its fee is paid: documents cannot be checked now.',
    hi: 'फ़ॉर्म विद्यार्थी के पास है या उसका शुल्क जमा है: अभी दस्तावेज़ों की जाँच नहीं हो सकती।',
  },
  readOnly: {
    en: 'Your role can view the scrutiny; verifiers check the documents.',
    hi: 'आपकी भूमिका जाँच देख सकती है; दस्तावेज़ों की जाँच सत्यापनकर्ता करते हैं।',
  },
  sendBack: { en: 'Send back for correction now', hi: 'अभी सुधार हेतु लौटाएँ' },
  figures: { en: 'Verified figures', hi: 'सत्यापित अंक' },
  noFigures: { en: 'No figure differs from the marksheet.', hi: 'कोई अंक अंकपत्र से भिन्न नहीं है।' },
  figure: { en: 'Figure', hi: 'अंक' },
  formValue: { en: 'On the form', hi: 'फ़ॉर्म में' },
  verifiedValue: { en: 'On the marksheet (verified)', hi: 'अंकपत्र में (सत्यापित)' },
  note: { en: 'Note', hi: 'टिप्पणी' },
  who: { en: 'Who', hi: 'किसने' },
  recordFigure: { en: 'Record a verified figure', hi: 'सत्यापित अंक दर्ज करें' },
  choose: { en: 'Choose a figure', hi: 'अंक चुनें' },
};

const STATE_TONE: Record<ScrutinyState, BadgeTone> = { to_verify: 'pending', verified: 'resolved', correction: 'info' };

const fill = (s: string, values: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${tokens.space(2)};
  display: grid;
  gap: ${tokens.space(2)};
  li {
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    padding: ${tokens.space(2)};
  }
  h3 {
    font-size: ${tokens.fontSize.md};
    margin: 0 0 6px;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space(1)};
    align-items: center;
  }
  .reason {
    margin: 6px 0 0;
    font-weight: 600;
  }
  .by {
    margin: 4px 0 0;
    font-size: ${tokens.fontSize.sm};
    color: ${tokens.color.muted};
  }
`;

export function ScrutinyPanel({ studentId, onChange }: { studentId: number; onChange?: () => void }) {
  const { t } = useText();
  const api = useOfficeApi();
  const mayCheck = useCan('verifier');
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const [refusing, setRefusing] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const load = useLoad((signal) => getScrutiny(api, studentId, signal), [studentId, api]);
  const s = load.data?.data ?? null;

  async function act(call: () => Promise<AdminScrutinyActionResponse>) {
    setPending(true);
    setFailure(null);
    setErrors({});
    setNotice(null);
    try {
      const answer = await call();
      setNotice(t({ en: answer.message, hi: answer.message_hi }));
      setRefusing(null);
      setReason('');
      load.reload();
      if (answer.data.state !== s?.state) onChange?.();
      return true;
    } catch (error) {
      if (isApiError(error)) setErrors(error.errors);
      setFailure(failureText(error, t));
      return false;
    } finally {
      setPending(false);
    }
  }

  const check = (field: string, state: 'verified' | 'not_acceptable', why?: string) =>
    act(() => checkDocument(api, studentId, field, state === 'verified' ? { state } : { state, reason: why }));

  if (load.loading && !s) return <PageSpinner label={t(COMMON.loading)} />;
  if (load.error) {
    return (
      <Panel title={t(TEXT.title)}>
        <Alert tone="error">{failureText(load.error, t)}</Alert>
        <Button onClick={load.reload}>{t(COMMON.retry)}</Button>
      </Panel>
    );
  }
  if (!s) {
    return (
      <Panel title={t(TEXT.title)}>
        <p>{t(TEXT.noForm)}</p>
      </Panel>
    );
  }
  const canAct = mayCheck && s.open;
  const anyRefused = s.documents.some((d) => d.state === 'not_acceptable');

  return (
    <Panel title={t(TEXT.title)} id="scrutiny-title">
      <p>
        {t(TEXT.state)} {s.form_number}:{' '}
        <Badge $tone={STATE_TONE[s.state]} data-testid="scrutiny-state">
          <BothLanguages text={SCRUTINY_LABELS[s.state]} />
        </Badge>
      </p>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {failure && <Alert tone="error">{failure}</Alert>}
      {!mayCheck && <p>{t(TEXT.readOnly)}</p>}
      {mayCheck && !s.open && <p>{t(TEXT.closed)}</p>}
      <List aria-label={t(TEXT.title)}>
        {s.documents.map((d) => {
          const name = DOCUMENT_NAMES[d.field as AdmissionFileField] ?? { en: d.field, hi: d.field };
          return (
            <li key={d.field} data-testid={`scrutiny-${d.field}`}>
              <h3>
                <BothLanguages text={name} />
                {d.required ? ` (${t(TEXT.required)})` : ''}
              </h3>
              <div className="row">
                {d.state ? (
                  <Badge $tone={d.state === 'verified' ? 'resolved' : 'danger'}>
                    <BothLanguages text={DOCUMENT_CHECK_LABELS[d.state]} />
                  </Badge>
                ) : (
                  <Badge $tone="pending">{t(TEXT.notChecked)}</Badge>
                )}
                {canAct && refusing !== d.field && (
                  <>
                    <Button
                      small
                      variant="success"
                      disabled={pending || d.state === 'verified'}
                      onClick={() => void check(d.field, 'verified')}
                      aria-label={`${t(TEXT.verify)}: ${t(name)}`}
                    >
                      {t(TEXT.verify)}
                    </Button>
                    <Button
                      small
                      variant="danger"
                      disabled={pending}
                      onClick={() => {
                        setRefusing(d.field);
                        setReason(d.reason ?? '');
                      }}
                      aria-label={`${t(TEXT.refuse)}: ${t(name)}`}
                    >
                      {t(TEXT.refuse)}
                    </Button>
                  </>
                )}
              </div>
              {d.reason && <p className="reason">{d.reason}</p>}
              {d.checked_by && d.checked_at && (
                <p className="by">
                  {fill(t(TEXT.by), { who: d.checked_by, when: formatDateTime(d.checked_at, 'en') })}
                </p>
              )}
              {refusing === d.field && (
                <form
                  onSubmit={(e: FormEvent) => {
                    e.preventDefault();
                    void check(d.field, 'not_acceptable', reason);
                  }}
                >
                  <TextAreaField
                    label={t(TEXT.reason)}
                    value={reason}
                    maxLength={500}
                    onChange={(e) => setReason(e.target.value)}
                    error={errors.reason}
                    rows={2}
                  />
                  <div className="row">
                    <Button type="submit" small variant="danger" disabled={pending}>
                      {t(TEXT.confirmRefusal)}
                    </Button>
                    <Button type="button" small variant="secondary" onClick={() => setRefusing(null)}>
                      {t(TEXT.cancel)}
                    </Button>
                  </div>
                </form>
              )}
            </li>
          );
        })}
      </List>
      {canAct && anyRefused && (
        <Button variant="secondary" disabled={pending} onClick={() => void act(() => askCorrection(api, studentId))}>
          {t(TEXT.sendBack)}
        </Button>
      )}
      <Figures scrutiny={s} studentId={studentId} mayRecord={mayCheck} act={act} errors={errors} pending={pending} />
    </Panel>
  );
}

function Figures({
  scrutiny,
  studentId,
  mayRecord,
  act,
  errors,
  pending,
}: {
  scrutiny: AdminScrutiny;
  studentId: number;
  mayRecord: boolean;
  act: (call: () => Promise<AdminScrutinyActionResponse>) => Promise<boolean>;
  errors: Record<string, string[]>;
  pending: boolean;
}) {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const [field, setField] = useState('');
  const [value, setValue] = useState('');
  const [note, setNote] = useState('');
  const present = VERIFIABLE_FIGURES.filter((f) => scrutiny.form_figures[f.field]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await act(() => verifyFigure(api, studentId, { field, verified_value: value, note }));
    if (ok) {
      setField('');
      setValue('');
      setNote('');
    }
  };

  return (
    <>
      <h3 style={{ fontSize: 18, marginTop: 24 }}>{t(TEXT.figures)}</h3>
      <DataTable
        caption={t(TEXT.figures)}
        rows={scrutiny.figures}
        rowKey={(r) => r.field}
        empty={t(TEXT.noFigures)}
        columns={[
          { key: 'figure', header: t(TEXT.figure), cell: (r) => t(figureName(r.field)) },
          { key: 'form', header: t(TEXT.formValue), cell: (r) => r.form_value ?? '—' },
          { key: 'verified', header: t(TEXT.verifiedValue), cell: (r) => r.verified_value },
          { key: 'note', header: t(TEXT.note), cell: (r) => r.note },
          {
            key: 'who',
            header: t(TEXT.who),
            cell: (r) => `${r.staff_name ?? '—'}, ${formatDateTime(r.created_at, lang)}`,
          },
        ]}
      />
      {mayRecord && present.length > 0 && (
        <form onSubmit={(e) => void submit(e)} style={{ marginTop: 16 }}>
          <SelectField
            label={t(TEXT.figure)}
            value={field}
            placeholder={t(TEXT.choose)}
            onChange={(e) => setField(e.target.value)}
            error={errors.field}
            options={present.map((f) => ({
              value: f.field,
              label: `${t(f.name)} (${t(TEXT.formValue)}: ${scrutiny.form_figures[f.field]})`,
            }))}
          />
          <TextField
            label={t(TEXT.verifiedValue)}
            value={value}
            inputMode="decimal"
            onChange={(e) => setValue(e.target.value)}
            error={errors.verified_value}
          />
          <TextAreaField
            label={t(TEXT.note)}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
          />
          <Button type="submit" disabled={pending || !field}>
            {t(TEXT.recordFigure)}
          </Button>
        </form>
      )}
    </>
  );
}
