// Demo applicants (decision 023): a fresh development database gets one course admitted by merit with enough
// submitted forms to show a real round — B.Sc. (Biology) year 1, 180 seats, 260 applicants of every category, with
// women, Divyang, freedom fighters' and defence dependants among them and a few weightages. Most forms are verified
// and wait for round 1; a few wait for the verifier. One of them can log in (README, "Demo accounts").
// The same data every time: the applicants come from a seeded pseudo-random sequence, not Math.random.
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { emptyAdmissionForm, requiredUploads, type AdmissionFileField } from '@college/shared-types';
import type { Database } from './database';
import { ensureDemoAdmin, DEMO_ADMIN } from '../accounts/admin-accounts';
import { hashPassword } from '../accounts/passwords';
import { saveUploads, type UploadsConfig } from '../storage/storage';
import { recordFile } from '../storage/files-repository';
import { kindOf, newAdmissionCode } from '../admission/admission-save-service';
import { newTxnid } from '../payments/payu';

export const DEMO_MERIT_COURSE = 'BSCBIO';
export const DEMO_APPLICANTS = 260;
/** Forms the demo leaves for the verifier (the rest are verified). */
export const DEMO_TO_VERIFY = 12;
/** The demo applicant who can log in: the best of the list, so round 1 offers a seat. */
export const DEMO_APPLICANT = {
  email: 'applicant@college.local',
  password: 'Student@12345',
  name: 'Anjali Verma',
} as const;

const FIRST = {
  F: [
    'Anjali',
    'Pooja',
    'Neha',
    'Priya',
    'Kavita',
    'Sonam',
    'Ritu',
    'Shalini',
    'Khushboo',
    'Nidhi',
    'Aarti',
    'Shivani',
  ],
  M: ['Rahul', 'Amit', 'Vikas', 'Saurabh', 'Ankit', 'Deepak', 'Rohit', 'Manish', 'Arjun', 'Sachin', 'Gaurav', 'Ravi'],
} as const;
const LAST = {
  GENERAL: ['Sharma', 'Mishra', 'Tiwari', 'Dubey', 'Pandey', 'Agarwal', 'Chauhan', 'Singh'],
  EWS: ['Shukla', 'Tripathi', 'Bajpai', 'Awasthi'],
  OBC: ['Yadav', 'Kushwaha', 'Maurya', 'Lodhi', 'Prajapati', 'Patel', 'Saini', 'Rajput'],
  SC: ['Jatav', 'Valmiki', 'Kori', 'Dhobi', 'Pasi', 'Gautam'],
  ST: ['Kharwar', 'Gond', 'Tharu'],
} as const;
const DISTRICTS = ['Firozabad', 'Agra', 'Etawah', 'Mainpuri', 'Etah', 'Shikohabad'];

