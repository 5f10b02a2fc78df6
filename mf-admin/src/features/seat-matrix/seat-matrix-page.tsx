// /admin/seats (admin): the seat matrix of a course and year (decision 023): total seats, reservation by category
// and inside each category, weightage and its cap, and the course's admission mode. The table of seats by category
// is worked out as the figures are typed (the same arithmetic as the API's rules); saving sends them to the API,
// which checks them again and keeps them.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  RESERVED_SEAT_COMPARTMENTS,
  SEAT_COMPARTMENTS,
  SEAT_QUOTAS,
  WEIGHTAGE_NAMES,
  apiErrorText,
  previewSeatMatrix,
  type AdmissionMode,
  type ReservedSeatCompartment,
  type SeatMatrixRecord,
  type SeatMatrixSettings,
  type SeatQuota,
  type WeightageName,
  type MeritBasisSetting,
  findCourse,
} from '@college/shared-types';
import { errorText, isApiError, useText } from '@college/web-kit';
import { Alert, Button, Panel, RadioGroup, TableStyles, TextField, useToast } from '@college/web-kit/ui';
import { CourseYearChooser, useCourseYear } from '../../components/course-year-chooser';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { getSeatMatrix } from '../../api/seat-matrix';
import { COMPARTMENT_NAMES, QUOTA_NAMES, TEXT, VERTICAL_NAMES, WEIGHTAGE_LABELS } from './seat-matrix-texts';
import { saveSeatMatrix } from './api/save-seat-matrix';

/** The form's figures as typed: percentages and points as the office writes them. */
export interface Draft {
  seats: string;
  mode: AdmissionMode;
  /** What the merit list follows; only a PG course may take the university's entrance rank. */
  basis?: MeritBasisSetting;
  vertical: Record<ReservedSeatCompartment, string>;
  horizontal: Record<SeatQuota, string>;
  points: Record<WeightageName, string>;
  cap: string;
}

/** 2100 basis points → "21"; 250 hundredths → "2.5". */
const hundredthsText = (n: number) => String(n / 100);

/** "21" → 2100, "2.5" → 250, "-1" → -100; null for anything else (more than two decimals, words). */
export function toHundredths(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^-?\d{1,6}(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}

export function draftOf(r: SeatMatrixSettings): Draft {
  const map = <K extends string>(o: Record<K, number>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, hundredthsText(v as number)])) as Record<K, string>;
  return {
    seats: String(r.seats),
    mode: r.admission_mode,
    ...(r.merit_basis ? { basis: r.merit_basis } : {}),
    vertical: map(r.vertical),
    horizontal: map(r.horizontal),
    points: map(r.weightage.points),
    cap: hundredthsText(r.weightage.cap),
  };
}

/** The figures as the API takes them, and the fields that cannot be read. */
export function settingsOf(d: Draft): { settings: SeatMatrixSettings; bad: string[] } {
  const bad: string[] = [];
  const read = (field: string, text: string) => {
    const n = toHundredths(text);
    if (n === null) bad.push(field);
    return n ?? 0;
  };
  const seatsText = d.seats.trim();
  const seats = /^\d{1,6}$/.test(seatsText) ? Number(seatsText) : NaN;
  if (Number.isNaN(seats)) bad.push('seats');
  const each = <K extends string>(prefix: string, o: Record<K, string>) =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, read(`${prefix}.${k}`, v as string)])) as Record<
      K,
      number
    >;
  return {
    settings: {
      seats: Number.isNaN(seats) ? 0 : seats,
      admission_mode: d.mode,
      ...(d.basis ? { merit_basis: d.basis } : {}),
      vertical: each('vertical', d.vertical),
      horizontal: each('horizontal', d.horizontal),
      weightage: { points: each('weightage', d.points), cap: read('weightage.cap', d.cap) },
    },
    bad,
  };
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: 0 16px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 8px;
`;

const Numeric = styled.td`
  font-variant-numeric: tabular-nums;
