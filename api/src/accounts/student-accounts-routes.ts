// POST v2/signup, v2/signin and v2/logout: student accounts and their bearer tokens.
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  languageFromCookie,
  signInSchema,
  signUpSchema,
  type SignInResponse,
  type SuccessResponse,
} from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { RATE_LIMITS } from '../plugins/security';
import { ACCOUNT_ANSWERS, registerStudent, signIn } from './student-accounts-service';
import { collegeName, mailLanguage, welcomeMail } from '../mail/mail-templates';
import { deviceCookie, deviceTokenOf } from './login-throttle';
import { revokeToken } from './tokens';
import { clearedStudentPageCookie, studentPageCookie } from './session-cookie';
import { checkRules, textBody } from '../http/validation';
import { setStudentLanguage } from './students-repository';
import { mobileVerificationOn, verifiedMobile } from '../messaging/public';

export { ACCOUNT_ANSWERS };

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
          phone_refrence_id: 100,
        }),
      },
    },
    async (request, reply): Promise<SuccessResponse> => {
      const values = checkRules(signUpSchema, request.body, { success: false });
      // With the office's mobile verification on, the number needs its SMS code verified (decision 035).
      const phoneReference = (request.body as { phone_refrence_id?: string }).phone_refrence_id;
      const mobileCheck = (await mobileVerificationOn(app)) ? values.phone : null;
      if (mobileCheck && !(await verifiedMobile(app, mobileCheck, phoneReference, false))) {
        throw HttpError.coded(422, 'mobile_not_verified', {}, undefined, { success: false });
      }
      const email = await registerStudent(app.db, values, app.config.passwordHashCost);
      if (mobileCheck) await verifiedMobile(app, mobileCheck, phoneReference, true);
      // The language the student registers in is the mails' first from now on (decision 031).
      const lang = languageFromCookie(request.headers.cookie);
      if (lang) await setStudentLanguage(app.db, { email }, lang);
      try {
        await app.mail.send(
          welcomeMail(
            email,
            values.name,
            `${app.config.publicUrl}/student/login`,
            await collegeName(app.db),
            mailLanguage(lang),
          ),
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
      const deviceToken = deviceTokenOf(request.headers.cookie, 'student');
      const result = await signIn(app.db, { ...values, ip: request.ip, deviceToken }, app.config.passwordHashCost);
      if ('retryAfterSeconds' in result) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(429, ACCOUNT_ANSWERS.throttled);
      }
      const secure = app.config.publicUrl.startsWith('https:');
      // The session's token for the site server to render the student's own pages (session-cookie.ts).
      const cookies = result.deviceToken ? [deviceCookie('student', result.deviceToken, secure)] : [];
      reply.header('set-cookie', [...cookies, studentPageCookie(result.token, secure)]);
      return { token: result.token, message: ACCOUNT_ANSWERS.loggedIn };
    },
  );

  app.post(
    API_PATHS.logout,
    { config: { rateLimit: RATE_LIMITS.authenticated }, preHandler: app.authenticate },
    async (request, reply): Promise<SuccessResponse> => {
      await revokeToken(app.db, request.tokenId!);
      reply.header('set-cookie', clearedStudentPageCookie(app.config.publicUrl.startsWith('https:')));
      return { success: true, message: ACCOUNT_ANSWERS.loggedOut };
    },
  );
};
export default accounts;
