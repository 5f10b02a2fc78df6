// The preview of the next round (nothing saved): each category's seats, offers, cut-off and vacant seats, the offers
// it would make, the waiting list, and on an entrance list those without a rank.
import type { RoundPreview } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Button, Panel } from '@college/web-kit/ui';
import { bothLanguages } from '../../components/both-languages';
import { useOfficeApi } from '../../lib/staff-session';
import { COMPARTMENT_NAMES, fill } from '../seat-matrix/seat-matrix-texts';
import { previewRound } from './api/selection';
import type { MeritActions } from './merit-actions';
import { MeritTable } from './merit-table';
import { TEXT } from './merit-texts';
import { COMPARTMENTS, categoryName, marks } from './merit-words';

export function PreviewPanel({
  course,
  year,
  actions,
  preview,
  onPreview,
}: {
  course: string;
  year: number;
  actions: MeritActions;
  preview: RoundPreview | null;
  onPreview: (preview: RoundPreview | null) => void;
}) {
  const { t } = useText();
  const api = useOfficeApi();
  const { pending, setPending, setFailure, failureOf } = actions;

  const runPreview = async () => {
    setPending('preview');
    setFailure(null);
    try {
      const res = await previewRound(api, { course, year });
      onPreview(res.data);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <Panel title={t(TEXT.preview)}>
      <p style={{ marginTop: 0 }}>{t(TEXT.previewNote)}</p>
      <Button variant="secondary" pending={pending === 'preview'} onClick={() => void runPreview()}>
        {t(TEXT.preview)}
      </Button>
      {preview ? <PreviewView preview={preview} /> : null}
    </Panel>
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
      <MeritTable label={t(TEXT.cutOffs)} testId="merit-cut-offs">
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
      </MeritTable>
      {preview.offers.length === 0 ? (
        <p>{t(TEXT.noOffers)}</p>
      ) : (
        <MeritTable label={t(TEXT.offerTable)} testId="merit-offers">
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
        </MeritTable>
      )}
      {waiting.length === 0 ? (
        <p>{t(TEXT.noWaiting)}</p>
      ) : (
        <MeritTable label={t(TEXT.waitingTable)} testId="merit-waiting">
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
        </MeritTable>
      )}
      {unranked.length ? (
        <MeritTable label={t(TEXT.unrankedTable)} testId="merit-unranked">
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
        </MeritTable>
      ) : null}
    </section>
  );
}
