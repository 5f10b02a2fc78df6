// The admission printout's record: every answer the student gave (both addresses, majors, nationality), the
// provisional state before the admission fee, and who may print it when.
import { API_PATHS } from '@college/shared-types';
import { PRINT_MESSAGES } from '../src/admission/admission-routes';
import {
  bearer,
  createStudent,
  pay,
  pngBytes,
  postAdmission,
  validAdmission,
  verifyForm,
  type TestStudent,
} from './admission-fixtures';
import { createStaff, type TestStaff } from './staff-fixtures';
import { buildTestApp, type TestApp } from './helpers';

let t: TestApp;
let verifier: TestStaff;
beforeAll(async () => {
  t = await buildTestApp();
  verifier = await createStaff(t.app, 'verifier');
});
afterAll(async () => {
  await t.close();
});

async function print(token: string | null, code: string) {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.admissionPrint,
    headers: token ? bearer(token) : {},
    payload: { admission_code: code },
  });
}

/** An approved B.Sc. (ZBC) student who has paid the registration fee and submitted the form with a photo. */
async function submitted(): Promise<{ s: TestStudent; code: string }> {
  const s = await createStudent(t.app, { status: 1, fee_to_pay: '1250', course_name: 'BSCBIO' });
  await pay(t.app, s.token, 'registration');
  const res = await postAdmission(
    t.app,
    s.token,
    {
      ...validAdmission('BSCBIO'),
      nationality: 'Resident of India',
      major_subject_1: 'Zoology',
      major_subject_2: 'Botany',
      subject_group: 'ZBC',
    },
    [{ field: 'image', bytes: await pngBytes(), filename: 'photo.png', type: 'image/png' }],
  );
  expect(res.statusCode).toBe(200);
  return { s, code: res.json().admission_code as string };
}

describe('the admission print record', () => {
  it('carries both addresses, the majors, the nationality and the uploaded documents', async () => {
    const { code, s } = await submitted();
    const res = await print(s.token, code);
    expect(res.statusCode).toBe(200);
    const r = res.json()[0];
    expect(r).toMatchObject({
      course: 'BSCBIO',
      nationality: 'Resident of India',
      major_subject_1: 'Zoology',
      major_subject_2: 'Botany',
      subject_group: 'ZBC',
      correspondence_village_mohalla: 'कमरा 12, छात्रावास रोड',
      correspondence_district: 'Agra',
      correspondence_pincode: '282002',
      same_as_correspondence: 'No',
      village_mohalla: 'वार्ड 4, सिरसागंज',
      district: 'Firozabad',
      pincode: '283151',
      attachments: ['10th Marksheet', 'Aadhar Card'],
      admission_fee_paid: false,
    });
    expect(r.documents).toEqual(
      expect.arrayContaining([
        { field: 'image', document_link: `/api/v2/admission/file/${code}/image` },
        { field: 'mark_10th', document_link: `/api/v2/admission/file/${code}/mark_10th` },
      ]),
    );
  });

  it('keeps a pincode of the correspondence address only when it is six digits', async () => {
    const s = await createStudent(t.app, { status: 1, fee_to_pay: '1250' });
    await pay(t.app, s.token, 'registration');
    const res = await postAdmission(t.app, s.token, { ...validAdmission(), correspondence_address_pincode: '12' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.correspondence_address_pincode).toEqual(['Pincode must be 6 digits']);
  });
});

describe('who may print the form, and when', () => {
  it('prints the own submitted form before the fee as provisional, and as paid after it', async () => {
    const { s, code } = await submitted();
    const before = await print(s.token, code);
    expect(before.statusCode).toBe(200);
    expect(before.json()[0].admission_fee_paid).toBe(false);

    await verifyForm(t.app, s.id);
    await pay(t.app, s.token, 'admission', 'Failure');
    const failed = (await print(s.token, code)).json()[0];
    expect(failed.admission_fee_paid).toBe(false);

    await pay(t.app, s.token, 'admission');
    const after = (await print(s.token, code)).json()[0];
    expect(after.admission_fee_paid).toBe(true);
    expect(after.transactions.map((x: { status: string }) => x.status.toLowerCase())).toEqual([
      'success',
      'failure',
      'success',
    ]);
  });

  it("refuses another student's form like an unknown code, and a visitor without a session", async () => {
    const { code } = await submitted();
    const other = await createStudent(t.app, { status: 1 });
    const theirs = await print(other.token, code);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual((await print(other.token, 'ADM25NOSUCH1')).json());
    expect(theirs.json().message_hi).toBeTruthy();
    expect((await print(null, code)).statusCode).toBe(401);
  });

  it('holds the printout while the form is reopened for correction; the office still reads it', async () => {
    const { s, code } = await submitted();
    const ask = await t.app.inject({
      method: 'POST',
      url: API_PATHS.adminCorrection.replace(':id', String(s.id)),
      headers: bearer(verifier.token),
      payload: { reason: 'Upload a clear 12th marksheet' },
    });
    expect(ask.statusCode).toBe(200);
    const held = await print(s.token, code);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toEqual({
      code: 'form_not_submitted',
      message: PRINT_MESSAGES.notSubmitted.en,
      message_hi: PRINT_MESSAGES.notSubmitted.hi,
    });
    expect((await print(verifier.token, code)).statusCode).toBe(200);

    expect((await postAdmission(t.app, s.token, validAdmission('BSCBIO'))).statusCode).toBe(422);
    const again = await postAdmission(t.app, s.token, {
      ...validAdmission('BSCBIO'),
      major_subject_1: 'Zoology',
      major_subject_2: 'Chemistry',
      subject_group: 'ZBC',
    });
    expect(again.statusCode).toBe(200);
    const printed = await print(s.token, code);
    expect(printed.statusCode).toBe(200);
    expect(printed.json()[0].major_subject_2).toBe('Chemistry');
  });
});
