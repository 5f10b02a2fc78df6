// Two admission fees settled at the same moment through the two processes get two distinct enrolment numbers with
// consecutive serials (decision 025: the counter row per course and session is locked inside each settlement).
// Two students of a course admitting directly are registered, approved with the fee, submit the form and are
// verified; each pays through the gateway simulator, and the simulator's returns are posted together, one to each
// process.
import sharp from 'sharp';
import shared from '@college/shared-types';
import { address, balancer, bearer, direct, from, multipart, request } from './http.mjs';
import { query } from './database.mjs';
import { assert, check, figures } from './report.mjs';
import { RUN } from './settings.mjs';
import { PROFILE, registerStudent, signin } from './students.mjs';

const { admissionFormEntries, emptyAdmissionForm, requiredUploads, uploadKind } = shared;
const COURSE = 'BCOM';
const DEMO_ADMIN = { email: 'admin@college.local', password: 'Admin@12345' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The six-step form as a student of B.Com. fills it (the server takes the locked answers from the profile). */
function form() {
  return {
    ...emptyAdmissionForm(COURSE),
    applicant_name: 'Reena Devi',
    mother_name: 'Sunita Devi',
    father_name: 'Ram Prasad',
    dob: '2005-04-12',
    gender: 'F',
    category: 'OBC',
    email: 'reena@example.com',
    whatsapp_number: '9876543210',
    aadhar_no: '123412341234',
    religion: 'Hindu',
    marital_status: 'Single',
    gap: 'No',
    correspondence_address_village_mohalla: 'Room 12, Hostel Road',
    correspondence_address_post: 'Civil Lines',
    correspondence_address_tehsil: 'Sadar',
    correspondence_address_district: 'Agra',
    correspondence_address_pincode: '282002',
    same_as_correspondence: 'No',
    permanent_address_village_mohalla: 'Ward 4',
    permanent_address_post: 'Sirsaganj',
    permanent_address_tehsil: 'Sirsaganj',
    permanent_address_district: 'Firozabad',
    permanent_address_pincode: '283151',
    high_school_year: '2020',
    high_school_board: 'UP Board',
    high_school_name: 'GIC Sirsaganj',
    high_school_roll: '1234567',
    high_school_maxmarks: '600',
    high_school_obtmarks: '480',
    high_school_percentage: '80.00',
    intermediate_year: '2022',
    intermediate_board: 'UP Board',
    intermediate_name: 'GIC Sirsaganj',
    intermediate_roll: '7654321',
    intermediate_maxmarks: '500',
    intermediate_obtmarks: '333',
    intermediate_percentage: '66.60',
    intermediate: { subject: 'Commerce' },
    attachments: ['10th Marksheet', 'Aadhar Card'],
    agreed_to_declaration: '1',
  };
}

/** A multipart body whose fields may repeat (the form's entries), with files. */
function multipartEntries(entries, files) {
  const body = multipart({}, files);
  const boundary = body.headers['content-type'].split('boundary=')[1];
  const head = entries
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return { headers: body.headers, body: Buffer.concat([Buffer.from(head), body.body]) };
}

const urlencoded = (fields) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: Buffer.from(new URLSearchParams(fields).toString()),
});

