// /admin/merit (admin; verifier and accounts read): the rounds of admission by merit of a course and year
// (decisions 023 and 025). The course's admission mode comes from its seat matrix: a directly admitted course has
// no rounds. For a merit course: the rounds so far with their offers; a preview of the next round (nothing saved);
// publishing it with a payment window in India time; and, for the admin, closing a round whose window is over,
// reinstating a lapsed offer with a new deadline and releasing a reserved category's vacant seats to UR.
import { useState, type FormEvent, type ReactNode } from 'react';
import { COURSE_CATALOGUE, COURSE_SHORT_NAMES, categoryWords, type Bilingual } from '@college/shared-types';
import { Link } from '@college/web-kit/routing';
import styled from 'styled-components';
import { WideScroll, WideTable } from '../../components/wide-table';
import {
  type PublishRoundRequest,
  type ReinstateOfferRequest,
  type ReleaseSeatsRequest,
  type RoundOfferRecord,
  type RoundPreview,
  type RoundView,
  type SelectionCompartment,
} from '@college/shared-types';
import { errorText, isApiError, useText } from '@college/web-kit';
import { Alert, Button, Panel, SelectField, TextField, useToast } from '@college/web-kit/ui';
import { bothLanguages } from '../../components/both-languages';
import { CourseYearChooser, useCourseYear } from '../../components/course-year-chooser';
import { useOfficeApi, useStaffSession } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { COMPARTMENT_NAMES, fill } from '../seat-matrix/seat-matrix-texts';
import { getSeatMatrix } from '../../api/seat-matrix';
import { ConfirmDialog, type Confirmation } from './confirm-dialog';
import { EntranceRanksPanel } from './entrance-ranks-panel';
import { OFFER_STATE, ROUND_STATE, TEXT } from './merit-texts';
import { closeRound, getRounds, previewRound, publishRound, reinstateOffer, releaseSeats } from './api/selection';

const COMPARTMENTS: readonly SelectionCompartment[] = ['UR', 'SC', 'ST', 'OBC', 'EWS'];
const RESERVED = ['SC', 'ST', 'OBC', 'EWS'] as const;

/** "2026-11-28T10:00" typed as India time → "2026-11-28T10:00:00+05:30"; null when not a date and time. */
export function indiaIso(local: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(local.trim());
  return m ? `${m[1]}T${m[2]}${m[3] ?? ':00'}+05:30` : null;
}

/** The India time as the API writes it, without the trailing "IST" (the column says India time). */
const ist = (s: string) => s.replace(/\s*IST$/, '');

/** "2026-07-01T10:00" → "01/07/2026 10:00", as the confirmation states the window. */
export function localText(local: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(local.trim());
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}` : local;
}

/** The course as the office writes it, in both languages: "B.Com." / "बी.कॉम.". */
function courseWords(code: string): Bilingual {
  const c = COURSE_CATALOGUE.find((x) => x.code === code);
  return { en: COURSE_SHORT_NAMES[code] ?? c?.name ?? code, hi: c?.second_name ?? code };
}

/** A text of both languages with the same figures filled in. */
function both(
  text: Bilingual,
  values: Record<string, string | number>,
  each?: (lang: 'en' | 'hi') => Record<string, string | number>,
): Bilingual {
  return {
    en: fill(text.en, { ...values, ...(each?.('en') ?? {}) }),
    hi: fill(text.hi, { ...values, ...(each?.('hi') ?? {}) }),
  };
}

/** Hundredths of a point as read: 8735 → "87.35". */
const marks = (n: number) => (n / 100).toFixed(2);

const Chooser = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 340px), 1fr));
  gap: 0 16px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-top: 8px;
`;

const Scroll = styled(WideScroll)`
  margin-bottom: 16px;
`;