`;

export function SeatMatrixPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const toast = useToast();
  const [record, setRecord] = useState<SeatMatrixRecord | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const chosen = useCourseYear(() => {
    setDraft(null);
  });
  const { course, year } = chosen;
  const load = useLoad((signal) => getSeatMatrix(api, course, year, signal), [api, course, year]);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [showBad, setShowBad] = useState(false);

  useEffect(() => {
    if (load.data) {
      setRecord(load.data.data);
      setDraft(draftOf(load.data.data));
      setFailure(null);
      setShowBad(false);
    }
  }, [load.data]);

  const read = useMemo(() => (draft ? settingsOf(draft) : null), [draft]);
  const preview = useMemo(() => {
    if (!read || read.bad.length) return null;
    return previewSeatMatrix(read.settings.seats, read.settings.vertical, read.settings.horizontal);
  }, [read]);

  const failureOf = (error: unknown) => {
    if (isApiError(error) && error.status === 0) return t(COMMON.noAnswer);
    if (isApiError(error) && error.status === 403) return t(COMMON.forbidden);
    return errorText(error, lang, COMMON.failed);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!read) return;
    if (read.bad.length) {
      setShowBad(true);
      setFailure(t(TEXT.fixFirst));
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      const res = await saveSeatMatrix(api, course, year, read.settings);
      setRecord(res.data);
      setDraft(draftOf(res.data));
      setShowBad(false);
      toast.show({ kind: 'success', title: t(TEXT.saved) });
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(false);
    }
  };

  const set = (change: (d: Draft) => Draft) => setDraft((d) => (d ? change(d) : d));
  const fieldError = (field: string) =>
    showBad && read?.bad.includes(field) ? [t(field === 'seats' ? TEXT.notWhole : TEXT.notANumber)] : undefined;

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <p>{t(TEXT.intro)}</p>
      <CourseYearChooser {...chosen} />
      {load.error ? (
        <Alert tone="error">
          {failureOf(load.error)}{' '}
          <Button variant="secondary" onClick={load.reload}>
            {t(COMMON.retry)}
          </Button>
        </Alert>
      ) : null}
      {!draft || !record || !read ? (
        load.error ? null : (
          <p role="status">{t(COMMON.loading)}</p>
        )
      ) : (
        <form onSubmit={(e) => void submit(e)} noValidate aria-label={t(TEXT.title)}>
          {record.saved ? null : <Alert tone="info">{t(TEXT.notSaved)}</Alert>}
          <Panel title={t(TEXT.seatsAndMode)}>
            <Grid>
              <TextField
                label={t(TEXT.seats)}
                inputMode="numeric"
                value={draft.seats}
                onChange={(e) => set((d) => ({ ...d, seats: e.target.value }))}
                error={fieldError('seats')}
              />
            </Grid>
            <RadioGroup
              legend={t(TEXT.mode)}
              name="admission_mode"
              value={draft.mode}
              onChange={(v) => set((d) => ({ ...d, mode: v as AdmissionMode }))}
              options={[
                { value: 'merit', label: t(TEXT.merit) },
                { value: 'direct', label: t(TEXT.direct) },
              ]}
            />
            {findCourse(course)?.type === 'PG' && draft.mode === 'merit' ? (
              <RadioGroup
                legend={t(TEXT.basis)}
                name="merit_basis"
                value={draft.basis ?? 'index'}
                onChange={(v) => set((d) => ({ ...d, basis: v as MeritBasisSetting }))}
                options={[
                  { value: 'index', label: t(TEXT.basisIndex) },
                  { value: 'entrance', label: t(TEXT.basisEntrance) },
                ]}
              />
            ) : null}
          </Panel>
          <Panel title={t(TEXT.vertical)}>
            <p style={{ marginTop: 0 }}>{t(TEXT.verticalHint)}</p>
            <Grid>
              {RESERVED_SEAT_COMPARTMENTS.map((c) => (
                <TextField
                  key={c}
                  label={t(VERTICAL_NAMES[c])}
                  hint={t(TEXT.percentHint)}
                  inputMode="decimal"
                  value={draft.vertical[c]}
                  onChange={(e) => set((d) => ({ ...d, vertical: { ...d.vertical, [c]: e.target.value } }))}
                  error={fieldError(`vertical.${c}`)}
                />
              ))}
            </Grid>
          </Panel>
          <Panel title={t(TEXT.horizontal)}>
            <Grid>
              {SEAT_QUOTAS.map((q) => (
                <TextField
                  key={q}
                  label={t(QUOTA_NAMES[q])}
                  hint={t(TEXT.percentHint)}
                  inputMode="decimal"
                  value={draft.horizontal[q]}
                  onChange={(e) => set((d) => ({ ...d, horizontal: { ...d.horizontal, [q]: e.target.value } }))}
                  error={fieldError(`horizontal.${q}`)}
                />
              ))}
            </Grid>
          </Panel>
          <Panel title={t(TEXT.weightage)}>
            <Grid>
              {WEIGHTAGE_NAMES.map((w) => (
                <TextField
                  key={w}
                  label={t(WEIGHTAGE_LABELS[w])}
                  hint={t(TEXT.pointsHint)}
                  inputMode="decimal"
                  value={draft.points[w]}
                  onChange={(e) => set((d) => ({ ...d, points: { ...d.points, [w]: e.target.value } }))}
                  error={fieldError(`weightage.${w}`)}
                />
              ))}
              <TextField
                label={t(TEXT.cap)}
                hint={t(TEXT.pointsHint)}
                inputMode="decimal"
                value={draft.cap}
                onChange={(e) => set((d) => ({ ...d, cap: e.target.value }))}
                error={fieldError('weightage.cap')}
              />
            </Grid>
          </Panel>
          <Panel title={t(TEXT.computed)}>
            {read.bad.length ? (
              <Alert tone="warning">{t(TEXT.notANumber)}</Alert>
            ) : preview && !preview.ok ? (
              <Alert tone="warning">{apiErrorText(preview.problem, lang)}</Alert>
            ) : null}
            {preview && preview.ok ? <MatrixTable matrix={preview.matrix} /> : null}
          </Panel>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Actions>
            <Button type="submit" pending={pending}>
              {t(COMMON.save)}
            </Button>
          </Actions>
        </form>
      )}
    </>
  );
}

function MatrixTable({ matrix }: { matrix: Extract<ReturnType<typeof previewSeatMatrix>, { ok: true }>['matrix'] }) {
  const { t } = useText();
  const total = (q: SeatQuota) => SEAT_COMPARTMENTS.reduce((n, c) => n + matrix.compartments[c].horizontal[q], 0);
  return (
    <TableStyles data-testid="seat-matrix-table">
      <caption>{t(TEXT.caption)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(TEXT.category)}</th>
          <th scope="col">{t(TEXT.categorySeats)}</th>
          {SEAT_QUOTAS.map((q) => (
            <th scope="col" key={q}>
              {t(QUOTA_NAMES[q])}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SEAT_COMPARTMENTS.map((c) => (
          <tr key={c}>
            <th scope="row">{t(COMPARTMENT_NAMES[c])}</th>
            <Numeric data-label={t(TEXT.categorySeats)}>{matrix.compartments[c].seats}</Numeric>
            {SEAT_QUOTAS.map((q) => (
              <Numeric key={q} data-label={t(QUOTA_NAMES[q])}>
                {matrix.compartments[c].horizontal[q]}
              </Numeric>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t(TEXT.total)}</th>
          <Numeric data-label={t(TEXT.categorySeats)}>{matrix.seats}</Numeric>
          {SEAT_QUOTAS.map((q) => (
            <Numeric key={q} data-label={t(QUOTA_NAMES[q])}>
              {total(q)}
            </Numeric>
          ))}
        </tr>
      </tfoot>
    </TableStyles>
  );
}
