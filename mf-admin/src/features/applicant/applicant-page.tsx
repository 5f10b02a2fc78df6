// /admin/applicants/:id: one applicant — profile and photo, every uploaded document inline, the submitted form,
// transactions and status history; a verifier approves with a fee (prefilled from the fee table), rejects with
// a reason or asks for a correction. Next/previous follow the queue's filters (keys N and P, or the buttons).
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  DOCUMENT_NAMES,
  OFFER_STATUS_LABELS,
  documentName,
  REVIEW_STATE_LABELS,
  down,
  maskAadhaar,
  type AdminStudentDetail,
  type AdminStudentResponse,
  type AdmissionFileField,
} from '@college/shared-types';
import { useText, tokens } from '@college/web-kit';
import { Alert, Button, DataTable, PageSpinner, Panel } from '@college/web-kit/ui';
import { AuthorisedFile } from '../../components/authorised-file';
import { failureText, formatDateTime, formatRupees } from '../../lib/format';
import { ReviewBadge } from '../../lib/review';
import { categoryWords, genderWords } from '../../lib/words';
import { useCan, useOfficeApi } from '../../lib/staff-session';
import { BothLanguages } from '../../components/both-languages';
import { COMMON } from '../../lib/texts';
import { useLoad } from '../../lib/use-load';
import { filtersOf, queueQueryString } from '../queue/queue-query';
import { ScrutinyPanel } from '../scrutiny/scrutiny-panel';
import { DecisionDialog, type Decision } from './decision-dialog';

const TEXT = {
  back: { en: 'Back to the queue', hi: 'कतार पर वापस' },
  previous: { en: 'Previous applicant', hi: 'पिछला आवेदक' },
  next: { en: 'Next applicant', hi: 'अगला आवेदक' },
  keys: {
    en: 'Keys: N next applicant, P previous applicant.',
    hi: 'कुंजियाँ: N अगला आवेदक, P पिछला आवेदक।',
  },
  profile: { en: 'Profile', hi: 'प्रोफ़ाइल' },
  photoTitle: { en: 'Photo', hi: 'फ़ोटो' },
  photo: { en: 'Photo of {name}', hi: '{name} का फ़ोटो' },
  noPhoto: { en: 'No photo uploaded.', hi: 'फ़ोटो अपलोड नहीं है।' },
  documents: { en: 'Documents', hi: 'दस्तावेज़' },
  noDocuments: { en: 'No documents uploaded.', hi: 'कोई दस्तावेज़ अपलोड नहीं है।' },
  form: { en: 'Submitted admission form', hi: 'जमा किया गया प्रवेश फ़ॉर्म' },
  noForm: { en: 'No admission form submitted yet.', hi: 'अभी तक प्रवेश फ़ॉर्म जमा नहीं हुआ है।' },
  transactions: { en: 'Transactions', hi: 'लेन-देन' },
  noTransactions: { en: 'No payments yet.', hi: 'अभी कोई भुगतान नहीं।' },
  history: { en: 'Status history', hi: 'स्थिति का इतिहास' },
  noHistory: { en: 'No step yet.', hi: 'अभी कोई चरण नहीं।' },
  student: { en: 'student', hi: 'विद्यार्थी' },
  sent: { en: 'Admission form submitted', hi: 'प्रवेश फ़ॉर्म जमा किया' },
  sentAgain: {
    en: 'Form submitted again after the correction',
    hi: 'सुधार के बाद फ़ॉर्म फिर से जमा किया',
  },
  actions: { en: 'Decision', hi: 'निर्णय' },
  approve: { en: 'Approve with fee', hi: 'शुल्क के साथ स्वीकृत करें' },
  reject: { en: 'Reject', hi: 'अस्वीकृत करें' },
  correction: { en: 'Ask for a correction', hi: 'सुधार के लिए लौटाएँ' },
  readOnly: {
    en: 'Your role can view applicants; decisions are made by verifiers.',
    hi: 'आपकी भूमिका आवेदक देख सकती है; निर्णय सत्यापनकर्ता लेते हैं।',
  },
  feePaid: { en: 'The admission fee is paid; the decision is final.', hi: 'प्रवेश शुल्क जमा है; निर्णय अंतिम है।' },
  reason: { en: 'Reason', hi: 'कारण' },
  correctionOpen: { en: 'Correction asked: {reason}', hi: 'सुधार हेतु लौटाया: {reason}' },
  rejectedFor: { en: 'Rejected: {reason}', hi: 'अस्वीकृत: {reason}' },
  registered: { en: 'Registered', hi: 'पंजीकरण' },
  gender: { en: 'Gender', hi: 'लिंग' },
  fee: { en: 'Fee to pay', hi: 'देय शुल्क' },
  enrolment: { en: 'Enrolment number', hi: 'नामांकन संख्या' },
  meritRound: { en: 'Merit round', hi: 'मेरिट चरण' },
  roundStatus: { en: 'Round {round}: {status}', hi: 'चरण {round}: {status}' },
  seat: { en: 'Seat', hi: 'सीट' },
  meritRank: { en: 'Merit rank', hi: 'मेरिट क्रमांक' },
  waitingPlace: {
    en: '{place} in the category, {overall} overall',
    hi: 'वर्ग में क्रम {place}, कुल क्रम {overall}',
  },
  waiting: { en: 'Waiting position', hi: 'प्रतीक्षा क्रम' },
  payBy: { en: 'Pay by (India time)', hi: 'शुल्क जमा करने की अंतिम तिथि (भारतीय समय)' },
  formNo: { en: 'Form number', hi: 'फ़ॉर्म संख्या' },
  father: { en: "Father's name", hi: 'पिता का नाम' },
  mother: { en: "Mother's name", hi: 'माता का नाम' },
  dob: { en: 'Date of birth', hi: 'जन्म तिथि' },
  aadhaar: { en: 'Aadhaar', hi: 'आधार' },
  address: { en: 'Address', hi: 'पता' },
  subjects: { en: 'Subjects', hi: 'विषय' },
  marks: { en: 'Marks', hi: 'अंक' },
  highSchool: { en: 'High school', hi: 'हाईस्कूल' },
  intermediate: { en: 'Intermediate', hi: 'इंटरमीडिएट' },
  ug: { en: 'Graduation', hi: 'स्नातक' },
  signature: { en: 'Signature', hi: 'हस्ताक्षर' },
  purpose: { en: 'Purpose', hi: 'प्रयोजन' },
  txn: { en: 'Transaction', hi: 'लेन-देन सं.' },
  when: { en: 'When', hi: 'कब' },
  who: { en: 'Who', hi: 'किसने' },
  change: { en: 'Change', hi: 'बदलाव' },
};