function Wide({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const { t } = useText();
  return (
    <Scroll tabIndex={0} role="region" aria-label={fill(t(TEXT.scroll), { table: label })} data-testid={testId}>
      <WideTable $minWidth={640}>
        <caption>{label}</caption>
        {children}
      </WideTable>
    </Scroll>
  );
}

export function MeritPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const session = useStaffSession();
  const isAdmin = session.state.status === 'ready' && session.state.staff.role === 'admin';
  const toast = useToast();
  const [preview, setPreview] = useState<RoundPreview | null>(null);
  const chosen = useCourseYear(() => {
    setPreview(null);
    setFailure(null);
  });
  const { course, year } = chosen;

  const matrix = useLoad((signal) => getSeatMatrix(api, course, year, signal), [api, course, year]);
  const merit = matrix.data?.data.admission_mode === 'merit';
  const rounds = useLoad(
    (signal) => (merit ? getRounds(api, { course, year }, signal) : Promise.resolve({ data: [] as RoundView[] })),
    [api, course, year, merit],
  );

  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [windowBad, setWindowBad] = useState(false);
  const [reinstating, setReinstating] = useState<{ round: number; offer: RoundOfferRecord } | null>(null);
  const [deadline, setDeadline] = useState('');
  const [deadlineBad, setDeadlineBad] = useState(false);
  const [releaseOf, setReleaseOf] = useState<(typeof RESERVED)[number]>('SC');
  const [releaseCount, setReleaseCount] = useState('');
  const [releaseBad, setReleaseBad] = useState(false);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const cw = courseWords(course);
  const courseOf = (l: 'en' | 'hi') => ({ course: cw[l] });

  const failureOf = (error: unknown) => {
    if (isApiError(error) && error.status === 0) return t(COMMON.noAnswer);
    if (isApiError(error) && error.status === 403) return t(COMMON.forbidden);
    return errorText(error, lang, COMMON.failed);
  };

  /** Runs one action; the API's answer (message/message_hi) is shown as a toast, its refusal in the page. */
  const act = async (key: string, run: () => Promise<{ message: string; message_hi: string }>, after?: () => void) => {
    setPending(key);
    setFailure(null);
    try {
      const res = await run();
      toast.show({ kind: 'success', title: lang === 'hi' ? res.message_hi : res.message });
      after?.();
      rounds.reload();
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(null);
    }
  };

  const runPreview = async () => {
    setPending('preview');
    setFailure(null);
    try {
      const res = await previewRound(api, { course, year });
      setPreview(res.data);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(null);
    }
  };

  /** Publishing is confirmed with the round's figures from a fresh preview: its number and its offers. */
  const publish = async (e: FormEvent) => {
    e.preventDefault();
    const opens = indiaIso(opensAt);
    const closes = indiaIso(closesAt);
    if (!opens || !closes) {
      setWindowBad(true);
      return;
    }
    setWindowBad(false);
    setPending('publish');
    setFailure(null);
    let next: RoundPreview;
    try {
      next = (await previewRound(api, { course, year })).data;
      setPreview(next);
    } catch (error) {
      setFailure(failureOf(error));
      return;
    } finally {
      setPending(null);
    }
    const json: PublishRoundRequest = { opens_at: opens, closes_at: closes };
    const values = {
      round: next.round,
      year,
      offers: next.offers.length,
      from: localText(opensAt),
      until: localText(closesAt),
    };
    setConfirming({
      title: both(TEXT.confirmPublishTitle, values),
      question: both(TEXT.confirmPublish, values, courseOf),
      detail: TEXT.confirmPublishDetail,
      confirm: TEXT.publish,
      run: () =>
        act(
          'publish',
          () => publishRound(api, { course, year }, json),
          () => {
            setPreview(null);
            setOpensAt('');
            setClosesAt('');
          },
        ),
    });
  };

  const confirmClose = (r: RoundView) => {
    const values = { round: r.round, year, unpaid: r.offers.filter((o) => o.status === 'offered').length };
    setConfirming({
      title: both(TEXT.confirmCloseTitle, values),
      question: both(TEXT.confirmClose, values, courseOf),
      detail: TEXT.confirmCloseDetail,
      confirm: both(TEXT.close, values),
      run: () => act(`close-${r.round}`, () => closeRound(api, { course, year }, r.round)),
    });
  };

  const reinstate = (e: FormEvent) => {
    e.preventDefault();
    if (!reinstating) return;
    const closes = indiaIso(deadline);
    if (!closes) {
      setDeadlineBad(true);
      return;
    }
    setDeadlineBad(false);
    const json: ReinstateOfferRequest = { closes_at: closes };
    const { round, offer } = reinstating;
    const values = { round, form: offer.form_number, name: offer.name, deadline: localText(deadline) };
    setConfirming({
      title: TEXT.confirmReinstateTitle,
      question: both(TEXT.confirmReinstate, values),
      detail: TEXT.confirmReinstateDetail,
      confirm: TEXT.reinstate,
      run: () =>
        act(
          'reinstate',
          () => reinstateOffer(api, { course, year }, round, offer.id, json),
          () => {
            setReinstating(null);
            setDeadline('');
          },
        ),
    });
  };

  const release = (e: FormEvent) => {
    e.preventDefault();
    const text = releaseCount.trim();
    if (text && !/^[1-9]\d{0,4}$/.test(text)) {
      setReleaseBad(true);
      return;
    }
    setReleaseBad(false);
    const json: ReleaseSeatsRequest = text
      ? { compartment: releaseOf, seats: Number(text) }
      : { compartment: releaseOf };
    const category = COMPARTMENT_NAMES[releaseOf];
    setConfirming({
      title: TEXT.confirmReleaseTitle,
      question: both(TEXT.confirmRelease, { year }, (l) => ({
        ...courseOf(l),
        category: category[l],
        seats: text || TEXT.allVacant[l],
      })),
      detail: TEXT.confirmReleaseDetail,
      confirm: TEXT.releaseButton,
      run: () =>
        act(
          'release',
          () => releaseSeats(api, { course, year }, json),
          () => setReleaseCount(''),
        ),
    });
  };

  const list = rounds.data?.data ?? [];
  const now = Date.now();
  const lapsed = list.flatMap((r) =>
    r.offers.filter((o) => o.status === 'lapsed').map((offer) => ({ round: r.round, offer })),
  );
  const loadError = matrix.error ?? (merit ? rounds.error : null);

  return (
    <>
      <h1>{t(TEXT.title)}</h1>
      <p>{t(TEXT.intro)}</p>
      <CourseYearChooser {...chosen} />
      {loadError ? (
        <Alert tone="error">
          {failureOf(loadError)}{' '}
          <Button
            variant="secondary"
            onClick={() => {
              matrix.reload();
              rounds.reload();
            }}
          >
            {t(COMMON.retry)}
          </Button>
        </Alert>
      ) : null}
      {!matrix.data || (merit && !rounds.data) ? (
        loadError ? null : (
          <p role="status">{t(COMMON.loading)}</p>
        )
      ) : !merit ? (
        <Alert tone="info">
          {t(TEXT.direct)} <Link to={`/admin/seats?course=${course}&year=${year}`}>{t(TEXT.seatMatrix)}</Link>
        </Alert>
      ) : (
        <>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Panel title={t(TEXT.rounds)}>
            {list.length === 0 ? (
              <p>{t(TEXT.noRounds)}</p>
            ) : (
              <Wide label={t(TEXT.roundsCaption)} testId="merit-rounds">
                <thead>
                  <tr>
                    <th scope="col">{t(TEXT.round)}</th>
                    <th scope="col">{t(TEXT.window)}</th>
                    <th scope="col">{t(TEXT.status)}</th>
                    <th scope="col">{t(TEXT.offers)}</th>
                    <th scope="col">{t(TEXT.admitted)}</th>
                    <th scope="col">{t(TEXT.lapsed)}</th>
                    {isAdmin ? <th scope="col">{t(TEXT.actions)}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {list.map((r) => (
                    <tr key={r.id}>
                      <th scope="row">{r.round}</th>
                      <td>{fill(t(TEXT.windowText), { from: ist(r.opens_at_ist), until: ist(r.closes_at_ist) })}</td>
                      <td>{t(ROUND_STATE[r.state])}</td>
                      <td className="n">{r.offers.length}</td>
                      <td className="n">{r.offers.filter((o) => o.status === 'admitted').length}</td>
                      <td className="n">{r.offers.filter((o) => o.status === 'lapsed').length}</td>
                      {isAdmin ? (
                        <td>
                          {r.state === 'open' && Date.parse(r.closes_at) <= now ? (
                            <Button
                              variant="secondary"
                              pending={pending === `close-${r.round}`}
                              onClick={() => confirmClose(r)}
                            >
                              {fill(t(TEXT.close), { round: r.round })}
                            </Button>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </Wide>
            )}
            {isAdmin && lapsed.length ? (
              <Wide label={t(TEXT.lapsedCaption)} testId="merit-lapsed">
                <thead>
                  <tr>
                    <th scope="col">{t(TEXT.round)}</th>
                    <th scope="col">{t(TEXT.form)}</th>
                    <th scope="col">{t(TEXT.name)}</th>
                    <th scope="col">{t(TEXT.offered)}</th>
                    <th scope="col">{t(TEXT.status)}</th>
                    <th scope="col">{t(TEXT.actions)}</th>
                  </tr>
                </thead>
                <tbody>
                  {lapsed.map(({ round, offer }) => (
                    <tr key={offer.id}>
                      <td className="n">{round}</td>
                      <th scope="row">{offer.form_number}</th>
                      <td>{offer.name}</td>
                      <td>{bothLanguages(offer.label, lang)}</td>
                      <td>{t(OFFER_STATE[offer.status])}</td>
                      <td>
                        <Button
                          variant="secondary"
                          aria-label={fill(t(TEXT.reinstateFor), { form: offer.form_number })}
                          onClick={() => {
                            setReinstating({ round, offer });
                            setDeadline('');
                            setDeadlineBad(false);
                          }}
                        >
                          {t(TEXT.reinstate)}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Wide>
            ) : null}
            {isAdmin && reinstating ? (
              <form
                onSubmit={reinstate}
                noValidate
                aria-label={fill(t(TEXT.reinstateFor), { form: reinstating.offer.form_number })}
              >
                <Row>
                  <TextField
                    type="datetime-local"
                    label={t(TEXT.newDeadline)}
                    value={deadline}
                    onChange={(e) => setDeadline(e.target.value)}
                    error={deadlineBad ? [t(TEXT.required)] : undefined}
                    autoFocus
                  />
                  <Button type="submit" pending={pending === 'reinstate'}>
                    {fill(t(TEXT.reinstateFor), { form: reinstating.offer.form_number })}
                  </Button>
                  <Button variant="secondary" onClick={() => setReinstating(null)}>
                    {t(COMMON.cancel)}
                  </Button>
                </Row>
              </form>
            ) : null}
          </Panel>
          {isAdmin && list.length ? (
            <Panel title={t(TEXT.release)}>
              <p style={{ marginTop: 0 }}>{t(TEXT.releaseHint)}</p>
              <form onSubmit={release} noValidate aria-label={t(TEXT.release)}>
                <Chooser>
                  <SelectField
                    label={t(TEXT.category)}
                    value={releaseOf}
                    onChange={(e) => setReleaseOf(e.target.value as (typeof RESERVED)[number])}
                    options={RESERVED.map((c) => ({ value: c, label: t(COMPARTMENT_NAMES[c]) }))}
                  />
                  <TextField
                    label={t(TEXT.releaseSeats)}
                    inputMode="numeric"
                    value={releaseCount}
                    onChange={(e) => setReleaseCount(e.target.value)}
                    error={releaseBad ? [t(TEXT.notWhole)] : undefined}
                  />
                </Chooser>
                <Button type="submit" pending={pending === 'release'}>
                  {t(TEXT.releaseButton)}
                </Button>
              </form>
            </Panel>
          ) : null}
          {matrix.data.data.merit_basis === 'entrance' ? (
            <EntranceRanksPanel course={course} year={year} isAdmin={isAdmin} onImported={() => setPreview(null)} />
          ) : null}
          <Panel title={t(TEXT.preview)}>
            <p style={{ marginTop: 0 }}>{t(TEXT.previewNote)}</p>
            <Button variant="secondary" pending={pending === 'preview'} onClick={() => void runPreview()}>
              {t(TEXT.preview)}
            </Button>
            {preview ? <PreviewView preview={preview} /> : null}
          </Panel>
          {isAdmin ? (
            <Panel title={t(TEXT.publish)}>
              <p style={{ marginTop: 0 }}>{t(TEXT.publishHint)}</p>
              <form onSubmit={(e) => void publish(e)} noValidate aria-label={t(TEXT.publish)}>
                <Chooser>
                  <TextField
                    type="datetime-local"
                    label={t(TEXT.opensAt)}
                    value={opensAt}
                    onChange={(e) => setOpensAt(e.target.value)}
                    error={windowBad && !indiaIso(opensAt) ? [t(TEXT.required)] : undefined}
                  />
                  <TextField
                    type="datetime-local"
                    label={t(TEXT.closesAt)}
                    value={closesAt}
                    onChange={(e) => setClosesAt(e.target.value)}
                    error={windowBad && !indiaIso(closesAt) ? [t(TEXT.required)] : undefined}
                  />
                </Chooser>
                <Button type="submit" pending={pending === 'publish'}>
                  {t(TEXT.publish)}
                </Button>
              </form>
            </Panel>
          ) : null}
        </>
      )}
      {confirming ? <ConfirmDialog confirmation={confirming} onClose={() => setConfirming(null)} /> : null}
    </>
  );
}

function PreviewView({ preview }: { preview: RoundPreview }) {
  const { t, lang } = useText();
  const entrance = preview.basis === 'entrance';
  const waiting = preview.standings
    .filter((s) => s.status === 'waiting' && s.waiting)
    .sort((a, b) => a.waiting!.overall - b.waiting!.overall);
  const unranked = preview.unranked ?? [];
  return (
    <section aria-label={fill(t(TEXT.previewTitle), { round: preview.round })}>
      <h3>{fill(t(TEXT.previewTitle), { round: preview.round })}</h3>
      <Wide label={t(TEXT.cutOffs)} testId="merit-cut-offs">
        <thead>
          <tr>
            <th scope="col">{t(TEXT.category)}</th>
            <th scope="col">{t(TEXT.seats)}</th>
            <th scope="col">{t(TEXT.offers)}</th>
            <th scope="col">{t(entrance ? TEXT.cutOffRank : TEXT.cutOff)}</th>
            <th scope="col">{t(TEXT.vacant)}</th>
          </tr>
        </thead>
        <tbody>
          {COMPARTMENTS.map((c) => {
            const o = preview.compartments[c];
            return (
              <tr key={c}>
                <th scope="row">{t(COMPARTMENT_NAMES[c])}</th>
                <td className="n">{o.seats}</td>
                <td className="n">{o.offered}</td>
                <td className="n">{o.cut_off_text ?? t(TEXT.nobody)}</td>
                <td className="n">{o.vacant}</td>
              </tr>
            );
          })}
        </tbody>
      </Wide>
      {preview.offers.length === 0 ? (
        <p>{t(TEXT.noOffers)}</p>
      ) : (
        <Wide label={t(TEXT.offerTable)} testId="merit-offers">
          <thead>
            <tr>
              <th scope="col">{t(TEXT.rank)}</th>
              <th scope="col">{t(TEXT.form)}</th>
              <th scope="col">{t(TEXT.name)}</th>
              <th scope="col">{t(TEXT.category)}</th>
              <th scope="col">{t(TEXT.offered)}</th>
              <th scope="col">{t(TEXT.indexMarks)}</th>
            </tr>
          </thead>
          <tbody>
            {preview.offers.map((o) => (
              <tr key={o.student_id}>
                <td className="n">{o.merit_rank}</td>
                <th scope="row">{o.form_number}</th>
                <td>{o.name}</td>
                <td>{t(COMPARTMENT_NAMES[o.compartment])}</td>
                <td>{bothLanguages(o.label, lang)}</td>
                <td className="n">{marks(o.index_marks)}</td>
              </tr>
            ))}
          </tbody>
        </Wide>
      )}
      {waiting.length === 0 ? (
        <p>{t(TEXT.noWaiting)}</p>
      ) : (
        <Wide label={t(TEXT.waitingTable)} testId="merit-waiting">
          <thead>
            <tr>
              <th scope="col">{t(TEXT.rank)}</th>
              {entrance ? <th scope="col">{t(TEXT.entranceRank)}</th> : null}
              <th scope="col">{t(TEXT.form)}</th>
              <th scope="col">{t(TEXT.name)}</th>
              <th scope="col">{t(TEXT.category)}</th>
              <th scope="col">{t(TEXT.indexMarks)}</th>
              <th scope="col">{t(TEXT.waitingInCategory)}</th>
              <th scope="col">{t(TEXT.waitingOverall)}</th>
            </tr>
          </thead>
          <tbody>
            {waiting.map((s) => (
              <tr key={s.student_id}>
                <td className="n">{s.merit_rank}</td>
                {entrance ? <td className="n">{s.entrance_rank ?? '—'}</td> : null}
                <th scope="row">{s.form_number}</th>
                <td>{s.name}</td>
                <td>{categoryName(s.category, t)}</td>
                <td className="n">{marks(s.index_marks)}</td>
                <td className="n">{s.waiting!.in_category}</td>
                <td className="n">{s.waiting!.overall}</td>
              </tr>
            ))}
          </tbody>
        </Wide>
      )}
      {unranked.length ? (
        <Wide label={t(TEXT.unrankedTable)} testId="merit-unranked">
          <thead>
            <tr>
              <th scope="col">{t(TEXT.form)}</th>
              <th scope="col">{t(TEXT.name)}</th>
              <th scope="col">{t(TEXT.category)}</th>
              <th scope="col">{t(TEXT.status)}</th>
            </tr>
          </thead>
          <tbody>
            {unranked.map((u) => (
              <tr key={u.student_id}>
                <th scope="row">{u.form_number}</th>
                <td>{u.name}</td>
                <td>{categoryName(u.category, t)}</td>
                <td>{t(TEXT.noEntranceRank)}</td>
              </tr>
            ))}
          </tbody>
        </Wide>
      ) : null}
    </section>
  );
}

/** A category of the merit list in words: GENERAL, OBC, SC, ST, EWS. */
function categoryName(code: string, t: (b: Bilingual) => string): string {
  return t(categoryWords(code));
}
