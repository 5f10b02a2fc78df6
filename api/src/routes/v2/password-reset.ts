// POST v2/reset-password (mails a single-use link) and v2/reset-password/confirm (sets the new password).
import type { FastifyPluginAsync } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import {
  API_PATHS,
  forgotPasswordSchema,
  resetPasswordConfirmSchema,
  type SuccessResponse,
} from '@college/shared-types';
import { HttpError } from '../../plugins/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { clearAttempts, recordLogin } from '../../services/login-throttle';
import { collegeName, resetMail } from '../../services/mail-templates';
import { readMultipartForm } from '../../services/multipart-form';
import { hashPassword } from '../../services/passwords';
import { issueToken, revokeAllTokens, RESET_TTL_MS, verifyToken } from '../../services/tokens';
import { checkRules, plainFields, textBody } from '../../services/validation';

export const RESET_ANSWERS = {
  /** The same answer whether or not an account exists. */
  sent: 'If an account exists for this email, a link to reset the password has been sent to it.',
  invalidLink: 'This reset link is invalid or has expired. Please ask for a new one.',
  changed: 'Your password has been changed. Please log in with the new password.',
} as const;

/** Reset mails per account per hour; further requests are answered alike but send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

const passwordReset: FastifyPluginAsync = async (app) => {
  // The spec sends applicant_email as a form field: accept a urlencoded or multipart form as well as JSON.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody, { bodyLimit: 4096 });
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  app.post(API_PATHS.resetPassword, { config: { rateLimit: RATE_LIMITS.resetPassword } }, async (request) => {
    const fields = request.isMultipart()
      ? (await readMultipartForm(request, { fields: ['applicant_email'] })).fields
      : plainFields(request.body, ['applicant_email']);
    const { applicant_email } = checkRules(forgotPasswordSchema, fields, { success: false });
    const email = applicant_email.toLowerCase();
    const student = await app.db
      .selectFrom('students')
      .select(['id', 'name'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (student) {
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
      const recent = await app.db
        .selectFrom('auth_tokens')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('subject_type', '=', 'student')
        .where('subject_id', '=', student.id)
        .where('purpose', '=', 'reset')
        .where('created_at', '>', hourAgo)
        .executeTakeFirst();
      if (Number(recent?.n ?? 0) < RESET_MAILS_PER_HOUR) {
        const token = await app.db.transaction().execute(async (trx) => {
          // Only the newest link works.
          await trx
            .updateTable('auth_tokens')
            .set({ revoked_at: new Date().toISOString() })
            .where('subject_type', '=', 'student')
            .where('subject_id', '=', student.id)
            .where('purpose', '=', 'reset')
            .where('revoked_at', 'is', null)
            .execute();
          return issueToken(trx, 'student', student.id, 'reset', RESET_TTL_MS);
        });
        const link = `${app.config.publicUrl}/student/reset-password?token=${encodeURIComponent(token)}`;
        const send = (async () => app.mail.send(resetMail(email, student.name, link, await collegeName(app.db))))();
        const logFailure = (error: unknown) => request.log.error({ err: error }, 'reset mail not sent');
        // Over SMTP the answer does not wait for the mail server, so its timing does not tell that the
        // account exists; the development outbox is written before answering so it can be read at once.
        if (app.mail.mode === 'smtp') send.catch(logFailure);
        else await send.catch(logFailure);
      }
    }
    const answer: SuccessResponse = { success: true, message: RESET_ANSWERS.sent };
    return answer;
  });

  app.post(
    API_PATHS.resetPasswordConfirm,
    {
      config: { rateLimit: RATE_LIMITS.resetConfirm },
      schema: { body: textBody({ token: 200, password: 200, password_confirmation: 200 }) },
    },
    async (request): Promise<SuccessResponse> => {
      const values = checkRules(resetPasswordConfirmSchema, request.body, { success: false });
      const found = await verifyToken(app.db, values.token, 'student', 'reset');
      if (!found) throw new HttpError(400, RESET_ANSWERS.invalidLink, undefined, { success: false });
      const passwordHash = await hashPassword(values.password, app.config.passwordHashCost);
      const now = new Date().toISOString();
      await app.db.transaction().execute(async (trx) => {
        // Single use: the update only succeeds while the link is still unused.
        const used = await trx
          .updateTable('auth_tokens')
          .set({ used_at: now })
          .where('id', '=', found.tokenId)
          .where('used_at', 'is', null)
          .where('revoked_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) {
          throw new HttpError(400, RESET_ANSWERS.invalidLink, undefined, { success: false });
        }
        const student = await trx
          .updateTable('students')
          .set({ password_hash: passwordHash, updated_at: now })
          .where('id', '=', found.subjectId)
          .returning('email')
          .executeTakeFirstOrThrow();
        // Every session ends: whoever knew the old password is logged out.
        await revokeAllTokens(trx, 'student', found.subjectId);
        // Counts as a successful login, so earlier failures no longer hold the account back.
        await recordLogin(trx, student.email, request.ip, true);
        await clearAttempts(trx, 'student-login', student.email);
      });
      return { success: true, message: RESET_ANSWERS.changed };
    },
  );
};
export default passwordReset;
