// Merit and offer (decision 025): the student's place in the latest merit round, from `user.selection`. Offered:
// the seat's compartment, rank, index marks with their breakdown, the compartment's cut-off, the deadline in India
// time with the time left, and the same Pay action as the application row while the window is open. Waiting:
// the rank, the place in the category and the cut-off reached. Lapsed: when and why, without Pay. Admitted: the
// enrolment number.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  applicationCell,
  colors,
  indiaDateTime,
  offerPayable,
  timeLeft,
  type Bilingual,
  type IndexMarksBreakdownView,
  type SelectionCompartment,
  type Student,
  type StudentSelection,
} from '@college/shared-types';
import { ModuleLink, useText } from '@college/web-kit';
import { Panel } from '@college/web-kit/ui';
import { PayAdmissionFee } from './pay-admission-fee';

export const OFFER_TEXT = {
  title: { en: 'Merit and offer', hi: 'मेरिट और प्रवेश प्रस्ताव' },
  offered: (round: number): Bilingual => ({
    en: `You are offered a seat in round ${round}`,
    hi: `आपको चरण ${round} में सीट का प्रस्ताव दिया गया है`,
  }),
  seat: { en: 'Seat', hi: 'सीट' },
  rank: { en: 'Merit rank', hi: 'मेरिट क्रमांक' },
  indexMarks: { en: 'Index marks', hi: 'सूचकांक अंक' },
  qualifying: { en: 'Qualifying percentage', hi: 'अर्हकारी प्रतिशत' },
  weightage: { en: 'weightage', hi: 'भारांक' },
  cap: (cap: string): Bilingual => ({
    en: `Weightage capped at ${cap} points`,
    hi: `भारांक ${cap} अंकों तक सीमित`,
  }),
  total: { en: 'Total', hi: 'कुल' },
  cutOff: { en: 'Cut-off of your seat', hi: 'आपकी सीट का कट-ऑफ़' },
  cutOffReached: { en: 'Cut-off reached in your category', hi: 'आपके वर्ग में पहुँचा कट-ऑफ़' },
  deadline: { en: 'Pay by', hi: 'शुल्क जमा करने की अंतिम तिथि' },
  indiaTime: { en: 'India time', hi: 'भारतीय समय' },
  windowClosed: {
    en: 'The payment window has closed.',
    hi: 'भुगतान की अवधि समाप्त हो गई है।',
  },
  waiting: { en: 'You are on the waiting list', hi: 'आप प्रतीक्षा सूची में हैं' },
  waitingPosition: { en: 'Waiting position in your category', hi: 'आपके वर्ग में प्रतीक्षा क्रम' },
  waitingNext: {
    en: 'If a seat is vacated you may be offered it in a later round; you will be told by mail.',
    hi: 'कोई सीट रिक्त होने पर आगामी चरण में आपको उसका प्रस्ताव दिया जा सकता है; आपको मेल से सूचित किया जाएगा।',
  },
  lapsed: (date: string): Bilingual => ({
    en: `Your offer lapsed on ${date} because the fee was not paid in time. Contact the college office.`,
    hi: `समय पर शुल्क जमा न होने के कारण आपका प्रस्ताव ${date} को समाप्त हो गया। महाविद्यालय कार्यालय से संपर्क करें।`,
  }),
  admitted: { en: 'Admitted', hi: 'प्रवेशित' },
  enrolment: { en: 'Enrolment number', hi: 'नामांकन संख्या' },
  excluded: { en: 'You are not in this round.', hi: 'आप इस चरण में नहीं हैं।' },
  printLetter: { en: 'Print offer letter', hi: 'प्रस्ताव पत्र प्रिंट करें' },
} as const;

/** The printable offer letter of the student's form (mf-print, decision 028). */
export const offerLetterPath = (code: string) => `/offer-letter/print/${encodeURIComponent(code)}`;

