// /offer-letter/print/:admission_code: the offer letter of a seat in a merit round (decision 028), for the student
// holding the offer. The college header with the QR code that verifies it, the student and the form, the seat in
// words, rank and index marks with the breakdown, the fee and the payment window in India time, what to do, and the
// enrolment number once admitted; a lapsed letter says it lapsed. Labels in both languages, the page's first.
import { useRef } from 'react';
import { useParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import {
  OFFER_STATUS_LABELS,
  choiceName,
  findCourse,
  offerPayable,
  rupees,
  type Bilingual,
  type OfferLetter,
} from '@college/shared-types';
import { ModuleLink, tokens, useText } from '@college/web-kit';
import { getOfferLetter } from '../../api/offer-letter';
import { CollegeHeader } from '../../components/college-header';
import { BiHeading, CourseName, Pairs, type Pair } from '../../components/pairs';
import { Keep, PrintGlobalStyle, ProvisionalMark, Sheet, TableScroll } from '../../components/print-styles';
import { PrintToolbar } from '../../components/print-toolbar';
import { PrintoutState } from '../../components/printout-state';
import { printInNewWindow } from '../../lib/print-window';
import { usePrintout } from '../../lib/use-printout';

const c = tokens.color;

/** Hundredths of a point as printed: 8735 → "87.35". */
const points = (hundredths: number) => (hundredths / 100).toFixed(2);

export const OFFER_LETTER_TEXT = {
  title: { en: 'Offer Letter', hi: 'प्रवेश प्रस्ताव पत्र' },
  greeting: (l: OfferLetter, course: Bilingual, year: Bilingual): Bilingual => ({
    en: `Dear ${l.applicant_name}, in merit round ${l.round} of the admissions to ${course.en}, ${year.en}, you are offered a seat: ${l.seat.en}.`,
    hi: `प्रिय ${l.applicant_name}, ${course.hi}, ${year.hi} के प्रवेश के मेरिट चरण ${l.round} में आपको सीट का प्रस्ताव दिया गया है: ${l.seat.hi}।`,
  }),
  lapsed: (at: string): Bilingual => ({
    en: `This offer lapsed — the admission fee was not paid by ${at} (India time)`,
    hi: `यह प्रस्ताव समाप्त हो गया — प्रवेश शुल्क ${at} (भारतीय समय) तक जमा नहीं हुआ`,
  }),
  admitted: (no: string): Bilingual => ({
    en: `Admitted — Enrolment No. ${no}`,
    hi: `प्रवेशित — नामांकन संख्या ${no}`,
  }),
  admittedNoNumber: { en: 'Admitted', hi: 'प्रवेशित' },
  steps: {
    offered: (fee: string | null, at: string): Bilingual[] => [
      {
        en: `Pay the admission fee${fee ? ` of ${rupees(fee)}` : ''} online from your dashboard on the college portal before ${at} (India time).`,
        hi: `महाविद्यालय पोर्टल पर अपने डैशबोर्ड से${fee ? ` ${rupees(fee)} का` : ''} प्रवेश शुल्क ${at} (भारतीय समय) से पहले ऑनलाइन जमा करें।`,
      },
      {
        en: 'An offer not paid by the deadline lapses, and the seat goes to the next student in merit.',
        hi: 'अंतिम तिथि तक शुल्क जमा न होने पर प्रस्ताव समाप्त हो जाता है और सीट मेरिट में अगले विद्यार्थी को दी जाती है।',
      },
      {
        en: 'Paying the fee admits you: your enrolment number is then shown on your dashboard, on the fee slip and on this letter.',
        hi: 'शुल्क जमा होते ही आपका प्रवेश हो जाता है: तब आपकी नामांकन संख्या डैशबोर्ड, शुल्क पर्ची और इस पत्र पर दिखेगी।',
      },
      {
        en: 'Bring this letter, the fee slip, the printed admission form and your original documents to the college office.',
        hi: 'यह पत्र, शुल्क पर्ची, मुद्रित प्रवेश आवेदन पत्र और अपने मूल दस्तावेज़ महाविद्यालय कार्यालय में लाएँ।',
      },
    ],
    admitted: (no: string | null): Bilingual[] => [
      {
        en: `Your admission fee is paid and you are admitted${no ? `; your enrolment number is ${no}` : ''}.`,
        hi: `आपका प्रवेश शुल्क जमा है और आपका प्रवेश हो गया है${no ? `; आपकी नामांकन संख्या ${no} है` : ''}।`,
      },
      {
        en: 'Bring this letter, the fee slip, the printed admission form and your original documents to the college office.',
        hi: 'यह पत्र, शुल्क पर्ची, मुद्रित प्रवेश आवेदन पत्र और अपने मूल दस्तावेज़ महाविद्यालय कार्यालय में लाएँ।',
      },
    ],
    lapsed: [
      {
        en: 'The admission fee was not paid by the deadline, so this offer has lapsed and the seat is no longer held for you.',
        hi: 'अंतिम तिथि तक प्रवेश शुल्क जमा नहीं हुआ, इसलिए यह प्रस्ताव समाप्त हो गया है और सीट अब आपके लिए आरक्षित नहीं है।',
      },
      {
        en: 'Contact the college office with any question.',
        hi: 'किसी प्रश्न हेतु महाविद्यालय कार्यालय से संपर्क करें।',
      },
    ] as Bilingual[],
  },
  whatToDo: { en: 'What to do', hi: 'आगे क्या करें' },
  indexMarks: { en: 'Index marks', hi: 'सूचकांक अंक' },
  payNow: { en: 'Pay the admission fee', hi: 'प्रवेश शुल्क जमा करें' },
  screenNote: {
    en: 'Pay online from your dashboard before the deadline. Print this letter again after paying: it will show your enrolment number.',
    hi: 'अंतिम तिथि से पहले डैशबोर्ड से ऑनलाइन शुल्क जमा करें। शुल्क जमा करने के बाद यह पत्र फिर से प्रिंट करें: उस पर आपकी नामांकन संख्या होगी।',
  },
  computer: {
    en: 'This letter is issued by the admission portal. The office checks it with the verification code and QR code above.',
    hi: 'यह पत्र प्रवेश पोर्टल द्वारा जारी किया गया है। कार्यालय ऊपर दिए सत्यापन कोड और QR कोड से इसकी जाँच करता है।',
  },
  principal: { en: 'Principal', hi: 'प्राचार्य' },
} as const;

const Statement = styled.p`
  margin: 8px 0 10px;
  font-size: 14px;
  span {
    display: block;
  }
  .other {
    margin-top: 2px;
    color: var(--color-muted);
    font-size: 0.92em;
  }
`;

const Steps = styled.ol`
  margin: 6px 0 0;
  padding-left: 22px;
  li {
    margin: 0 0 6px;
    break-inside: avoid;
  }
  .other {
    display: block;
    color: var(--color-muted);
    font-size: 0.92em;
  }
`;

const StatusBand = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0 0 10px;
  padding: 6px 10px;
  border: 2px solid ${(p) => (p.$tone === 'danger' ? c.danger : c.success)};
  background: ${(p) => (p.$tone === 'danger' ? 'var(--color-danger-tint)' : 'var(--color-success-tint)')};
  color: ${(p) => (p.$tone === 'danger' ? c.danger : c.success)};
  font-weight: 700;
  font-size: 15px;
  text-align: center;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
  span {
    display: inline-block;
  }
`;

const ScreenNote = styled.p.attrs({ className: 'no-print' })`
  max-width: 900px;
  margin: 8px auto 0;
  padding: 0 8px;
  a {
    font-weight: 700;
  }
`;

/** A text with a number that must stay on one line ("2025-26/BCOM/0001" never broken at its hyphen). */
function Whole({ text, keep }: { text: string; keep?: string | null }) {
  if (!keep || !text.includes(keep)) return <>{text}</>;
  const [before, ...after] = text.split(keep);
  return (
    <>
      {before}
      <span style={{ whiteSpace: 'nowrap' }}>{keep}</span>
      {after.join(keep)}
    </>
  );
}

/** A sentence in the page's language, then the other language beneath it (the letter is read by both). */
function Both({ text, keep }: { text: Bilingual; keep?: string | null }) {
  const { lang } = useText();
  const other = lang === 'hi' ? 'en' : 'hi';
  // One pair for the language walks' print check (decision 031); `contents` leaves the layout as it was.
  return (
    <span data-pair="" style={{ display: 'contents' }}>
      <span lang={lang}>
        <Whole text={text[lang]} keep={keep} />
      </span>{' '}
      <span className="other" lang={other}>
        <Whole text={text[other]} keep={keep} />
      </span>
    </span>
  );
}

/** The two languages on one line, the page's first: "Admitted / प्रवेशित". */
function Line({ text, keep }: { text: Bilingual; keep?: string | null }) {
  const { lang } = useText();
  const other = lang === 'hi' ? 'en' : 'hi';
  return (
    <span data-pair="" style={{ display: 'contents' }}>
      <span lang={lang}>
        <Whole text={text[lang]} keep={keep} />
      </span>{' '}
      /{' '}
      <span lang={other}>
        <Whole text={text[other]} keep={keep} />
      </span>
    </span>
  );
}

function Breakdown({ letter }: { letter: OfferLetter }) {
  const { t, lang } = useText();
  const b = letter.breakdown;
  const rows: Array<[Bilingual, string, string?]> = [
    [{ en: 'Qualifying examination percentage', hi: 'अर्हकारी परीक्षा का प्रतिशत' }, points(b.percentage), 'pct'],
    ...b.weightage.map((w): [Bilingual, string] => [
      {
        en: `Weightage: ${choiceName(w.name, 'en')}`,
        hi: `भारांक: ${choiceName(w.name, 'hi')}`,
      },
      `+${points(w.points)}`,
    ]),
    ...(b.capApplied
      ? [
          [
            {
              en: `Weightage capped at ${points(b.cap)} points`,
              hi: `भारांक ${points(b.cap)} अंकों तक सीमित`,
            },
            `+${points(b.weightageTotal)}`,
          ] as [Bilingual, string],
        ]
      : []),
  ];
  const other = lang === 'hi' ? 'en' : 'hi';
  return (
    <TableScroll $min={320} aria-label={t(OFFER_LETTER_TEXT.indexMarks)}>
      <table data-testid="offer-letter-breakdown">
        <thead>
          <tr>
            <th scope="col">
              <Line text={{ en: 'Part', hi: 'घटक' }} />
            </th>
            <th scope="col" style={{ textAlign: 'right' }}>
              <Line text={{ en: 'Points', hi: 'अंक' }} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value, id]) => (
            <tr key={label.en} data-testid={id ? `breakdown-${id}` : undefined}>
              <td data-pair="">
                <span lang={lang}>{label[lang]}</span> <small lang={other}>/ {label[other]}</small>
              </td>
              <td className="num" style={{ textAlign: 'right' }}>
                {value}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row">
              <Line text={{ en: 'Index marks', hi: 'सूचकांक अंक' }} />
            </th>
            <td className="num" style={{ textAlign: 'right', fontWeight: 700 }} data-testid="breakdown-total">
              {letter.index_marks_text}
            </td>
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}

export function OfferLetterPage() {
  const { admission_code: admissionCode = '' } = useParams();
  const state = usePrintout((api, signal) => getOfferLetter(api, admissionCode, signal), admissionCode);
  const sheet = useRef<HTMLElement>(null);
  const { t, lang } = useText();

  if (state.status !== 'ready') return <PrintoutState state={state} />;
  const l = state.data;
  const course = findCourse(l.course);
  const courseName: Bilingual = { en: l.course_name, hi: course?.second_name ?? l.course_name };
  const year: Bilingual = { en: choiceName(l.year, 'en'), hi: choiceName(l.year, 'hi') };
  const deadline = l.deadline_ist;
  const india = t({ en: 'India time', hi: 'भारतीय समय' });
  const steps =
    l.status === 'offered'
      ? OFFER_LETTER_TEXT.steps.offered(l.fee, deadline)
      : l.status === 'admitted'
        ? OFFER_LETTER_TEXT.steps.admitted(l.enrolment_no)
        : OFFER_LETTER_TEXT.steps.lapsed;
  const payable = offerPayable({ status: l.status, deadline: l.deadline });

  const pairs: Pair[] = [
    ['Applicant Name', 'आवेदक का नाम', l.applicant_name, 'letter-name'],
    ["Father's Name", 'पिता का नाम', l.father_name, 'letter-father'],
    ['Form Number', 'आवेदन क्रमांक', String(l.form_number), 'letter-form'],
    ['Course', 'पाठ्यक्रम', <CourseName code={l.course} name={l.course_name} />, 'letter-course'],
    ['Year', 'वर्ष', year[lang], 'letter-year'],
    ['Merit Round', 'मेरिट चरण', String(l.round), 'letter-round'],
    ['Seat Offered', 'आवंटित सीट', l.seat[lang], 'letter-seat'],
    ['Merit Rank', 'मेरिट क्रमांक', String(l.merit_rank), 'letter-rank'],
    ['Index Marks', 'सूचकांक अंक', l.index_marks_text, 'letter-index-marks'],
    ['Offered on', 'प्रस्ताव तिथि', l.offered_on, 'letter-offered-on'],
    ['Status', 'स्थिति', t(OFFER_STATUS_LABELS[l.status]), 'letter-status'],
    ...(l.enrolment_no
      ? ([['Enrolment Number', 'नामांकन संख्या', <strong>{l.enrolment_no}</strong>, 'letter-enrolment']] satisfies Pair[])
      : []),
  ];
  const payment: Pair[] = [
    ['Admission Fee', 'प्रवेश शुल्क', l.fee ? rupees(l.fee) : '—', 'letter-fee'],
    ['Payment window opens', 'भुगतान अवधि आरंभ', `${l.opens_at_ist} (${india})`, 'letter-opens'],
    ['Pay by', 'शुल्क जमा करने की अंतिम तिथि', `${deadline} (${india})`, 'letter-deadline'],
  ];

  return (
    <>
      <PrintGlobalStyle />
      <PrintToolbar
        onPrint={() =>
          sheet.current && void printInNewWindow(sheet.current, `Offer Letter ${l.form_number} / प्रवेश प्रस्ताव पत्र`)
        }
      />
      {payable && (
        <ScreenNote data-testid="offer-letter-pay-note">
          {t(OFFER_LETTER_TEXT.screenNote)}{' '}
          <ModuleLink href="/student/dashboard">{t(OFFER_LETTER_TEXT.payNow)}</ModuleLink>
        </ScreenNote>
      )}
      <Sheet ref={sheet} data-testid="offer-letter" aria-label={t(OFFER_LETTER_TEXT.title)}>
        <CollegeHeader
          title={OFFER_LETTER_TEXT.title.en}
          hindiTitle={OFFER_LETTER_TEXT.title.hi}
          formNumber={l.form_number}
          code={l.code}
        />
        {l.status === 'lapsed' && (
          <StatusBand $tone="danger" data-testid="offer-letter-lapsed" role="note">
            <Line text={OFFER_LETTER_TEXT.lapsed(deadline)} keep={deadline} />
          </StatusBand>
        )}
        {l.status === 'admitted' && (
          <StatusBand $tone="success" data-testid="offer-letter-admitted" role="note">
            <Line
              text={l.enrolment_no ? OFFER_LETTER_TEXT.admitted(l.enrolment_no) : OFFER_LETTER_TEXT.admittedNoNumber}
              keep={l.enrolment_no}
            />
          </StatusBand>
        )}
        {l.status === 'offered' && (
          <ProvisionalMark data-testid="offer-letter-offered">
            <Line
              text={{
                en: `Pay the admission fee by ${deadline} (India time)`,
                hi: `प्रवेश शुल्क ${deadline} (भारतीय समय) तक जमा करें`,
              }}
              keep={deadline}
            />
          </ProvisionalMark>
        )}
        <Statement data-testid="offer-letter-greeting">
          <Both text={OFFER_LETTER_TEXT.greeting(l, courseName, year)} />
        </Statement>
        <Pairs pairs={pairs} />
        <Keep>
          <BiHeading en="Index marks" hi="सूचकांक अंक" />
          <Breakdown letter={l} />
        </Keep>
        <Keep>
          <BiHeading en="Fee and payment window" hi="शुल्क एवं भुगतान अवधि" />
          <Pairs pairs={payment} />
        </Keep>
        <Keep>
          <BiHeading en={OFFER_LETTER_TEXT.whatToDo.en} hi={OFFER_LETTER_TEXT.whatToDo.hi} />
          <Steps data-testid="offer-letter-steps">
            {steps.map((s) => (
              <li key={s.en}>
                <Both text={s} keep={l.enrolment_no} />
              </li>
            ))}
          </Steps>
        </Keep>
        <p style={{ margin: '14px 0 0', fontSize: 12 }}>
          <Both text={OFFER_LETTER_TEXT.computer} />
        </p>
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 36 }}>
          <span
            style={{ borderTop: '1px solid var(--color-muted)', paddingTop: 2, minWidth: 180, textAlign: 'center' }}
          >
            <Line text={OFFER_LETTER_TEXT.principal} />
          </span>
        </div>
      </Sheet>
    </>
  );
}
