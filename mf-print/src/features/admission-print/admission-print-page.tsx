// /admission-form/print/:admission_code: the submitted admission form laid out for A4, with a print icon. Every answer
// the student gave is printed, labels in both languages (the page's first); before the admission fee is paid the
// form prints as provisional.
import { useEffect } from 'react';
import { useParams } from '@college/web-kit/routing';
import styled from 'styled-components';
import {
  ADMISSION_DECLARATION,
  CATEGORY_NAMES,
  DOCUMENT_NAMES,
  PROVISIONAL_MARK,
  choiceName,
  formTransactions,
  genderName,
  nameOf,
  printDate,
  rupees,
  yearOfStudy,
  type AdmissionFileField,
  type AdmissionPrintRecord,
  type Language,
} from '@college/shared-types';
import { ModuleLink, useText, type ApiClient } from '@college/web-kit';
import { getPrintRecord } from '../../api/print-record';
import { getVerificationCode } from '../../api/verification-code';
import { CollegeHeader } from '../../components/college-header';
import { BiHeading, Both, CourseName, Pairs, type Pair } from '../../components/pairs';
import { Keep, PrintGlobalStyle, ProvisionalMark, Sheet, TableScroll } from '../../components/print-styles';
import { PrintToolbar } from '../../components/print-toolbar';
import { PrintoutState } from '../../components/printout-state';
import { TEXT } from '../../lib/texts';
import { usePrintout } from '../../lib/use-printout';

interface FormPrintout {
  record: AdmissionPrintRecord;
  code: string | null;
  photo: string | null;
  signature: string | null;
}

const Top = styled.div`
  display: grid;
  grid-template-columns: 1fr 128px;
  gap: 12px;
  align-items: start;
  @media screen and (max-width: 479px) {
    grid-template-columns: 1fr;
  }
`;

const PhotoBox = styled.div`
  width: 120px;
  height: 150px;
  border: 1px solid var(--color-border-strong);
  display: grid;
  place-items: center;
  font-size: 11px;
  color: var(--color-muted);
  text-align: center;
  img {
    width: 118px;
    height: 148px;
    object-fit: cover;
  }
`;

const SignatureRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-end;
  gap: 16px;
  margin-top: 10px;
  flex-wrap: wrap;
  .sig {
    text-align: center;
    min-width: 180px;
  }
  .sig img {
    width: 180px;
    height: 60px;
    object-fit: contain;
    display: block;
    margin: 0 auto;
  }
  .line {
    border-top: 1px solid var(--color-muted);
    padding-top: 2px;
    margin-top: 4px;
  }
`;

const Declaration = styled.div`
  p {
    margin: 4px 0;
  }