function formsOf(html) {
  const unescape = (t) =>
    t
      .replace(/&#(\d+);/g, (_m, n) => String.fromCharCode(Number(n)))
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)].map((m) => ({
    action: unescape(m[1]),
    fields: Object.fromEntries(
      [...m[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((i) => [
        unescape(i[1]),
        unescape(i[2]),
      ]),
    ),
    button: /<button[^>]*>([^<]*)<\/button>/.exec(m[2])?.[1] ?? '',
  }));
}

/** Starts the admission fee's payment and walks the simulator to Success: the return to post, not posted yet. */
async function paymentReturn(base, token) {
  const init = await request(`${base}/api/v2/payment/initiate`, {
    method: 'POST',
    headers: { ...bearer(token), ...from(address()) },
    body: { purpose: 'admission', firstname: 'Reena Devi', phone: '9876543210' },
  });
  assert(init.status === 200, `initiate answered ${init.status}: ${init.text}`);
  const { action, fields } = init.json();
  const post = (path, f) => request(`${base}${path}`, { method: 'POST', ...urlencoded(f) });
  const page1 = await post(new URL(action).pathname, fields);
  assert(page1.status === 200, `the simulator answered ${page1.status}`);
  const card = formsOf(page1.text).find((f) => f.button === 'Card');
  const page2 = await post(card.action, card.fields);
  const success = formsOf(page2.text).find((f) => f.button === 'Success');
  const done = await post(success.action, success.fields);
  assert(done.status === 307, `the simulator's Success answered ${done.status}`);
  return { target: new URL(done.headers.location).pathname, fields: success.fields, txnid: fields.txnid };
}

/** A student of B.Com. registered, approved with the fee, with a submitted form verified by the office. */
async function verifiedStudent(databaseUrl, i, adminToken, png, files) {
  const email = `enrol.${i}.${RUN}@example.com`;
  const password = 'cluster pass 42';
  await registerStudent(email, password);
  const token = (await signin(balancer, email, password)).json().token;
  assert(token, `student ${i} could not sign in`);
  const profile = multipart(
    { ...PROFILE, course_name: COURSE },
    { profile_photo: { filename: 'photo.png', type: 'image/png', data: png } },
  );
  const saved = await request(`${balancer}/api/v2/complete-profile`, {
    method: 'POST',
    headers: { ...profile.headers, ...bearer(token), ...from(address()) },
    body: profile.body,
  });
  assert(saved.status === 200, `complete-profile answered ${saved.status}: ${saved.text}`);
  const [{ id }] = await query(databaseUrl, 'SELECT id FROM students WHERE email = $1', [email]);
  const approved = await request(`${balancer}/api/admin/students/${id}/status`, {
    method: 'POST',
    headers: bearer(adminToken),
    body: { status: 1, fee_to_pay: '2450' },
  });
  assert(approved.status === 200, `approval answered ${approved.status}: ${approved.text}`);
  const body = multipartEntries(admissionFormEntries(form()), files);
  const submitted = await request(`${balancer}/api/v2/admission/save2`, {
    method: 'POST',
    headers: { ...body.headers, ...bearer(token), ...from(address()) },
    body: body.body,
  });
  assert(submitted.status === 200, `the form answered ${submitted.status}: ${submitted.text}`);
  const scrutiny = `${balancer}/api/admin/students/${id}/scrutiny`;
  const view = await request(scrutiny, { headers: bearer(adminToken) });
  assert(view.status === 200, `scrutiny answered ${view.status}: ${view.text}`);
  for (const d of view.json().data.documents) {
    const res = await request(`${scrutiny}/documents/${d.field}`, {
      method: 'PUT',
      headers: bearer(adminToken),
      body: { state: 'verified' },
    });
    assert(res.status === 200, `verifying ${d.field} answered ${res.status}: ${res.text}`);
  }
  return { id, token };
}

export async function checkEnrolmentNumbers(databaseUrl) {
  await check(
    'two admission fees settled at once through both processes get consecutive enrolment numbers',
    async () => {
      const admin = await request(`${balancer}/api/admin/signin`, { method: 'POST', body: DEMO_ADMIN });
      assert(admin.status === 200, `the demo admin's signin answered ${admin.status}: ${admin.text}`);
      const adminToken = admin.json().token;
      const matrix = await request(`${balancer}/api/admin/seat-matrix/${COURSE}/1`, {
        method: 'PUT',
        headers: bearer(adminToken),
        body: { ...shared.SEAT_MATRIX_DEFAULTS, seats: 60, admission_mode: 'direct' },
      });
      assert(matrix.status === 200, `the seat matrix answered ${matrix.status}: ${matrix.text}`);

      const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#c81e1e' } })
        .png()
        .toBuffer();
      const files = Object.fromEntries(
        requiredUploads(COURSE, 'OBC').map((field) => [
          field,
          uploadKind(field) === 'image'
            ? { filename: `${field}.png`, type: 'image/png', data: png }
            : { filename: `${field}.pdf`, type: 'application/pdf', data: PDF },
        ]),
      );
      const students = [];
      for (const i of [1, 2]) students.push(await verifiedStudent(databaseUrl, i, adminToken, png, files));
      // Each payment is started and taken through the simulator by its own process; both returns are then posted
      // together, A's to A and B's to B: the two settlements run at the same moment.
      const returns = await Promise.all([
        paymentReturn(direct('a'), students[0].token),
        paymentReturn(direct('b'), students[1].token),
      ]);
      const settled = await Promise.all(
        ['a', 'b'].map((which, i) =>
          request(`${direct(which)}${returns[i].target}`, { method: 'POST', ...urlencoded(returns[i].fields) }),
        ),
      );
      for (const res of settled) assert(res.status === 303, `a return answered ${res.status}: ${res.text}`);

      const rows = await query(
        databaseUrl,
        'SELECT student_id, enrolment_no FROM enrolments WHERE student_id = ANY($1) ORDER BY enrolment_no',
        [students.map((s) => s.id)],
      );
      const numbers = rows.map((r) => r.enrolment_no);
      figures.enrolment = { numbers };
      assert(rows.length === 2, `${rows.length} enrolment numbers for two admissions: ${numbers.join(', ')}`);
      assert(numbers[0] !== numbers[1], `both were given ${numbers[0]}`);
      const parts = numbers.map((n) => /^(.*\/BCOM\/)(\d{4})$/.exec(n));
      assert(parts.every(Boolean), `not the default pattern: ${numbers.join(', ')}`);
      assert(parts[0][1] === parts[1][1], `two sessions: ${numbers.join(', ')}`);
      assert(Number(parts[1][2]) === Number(parts[0][2]) + 1, `serials not consecutive: ${numbers.join(', ')}`);
      for (const [i, s] of students.entries()) {
        const user = await request(`${direct(i ? 'a' : 'b')}/api/v2/get-user`, { headers: bearer(s.token) });
        assert(
          user.json().user.is_admission_fee_payed,
          `student ${i + 1} is not admitted as the other process reads it`,
        );
      }
      return `${numbers.join(' and ')}, settled together via A and B`;
    },
  );
}
