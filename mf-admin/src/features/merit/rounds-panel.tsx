// The rounds of a course and year so far, each with its window, state and offers; for the admin, closing a round
// whose window is over, and the lapsed offers with reinstating one under a new deadline.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ReinstateOfferRequest, RoundOfferRecord, RoundView } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Button, Panel, TextField } from '@college/web-kit/ui';
import { bothLanguages } from '../../components/both-languages';
import { useOfficeApi } from '../../lib/staff-session';
import { COMMON } from '../../lib/texts';
import { fill } from '../seat-matrix/seat-matrix-texts';
import { closeRound, reinstateOffer } from './api/selection';
import type { MeritActions } from './merit-actions';
import { MeritTable } from './merit-table';
import { OFFER_STATE, ROUND_STATE, TEXT } from './merit-texts';
import { both, courseWords, indiaIso, ist, localText } from './merit-words';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-top: 8px;
`;

export function RoundsPanel({
  course,
  year,
  list,
  isAdmin,
  actions,
}: {
  course: string;
  year: number;
  list: RoundView[];
  isAdmin: boolean;
  actions: MeritActions;
}) {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const { pending, act, confirm } = actions;
  const [reinstating, setReinstating] = useState<{ round: number; offer: RoundOfferRecord } | null>(null);
  const [deadline, setDeadline] = useState('');
  const [deadlineBad, setDeadlineBad] = useState(false);
  const cw = courseWords(course);
  const courseOf = (l: 'en' | 'hi') => ({ course: cw[l] });

  const confirmClose = (r: RoundView) => {
    const values = { round: r.round, year, unpaid: r.offers.filter((o) => o.status === 'offered').length };
    confirm({
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
    confirm({
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

  const now = Date.now();
  const lapsed = list.flatMap((r) =>
    r.offers.filter((o) => o.status === 'lapsed').map((offer) => ({ round: r.round, offer })),
  );

  return (
    <Panel title={t(TEXT.rounds)}>
      {list.length === 0 ? (
        <p>{t(TEXT.noRounds)}</p>
      ) : (
        <MeritTable label={t(TEXT.roundsCaption)} testId="merit-rounds">
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
        </MeritTable>
      )}
      {isAdmin && lapsed.length ? (
        <MeritTable label={t(TEXT.lapsedCaption)} testId="merit-lapsed">
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
        </MeritTable>
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
  );
}
