// Staff accounts (admin only): list, create (a set-password link is mailed), change role or name, disable, and
// mail a new link.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, staffCreateSchema, staffUpdateSchema, type StaffRole } from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { findStaff } from './staff-repository';
import { recordAudit } from '../office/public';
import { staffLinkMail } from '../admission/public';
import { collegeName } from '../mail/mail-templates';
import {
  createStaff,
  newSetPasswordLink,
  staffAccount,
  staffAccounts,
  STAFF_ANSWERS,
  STAFF_LINK_TTL_MS,
  updateStaffAccount,
} from './staff-accounts-service';
import { checkRules, textBody } from '../http/validation';
import { idParams } from '../http/route-params';

const staff: FastifyPluginAsync = async (app) => {
  const adminOnly = app.requireStaff('admin');

  async function mailLink(to: { name: string; email: string }, link: string) {
    await app.mail.send(staffLinkMail(await collegeName(app.db), to, link, STAFF_LINK_TTL_MS / 3_600_000));
  }

  app.get(API_PATHS.adminStaff, { onRequest: adminOnly }, async () => ({ data: await staffAccounts(app.db) }));

  app.post(
    API_PATHS.adminStaff,
    { onRequest: adminOnly, schema: { body: textBody({ email: 200, name: 200, role: 20 }) } },
    async (request, reply) => {
      const values = checkRules(staffCreateSchema, request.body);
      const { account, link } = await createStaff(
        app.db,
        request.staff!.id,
        { ...values, role: values.role as StaffRole },
        app.config.publicUrl,
        app.config.passwordHashCost,
      );
      await mailLink(account, link);
      reply.status(201);
      return { message: STAFF_ANSWERS.created, data: account };
    },
  );

  app.patch<{ Params: { id: string } }>(
    API_PATHS.adminStaffMember,
    {
      onRequest: adminOnly,
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            name: { type: 'string', maxLength: 200 },
            role: { type: 'string', maxLength: 20 },
            disabled: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const body = request.body as { name?: string; role?: string; disabled?: boolean };
      const values = checkRules(staffUpdateSchema, {
        ...body,
        ...(body.disabled === undefined ? {} : { disabled: body.disabled ? '1' : '0' }),
      });
      const account = await updateStaffAccount(app.db, request.staff!.id, Number(request.params.id), {
        ...(values.name ? { name: values.name } : {}),
        ...(values.role ? { role: values.role as StaffRole } : {}),
        ...(values.disabled === undefined ? {} : { disabled: values.disabled === '1' }),
      });
      return { message: STAFF_ANSWERS.updated, data: account };
    },
  );

  app.post<{ Params: { id: string } }>(
    API_PATHS.adminStaffLink,
    { onRequest: adminOnly, schema: { params: idParams } },
    async (request) => {
      const row = await findStaff(app.db, Number(request.params.id));
      if (!row) throw new HttpError(404, STAFF_ANSWERS.noStaff);
      const link = await newSetPasswordLink(app.db, row.id, app.config.publicUrl);
      await mailLink(row, link);
      await recordAudit(app.db, { staffId: request.staff!.id, action: 'staff.link_sent', target: `staff:${row.id}` });
      return { message: STAFF_ANSWERS.linkSent, data: staffAccount(row) };
    },
  );
};

export default staff;