/** mulberry32: a small pseudo-random sequence, the same for the same seed. */
function sequence(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface DemoApplicant {
  name: string;
  email: string;
  phone: string;
  gender: 'F' | 'M';
  category: 'GENERAL' | 'EWS' | 'OBC' | 'SC' | 'ST';
  upResident: boolean;
  dob: string;
  intermediateMarks: number;
  highSchoolMarks: number;
  weightage: string[];
  special: string[];
  verified: boolean;
}

/** The demo's applicants, in the order they submitted. */
export function demoApplicants(count = DEMO_APPLICANTS): DemoApplicant[] {
  const next = sequence(20260701);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const out: DemoApplicant[] = [];
  for (let i = 0; i < count; i += 1) {
    const r = next();
    const category = r < 0.34 ? 'GENERAL' : r < 0.42 ? 'EWS' : r < 0.78 ? 'OBC' : r < 0.985 ? 'SC' : 'ST';
    // A few from other states: they stay GENERAL whatever they claim (SPEC §4).
    const upResident = category !== 'GENERAL' || next() > 0.12;
    const gender = next() < 0.48 ? 'F' : 'M';
    const s = next();
    const special = s < 0.03 ? ['Disable Person'] : s < 0.05 ? ['Freedom Fighter'] : s < 0.09 ? ['Defense Person'] : [];
    const weightage = ['N.C.C', 'N.S.S', 'Sports', 'Scout'].filter(() => next() < 0.12);
    const first = i === 0 ? 'Anjali' : pick(FIRST[gender]);
    const last = i === 0 ? 'Verma' : pick(LAST[category]);
    const year = 2005 + Math.floor(next() * 3);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    out.push({
      name: `${first} ${last}`,
      email: i === 0 ? DEMO_APPLICANT.email : `demo.applicant${String(i + 1).padStart(3, '0')}@college.local`,
      phone: `9${String(710000000 + i * 7919).padStart(9, '0')}`,
      gender: i === 0 ? 'F' : gender,
      category: i === 0 ? 'OBC' : category,
      upResident: i === 0 ? true : upResident,
      dob: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      // Out of 500: the demo's best applicant first (97 % and N.C.C), then a spread from 250 to 470.
      intermediateMarks: i === 0 ? 485 : 250 + Math.floor(next() * 221),
      highSchoolMarks: 300 + Math.floor(next() * 280),
      weightage: i === 0 ? ['N.C.C'] : weightage,
      special: i === 0 ? [] : special,
      verified: i < count - DEMO_TO_VERIFY,
    });
  }
  return out;
}

/** A small picture standing for a scanned document or a photograph. */
async function picture(label: string, background: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300"><rect width="240" height="300"
    fill="${background}"/><text x="120" y="150" font-family="sans-serif" font-size="22" text-anchor="middle"
    fill="#1f2937">${label}</text><text x="120" y="180" font-family="sans-serif" font-size="14" text-anchor="middle"
    fill="#374151">DEMO</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

function form(a: DemoApplicant, i: number): Record<string, unknown> {
  const district = DISTRICTS[i % DISTRICTS.length]!;
  const pct = (o: number, m: number) => ((o * 100) / m).toFixed(2);
  return {
    ...emptyAdmissionForm(DEMO_MERIT_COURSE),
    applicant_name: a.name,
    mother_name: 'Sunita Devi',
    father_name: `Ramesh ${a.name.split(' ')[1] ?? ''}`.trim(),
    dob: a.dob,
    gender: a.gender,
    category: a.category,
    email: a.email,
    whatsapp_number: a.phone,
    aadhar_no: String(300000000000 + i * 104729).slice(0, 12),
    religion: 'Hindu',
    marital_status: 'Single',
    gap: 'No',
    major_subject_1: 'Zoology',
    major_subject_2: 'Botany',
    subject_group: 'ZBC',
    weightage: a.weightage,
    horizontal_reservation: a.special,
    correspondence_address_village_mohalla: `Ward ${1 + (i % 20)}`,
    correspondence_address_post: district,
    correspondence_address_tehsil: district,
    correspondence_address_district: district,
    correspondence_address_pincode: '283151',
    same_as_correspondence: 'Yes',
    permanent_address_village_mohalla: `Ward ${1 + (i % 20)}`,
    permanent_address_post: district,
    permanent_address_tehsil: district,
    permanent_address_district: a.upResident ? district : 'Gwalior',
    permanent_address_pincode: a.upResident ? '283151' : '474001',
    high_school_year: '2022',
    high_school_board: 'UP Board',
    high_school_name: `GIC ${district}`,
    high_school_roll: String(2200000 + i),
    high_school_maxmarks: '600',
    high_school_obtmarks: String(a.highSchoolMarks),
    high_school_percentage: pct(a.highSchoolMarks, 600),
    intermediate_year: '2024',
    intermediate_board: 'UP Board',
    intermediate_name: `GIC ${district}`,
    intermediate_roll: String(2400000 + i),
    intermediate_maxmarks: '500',
    intermediate_obtmarks: String(a.intermediateMarks),
    intermediate_percentage: pct(a.intermediateMarks, 500),
    intermediate: { subject: 'ZBC' },
    attachments: ['10th Marksheet', '12th Marksheet'],
    agreed_to_declaration: '1',
  };
}

/**
 * Loads the demo applicants into a database that has none, puts their course in merit mode and returns how many it
 * made (0 when the course already has submitted forms: never over real ones).
 */
export async function seedDemoApplicants(db: Kysely<Database>, uploads: UploadsConfig): Promise<number> {
  const existing = await db
    .selectFrom('students')
    .select('id')
    .where('course_name', '=', DEMO_MERIT_COURSE)
    .executeTakeFirst();
  if (existing) return 0;
  await ensureDemoAdmin(db);
  const staff = await db.selectFrom('admins').select('id').where('email', '=', DEMO_ADMIN.email).executeTakeFirst();
  const staffId = staff?.id ?? (await db.selectFrom('admins').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const applicants = demoApplicants();
  const [known, unusable] = await Promise.all([hashPassword(DEMO_APPLICANT.password), hashPassword('!demo-only')]);
  const pictures = {
    image: await picture('Photo', '#fde68a'),
    signature: await picture('Signature', '#f3f4f6'),
    document: await picture('Document', '#e0f2fe'),
  };
  const start = Date.parse('2026-06-10T04:30:00Z');
  for (const [i, a] of applicants.entries()) {
    const at = new Date(start + i * 37 * 60_000).toISOString();
    const fields = requiredUploads(DEMO_MERIT_COURSE, a.category);
    // The form's uploads, then the profile photo (a complete profile has one).
    const saved = await saveUploads(uploads, [
      ...fields.map((field) => ({
        buffer: field === 'image' ? pictures.image : field === 'signature' ? pictures.signature : pictures.document,
        kind: kindOf(field),
        filename: `${field}.jpg`,
      })),
      { buffer: pictures.image, kind: 'image' as const, filename: 'photo.jpg' },
    ]);
    const photo = saved[fields.length]!;
    await db.transaction().execute(async (trx) => {
      const student = await trx
        .insertInto('students')
        .values({
          name: a.name,
          email: a.email,
          phone_number: a.phone,
          password_hash: i === 0 ? known : unusable,
          profile_photo: photo.key,
          gender: a.gender,
          category: a.category,
          academic_level: 'UG',
          course_name: DEMO_MERIT_COURSE,
          course_year: 1,
          admission_type: 'New',
          refrence_roll: null,
          same_state: a.upResident ? 1 : 0,
          status: 1,
          fee_to_pay: null,
          is_admission_submitted: 1,
          is_admission_fee_payed: 0,
          created_at: at,
          updated_at: at,
          status_reason: null,
          correction_reason: null,
          correction_requested_at: null,
          submitted_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordFile(trx, { ...photo, studentId: student.id, kind: 'image', originalName: 'photo.jpg' });
      await trx
        .insertInto('transactions')
        .values({
          txnid: `${newTxnid('registration', Date.parse(at))}${i}`,
          student_id: student.id,
          purpose: 'registration',
          amount: '50.00',
          productinfo: 'Registration Fee',
          firstname: a.name,
          email: a.email,
          phone: a.phone,
          status: 'success',
          unmappedstatus: 'captured',
          mihpayid: `DEMO${String(i + 1).padStart(6, '0')}`,
          mode: 'UPI',
          bank_ref_num: `DEMO${String(i + 1).padStart(8, '0')}`,
          error_message: null,
          addedon: at,
          verified_at: at,
          created_at: at,
          updated_at: at,
        })
        .execute();
      const admission = await trx
        .insertInto('admissions')
        .values({
          admission_code: newAdmissionCode(new Date(at)),
          student_id: student.id,
          course: DEMO_MERIT_COURSE,
          part: 1,
          applicant_name: a.name,
          email: a.email,
          payload: JSON.stringify(form(a, i)),
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const [k, field] of fields.entries()) {
        const file = saved[k]!;
        await recordFile(trx, { ...file, studentId: student.id, kind: kindOf(field), originalName: `${field}.jpg` });
        await trx
          .insertInto('admission_files')
          .values({
            admission_id: admission.id,
            field: field as AdmissionFileField,
            file_key: file.key,
            mime: file.mime,
            size: file.size,
            created_at: at,
          })
          .execute();
        if (a.verified) {
          await trx
            .insertInto('admission_document_checks')
            .values({
              admission_id: admission.id,
              field,
              file_key: file.key,
              state: 'verified',
              reason: null,
              staff_id: staffId,
              checked_at: at,
            })
            .execute();
        }
      }
      await trx
        .insertInto('admission_scrutiny')
        .values({
          admission_id: admission.id,
          state: a.verified ? 'verified' : 'to_verify',
          staff_id: a.verified ? staffId : null,
          updated_at: at,
        })
        .execute();
    });
  }
  await db
    .updateTable('course_admission_modes')
    .set({ mode: 'merit', updated_at: new Date().toISOString() })
    .where('course', '=', DEMO_MERIT_COURSE)
    .execute();
  return applicants.length;
}
