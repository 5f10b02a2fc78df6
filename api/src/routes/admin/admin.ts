// The administrator's calls: sign in, find and read applications, approve or reject them, export a CSV.
import type { FastifyPluginAsync } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import {
  API_PATHS,
  registrationPaid,
  type AdminSigninResponse,
  type AdminStudentResponse,
  type AdminStudentRow,
  type AdminStudentsResponse,
} from '@college/shared-types';
import type { Database, StudentTable } from '../../db/database';
import { HttpError } from '../../plugins/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { statusMail } from '../../services/admission-mails';
import { printRecord, printTransaction } from '../../services/admission-records';
import { collegeName } from '../../services/mail-templates';
import { verifyAgainstNothing, verifyPassword } from '../../services/passwords';
import { formatAmount } from '../../services/payu';
import { readUpload } from '../../services/storage';
import { issueToken, revokeToken } from '../../services/tokens';
import { ensureDemoAdmin, normaliseEmail } from './admin-accounts';
import { paging } from '../../http/paging';

export const ADMIN_MESSAGES = {
  signinFailed: 'Invalid email or password.',
  signedIn: 'Signed in.',
  noStudent: 'No such student.',
  noAdmission: 'No such admission form.',
  status: 'Status must be 1 (approve) or 2 (reject).',
  fee: 'Enter the admission fee in rupees (more than 0) to approve.',
  remark: 'The remark can have at most 500 characters.',
  paid: 'The admission fee is already paid; the status can no longer change.',
  updated: 'Status updated and the student informed by mail.',
} as const;

/** The highest admission fee accepted, a guard against a mistyped extra digit. */
const MAX_FEE = 100_000;

type StudentRow = Selectable<StudentTable>;

interface Filters {
  status?: number;
  course?: string;
  category?: string;
  paid?: boolean;
  search?: string;
}

function readFilters(q: Record<string, unknown>): Filters {
  const f: Filters = {};
  const s = (k: string) => {
    if (Array.isArray(q[k])) throw new HttpError(400, `${k} may be given once.`);
    return typeof q[k] === 'string' && (q[k] as string).trim() !== '' ? (q[k] as string).trim() : null;
  };
  const status = s('status');
  if (status !== null) {
    if (!['0', '1', '2'].includes(status)) throw new HttpError(400, 'status must be 0, 1 or 2.');
    f.status = Number(status);
  }
  const course = s('course');
  if (course) f.course = course.toUpperCase();
  const category = s('category');
  if (category) f.category = category.toUpperCase();
  const paid = s('paid');
  if (paid !== null) {
    if (paid !== 'yes' && paid !== 'no') throw new HttpError(400, "paid must be 'yes' or 'no'.");
    f.paid = paid === 'yes';
  }
  const search = s('search');
  if (search) f.search = search.slice(0, 100).toLowerCase();
  return f;
}