/** A letter exists for an offer made, whatever became of it (offered, admitted or lapsed). */
export function hasOfferLetter(student: Pick<Student, 'selection'>): boolean {
  const status = student.selection?.status;
  return status === 'offered' || status === 'admitted' || status === 'lapsed';
}

const WEIGHTAGE_NAMES: Record<string, Bilingual> = {
  'N.C.C': { en: 'N.C.C', hi: 'एन.सी.सी.' },
  'N.S.S': { en: 'N.S.S', hi: 'एन.एस.एस.' },
  Sports: { en: 'Sports', hi: 'खेलकूद' },
  Scout: { en: 'Scout', hi: 'स्काउट' },
};

/** Hundredths of a point as the student reads them: 8735 → "87.35". */
const points = (hundredths: number) => (hundredths / 100).toFixed(2);

/** The compartment of the student's category, for the cut-off reached while waiting. */
function compartmentOf(category: string | null | undefined): SelectionCompartment {
  const c = (category ?? '').toUpperCase();
  return c === 'SC' || c === 'ST' || c === 'OBC' || c === 'EWS' ? c : 'UR';
}

const Headline = styled.p`
  margin: 0 0 12px;
  font-size: 18px;
  font-weight: 700;
  small {
    display: block;
    font-size: 14px;
    font-weight: 400;
    color: ${colors.muted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 12px;
  margin: 0 0 12px;
  dt {
    color: ${colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Breakdown = styled.ul`
  margin: 4px 0 0;
  padding-left: 18px;
  font-weight: 400;
`;

const Enrolment = styled.p`
  margin: 0 0 8px;
  font-size: 22px;
  font-weight: 700;
  color: ${colors.success};
`;

const Alert = styled.p`
  margin: 0 0 8px;
  font-weight: 700;
  color: ${colors.danger};
`;

const LetterLink = styled(ModuleLink)`
  display: flex;
  align-items: center;
  width: fit-content;
  min-height: 44px;
  margin-top: 8px;
  font-weight: 600;
  color: ${colors.primary};
