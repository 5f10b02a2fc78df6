// The messages' calls (decision 035): the delivery log, resend, the bulk message and the settings for the
// office; outside production the SMS outbox and a stand-in for the Mobile Seva gateway.
import type { FastifyPluginAsync } from 'fastify';
import {
  MESSAGING_PATHS,
  BULK_KINDS,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATUSES,
  OFFICE_VARIABLES,
  SMS_TEMPLATES,
  SmsTemplateError,
  indianMobile,
  renderSms,
  type AdminStudentFilters,
  type BulkMessagePreview,
  type Language,
  type MessageKind,
  type MessageLogResponse,
  type MessagingSettings,
  type MessagingSettingsResponse,
} from '@college/shared-types';
import { applicantQuerySchema, readApplicantQuery } from '../http/applicant-query';
import { idParams } from '../http/route-params';
import { HttpError } from '../plugins/errors';
import { STAFF_READS_APPLICANTS } from '../plugins/auth';
import { onlyThisMachine } from '../plugins/security';
import { recordAudit } from '../office/public';
import { countApplicants, listApplicants, type ApplicantRow } from '../accounts/public';
import {
  findMessage,
  insertMessage,
  listMessages,
  outboxSms,
  readMessagingSettings,
  writeMessagingSettings,
} from './messaging-repository';
import { isCodeKind, mobileVerificationOn, queueSms } from './messaging-service';
import { registerGatewaySimulator } from './sms-simulator-routes';

export const SMS_OUTBOX_PATH = MESSAGING_PATHS.smsOutbox;

const PER_PAGE = 50;

const logQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    search: { type: 'string', maxLength: 100 },
    student: { type: 'string', pattern: '^([1-9][0-9]{0,9})?$' },
    kind: { type: 'string', enum: ['', ...MESSAGE_KINDS] },
    status: { type: 'string', enum: ['', ...MESSAGE_STATUSES] },
    channel: { type: 'string', enum: ['', 'sms', 'mail'] },
    page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
    per_page: { type: 'string', pattern: '^[1-9][0-9]{0,2}$' },
  },
} as const;

const bulkBody = {
  type: 'object',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    filters: applicantQuerySchema,
    kind: { type: 'string', enum: [...BULK_KINDS] },
    values: {
      type: 'object',
      additionalProperties: false,
      properties: { notice: { type: 'string', maxLength: 500 } },
    },
    confirm_count: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  },
} as const;

const settingsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['channels', 'bulk_cap', 'verify_mobile'],
  properties: {
    channels: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(MESSAGE_KINDS.map((k) => [k, { type: 'string', enum: [...MESSAGE_CHANNELS] }])),
    },
    bulk_cap: { type: 'integer', minimum: 1, maximum: 100_000 },
    verify_mobile: { type: 'boolean' },
  },
} as const;

interface BulkRequest {
  filters?: AdminStudentFilters;
  kind: MessageKind;
  values?: { notice?: string };
  confirm_count?: number;
}

const languageOf = (value: string | null | undefined): Language => (value === 'en' ? 'en' : 'hi');

/** The variables of a bulk message for one student: the record's, then the office's words. */
function bulkValues(student: ApplicantRow, office: Record<string, string | undefined>) {
  const course = [student.course_name, student.course_year ? romanYear(student.course_year) : null]
    .filter(Boolean)
    .join(' ');
  return { name: student.name, form: student.form_number ?? '', course, ...office };
}

const romanYear = (year: number) => ['I', 'II', 'III'][year - 1] ?? String(year);

