// POST v2/reset-password (mails a single-use link; an SMS too when the office chose both) and v2/reset-password/confirm (sets the new password).
import type { FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import {
  API_PATHS,
  languageFromCookie,
  forgotPasswordSchema,
  resetPasswordConfirmSchema,
  type SuccessResponse,
} from '@college/shared-types';
import { readMultipartForm } from '../http/multipart-form';
import { RATE_LIMITS } from '../plugins/security';
import { collegeName, mailLanguage, resetMail } from '../mail/mail-templates';
import { confirmReset, maskedEmail, newResetLink, RESET_ANSWERS, RESET_MAILS_PER_HOUR } from './password-reset-service';
import { checkRules, textBody } from '../http/validation';
import { clearedStudentPageCookie } from './session-cookie';

export { RESET_ANSWERS, RESET_MAILS_PER_HOUR };

const passwordReset: FastifyPluginAsync = async (app) => {
  // The spec sends applicant_email as a form field: accept a urlencoded or multipart form as well as JSON.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody, { bodyLimit: 4096 });
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(
    API_PATHS.resetPassword,
    {
      config: { rateLimit: RATE_LIMITS.resetPassword },
      // JSON and urlencoded bodies are shaped here; a multipart form is shaped alike by readMultipartForm.
      schema: {
        body: {
          content: {
            'application/json': { schema: textBody({ applicant_email: 200 }) },
            'application/x-www-form-urlencoded': { schema: textBody({ applicant_email: 200 }) },
          },
        },
      },
    },
    async (request): Promise<SuccessResponse> => {
      const fields = request.isMultipart()
        ? (await readMultipartForm(request, { fields: ['applicant_email'] })).fields
        : request.body;
      const { applicant_email } = checkRules(forgotPasswordSchema, fields, { success: false });
      const reset = await newResetLink(app.db, applicant_email, app.config.publicUrl);
      if (reset) {
        // Mail, SMS or both as the office chose for password_reset (decision 035); the SMS names where the link went.
        const send = (async () =>
          app.messaging.tell({
            student: { id: reset.id, name: reset.name, email: reset.email, language: reset.language },
            kind: 'password_reset',
            values: { email: maskedEmail(reset.email) },
            mail: resetMail(
              reset.email,
              reset.name,
              reset.link,
              await collegeName(app.db),
              mailLanguage(languageFromCookie(request.headers.cookie) ?? reset.language),
            ),
          }))();
        const logFailure = (error: unknown) => request.log.error({ err: error }, 'reset mail not sent');
        // Over SMTP the answer does not wait for the mail server, so its timing does not tell that the
        // account exists; the development outbox is written before answering so it can be read at once.
        if (app.mail.mode === 'smtp') send.catch(logFailure);
        else await send.catch(logFailure);
      }
      return { success: true, message: RESET_ANSWERS.sent };
    },
  );

  app.post(
    API_PATHS.resetPasswordConfirm,
    {
      config: { rateLimit: RATE_LIMITS.resetConfirm },
      schema: { body: textBody({ token: 200, password: 200, password_confirmation: 200 }) },
    },
    async (request, reply): Promise<SuccessResponse> => {
      const values = checkRules(resetPasswordConfirmSchema, request.body, { success: false });
      await confirmReset(app.db, { ...values, ip: request.ip }, app.config.passwordHashCost);
      // Every session of the account ended: this browser's page cookie goes too.
      reply.header('set-cookie', clearedStudentPageCookie(app.config.publicUrl.startsWith('https:')));
      return { success: true, message: RESET_ANSWERS.changed };
    },
  );
};
export default passwordReset;