const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space(1)} ${tokens.space(2)};
  margin-bottom: ${tokens.space(2)};
  h1 {
    margin: 0 !important;
  }
  .steps {
    margin-left: auto;
    display: flex;
    gap: ${tokens.space(1)};
  }
  ${down('sm')} {
    .steps {
      margin-left: 0;
    }
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${tokens.space(2)};
  ${down('md')} {
    grid-template-columns: 1fr;
  }
`;

const Pairs = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px ${tokens.space(2)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${tokens.color.muted};
  }
  dd {
    margin: 0;
    word-break: break-word;
  }
  ${down('sm')} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 6px;
    }
  }
`;

const Docs = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${tokens.space(2)};
  h3 {
    font-size: ${tokens.fontSize.md};
    margin: 0 0 6px;
  }
`;

const stepLink = (id: number, query: string) => `/admin/applicants/${id}${query}`;

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.isContentEditable);
}

export function ApplicantPage() {
  const { t, lang } = useText();
  const api = useOfficeApi();
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const mayDecide = useCan('verifier');
  const params = new URLSearchParams(location.search);
  const queueQuery = queueQueryString(params);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useLoad(
    (signal) =>
      api.get<AdminStudentResponse>('adminStudent', {
        params: { id },
        query: filtersOf(new URLSearchParams(queueQuery)) as Record<string, string>,
        signal,
      }),
    [id, queueQuery, api],
  );
  const a = load.data?.data ?? null;

  useEffect(() => {
    setNotice(null);
  }, [id]);

  useEffect(() => {
    if (!a) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target) || document.querySelector('[role="dialog"]')) return;
      const key = e.key.toLowerCase();
      if (key === 'n' && a.next_id) navigate(stepLink(a.next_id, queueQuery));
      if (key === 'p' && a.previous_id) navigate(stepLink(a.previous_id, queueQuery));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [a, navigate, queueQuery]);

  if (load.loading && !a) return <PageSpinner label={t(COMMON.loading)} />;
  if (load.error || !a) {
    return (
      <>
        <Link to={`/admin/applicants${queueQuery}`}>{t(TEXT.back)}</Link>
        <Alert tone="error">{failureText(load.error, t)}</Alert>
        <Button onClick={load.reload}>{t(COMMON.retry)}</Button>
      </>
    );
  }

  return (
    <>
      <Link to={`/admin/applicants${queueQuery}`}>{t(TEXT.back)}</Link>
      <Head>
        <h1>{a.name}</h1>
        <ReviewBadge state={a.review_state} />
        <div className="steps">
          <StepButton id={a.previous_id} query={queueQuery} label={t(TEXT.previous)} />
          <StepButton id={a.next_id} query={queueQuery} label={t(TEXT.next)} />
        </div>
      </Head>
      <p style={{ fontSize: 14, marginTop: 0 }}>{t(TEXT.keys)}</p>
      {notice && (
        <Alert tone="success" onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {a.review_state === 'correction' && a.correction_reason && (
        <Alert tone="info">{fill(t(TEXT.correctionOpen), { reason: a.correction_reason })}</Alert>
      )}
      {a.review_state === 'rejected' && a.status_reason && (
        <Alert tone="warning">{fill(t(TEXT.rejectedFor), { reason: a.status_reason })}</Alert>
      )}

      <Grid>
        <div>
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
          <Panel title={t(TEXT.documents)} id="documents">
            {a.documents.length === 0 && formDocuments(a).length === 0 ? (
              <p>{t(TEXT.noDocuments)}</p>
            ) : (
              <Docs>
                {a.documents.map((d) => (
                  <li key={`p${d.id}`}>
                    <h3>{documentName(d.document_name, lang)}</h3>
                    <AuthorisedFile path={d.document_link} title={documentName(d.document_name, lang)} />
                  </li>
                ))}
                {formDocuments(a).map((d) => {
                  // Named in words in both languages (the shared table), never by the form's field key.
                  const name = DOCUMENT_NAMES[d.field as AdmissionFileField];
                  return (
                    <li key={`a${d.field}`}>
                      <h3>{name ? <BothLanguages text={name} /> : d.field}</h3>
                      <AuthorisedFile path={d.document_link} title={name ? t(name) : d.field} />
                    </li>
                  );
                })}
              </Docs>
            )}
          </Panel>
          {a.form_number !== null && <ScrutinyPanel studentId={a.id} onChange={load.reload} />}
          <AdmissionForm a={a} />
        </div>
        <div>
          <Panel title={t(TEXT.actions)}>
            {mayDecide ? (
              a.is_admission_fee_payed ? (
                <p>{t(TEXT.feePaid)}</p>
              ) : (
                <div style={{ display: 'grid', gap: 8 }}>
                  <Button variant="success" block onClick={() => setDecision('approve')}>
                    {t(TEXT.approve)}
                  </Button>
                  <Button variant="secondary" block onClick={() => setDecision('correction')}>
                    {t(TEXT.correction)}
                  </Button>
                  <Button variant="danger" block onClick={() => setDecision('reject')}>
                    {t(TEXT.reject)}
                  </Button>
                </div>
              )
            ) : (
              <p>{t(TEXT.readOnly)}</p>
            )}
          </Panel>
          <Panel title={t(TEXT.photoTitle)}>
            {a.profile_photo ? (
              <AuthorisedFile path={a.profile_photo} title={fill(t(TEXT.photo), { name: a.name })} height={240} />
            ) : (
              <p>{t(TEXT.noPhoto)}</p>
            )}
          </Panel>
        </div>
      </Grid>

      <Panel title={t(TEXT.transactions)}>
        <DataTable
          rows={a.transactions}
          rowKey={(r) => r.txnid}
          empty={t(TEXT.noTransactions)}
          columns={[
            { key: 'txn', header: t(TEXT.txn), cell: (r) => r.txnid },
            { key: 'purpose', header: t(TEXT.purpose), cell: (r) => r.purpose },
            { key: 'amount', header: t(COMMON.amount), cell: (r) => formatRupees(r.amount, lang) },
            { key: 'status', header: t(COMMON.status), cell: (r) => r.status },
            {
              key: 'when',
              header: t(TEXT.when),
              cell: (r) => (r.created_at ? formatDateTime(r.created_at, lang) : (r.addedon ?? '—')),
            },
          ]}
        />
      </Panel>

      <Panel title={t(TEXT.history)}>
        <DataTable
          rows={a.status_history}
          rowKey={(r) => `${r.created_at}-${r.status}-${r.action ?? ''}`}
          empty={t(TEXT.noHistory)}
          columns={[
            { key: 'when', header: t(TEXT.when), cell: (r) => formatDateTime(r.created_at, lang) },
            {
              key: 'who',
              header: t(TEXT.who),
              cell: (r) =>
                r.by === 'student'
                  ? `${r.admin_name || r.admin_email} (${t(TEXT.student)})`
                  : r.admin_name || r.admin_email,
            },
            {
              key: 'change',
              header: t(TEXT.change),
              cell: (r) =>
                r.action === 'submitted'
                  ? t(TEXT.sent)
                  : r.action === 'resubmitted'
                    ? t(TEXT.sentAgain)
                    : `${statusWord(r.old_status, t)} → ${r.action === 'correction' ? t(REVIEW_STATE_LABELS.correction) : statusWord(r.status, t)}`,
            },
            { key: 'fee', header: t(TEXT.fee), cell: (r) => formatRupees(r.fee_to_pay, lang) },
            { key: 'reason', header: t(TEXT.reason), cell: (r) => r.remark ?? '—' },
          ]}
        />
      </Panel>

      {decision && (
        <DecisionDialog
          decision={decision}
          applicant={a}
          onClose={() => setDecision(null)}
          onDone={(message) => {
            setDecision(null);
            setNotice(message);
            load.reload();
          }}
        />
      )}
    </>
  );
}

/** The form's uploaded documents; its photo and signature are shown in their own places. */
function formDocuments(a: AdminStudentDetail) {
  return (a.admission?.documents ?? []).filter((d) => d.field !== 'image' && d.field !== 'signature');
}

function statusWord(status: number, t: (l: { en: string; hi: string }) => string): string {
  return t(
    status === 1
      ? REVIEW_STATE_LABELS.approved
      : status === 2
        ? REVIEW_STATE_LABELS.rejected
        : REVIEW_STATE_LABELS.pending,
  );
}

function StepButton({ id, query, label }: { id: number | null; query: string; label: string }) {
  if (!id) {
    return (
      <Button small variant="secondary" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Link
      to={stepLink(id, query)}
      className="step-link"
      style={{ alignSelf: 'center', minHeight: 44, display: 'inline-flex', alignItems: 'center', padding: '0 8px' }}
    >
      {label}
    </Link>
  );
}

function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function AdmissionForm({ a }: { a: AdminStudentDetail }) {
  const { t, lang } = useText();
  const f = a.admission;
  if (!f) {
    return (
      <Panel title={t(TEXT.form)}>
        <p>{t(TEXT.noForm)}</p>
      </Panel>
    );
  }
  const marks = (p: 'highschool' | 'i' | 'ug') => {
    const r = f as unknown as Record<string, string>;
    const obt = r[`${p}_obtmarks`];
    if (!obt) return '—';
    return `${obt}/${r[`${p}_maxmarks`] ?? ''} (${r[`${p}_percentage`] ?? ''}%) · ${r[`${p}_year`] ?? ''}`;
  };
  return (
    <Panel title={t(TEXT.form)}>
      <Pairs>
        <Pair label={t(TEXT.formNo)}>{`${f.id} · ${f.admission_code}`}</Pair>
        <Pair label={t(COMMON.course)}>{`${f.course_name} · ${f.part}`}</Pair>
        <Pair label={t(COMMON.name)}>{f.applicant_name}</Pair>
        <Pair label={t(TEXT.father)}>{f.father_name}</Pair>
        <Pair label={t(TEXT.mother)}>{f.mother_name}</Pair>
        <Pair label={t(TEXT.dob)}>{f.dob}</Pair>
        <Pair label={t(TEXT.aadhaar)}>{maskAadhaar(f.aadhar) || '—'}</Pair>
        <Pair label={t(COMMON.category)}>
          {[categoryWords(f.category, t), f.subcategory].filter(Boolean).join(' · ')}
        </Pair>
        <Pair label={t(TEXT.address)}>
          {[f.village_mohalla, f.post, f.tehsil, f.district, f.pincode].filter(Boolean).join(', ')}
        </Pair>
        <Pair label={t(TEXT.subjects)}>{f.i_subject || '—'}</Pair>
        <Pair label={t(TEXT.highSchool)}>{marks('highschool')}</Pair>
        <Pair label={t(TEXT.intermediate)}>{marks('i')}</Pair>
        <Pair label={t(TEXT.ug)}>{marks('ug')}</Pair>
        <Pair label={t(TEXT.fee)}>{formatRupees(f.fees, lang)}</Pair>
      </Pairs>
      {f.signature_file && (
        <div style={{ marginTop: 16 }}>
          <h3 style={{ fontSize: 16 }}>{t(TEXT.signature)}</h3>
          <AuthorisedFile path={f.signature_file} title={t(TEXT.signature)} height={80} />
        </div>
      )}
    </Panel>
  );
}
