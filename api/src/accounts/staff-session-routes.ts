// A staff member's own session: sign in, sign out, who am I, change one's password, and set it from a mailed link.
import type { FastifyPluginAsync } from 'fastify';
import {
  API_PATHS,
  staffPasswordChangeSchema,
  staffSetPasswordSchema,
  staffSignInSchema,
  type AdminSigninResponse,
  type StaffIdentity,
} from '@college/shared-types';
import { HttpError } from '../plugins/errors';
import { RATE_LIMITS } from '../plugins/security';
import { recordAudit } from '../office/public';
import { changeOwnPassword, setPasswordWithLink, staffSignIn, STAFF_ANSWERS } from './staff-accounts-service';
import { currentHolds, deviceCookie, deviceTokenOf, liftHold } from './login-throttle';
import { revokeToken } from './tokens';
import { checkRules, textBody } from '../http/validation';
import { ensureDemoAdmin } from './admin-accounts';

const session: FastifyPluginAsync = async (app) => {
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
  const anyStaff = app.requireStaff('verifier', 'accounts', 'editor');

  app.post(
    API_PATHS.adminSignin,
    { config: { rateLimit: RATE_LIMITS.signin }, schema: { body: textBody({ email: 200, password: 200 }) } },
    async (request, reply): Promise<AdminSigninResponse> => {
      const values = checkRules(staffSignInSchema, request.body);
      const deviceToken = deviceTokenOf(request.headers.cookie, 'admin');
      const result = await staffSignIn(app.db, { ...values, deviceToken }, app.config.passwordHashCost);
      if ('retryAfterSeconds' in result) {
        reply.header('retry-after', String(result.retryAfterSeconds));
        throw new HttpError(429, STAFF_ANSWERS.throttled);
      }
      if (result.deviceToken) {
        reply.header(
          'set-cookie',
          deviceCookie('admin', result.deviceToken, app.config.publicUrl.startsWith('https:')),
        );
      }
      return { token: result.token, message: STAFF_ANSWERS.signedIn, admin: result.staff };
    },
  );

  // Sign-in holds (admin only): who is held back now by failed sign-ins, and lifting one (audited).
  const adminOnly = app.requireStaff('admin');
  app.get(API_PATHS.adminLoginHolds, { onRequest: adminOnly }, async () => ({ data: await currentHolds(app.db) }));
  app.post(
    API_PATHS.adminLoginHoldLift,
    {
      onRequest: adminOnly,
      schema: { body: { ...textBody({ kind: 40, account: 300 }), required: ['kind', 'account'] } },
    },
    async (request) => {
      const { kind, account } = request.body as { kind: string; account: string };
      if (!(await liftHold(app.db, kind, account))) throw HttpError.coded(404, 'no_such_login_hold');
      await recordAudit(app.db, { staffId: request.staff!.id, action: 'login_hold.lifted', detail: { kind, account } });
      return { message: 'The hold is lifted.', message_hi: 'रोक हटा दी गई है।' };
    },
  );

  app.post(API_PATHS.adminLogout, { onRequest: anyStaff }, async (request) => {
    if (request.tokenId) await revokeToken(app.db, request.tokenId);
    await recordAudit(app.db, { staffId: request.staff!.id, action: 'staff.signout' });
    return { message: STAFF_ANSWERS.signedOut };
  });

  app.get(API_PATHS.adminMe, { onRequest: anyStaff }, async (request): Promise<{ data: StaffIdentity }> => {
    return { data: request.staff! };
  });

  app.post(
    API_PATHS.adminPassword,
    {
      onRequest: anyStaff,
      config: { rateLimit: RATE_LIMITS.resetConfirm },
      schema: { body: textBody({ current_password: 200, password: 200, password_confirmation: 200 }) },
    },
    async (request) => {
      const values = checkRules(staffPasswordChangeSchema, request.body);
      await changeOwnPassword(app.db, request.staff!.id, values, request.tokenId, app.config.passwordHashCost);
      return { message: STAFF_ANSWERS.passwordChanged };
    },
  );

  app.post(
    API_PATHS.adminSetPassword,
    {
      config: { rateLimit: RATE_LIMITS.resetConfirm },
      schema: { body: textBody({ token: 200, password: 200, password_confirmation: 200 }) },
    },
    async (request) => {
      const values = checkRules(staffSetPasswordSchema, request.body);
      await setPasswordWithLink(app.db, values, app.config.passwordHashCost);
      return { message: STAFF_ANSWERS.passwordSet };
    },
  );
};

export default session;