/** LIKE with the user's % and _ taken literally. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function studentsQuery(db: Kysely<Database>, f: Filters) {
  let q = db.selectFrom('students');
  if (f.status !== undefined) q = q.where('students.status', '=', f.status);
  if (f.course) q = q.where('students.course_name', '=', f.course);
  if (f.category) q = q.where('students.category', '=', f.category);
  if (f.paid !== undefined) q = q.where('students.is_admission_fee_payed', '=', f.paid ? 1 : 0);
  if (f.search) {
    const pattern = likePattern(f.search);
    // SQLite has no default LIKE escape character, so it is named for both engines.
    q = q.where(
      sql<boolean>`(lower(students.name) like ${pattern} escape '\\' or lower(students.email) like ${pattern} escape '\\')`,
    );
  }
  return q;
}

async function studentRows(db: Kysely<Database>, students: StudentRow[]): Promise<AdminStudentRow[]> {
  const ids = students.map((s) => s.id);
  if (!ids.length) return [];
  const forms = await db
    .selectFrom('admissions')
    .select(['student_id', 'admission_code'])
    .where('student_id', 'in', ids)
    .execute();
  const payments = await db
    .selectFrom('transactions')
    .select(['student_id', 'purpose', 'amount', 'status'])
    .where('student_id', 'in', ids)
    .where('status', '=', 'success')
    .execute();
  return students.map((s) => ({
    id: s.id,
    name: s.name,
    email: s.email,
    phone_number: s.phone_number,
    gender: s.gender,
    category: s.category,
    academic_level: s.academic_level,
    course_name: s.course_name,
    course_year: s.course_year,
    status: s.status,
    fee_to_pay: s.fee_to_pay,
    is_admission_submitted: Boolean(s.is_admission_submitted),
    is_admission_fee_payed: Boolean(s.is_admission_fee_payed),
    registration_paid: registrationPaid(payments.filter((p) => p.student_id === s.id)),
    admission_form_code: forms.find((a) => a.student_id === s.id)?.admission_code ?? null,
    created_at: s.created_at,
  }));
}

function parseId(raw: string): number {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, ADMIN_MESSAGES.noStudent);
  return id;
}

/** A CSV cell: quoted, and a leading formula character neutralised so a spreadsheet never runs it. */
export function csvCell(value: unknown): string {
  let text = value == null ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const admin: FastifyPluginAsync = async (app) => {
  if (app.config.seedDemo && app.config.env !== 'production') {
    app.addHook('onReady', async () => {
      try {
        await ensureDemoAdmin(app.db);
      } catch (error) {
        // Two processes starting together may both try; the unique email keeps one.
        app.log.warn({ err: error }, 'demo administrator not created');
      }
    });
  }

  app.post(
    API_PATHS.adminSignin,
    { config: { rateLimit: RATE_LIMITS.signin } },
    async (request, reply): Promise<AdminSigninResponse> => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const email = typeof body.email === 'string' ? normaliseEmail(body.email) : '';
      const password = typeof body.password === 'string' ? body.password : '';
      if (!email || !password || password.length > 200) {
        reply.status(400);
        return { message: 'Please fill all fields' };
      }
      const row = await app.db.selectFrom('admins').selectAll().where('email', '=', email).executeTakeFirst();
      const ok = row ? await verifyPassword(password, row.password_hash) : await verifyAgainstNothing(password);
      if (!row || !ok || row.disabled_at) {
        reply.status(401);
        return { message: ADMIN_MESSAGES.signinFailed };
      }
      await app.db
        .updateTable('admins')
        .set({ last_signin_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
      const token = await issueToken(app.db, 'admin', row.id);
      return {
        token,
        message: ADMIN_MESSAGES.signedIn,
        admin: { id: row.id, name: row.name, email: row.email, role: row.role },
      };
    },
  );

  // Everything below needs an administrator's token; a student's token is refused.
  await app.register(async (secured) => {
    // Reading applicants: verifiers and accounts (admin always); decisions: verifiers (see each route).
    secured.addHook('onRequest', app.requireStaff('verifier', 'accounts'));

    secured.post(API_PATHS.adminLogout, async (request) => {
      if (request.tokenId) await revokeToken(app.db, request.tokenId);
      return { message: 'Signed out.' };
    });

    secured.get(API_PATHS.adminStudents, async (request): Promise<AdminStudentsResponse> => {
      const q = (request.query ?? {}) as Record<string, unknown>;
      const filters = readFilters(q);
      const { page, perPage } = paging(q);
      const count = await studentsQuery(app.db, filters)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const rows = await studentsQuery(app.db, filters)
        .selectAll('students')
        .orderBy('students.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      return { data: await studentRows(app.db, rows), page, per_page: perPage, total: Number(count.n) };
    });

    secured.get<{ Params: { id: string } }>(API_PATHS.adminStudent, async (request): Promise<AdminStudentResponse> => {
      const id = parseId(request.params.id);
      const s = await app.db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
      if (!s) throw new HttpError(404, ADMIN_MESSAGES.noStudent);
      const [row] = await studentRows(app.db, [s]);
      const documents = await app.db
        .selectFrom('student_documents')
        .select(['id', 'document_name'])
        .where('student_id', '=', id)
        .orderBy('id')
        .execute();
      const transactions = await app.db
        .selectFrom('transactions')
        .selectAll()
        .where('student_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const history = await app.db
        .selectFrom('student_status_changes')
        .innerJoin('admins', 'admins.id', 'student_status_changes.admin_id')
        .select([
          'student_status_changes.old_status',
          'student_status_changes.status',
          'student_status_changes.fee_to_pay',
          'student_status_changes.remark',
          'student_status_changes.created_at',
          'admins.email as admin_email',
        ])
        .where('student_status_changes.student_id', '=', id)
        .orderBy('student_status_changes.id')
        .execute();
      return {
        data: {
          ...row!,
          same_state: s.same_state,
          refrence_roll: s.refrence_roll,
          admission_code: s.admission_type,
          documents: documents.map((d) => ({
            id: d.id,
            document_name: d.document_name,
            document_link: API_PATHS.adminDocument.replace(':id', String(d.id)),
          })),
          transactions: transactions.map(printTransaction),
          status_history: history,
        },
      };
    });

    secured.post<{ Params: { id: string } }>(
      API_PATHS.adminStudentStatus,
      { preHandler: app.requireStaff('verifier') },
      async (request) => {
        const id = parseId(request.params.id);
        const body = (request.body ?? {}) as Record<string, unknown>;
        const errors: Record<string, string[]> = {};
        const status = Number(body.status);
        if (status !== 1 && status !== 2) errors.status = [ADMIN_MESSAGES.status];
        let fee: string | null = null;
        if (status === 1) {
          fee = formatAmount(
            typeof body.fee_to_pay === 'number' || typeof body.fee_to_pay === 'string' ? body.fee_to_pay : null,
          );
          if (!fee || Number(fee) > MAX_FEE) errors.fee_to_pay = [ADMIN_MESSAGES.fee];
        }
        const remark = typeof body.remark === 'string' ? body.remark.trim() : '';
        if (remark.length > 500) errors.remark = [ADMIN_MESSAGES.remark];
        if (Object.keys(errors).length) throw new HttpError(422, 'Please correct the highlighted fields.', errors);

        const now = new Date().toISOString();
        const student = await app.db.transaction().execute(async (trx) => {
          const s = await trx.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
          if (!s) throw new HttpError(404, ADMIN_MESSAGES.noStudent);
          if (s.is_admission_fee_payed) throw new HttpError(409, ADMIN_MESSAGES.paid);
          await trx
            .updateTable('students')
            .set({ status, ...(status === 1 ? { fee_to_pay: fee } : {}), updated_at: now })
            .where('id', '=', id)
            .execute();
          await trx
            .insertInto('student_status_changes')
            .values({
              student_id: id,
              admin_id: request.adminId!,
              old_status: s.status,
              status,
              fee_to_pay: status === 1 ? fee : null,
              remark: remark || null,
              created_at: now,
            })
            .execute();
          return s;
        });
        try {
          await app.mail.send(
            statusMail(await collegeName(app.db), app.config.publicUrl, student, {
              status: status as 1 | 2,
              fee_to_pay: fee,
              remark: remark || null,
            }),
          );
        } catch (error) {
          // The decision is recorded; the office can tell the student another way if the mail fails.
          request.log.error({ err: error, studentId: id }, 'status mail not sent');
        }
        const updated = await app.db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        const [row] = await studentRows(app.db, [updated]);
        return { message: ADMIN_MESSAGES.updated, data: row };
      },
    );

    secured.get<{ Params: { admission_code: string } }>(API_PATHS.adminAdmission, async (request) => {
      const admission = await app.db
        .selectFrom('admissions')
        .selectAll()
        .where('admission_code', '=', request.params.admission_code)
        .executeTakeFirst();
      if (!admission) throw new HttpError(404, ADMIN_MESSAGES.noAdmission);
      const student = await app.db
        .selectFrom('students')
        .selectAll()
        .where('id', '=', admission.student_id)
        .executeTakeFirstOrThrow();
      return { data: await printRecord(app.db, admission, student) };
    });

    secured.get(API_PATHS.adminExport, async (request, reply) => {
      const filters = readFilters((request.query ?? {}) as Record<string, unknown>);
      const rows = await studentsQuery(app.db, filters)
        .innerJoin('admissions', 'admissions.student_id', 'students.id')
        .selectAll('students')
        .select([
          'admissions.id as form_number',
          'admissions.admission_code',
          'admissions.payload',
          'admissions.created_at as submitted_at',
        ])
        .orderBy('admissions.id')
        .execute();
      const header = [
        'Form number',
        'Admission code',
        'Submitted',
        'Name',
        'Email',
        'Mobile',
        'Course',
        'Year',
        'Category',
        'Gender',
        'Date of birth',
        'Father',
        'Mother',
        'District',
        'High school %',
        'Intermediate %',
        'UG %',
        'Weightage',
        'Horizontal reservation',
        'Status',
        'Admission fee',
        'Fee paid',
      ];
      const lines = [header.map(csvCell).join(',')];
      for (const r of rows) {
        const p = JSON.parse(r.payload) as Record<string, unknown>;
        lines.push(
          [
            r.form_number,
            r.admission_code,
            r.submitted_at,
            r.name,
            r.email,
            r.phone_number,
            r.course_name,
            r.course_year,
            r.category,
            r.gender,
            p.dob,
            p.father_name,
            p.mother_name,
            p.permanent_address_district,
            p.high_school_percentage,
            p.intermediate_percentage,
            p.ug_percentage,
            p.weightage,
            p.horizontal_reservation,
            ['Pending', 'Approved', 'Rejected'][r.status] ?? r.status,
            r.fee_to_pay,
            r.is_admission_fee_payed ? 'Yes' : 'No',
          ]
            .map(csvCell)
            .join(','),
        );
      }
      const date = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="admissions-${date}.csv"`)
          .header('cache-control', 'no-store')
          // The byte-order mark makes spreadsheet programs read the Hindi names as UTF-8.
          .send(`\uFEFF${lines.join('\r\n')}\r\n`)
      );
    });

    secured.get<{ Params: { id: string } }>(API_PATHS.adminDocument, async (request, reply) => {
      const id = Number(request.params.id);
      const doc = Number.isSafeInteger(id)
        ? await app.db.selectFrom('student_documents').select('file_key').where('id', '=', id).executeTakeFirst()
        : undefined;
      const file = doc ? await readUpload(app, doc.file_key) : null;
      if (!file) throw new HttpError(404, 'No such document.');
      return reply
        .header('content-type', file.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.buffer);
    });
  });
};

export default admin;
