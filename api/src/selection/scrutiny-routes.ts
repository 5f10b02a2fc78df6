// The scrutiny calls of the applicant page: verifiers check each document and record verified figures (accounts
// read; admin all). The form becoming Verified, or going back for a correction, is mailed to the student.
import type { FastifyPluginAsync } from 'fastify';
import {
  ADMISSION_FILE_FIELDS,
  API_PATHS,
  documentCheckSchema,
  SCRUTINY_ANSWERS,
  VERIFIABLE_FIGURE_FIELDS,
  verifiedFigureSchema,
  type AdminScrutinyActionResponse,
  type Bilingual,
  type AdminScrutinyResponse,
  type DocumentCheckState,
} from '@college/shared-types';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { correctionMail, verifiedMail } from '../admission/public';
import { collegeName } from '../mail/mail-templates';
import { checkRules } from '../http/validation';
import type { StudentRow } from '../accounts/public';
import { checkDocument, recordFigure, scrutinyView, sendBack, type ScrutinyEvent } from './scrutiny-service';
import { idParams } from '../http/route-params';

const scrutiny: FastifyPluginAsync = async (app) => {
  const readers = app.requireStaff(...STAFF_READS_APPLICANTS);
  const verifiers = app.requireStaff('verifier');

  /** Tells the student; the outcome stands even if the mail cannot be sent now. */
  async function inform(student: StudentRow, event: ScrutinyEvent) {
    if (event.kind === 'none') return;
    try {
      const college = await collegeName(app.db);
      const url = app.config.publicUrl;
      if (event.kind === 'correction') {
        await app.messaging.tell({
          student,
          kind: 'correction_requested',
          mail: correctionMail(college, url, student, event.reason),
        });
      } else {
        await app.messaging.tell({
          student,
          kind: 'form_verified',
          values: { form: event.formNumber },
          mail: verifiedMail(college, url, student, { number: event.formNumber, feeToPay: student.fee_to_pay }),
        });
      }
    } catch (error) {
      app.log.error({ err: error, studentId: student.id }, 'scrutiny mail not sent');
    }
  }

  async function answer(id: number, event: ScrutinyEvent, fallback: Bilingual = SCRUTINY_ANSWERS.checked) {
    const text =
      event.kind === 'verified'
        ? SCRUTINY_ANSWERS.verified
        : event.kind === 'correction'
          ? SCRUTINY_ANSWERS.correction
          : fallback;
    return { message: text.en, message_hi: text.hi, data: (await scrutinyView(app.db, id))! };
  }

  app.get<{ Params: { id: string } }>(
    API_PATHS.adminScrutiny,
    { onRequest: readers, schema: { params: idParams } },
    async (request): Promise<AdminScrutinyResponse> => ({
      data: await scrutinyView(app.db, Number(request.params.id)),
    }),
  );

  app.put<{ Params: { id: string; field: string } }>(
    API_PATHS.adminScrutinyDocument,
    {
      onRequest: verifiers,
      schema: {
        params: {
          type: 'object',
          required: ['id', 'field'],
          properties: { ...idParams.properties, field: { type: 'string', enum: [...ADMISSION_FILE_FIELDS] } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['state'],
          properties: {
            state: { type: 'string', enum: ['verified', 'not_acceptable'] },
            reason: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (request): Promise<AdminScrutinyActionResponse> => {
      const values = checkRules(documentCheckSchema, request.body);
      const id = Number(request.params.id);
      const { student, event } = await checkDocument(app.db, request.staff!.id, id, request.params.field, {
        state: values.state as DocumentCheckState,
        reason: values.reason || null,
      });
      await inform(student, event);
      return answer(id, event);
    },
  );

  app.post<{ Params: { id: string } }>(
    API_PATHS.adminScrutinyCorrection,
    { onRequest: verifiers, schema: { params: idParams } },
    async (request): Promise<AdminScrutinyActionResponse> => {
      const id = Number(request.params.id);
      const { student, event } = await sendBack(app.db, request.staff!.id, id);
      await inform(student, event);
      return answer(id, event);
    },
  );

  app.post<{ Params: { id: string } }>(
    API_PATHS.adminScrutinyFigures,
    {
      onRequest: verifiers,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['field', 'verified_value', 'note'],
          properties: {
            field: { type: 'string', enum: [...VERIFIABLE_FIGURE_FIELDS] },
            verified_value: { type: 'string', maxLength: 20 },
            note: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (request): Promise<AdminScrutinyActionResponse> => {
      const values = checkRules(verifiedFigureSchema, request.body);
      const id = Number(request.params.id);
      await recordFigure(app.db, request.staff!.id, id, values);
      return answer(id, { kind: 'none' }, SCRUTINY_ANSWERS.figure);
    },
  );
};

export default scrutiny;
