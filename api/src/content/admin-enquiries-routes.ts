// Enquiries and feedback from the public site (editor, and admin): the list by status, a reply mailed to the sender
// (the enquiry becomes answered) and the CSV of every enquiry. Replies and exports are audited.
import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS, enquiryReplySchema, type EnquiryStatus } from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { recordAudit } from '../office/public';
import * as editor from './editor-repository';
import { csvCell } from '../admission/public';
import { collegeName, escapeHtml } from '../mail/mail-templates';
import { checkRules, textBody } from '../http/validation';
import { idParams } from '../http/route-params';

const CSV_HEADER = ['Number', 'Received', 'Name', 'Email', 'Mobile', 'Message', 'Status', 'Reply', 'Answered'];

const enquiries: FastifyPluginAsync = async (app) => {
  const editors = app.requireStaff('editor');

  app.get<{ Querystring: { status?: EnquiryStatus } }>(
    API_PATHS.adminEnquiries,
    {
      onRequest: editors,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: ['new', 'answered'] } },
        },
      },
    },
    async (request) => ({ data: await editor.listEnquiries(app.db, request.query.status) }),
  );

  app.post<{ Params: { id: string } }>(
    API_PATHS.adminEnquiryReply,
    { onRequest: editors, schema: { params: idParams, body: textBody({ message: 5000 }) } },
    async (request) => {
      const { message } = checkRules(enquiryReplySchema, request.body);
      const id = Number(request.params.id);
      const enquiry = await editor.findEnquiry(app.db, id);
      if (!enquiry)
        throw new HttpError(404, 'There is no such enquiry.', undefined, { message_hi: 'ऐसी कोई पूछताछ नहीं है।' });
      const college = await collegeName(app.db);
      const quoted = enquiry.message.replace(/^/gm, '> ');
      await app.mail.send({
        to: enquiry.email,
        subject: `${college.hindi} / ${college.english}: उत्तर / Reply`,
        text: `${message}\n\n— ${college.hindi}\n— ${college.english}\n\n${quoted}\n`,
        html:
          `<p>${escapeHtml(message).replace(/\n/g, '<br>')}</p>` +
          `<p lang="hi">${escapeHtml(college.hindi)}<br>${escapeHtml(college.english)}</p>` +
          `<blockquote>${escapeHtml(enquiry.message).replace(/\n/g, '<br>')}</blockquote>`,
      });
      await editor.markAnswered(app.db, id, message, request.staff!.id);
      await recordAudit(app.db, { staffId: request.staff!.id, action: 'enquiry.answered', target: `enquiry:${id}` });
      return { message: 'Reply sent.', message_hi: 'उत्तर भेज दिया गया।', data: await editor.findEnquiry(app.db, id) };
    },
  );

  app.get(API_PATHS.adminEnquiriesCsv, { onRequest: editors }, async (request, reply) => {
    const rows = await editor.listEnquiries(app.db);
    const lines = [
      CSV_HEADER,
      ...rows.map((e) => [e.id, e.created_at, e.name, e.email, e.mobile, e.message, e.status, e.reply, e.answered_at]),
    ];
    const csv = '\uFEFF' + lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
    await recordAudit(app.db, {
      staffId: request.staff!.id,
      action: 'enquiries.exported',
      detail: { rows: rows.length },
    });
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="enquiries-${date}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};

export default enquiries;
