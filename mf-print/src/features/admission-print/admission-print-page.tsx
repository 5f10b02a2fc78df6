// /admission-form/print/:admission_code: the submitted admission form laid out for A4, with a print icon.
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  formTransactions,
  genderName,
  printDate,
  rupees,
  yearOfStudy,
  type AdmissionPrintRecord,
} from '@college/shared-types';
import { ModuleLink, type ApiClient } from '@college/web-kit';
import { getPrintRecord } from '../../api/print-record';
import { getVerificationCode } from '../../api/verification-code';
import { CollegeHeader } from '../../components/college-header';
import { Pairs } from '../../components/pairs';
import { Keep, PrintGlobalStyle, Sheet, Toolbar, ToolButton, ToolLink } from '../../components/print-styles';
import { PrintoutState } from '../../components/printout-state';
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

/** The education table keeps its columns readable on a phone by scrolling sideways; on paper it fits the page. */
const Scroll = styled.div`
  overflow-x: auto;
  table {
    min-width: 620px;
  }
  td.num {
    white-space: nowrap;
  }
  @media print {
    overflow: visible;
    table {
      min-width: 0;
    }
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

const EDUCATION_ROWS: Array<{ prefix: 'highschool' | 'i' | 'ug' | 'other'; en: string; hi: string }> = [
  { prefix: 'highschool', en: 'High School (10th)', hi: 'हाईस्कूल' },
  { prefix: 'i', en: 'Intermediate (12th)', hi: 'इंटरमीडिएट' },
  { prefix: 'ug', en: 'Graduation (UG)', hi: 'स्नातक' },
  { prefix: 'other', en: 'Other Course', hi: 'अन्य' },
];

const list = (items: readonly string[] | null | undefined) => (items && items.length ? items.join(', ') : 'None');

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

export function AdmissionPrintPage() {
  const { admission_code: admissionCode = '' } = useParams();
  const state = usePrintout((api, signal) => loadForm(api, admissionCode, signal), admissionCode);

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
  const counted = formTransactions(r.transactions);
  // High school and intermediate always; UG (PG forms) and other courses when the form carried them.
  const education = EDUCATION_ROWS.filter(
    (row) =>
      row.prefix === 'highschool' || row.prefix === 'i' || r[`${row.prefix}_year`] || r[`${row.prefix}_obtmarks`],
  );

  return (
    <>
      <PrintGlobalStyle />
      <Toolbar>
        <ToolLink as={ModuleLink} href="/student/dashboard">
          ← Dashboard
        </ToolLink>
        <ToolButton type="button" aria-label="Print" title="Print" onClick={() => window.print()}>
          <span aria-hidden="true">🖨</span> Print
        </ToolButton>
      </Toolbar>
      <Sheet data-testid="admission-printout">
        <CollegeHeader title="Admission Form" hindiTitle="प्रवेश आवेदन पत्र" formNumber={r.id} code={code} />
        <Top>
          <Pairs
            columns={1}
            pairs={[
              ['Course', 'पाठ्यक्रम', `${r.course} – ${r.course_name}`, 'print-course'],
              ['Year', 'वर्ष', yearOfStudy(r.part), 'print-year'],
              ['Admission Code', 'प्रवेश कोड', r.admission_code, 'print-code'],
              ['Submitted on', 'जमा करने की तिथि', printDate(r.addedon), 'print-addedon'],
            ]}
          />
          <PhotoBox>
            {photo ? <img src={photo} alt="Photograph of the applicant" data-testid="print-photo" /> : 'Photograph'}
          </PhotoBox>
        </Top>

        <Keep>
          <h2>
            Personal Details <span lang="hi">/ व्यक्तिगत विवरण</span>
          </h2>
          <Pairs
            pairs={[
              ['Applicant Name', 'आवेदक का नाम', r.applicant_name, 'print-name'],
              ['Gender', 'लिंग', genderName(r.gender), 'print-gender'],
              ["Father's Name", 'पिता का नाम', r.father_name, 'print-father'],
              ["Mother's Name", 'माता का नाम', r.mother_name, 'print-mother'],
              ['Date of Birth', 'जन्म तिथि', printDate(r.dob), 'print-dob'],
              ['Religion', 'धर्म', r.religion],
              ['Category', 'श्रेणी', r.category, 'print-category'],
              ['Sub Category', 'उप श्रेणी', r.subcategory],
              ['Caste Certificate No.', 'जाति प्रमाण पत्र सं.', r.caste_certificate_number],
              ['Certificate Issue Date', 'जारी होने की तिथि', printDate(r.category_issue_date)],
              ['Resident of UP', 'उ.प्र. निवासी', r.same_state === 1 ? 'Yes' : r.same_state === 0 ? 'No' : ''],
              ['Marital Status', 'वैवाहिक स्थिति', r.marital_status],
              ['Aadhaar Number', 'आधार संख्या', r.aadhar],
              ['URN', 'पंजीकरण संख्या', r.urn],
              ['Email', 'ईमेल', r.applicant_email],
              ['Mobile', 'मोबाइल', r.applicant_mobile],
              ['WhatsApp', 'व्हाट्सऐप', r.whatsapp_number],
              ["Father's Occupation", 'पिता का व्यवसाय', r.father_occupation],
              ["Mother's Occupation", 'माता का व्यवसाय', r.mother_occupation],
            ]}
          />
        </Keep>

        <Keep>
          <h2>
            Permanent Address <span lang="hi">/ स्थायी पता</span>
          </h2>
          <Pairs
            pairs={[
              ['Village / Mohalla', 'गाँव / मोहल्ला', r.village_mohalla],
              ['Post Office', 'डाकघर', r.post],
              ['Tehsil', 'तहसील', r.tehsil],
              ['District', 'जिला', r.district, 'print-district'],
              ['Pincode', 'पिनकोड', r.pincode],
            ]}
          />
        </Keep>

        <Keep>
          <h2>
            Educational Qualifications <span lang="hi">/ शैक्षिक योग्यता</span>
          </h2>
          <Scroll>
            <table data-testid="print-education">
              <thead>
                <tr>
                  <th scope="col">Examination</th>
                  <th scope="col">Year</th>
                  <th scope="col">Roll No.</th>
                  <th scope="col">Board / University</th>
                  <th scope="col">School / College</th>
                  <th scope="col">
                    <abbr title="Marks obtained">Obt.</abbr>
                  </th>
                  <th scope="col">
                    <abbr title="Maximum marks">Max.</abbr>
                  </th>
                  <th scope="col">%</th>
                </tr>
              </thead>
              <tbody>
                {education.map((row) => (
                  <tr key={row.prefix} data-testid={`print-education-${row.prefix}`}>
                    <th scope="row">
                      {row.en}
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
          </Scroll>
        </Keep>

        <Keep>
          <h2>
            Reservation, Weightage and Documents <span lang="hi">/ आरक्षण, अधिभार एवं दस्तावेज़</span>
          </h2>
          <Pairs
            pairs={[
              ['Horizontal Reservation', 'क्षैतिज आरक्षण', list(r.horizontal_reservation)],
              ['Weightage', 'अधिभार', list(r.weightage), 'print-weightage'],
              ['Gap in Studies', 'अध्ययन में अंतराल', r.gap],
              ['Documents Attached', 'संलग्न दस्तावेज़', list(r.attachments)],
            ]}
          />
        </Keep>

        <Keep>
          <h2>
            Fee and Payments <span lang="hi">/ शुल्क एवं भुगतान</span>
          </h2>
          <Pairs
            pairs={[
              ['Admission Fee', 'प्रवेश शुल्क', r.fees ? rupees(r.fees) : 'Set on approval', 'print-fees'],
              [
                'Payment',
                'भुगतान',
                counted.some((t) => t.status.toLowerCase() === 'success') ? 'Paid' : 'Pending',
                'print-payment',
              ],
            ]}
          />
          {counted.length > 0 && (
            <table data-testid="print-transactions" aria-label="Transactions" style={{ marginTop: 6 }}>
              <thead>
                <tr>
                  <th scope="col">Transaction ID</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                  <th scope="col">Date</th>
                </tr>
              </thead>
              <tbody>
                {counted.map((t) => (
                  <tr key={t.txnid}>
                    <td>{t.txnid}</td>
                    <td>{rupees(t.amount)}</td>
                    <td>{t.status}</td>
                    <td>{printDate(t.addedon)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Keep>

        <Keep>
          <h2>
            Declaration <span lang="hi">/ घोषणा</span>
          </h2>
          <p style={{ margin: '4px 0' }}>
            I declare that all the information given in this form is true to the best of my knowledge. If any of it is
            found to be false, my admission may be cancelled. I will follow the rules of the college and the university.
          </p>
          <SignatureRow>
            <div>Date: {printDate(r.addedon)}</div>
            <div className="sig">
              {signature && <img src={signature} alt="Signature of the applicant" data-testid="print-signature" />}
              <div className="line">Signature of the Applicant / आवेदक के हस्ताक्षर</div>
            </div>
          </SignatureRow>
        </Keep>
      </Sheet>
    </>
  );
}