`;

/** The clock of the card: the time left is read again every minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function IndexMarks({ breakdown }: { breakdown: IndexMarksBreakdownView }) {
  const { t, lang } = useText();
  return (
    <Breakdown data-testid="offer-breakdown">
      <li>
        {t(OFFER_TEXT.qualifying)}: {points(breakdown.percentage)}
      </li>
      {breakdown.weightage.map((w) => (
        <li key={w.name}>
          {(WEIGHTAGE_NAMES[w.name] ?? { en: w.name, hi: w.name })[lang]} {t(OFFER_TEXT.weightage)}: +{points(w.points)}
        </li>
      ))}
      {breakdown.capApplied && <li>{t(OFFER_TEXT.cap(points(breakdown.cap)))}</li>}
      <li>
        <strong>
          {t(OFFER_TEXT.total)}: {points(breakdown.total)}
        </strong>
      </li>
    </Breakdown>
  );
}

/** A text in the page's language, then the same in the other language beneath it. */
function Both({ text }: { text: Bilingual }) {
  const { lang } = useText();
  const other = lang === 'hi' ? 'en' : 'hi';
  return (
    <>
      <span lang={lang}>{text[lang]}</span>
      <small lang={other}>{text[other]}</small>
    </>
  );
}

export function OfferCard({ student, now: fixed }: { student: Student; now?: number }) {
  const { t, lang } = useText();
  const ticking = useNow();
  const now = fixed ?? ticking;
  const s: StudentSelection | null | undefined = student.selection;
  if (!s) return null;
  const other = lang === 'hi' ? 'en' : 'hi';
  const title = `${OFFER_TEXT.title[lang]} / ${OFFER_TEXT.title[other]}`;
  const rank = (
    <>
      <dt>{t(OFFER_TEXT.rank)}</dt>
      <dd data-testid="offer-rank">{s.merit_rank}</dd>
    </>
  );
  const marks = (
    <>
      <dt>{t(OFFER_TEXT.indexMarks)}</dt>
      <dd data-testid="offer-index-marks">
        {s.index_marks_text}
        <IndexMarks breakdown={s.breakdown} />
      </dd>
    </>
  );

  let body;
  if (s.status === 'offered') {
    const open = offerPayable(s, now);
    const left = timeLeft(s.deadline, now);
    const cutOff = s.compartment ? s.cut_offs[s.compartment] : null;
    body = (
      <>
        <Headline data-testid="offer-headline">
          <Both text={OFFER_TEXT.offered(s.round)} />
        </Headline>
        <Facts>
          {s.label && (
            <>
              <dt>{t(OFFER_TEXT.seat)}</dt>
              <dd data-testid="offer-seat">{t(s.label)}</dd>
            </>
          )}
          {rank}
          {marks}
          {cutOff && (
            <>
              <dt>{t(OFFER_TEXT.cutOff)}</dt>
              <dd data-testid="offer-cut-off">{cutOff}</dd>
            </>
          )}
          <dt>{t(OFFER_TEXT.deadline)}</dt>
          <dd data-testid="offer-deadline">
            {indiaDateTime(s.deadline)} ({t(OFFER_TEXT.indiaTime)})
            {/* The server drew the time left a moment before the browser takes the page over: read again each minute. */}
            <span suppressHydrationWarning>{left ? ` — ${t(left)}` : ''}</span>
          </dd>
        </Facts>
        {open ? (
          <PayAdmissionFee student={student} action={applicationCell(student, now)} />
        ) : (
          <Alert>{t(OFFER_TEXT.windowClosed)}</Alert>
        )}
      </>
    );
  } else if (s.status === 'waiting') {
    const reached = s.cut_offs[compartmentOf(student.category)];
    body = (
      <>
        <Headline data-testid="offer-headline">
          <Both text={OFFER_TEXT.waiting} />
        </Headline>
        <Facts>
          {rank}
          {s.waiting && (
            <>
              <dt>{t(OFFER_TEXT.waitingPosition)}</dt>
              <dd data-testid="offer-waiting">{s.waiting.in_category}</dd>
            </>
          )}
          {reached && (
            <>
              <dt>{t(OFFER_TEXT.cutOffReached)}</dt>
              <dd data-testid="offer-cut-off">{reached}</dd>
            </>
          )}
          {marks}
        </Facts>
        <p>{t(OFFER_TEXT.waitingNext)}</p>
      </>
    );
  } else if (s.status === 'lapsed') {
    body = <Alert data-testid="offer-headline">{t(OFFER_TEXT.lapsed(indiaDateTime(s.deadline)))}</Alert>;
  } else if (s.status === 'admitted') {
    body = (
      <>
        <Headline data-testid="offer-headline">
          <Both text={OFFER_TEXT.admitted} />
        </Headline>
        {s.enrolment_no && (
          <Enrolment>
            {t(OFFER_TEXT.enrolment)}: <span data-testid="offer-enrolment">{s.enrolment_no}</span>
          </Enrolment>
        )}
        <Facts>
          {s.label && (
            <>
              <dt>{t(OFFER_TEXT.seat)}</dt>
              <dd data-testid="offer-seat">{t(s.label)}</dd>
            </>
          )}
          {rank}
        </Facts>
      </>
    );
  } else {
    body = <p data-testid="offer-headline">{t(OFFER_TEXT.excluded)}</p>;
  }

  const code = student.admission_form_code;
  return (
    <div lang={lang} data-testid="offer-card">
      <Panel title={title} id="offer-title">
        {body}
        {hasOfferLetter(student) && code && (
          <LetterLink data-testid="offer-letter-link" href={offerLetterPath(code)}>
            {t(OFFER_TEXT.printLetter)}
          </LetterLink>
        )}
      </Panel>
    </div>
  );
}
