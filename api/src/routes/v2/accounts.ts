// POST v2/signup, v2/signin and v2/logout: student accounts and their bearer tokens.
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  signInSchema,
  signUpSchema,
  type SignInResponse,
  type SuccessResponse,
} from '@college/shared-types';
import { HttpError } from '../../plugins/errors';
import { RATE_LIMITS } from '../../plugins/security';
import { collegeName, welcomeMail } from '../../services/mail-templates';
import { consumeVerifiedEmail } from '../../services/otp';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../services/passwords';
import { clearAttempts, countAttempt, recordLogin } from '../../services/login-throttle';
import { issueToken, revokeToken } from '../../services/tokens';
import { checkRules, textBody } from '../../services/validation';

export const ACCOUNT_ANSWERS = {
  registered: 'Registration successful. Please log in.',
  duplicate: 'This email is already registered. Please log in or reset your password.',
  notVerified: 'Please verify your email first',
  /** One answer for an unknown email and a wrong password (SPEC §8). */
  invalidLogin: 'Invalid email or password.',
  loggedIn: 'Login Successfully',
  throttled: 'Too many failed logins. Please wait 15 minutes or reset your password.',
  loggedOut: 'Logged out successfully',
} as const;

class DuplicateEmail extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e?.message ?? '');
}

const accounts: FastifyPluginAsync = async (app) => {
  app.post(
    API_PATHS.signup,
    {
      config: { rateLimit: RATE_LIMITS.signup },
      schema: {
        body: textBody({
          name: 200,
          email: 200,
          password: 200,
          password_confirmation: 200,
          phone: 20,
          email_refrence_id: 100,
        }),
      },
    },
    async (request, reply): Promise<SuccessResponse> => {
      const values = checkRules(signUpSchema, request.body, { success: false });
      const email = values.email.toLowerCase();
      const passwordHash = await hashPassword(values.password, app.config.passwordHashCost);
      const now = new Date().toISOString();
      try {
        await app.db.transaction().execute(async (trx) => {
          // The code proves the mailbox is the student's: only then may the answer say the email is taken.
          if (!(await consumeVerifiedEmail(trx, email, values.email_refrence_id))) {
            throw new HttpError(
              422,
              ACCOUNT_ANSWERS.notVerified,
              { email_refrence_id: [ACCOUNT_ANSWERS.notVerified] },
              { success: false },
            );
          }
          const taken = await trx.selectFrom('students').select('id').where('email', '=', email).executeTakeFirst();
          if (taken) throw new DuplicateEmail();
          await trx
            .insertInto('students')
            .values({
              name: values.name,
              email,
              phone_number: values.phone,
              password_hash: passwordHash,
              created_at: now,
              updated_at: now,
            })
            .execute();
        });
      } catch (error) {
        if (error instanceof DuplicateEmail || isUniqueViolation(error)) {
          throw new HttpError(
            409,
            ACCOUNT_ANSWERS.duplicate,
            { email: [ACCOUNT_ANSWERS.duplicate] },
            { success: false },
          );
        }
        throw error;
      }
      try {
        await app.mail.send(
          welcomeMail(email, values.name, `${app.config.publicUrl}/student/login`, await collegeName(app.db)),
        );
      } catch (error) {
        // The account exists either way; a lost welcome mail must not look like a failed registration.
        request.log.error({ err: error }, 'registration mail not sent');
      }
      reply.status(201);
      return { success: true, message: ACCOUNT_ANSWERS.registered };
    },
  );

  app.post(
    API_PATHS.signin,
    {
      config: { rateLimit: RATE_LIMITS.signin },
      schema: { body: textBody({ email: 200, password: 200 }) },
    },
    async (request, reply): Promise<SignInResponse> => {
      const values = checkRules(signInSchema, request.body);
      const email = values.email.toLowerCase();
      // Counted before the password is checked, so parallel guesses cannot all slip under the limit.
      const attempt = await countAttempt(app.db, 'student-login', email);
      if (!attempt.allowed) {
        reply.header('retry-after', String(attempt.retryAfterSeconds));
        throw new HttpError(429, ACCOUNT_ANSWERS.throttled);
      }
      const student = await app.db
        .selectFrom('students')
        .select(['id', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
      const ok = student
        ? await verifyPassword(values.password, student.password_hash)
        : await verifyAgainstNothing(values.password, app.config.passwordHashCost);
      await recordLogin(app.db, email, request.ip, ok);
      if (!student || !ok) throw new HttpError(401, ACCOUNT_ANSWERS.invalidLogin);
      await clearAttempts(app.db, 'student-login', email);
      const token = await issueToken(app.db, 'student', student.id);
      return { token, message: ACCOUNT_ANSWERS.loggedIn };
    },
  );

  app.post(
    API_PATHS.logout,
    { config: { rateLimit: RATE_LIMITS.authenticated }, preHandler: app.authenticate },
    async (request): Promise<SuccessResponse> => {
      await revokeToken(app.db, request.tokenId!);
      return { success: true, message: ACCOUNT_ANSWERS.loggedOut };
    },
  );
};
export default accounts;
