// GET v2/get-user, POST v2/complete-profile and POST v2/upload-document: the logged-in student's own record.
import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import {
  API_PATHS,
  completeProfileSchema,
  uploadDocumentSchema,
  type GetUserResponse,
  type Student,
  validatePayload,
} from '@college/shared-types';
import { HttpError } from '../../plugins/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { recordFile } from '../../services/files';
import { deleteUpload, saveUpload } from '../../services/storage';
import { readMultipartForm } from '../../services/multipart-form';
import { studentView } from '../../services/student-view';
import { checkRules, FIX_FIELDS } from '../../services/validation';

export const PROFILE_ANSWERS = {
  saved: 'Profile Complete successfully',
  photoRequired: 'Please upload your photo',
  locked: 'Your profile cannot be changed after your admission is approved.',
  documentSaved: 'Document uploaded successfully',
  documentRequired: 'Please choose a file to upload',
  tooManyDocuments: 'You can keep at most 20 documents.',
} as const;

export const MAX_DOCUMENTS = 20;

const PROFILE_FIELDS = [
  'gender',
  'category',
  'academic_level',
  'same_state',
  'admission_code',
  'course_name',
  'course_year',
  'refrence_roll',
] as const;

const profile: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.get(
    API_PATHS.getUser,
    { config: { rateLimit: RATE_LIMITS.authenticated }, preHandler: app.authenticate },
    async (request): Promise<GetUserResponse> => ({ user: await studentView(app.db, request.student!) }),
  );

  app.post(
    API_PATHS.completeProfile,
    { config: { rateLimit: RATE_LIMITS.uploads }, preHandler: app.authenticate },
    async (request): Promise<{ success: true; message: string; user: Student }> => {
      const student = request.student!;
      if (student.status === 1) throw new HttpError(409, PROFILE_ANSWERS.locked, undefined, { success: false });
      const { fields, files } = await readMultipartForm(request, {
        fields: PROFILE_FIELDS,
        files: { profile_photo: 'image' },
      });
      // Not a resident of UP: the category is GENERAL whatever was chosen (SPEC §5).
      if (fields.same_state === '0') fields.category = 'GENERAL';
      const checked = validatePayload(completeProfileSchema, fields);
      const errors = checked.ok ? {} : { ...checked.errors };
      const photo = files.profile_photo;
      if (!photo && (!student.profile_photo || student.profile_photo === '0')) {
        errors.profile_photo = [PROFILE_ANSWERS.photoRequired];
      }
      if (!checked.ok || Object.keys(errors).length) throw new HttpError(422, FIX_FIELDS, errors, { success: false });
      const values = checked.value;

      const oldPhoto = student.profile_photo && student.profile_photo !== '0' ? student.profile_photo : null;
      const saved = photo ? await saveUpload(app.config, { ...photo, kind: 'image' }) : null;
      let updated;
      try {
        updated = await app.db.transaction().execute(async (trx) => {
          if (saved) {
            await recordFile(trx, saved, { studentId: student.id, kind: 'image', originalName: photo?.filename });
            if (oldPhoto) await trx.deleteFrom('files').where('key', '=', oldPhoto).execute();
          }
          return trx
            .updateTable('students')
            .set({
              gender: values.gender,
              category: values.category,
              academic_level: values.academic_level,
              same_state: Number(values.same_state),
              admission_type: values.admission_code,
              course_name: values.course_name,
              course_year: Number(values.course_year),
              // Only a renewal carries the earlier roll number; a new admission has none.
              refrence_roll: values.admission_code === 'Renewal' ? values.refrence_roll : null,
              ...(saved ? { profile_photo: saved.key } : {}),
              updated_at: new Date().toISOString(),
            })
            .where('id', '=', student.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        });
      } catch (error) {
        if (saved) await deleteUpload(app.config, saved.key);
        throw error;
      }
      if (saved && oldPhoto) await deleteUpload(app.config, oldPhoto);
      return { success: true, message: PROFILE_ANSWERS.saved, user: await studentView(app.db, updated) };
    },
  );

  app.post(
    API_PATHS.uploadDocument,
    { config: { rateLimit: RATE_LIMITS.uploads }, preHandler: app.authenticate },
    async (request, reply) => {
      const student = request.student!;
      const { fields, files } = await readMultipartForm(request, {
        fields: ['document_name'],
        files: { document_link: 'document' },
      });
      const file = files.document_link;
      let values;
      try {
        values = checkRules(uploadDocumentSchema, fields, { success: false });
      } catch (error) {
        if (error instanceof HttpError && !file) error.errors!.document_link = [PROFILE_ANSWERS.documentRequired];
        throw error;
      }
      if (!file) {
        throw new HttpError(
          422,
          PROFILE_ANSWERS.documentRequired,
          { document_link: [PROFILE_ANSWERS.documentRequired] },
          { success: false },
        );
      }
      const count = await app.db
        .selectFrom('student_documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('student_id', '=', student.id)
        .executeTakeFirst();
      if (Number(count?.n ?? 0) >= MAX_DOCUMENTS) {
        throw new HttpError(409, PROFILE_ANSWERS.tooManyDocuments, undefined, { success: false });
      }
      const saved = await saveUpload(app.config, { ...file, kind: 'document' });
      try {
        await app.db.transaction().execute(async (trx) => {
          await recordFile(trx, saved, { studentId: student.id, kind: 'document', originalName: file.filename });
          await trx
            .insertInto('student_documents')
            .values({
              student_id: student.id,
              document_name: values.document_name,
              file_key: saved.key,
              created_at: new Date().toISOString(),
            })
            .execute();
        });
      } catch (error) {
        await deleteUpload(app.config, saved.key);
        throw error;
      }
      const { documents } = await studentView(app.db, student);
      reply.status(201);
      return { success: true, message: PROFILE_ANSWERS.documentSaved, documents };
    },
  );
};
export default profile;