`;

const EDUCATION_ROWS: Array<{ prefix: 'highschool' | 'i' | 'ug' | 'other'; en: string; hi: string }> = [
  { prefix: 'highschool', en: 'High School (10th)', hi: 'हाईस्कूल (10वीं)' },
  { prefix: 'i', en: 'Intermediate (12th)', hi: 'इंटरमीडिएट (12वीं)' },
  { prefix: 'ug', en: 'Graduation (UG)', hi: 'स्नातक' },
  { prefix: 'other', en: 'Other Course', hi: 'अन्य पाठ्यक्रम' },
];

const EDUCATION_COLUMNS: Array<{ en: string; hi: string; abbr?: string }> = [
  { en: 'Year', hi: 'वर्ष' },
  { en: 'Roll No.', hi: 'अनुक्रमांक' },
  { en: 'Board / University', hi: 'बोर्ड / विश्वविद्यालय' },
  { en: 'School / College', hi: 'विद्यालय / महाविद्यालय' },
  { en: 'Obt.', hi: 'प्राप्तांक', abbr: 'Marks obtained' },
  { en: 'Max.', hi: 'पूर्णांक', abbr: 'Maximum marks' },
  { en: '%', hi: '%' },
];

/** A list of stored choices in the page's language; 'None' / 'कोई नहीं' when empty. */
const listOf = (items: readonly string[] | null | undefined, lang: Language) =>
  items && items.length ? items.map((v) => choiceName(v, lang)).join(', ') : lang === 'hi' ? 'कोई नहीं' : 'None';

function documentName(field: string, lang: Language): string {
  return DOCUMENT_NAMES[field as AdmissionFileField]?.[lang] ?? field;
}

async function loadForm(api: ApiClient, admissionCode: string, signal: AbortSignal) {
  const record = await getPrintRecord(api, admissionCode, signal);
  // The photo and signature are served only with the bearer token: shown as object URLs.
  const file = (path: string | null) =>
    path
      ? api
          .blob(path, { signal })
          .then((blob) => URL.createObjectURL(blob))
          .catch(() => null)
      : Promise.resolve(null);
  const [verification, photo, signature] = await Promise.all([
    getVerificationCode(api, { admission_code: record.admission_code }, signal).catch(() => null),
    file(record.image_file),
    file(record.signature_file),
  ]);
  return { record, code: verification?.code ?? null, photo, signature } satisfies FormPrintout;
}

function addressPairs(
  r: Pick<AdmissionPrintRecord, 'village_mohalla' | 'post' | 'tehsil' | 'district' | 'pincode'>,
  prefix: string,
): Pair[] {
  return [
    ['Village / Mohalla', 'गाँव / मोहल्ला', r.village_mohalla, `${prefix}-village`],
    ['Post Office', 'डाकघर', r.post, `${prefix}-post`],
    ['Tehsil', 'तहसील', r.tehsil, `${prefix}-tehsil`],
    ['District', 'जिला', r.district, `${prefix}-district`],
    ['Pincode', 'पिनकोड', r.pincode, `${prefix}-pincode`],
  ];
}

export function AdmissionPrintPage() {
  const { admission_code: admissionCode = '' } = useParams();
  const state = usePrintout((api, signal) => loadForm(api, admissionCode, signal), admissionCode);
  const { t, lang } = useText();

  // Object URLs of the photo and signature are freed with the page.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const { photo, signature } = state.data;
    return () => {
      for (const url of [photo, signature]) if (url) URL.revokeObjectURL(url);
    };
  }, [state]);

  if (state.status !== 'ready') return <PrintoutState state={state} />;
  const { record: r, code, photo, signature } = state.data;
  const name = (v: string) => choiceName(v, lang);
  // Only successful admission fee payments are printed: a failed or abandoned attempt is not a payment.
  const paid = formTransactions(r.transactions);
  const provisional = !r.admission_fee_paid;
  const majors = [r.major_subject_1, r.major_subject_2].filter(Boolean).join(', ');
  // High school and intermediate always; UG (PG forms) and other courses when the form carried them.
  const education = EDUCATION_ROWS.filter(
    (row) =>
      row.prefix === 'highschool' || row.prefix === 'i' || r[`${row.prefix}_year`] || r[`${row.prefix}_obtmarks`],
  );
  const correspondence = {
    village_mohalla: r.correspondence_village_mohalla,
    post: r.correspondence_post,
    tehsil: r.correspondence_tehsil,
    district: r.correspondence_district,
    pincode: r.correspondence_pincode,
  };
  const hasCorrespondence = Object.values(correspondence).some(Boolean);
  const uploaded = r.documents.map((d) => d.field).filter((f) => f !== 'image' && f !== 'signature');

  return (
    <>
      <PrintGlobalStyle />
      <PrintToolbar onPrint={() => window.print()} />
      {provisional && (
        <p className="no-print" style={{ maxWidth: 900, margin: '8px auto 0', padding: '0 8px' }}>
          {t(TEXT.provisionalNote)} <ModuleLink href="/student/admission/payment">{t(TEXT.payFee)}</ModuleLink>
        </p>
      )}
      <Sheet data-testid="admission-printout" aria-label={t({ en: 'Admission Form', hi: 'प्रवेश आवेदन पत्र' })}>
        <CollegeHeader title="Admission Form" hindiTitle="प्रवेश आवेदन पत्र" formNumber={r.id} code={code} />
        {provisional && (
          <ProvisionalMark data-testid="provisional-mark">
            <Both text={PROVISIONAL_MARK} />
          </ProvisionalMark>
        )}
        <Top>
          <Pairs
            columns={1}
            pairs={[
              ['Course', 'पाठ्यक्रम', <CourseName code={r.course} name={r.course_name} />, 'print-course'],
              ['Year', 'वर्ष', name(yearOfStudy(r.part)), 'print-year'],
              ...(majors
                ? ([
                    [
                      'Major Subjects',
                      'मुख्य विषय',
                      `${majors}${r.subject_group ? ` (${r.subject_group})` : ''}`,
                      'print-majors',
                    ],
                  ] as Pair[])
                : []),
              ['Submitted on', 'जमा करने की तिथि', printDate(r.addedon), 'print-addedon'],
            ]}
          />
          <PhotoBox>
            {photo ? (
              <img
                src={photo}
                alt={t({ en: 'Photograph of the applicant', hi: 'आवेदक का फोटो' })}
                data-testid="print-photo"
              />
            ) : (
              t({ en: 'Photograph', hi: 'फोटो' })
            )}
          </PhotoBox>
        </Top>

        <Keep>
          <BiHeading en="Personal Details" hi="व्यक्तिगत विवरण" />
          <Pairs
            pairs={[
              ['Applicant Name', 'आवेदक का नाम', r.applicant_name, 'print-name'],
              ['Gender', 'लिंग', name(genderName(r.gender)), 'print-gender'],
              ["Father's Name", 'पिता का नाम', r.father_name, 'print-father'],
              ["Mother's Name", 'माता का नाम', r.mother_name, 'print-mother'],
              ['Date of Birth', 'जन्म तिथि', printDate(r.dob), 'print-dob'],
              ['Nationality', 'राष्ट्रीयता', name(r.nationality), 'print-nationality'],
              ['Religion', 'धर्म', name(r.religion), 'print-religion'],
              ['Category', 'श्रेणी', nameOf(CATEGORY_NAMES, r.category)?.[lang] ?? '', 'print-category'],
              ['Sub Category', 'उप श्रेणी', r.subcategory, 'print-subcategory'],
              ['Caste Certificate No.', 'जाति प्रमाण पत्र सं.', r.caste_certificate_number],
              ['Certificate Issue Date', 'जारी होने की तिथि', printDate(r.category_issue_date)],
              [
                'Resident of UP',
                'उ.प्र. निवासी',
                r.same_state === 1 ? name('Yes') : r.same_state === 0 ? name('No') : '',
              ],
              ['Marital Status', 'वैवाहिक स्थिति', name(r.marital_status)],
              // Masked by the server to its last four digits (XXXX XXXX 1234).
              ['Aadhaar Number', 'आधार संख्या', r.aadhar && <span data-code="">{r.aadhar}</span>, 'print-aadhaar'],
              ['University Reg. No. (URN)', 'विश्वविद्यालय पंजीकरण सं.', r.urn],
              ['Email', 'ईमेल', r.applicant_email],
              ['Mobile', 'मोबाइल', r.applicant_mobile],
              ['WhatsApp', 'व्हाट्सऐप', r.whatsapp_number],
              ["Father's Occupation", 'पिता का व्यवसाय', r.father_occupation],
              ["Mother's Occupation", 'माता का व्यवसाय', r.mother_occupation],
            ]}
          />
        </Keep>

        <Keep>
          <BiHeading en="Correspondence Address" hi="पत्राचार का पता" />
          {hasCorrespondence ? <Pairs pairs={addressPairs(correspondence, 'print-corr')} /> : <p>—</p>}
        </Keep>
        <Keep>
          <BiHeading en="Permanent Address" hi="स्थायी पता" />
          {r.same_as_correspondence === 'Yes' && (
            <Both
              as="p"
              style={{ margin: '0 0 4px' }}
              testId="print-same-address"
              text={{ en: 'Same as the correspondence address', hi: 'पत्राचार के पते के समान' }}
            />
          )}
          <Pairs pairs={addressPairs(r, 'print')} />
        </Keep>

        <Keep>
          <BiHeading en="Educational Qualifications" hi="शैक्षिक योग्यता" />
          <TableScroll $min={620} aria-label={t({ en: 'Educational Qualifications', hi: 'शैक्षिक योग्यता' })}>
            <table data-testid="print-education">
              <thead>
                <tr>
                  <th scope="col">{t({ en: 'Examination', hi: 'परीक्षा' })}</th>
                  {EDUCATION_COLUMNS.map((col) => (
                    <th scope="col" key={col.en}>
                      {col.abbr && lang === 'en' ? <abbr title={col.abbr}>{col.en}</abbr> : t(col)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {education.map((row) => (
                  <tr key={row.prefix} data-testid={`print-education-${row.prefix}`}>
                    <th scope="row">
                      {t(row)}
                      {row.prefix === 'i' && r.i_subject ? ` (${r.i_subject})` : ''}
                    </th>
                    <td className="num">{r[`${row.prefix}_year`]}</td>
                    <td className="num">{r[`${row.prefix}_roll`]}</td>
                    <td>{r[`${row.prefix}_board`]}</td>
                    <td>{r[`${row.prefix}_name`]}</td>
                    <td className="num">{r[`${row.prefix}_obtmarks`]}</td>
                    <td className="num">{r[`${row.prefix}_maxmarks`]}</td>
                    <td className="num">{r[`${row.prefix}_percentage`]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Keep>

        <Keep>
          <BiHeading en="Reservation, Weightage and Documents" hi="आरक्षण, अधिभार एवं दस्तावेज़" />
          <Pairs
            pairs={[
              ['Horizontal Reservation', 'क्षैतिज आरक्षण', listOf(r.horizontal_reservation, lang), 'print-reservation'],
              ['Weightage', 'अधिभार', listOf(r.weightage, lang), 'print-weightage'],
              ['Gap in Studies', 'अध्ययन में अंतराल', name(r.gap), 'print-gap'],
              ['Documents Attached', 'संलग्न दस्तावेज़', listOf(r.attachments, lang), 'print-attachments'],
              [
                'Documents Uploaded',
                'अपलोड किए गए दस्तावेज़',
                uploaded.length
                  ? uploaded.map((f) => documentName(f, lang)).join(', ')
                  : lang === 'hi'
                    ? 'कोई नहीं'
                    : 'None',
                'print-uploads',
              ],
            ]}
          />
        </Keep>

        <Keep>
          <BiHeading en="Fee and Payments" hi="शुल्क एवं भुगतान" />
          <Pairs
            pairs={[
              [
                'Admission Fee',
                'प्रवेश शुल्क',
                r.fees ? rupees(r.fees) : t({ en: 'Set on approval', hi: 'स्वीकृति पर तय होगा' }),
                'print-fees',
              ],
              ['Payment', 'भुगतान', name(r.admission_fee_paid ? 'Paid' : 'Pending'), 'print-payment'],
              // Paying the fee admits: the enrolment number it gave (decision 025).
              ...(r.enrolment_no
                ? ([
                    ['Enrolment Number', 'नामांकन संख्या', <span data-code="">{r.enrolment_no}</span>, 'print-enrolment'],
                  ] satisfies Pair[])
                : []),
            ]}
          />
          {paid.length > 0 && (
            <TableScroll $min={420} aria-label={t({ en: 'Payments', hi: 'भुगतान' })}>
              <table data-testid="print-transactions" aria-label={t({ en: 'Transactions', hi: 'लेनदेन' })}>
                <thead>
                  <tr>
                    <th scope="col">{t({ en: 'Transaction ID', hi: 'लेनदेन संख्या' })}</th>
                    <th scope="col">{t({ en: 'Amount', hi: 'राशि' })}</th>
                    <th scope="col">{t({ en: 'Status', hi: 'स्थिति' })}</th>
                    <th scope="col">{t({ en: 'Date', hi: 'दिनांक' })}</th>
                  </tr>
                </thead>
                <tbody>
                  {paid.map((tx) => (
                    <tr key={tx.txnid}>
                      <td>{tx.txnid}</td>
                      <td className="num">{rupees(tx.amount)}</td>
                      <td>{t({ en: 'Success', hi: 'सफल' })}</td>
                      <td className="num">{printDate(tx.addedon)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Keep>

        <Keep>
          <BiHeading en="Declaration" hi="घोषणा" />
          <Declaration data-testid="print-declaration" data-pair="">
            <p lang={lang}>{ADMISSION_DECLARATION[lang]}</p>
            <p lang={lang === 'hi' ? 'en' : 'hi'}>{ADMISSION_DECLARATION[lang === 'hi' ? 'en' : 'hi']}</p>
          </Declaration>
          <SignatureRow>
            <div>
              {t({ en: 'Date', hi: 'दिनांक' })}: {printDate(r.addedon)}
            </div>
            <div className="sig">
              {signature && (
                <img
                  src={signature}
                  alt={t({ en: 'Signature of the applicant', hi: 'आवेदक के हस्ताक्षर' })}
                  data-testid="print-signature"
                />
              )}
              <Both as="div" className="line" text={{ en: 'Signature of the Applicant', hi: 'आवेदक के हस्ताक्षर' }} />
            </div>
          </SignatureRow>
        </Keep>
      </Sheet>
    </>
  );
}
