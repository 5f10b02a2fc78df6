// Unit-test helpers of this module: jsdom gaps filled, the shell's props, a router at a path, and a fake API.
import './test-polyfills';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes } from '@college/web-kit/routing';
import type { AdmissionPrintRecord, ShellProps } from '@college/shared-types';
import { ShellProvider } from '@college/web-kit';
import { createSiteAtoms } from '@college/web-kit/site-state';
import { fakeApi as fakeKitApi } from '@college/web-kit/testing';

export function shellProps(over: Partial<ShellProps> = {}): ShellProps {
  const jotaiStore = createStore();
  const atoms = createSiteAtoms();
  jotaiStore.set(atoms.store, {
    store_title: 'राजकीय स्नातक महाविद्यालय=Government Degree College',
    store_address: null,
    store_phone: null,
    store_email: null,
    store_description: null,
    store_logo: null,
    social_link: null,
    affiliation_info: null,
    about_image: null,
    principal_image: null,
    principal_message: null,
    marquee: null,
    facilities: [],
  });
  return {
    jotaiStore,
    atoms,
    apiBase: '/api',
    versions: {},
    siteVersion: '14.10.0',
    ...over,
  };
}

export function renderAt(pattern: string, path: string, element: ReactElement, shell = shellProps()) {
  return render(
    <ShellProvider shell={shell}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
      </MemoryRouter>
    </ShellProvider>,
  );
}

type Answer = { status: number; body: unknown } | 'blob';

/** Answers the API client's calls by path (a key ending in '/' answers every path under it); records them. */
export function fakeApi(routes: Record<string, Answer | (() => Answer)>) {
  const answers = Object.fromEntries(
    Object.entries(routes).map(([path, answer]) => {
      const of = (a: Answer) => (a === 'blob' ? { status: 200, body: null } : a);
      return [path, typeof answer === 'function' ? () => of(answer()) : of(answer)];
    }),
  );
  return fakeKitApi(answers);
}

/** A print record as print2 answers it: a BSCBIO form, Second Year, with a chalan and a failed admission fee. */
export function printRecord(over: Partial<AdmissionPrintRecord> = {}): AdmissionPrintRecord {
  const edu = (p: string, v: Record<string, string>) =>
    Object.fromEntries(
      ['year', 'roll', 'board', 'name', 'obtmarks', 'maxmarks', 'percentage'].map((k) => [`${p}_${k}`, v[k] ?? '']),
    );
  return {
    id: 42,
    admission_code: 'ADM25ABCDEFGH',
    part: '2',
    course: 'BSCBIO',
    course_name: 'Bachelor of Science (Biology)',
    applicant_name: 'Reena Devi',
    father_name: 'Ram Prasad',
    mother_name: 'सीता देवी',
    dob: '2006-04-12',
    gender: 'F',
    religion: 'Hindu',
    aadhar: '123456789012',
    applicant_email: 'reena@example.in',
    applicant_mobile: '9876543210',
    whatsapp_number: '9876543210',
    urn: '',
    same_state: 1,
    category: 'OBC',
    subcategory: '',
    caste_certificate_number: '',
    category_issue_date: '',
    father_occupation: 'Farmer',
    mother_occupation: '',
    marital_status: 'Single',
    nationality: 'Resident of India',
    major_subject_1: 'Zoology',
    major_subject_2: 'Botany',
    subject_group: 'ZBC',
    correspondence_village_mohalla: 'कमरा 12, छात्रावास रोड',
    correspondence_post: 'Sipri Bazar',
    correspondence_tehsil: 'Sadar',
    correspondence_district: 'Agra',
    correspondence_pincode: '282002',
    same_as_correspondence: 'No',
    admission_fee_paid: false,
    enrolment_no: null,
    village_mohalla: 'Civil Lines',
    post: 'Kotwali',
    tehsil: 'Sadar',
    district: 'Jhansi',
    pincode: '284001',
    image_file: '/api/v2/admission/file/ADM25ABCDEFGH/image',
    signature_file: null,
    i_subject: 'ZBC',
    weightage: ['N.S.S'],
    horizontal_reservation: [],
    gap: 'No',
    attachments: ['10th Marksheet'],
    documents: [
      { field: 'image', document_link: '/api/v2/admission/file/ADM25ABCDEFGH/image' },
      { field: 'mark_10th', document_link: '/api/v2/admission/file/ADM25ABCDEFGH/mark_10th' },
      { field: 'aadhar', document_link: '/api/v2/admission/file/ADM25ABCDEFGH/aadhar' },
    ],
    fees: '1250.00',
    addedon: '2025-07-04 13:45:10',
    transactions: [
      {
        txnid: 'R1',
        amount: '50.00',
        status: 'success',
        purpose: 'registration',
        mode: 'CC',
        mihpayid: null,
        addedon: '2025-07-01 10:00:00',
        created_at: '',
      },
      {
        txnid: 'A1',
        amount: '1250.00',
        status: 'failure',
        purpose: 'admission',
        mode: 'CC',
        mihpayid: null,
        addedon: '2025-07-05 10:00:00',
        created_at: '',
      },
    ],
    ...edu('highschool', { year: '2021', obtmarks: '487', maxmarks: '600', percentage: '81.17' }),
    ...edu('i', { year: '2023', obtmarks: '412', maxmarks: '500', percentage: '82.40' }),
    ...edu('ug', {}),
    ...edu('other', {}),
    ...over,
  } as AdmissionPrintRecord;
}

/** The value printed beside an English label (the <dd> a Pairs grid names by its <dt>). */
export function pairValue(label: string, within: Pick<typeof screen, 'getByRole'> = screen): HTMLElement {
  return within.getByRole('definition', { name: label });
}