const messaging: FastifyPluginAsync = async (app) => {
  const readers = app.requireStaff(...STAFF_READS_APPLICANTS);
  const adminOnly = app.requireStaff();

  // Public: whether registration asks for the mobile number's SMS code (the register page's phone status).
  app.get(MESSAGING_PATHS.mobileVerification, async () => ({ verify_mobile: await mobileVerificationOn(app) }));

  app.get<{ Querystring: Record<string, string | undefined> }>(
    MESSAGING_PATHS.log,
    { onRequest: readers, schema: { querystring: logQuery } },
    async (request): Promise<MessageLogResponse> => {
      const q = request.query;
      const page = Number(q.page || 1);
      const perPage = Math.min(100, Number(q.per_page || PER_PAGE));
      const { rows, total } = await listMessages(
        app.db,
        {
          ...(q.student ? { studentId: Number(q.student) } : {}),
          ...(q.search?.trim() ? { search: q.search } : {}),
          ...(q.kind ? { kind: q.kind as MessageKind } : {}),
          ...(q.status ? { status: q.status as (typeof MESSAGE_STATUSES)[number] } : {}),
          ...(q.channel ? { channel: q.channel as 'sms' | 'mail' } : {}),
        },
        page,
        perPage,
      );
      return { data: rows, total, page, per_page: perPage };
    },
  );

  app.post<{ Params: { id: string } }>(
    MESSAGING_PATHS.resend,
    {
      onRequest: readers,
      schema: { params: idParams, body: { type: 'object', additionalProperties: false, properties: {} } },
    },
    async (request) => {
      const row = await findMessage(app.db, Number(request.params.id));
      if (!row) throw HttpError.coded(404, 'message_not_found');
      // A code is the student's to ask for again: a resent code would be one the student no longer holds.
      if (isCodeKind(row.kind)) throw HttpError.coded(409, 'message_resend_refused');
      const now = new Date().toISOString();
      const base = {
        student_id: row.student_id,
        kind: row.kind,
        channel: row.channel,
        recipient: row.recipient,
        language: row.language,
        template_id: row.template_id,
        text: row.text,
        mail: row.mail,
        staff_id: request.staff!.id,
        created_at: now,
      };
      let id: number;
      if (row.channel === 'sms') {
        if (!indianMobile(row.recipient)) throw HttpError.coded(422, 'mobile_invalid');
        id = await insertMessage(app.db, {
          ...base,
          status: app.messaging.provider ? 'queued' : 'skipped',
          provider: app.messaging.provider?.name ?? null,
          provider_answer: app.messaging.provider ? null : 'SMS is off on this server (SMS_PROVIDER)',
        });
        app.messaging.kick();
      } else {
        const mail = JSON.parse(row.mail ?? 'null') as Parameters<typeof app.mail.send>[0] | null;
        if (!mail) throw HttpError.coded(409, 'message_resend_refused');
        let failure: string | null = null;
        try {
          await app.mail.send(mail);
        } catch (error) {
          failure = String((error as Error).message).slice(0, 500);
        }
        id = await insertMessage(app.db, {
          ...base,
          status: failure ? 'failed' : 'sent',
          provider: app.mail.mode,
          provider_answer: failure,
          sent_at: failure ? null : now,
        });
      }
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: 'messages.resent',
        target: row.student_id ? `student:${row.student_id}` : `message:${row.id}`,
        detail: { message: row.id, kind: row.kind, channel: row.channel },
      });
      return { message: 'Sent again.', message_hi: 'फिर से भेजा गया।', data: { id } };
    },
  );

  /** The students of a bulk message and what the office may send them; 4xx on a wrong value or an over-long list. */
  async function bulkList(body: BulkRequest) {
    const settings = await readMessagingSettings(app.db);
    const { filters, sort } = readApplicantQuery(body.filters ?? {});
    const count = await countApplicants(app.db, filters);
    if (count > settings.bulk_cap) {
      throw HttpError.coded(422, 'bulk_over_cap', { count, cap: settings.bulk_cap });
    }
    const office: Record<string, string | undefined> = {};
    for (const name of OFFICE_VARIABLES[body.kind] ?? []) {
      const value = (body.values as Record<string, string | undefined> | undefined)?.[name]?.trim();
      if (!value) throw HttpError.coded(422, 'validation_failed', {}, { [name]: ['Please fill all fields'] });
      office[name] = value;
    }
    // The office's words must fit as written: shortening them would change what the office says.
    for (const v of SMS_TEMPLATES[body.kind].variables) {
      const value = office[v.name];
      if (value !== undefined && [...value].length > v.max) {
        throw HttpError.coded(422, 'sms_variable_too_long', { variable: v.name, max: v.max });
      }
    }
    const students = count ? await listApplicants(app.db, filters, sort, 1, settings.bulk_cap) : [];
    return { settings, count, students, office };
  }

  app.post<{ Body: BulkRequest }>(
    MESSAGING_PATHS.preview,
    { onRequest: adminOnly, schema: { body: bulkBody } },
    async (request): Promise<BulkMessagePreview> => {
      const { settings, count, students, office } = await bulkList(request.body);
      const first = students[0];
      const preview = first
        ? {
            en: renderSms(request.body.kind, 'en', bulkValues(first, office)).text,
            hi: renderSms(request.body.kind, 'hi', bulkValues(first, office)).text,
          }
        : null;
      return { count, cap: settings.bulk_cap, preview };
    },
  );

  app.post<{ Body: BulkRequest }>(
    MESSAGING_PATHS.bulk,
    { onRequest: adminOnly, schema: { body: bulkBody } },
    async (request) => {
      const { count, students, office } = await bulkList(request.body);
      if (!count) throw HttpError.coded(422, 'bulk_empty');
      if (request.body.confirm_count !== count) throw HttpError.coded(409, 'bulk_count_changed');
      let queued = 0;
      for (const student of students) {
        try {
          await queueSms(
            app,
            {
              student: { ...student, id: student.id },
              kind: request.body.kind,
              values: bulkValues(student, office),
              staffId: request.staff!.id,
            },
            languageOf(student.language),
          );
          queued += 1;
        } catch (error) {
          if (!(error instanceof SmsTemplateError)) throw error;
        }
      }
      await recordAudit(app.db, {
        staffId: request.staff!.id,
        action: 'messages.bulk_sent',
        target: null,
        detail: { kind: request.body.kind, count, queued, filters: request.body.filters ?? {}, ...office },
      });
      return {
        message: `${queued} messages queued.`,
        message_hi: `${queued} संदेश भेजने के लिए पंक्ति में।`,
        data: { count, queued },
      };
    },
  );

  app.get(MESSAGING_PATHS.settings, { onRequest: adminOnly }, async (): Promise<MessagingSettingsResponse> => ({
    data: await readMessagingSettings(app.db),
    provider: app.messaging.provider?.name ?? 'none',
  }));

  app.put<{ Body: MessagingSettings }>(
    MESSAGING_PATHS.settings,
    { onRequest: adminOnly, schema: { body: settingsBody } },
    async (request): Promise<MessagingSettingsResponse & { message: string; message_hi: string }> => {
      const before = await readMessagingSettings(app.db);
      const next: MessagingSettings = {
        channels: { ...before.channels, ...request.body.channels },
        bulk_cap: request.body.bulk_cap,
        verify_mobile: request.body.verify_mobile,
      };
      for (const kind of MESSAGE_KINDS) {
        if (!SMS_TEMPLATES[kind].channels.includes(next.channels[kind])) {
          throw HttpError.coded(422, 'channel_refused', {}, { [`channels.${kind}`]: ['channel_refused'] });
        }
      }
      const changed: Record<string, { from: unknown; to: unknown }> = {};
      for (const kind of MESSAGE_KINDS) {
        if (before.channels[kind] !== next.channels[kind])
          changed[kind] = { from: before.channels[kind], to: next.channels[kind] };
      }
      if (before.bulk_cap !== next.bulk_cap) changed.bulk_cap = { from: before.bulk_cap, to: next.bulk_cap };
      if (before.verify_mobile !== next.verify_mobile) {
        changed.verify_mobile = { from: before.verify_mobile, to: next.verify_mobile };
      }
      if (Object.keys(changed).length) {
        await writeMessagingSettings(app.db, next, request.staff!.id);
        await recordAudit(app.db, { staffId: request.staff!.id, action: 'messages.settings_changed', detail: changed });
      }
      return {
        message: 'Settings saved.',
        message_hi: 'सेटिंग्स सहेजी गईं।',
        data: await readMessagingSettings(app.db),
        provider: app.messaging.provider?.name ?? 'none',
      };
    },
  );

  // Development only, and only to this machine: the SMS kept instead of sent, and the gateway's stand-in.
  if (app.config.env !== 'production') {
    await app.register(async (dev) => {
      dev.addHook('onRequest', onlyThisMachine);
      dev.get<{ Querystring: { to?: string } }>(
        SMS_OUTBOX_PATH,
        {
          schema: {
            querystring: {
              type: 'object',
              additionalProperties: false,
              properties: { to: { type: 'string', maxLength: 20 } },
            },
          },
        },
        async (request) => ({
          data: await outboxSms(
            app.db,
            request.query.to ? (indianMobile(request.query.to) ?? request.query.to) : undefined,
          ),
        }),
      );
      await registerGatewaySimulator(dev);
    });
  }
};

export default messaging;
