// The applicant's profile: contact, category, course, fee, and the merit round's seat when selected.
import { OFFER_STATUS_LABELS, type AdminStudentDetail } from '@college/shared-types';
import { useText } from '@college/web-kit';
import { Panel } from '@college/web-kit/ui';
import { BothLanguages } from '../../components/both-languages';
import { formatDateTime, formatRupees } from '../../lib/format';
import { COMMON } from '../../lib/texts';
import { categoryWords, genderWords } from '../../lib/words';
import { TEXT, fill } from './applicant-texts';
import { Pair, Pairs } from './pairs';

export function ProfilePanel({ a }: { a: AdminStudentDetail }) {
  const { t, lang } = useText();
  return (
    <Panel title={t(TEXT.profile)}>
      <Pairs>
        <Pair label={t(COMMON.email)}>{a.email}</Pair>
        <Pair label={t(COMMON.phone)}>{a.phone_number}</Pair>
        <Pair label={t(TEXT.gender)}>{genderWords(a.gender, t)}</Pair>
        <Pair label={t(COMMON.category)}>{categoryWords(a.category, t)}</Pair>
        <Pair label={t(COMMON.course)}>
          {a.course_name ? `${a.course_name}${a.course_year ? ` · ${a.course_year}` : ''}` : '—'}
        </Pair>
        <Pair label={t(TEXT.fee)}>{formatRupees(a.fee_to_pay, lang)}</Pair>
        {a.enrolment_no ? (
          <Pair label={t(TEXT.enrolment)}>
            <strong data-testid="applicant-enrolment">{a.enrolment_no}</strong>
          </Pair>
        ) : null}
        {a.selection ? (
          <>
            <Pair label={t(TEXT.meritRound)}>
              <span data-testid="applicant-round">
                {fill(t(TEXT.roundStatus), {
                  round: a.selection.round,
                  status: t(OFFER_STATUS_LABELS[a.selection.status]),
                })}
              </span>
            </Pair>
            {a.selection.label ? (
              <Pair label={t(TEXT.seat)}>
                <BothLanguages text={a.selection.label} />
              </Pair>
            ) : null}
            <Pair label={t(TEXT.meritRank)}>{a.selection.merit_rank}</Pair>
            {a.selection.waiting ? (
              <Pair label={t(TEXT.waiting)}>
                {fill(t(TEXT.waitingPlace), {
                  place: a.selection.waiting.in_category,
                  overall: a.selection.waiting.overall,
                })}
              </Pair>
            ) : null}
            {a.selection.deadline_ist ? (
              <Pair label={t(TEXT.payBy)}>{a.selection.deadline_ist.replace(/\s*IST$/, '')}</Pair>
            ) : null}
          </>
        ) : null}
        <Pair label={t(TEXT.registered)}>{formatDateTime(a.created_at, lang)}</Pair>
      </Pairs>
    </Panel>
  );
}
