// The accounts domain's routes: a student's account (email code, sign-up, sign-in, password reset, the profile and
// the documents kept with it) and the staff's own session and accounts. Registered without a scope of their own
// (fastify-plugin), exactly as if app.ts registered each file.
import fp from 'fastify-plugin';
import otp from './otp-routes';
import studentAccounts from './student-accounts-routes';
import passwordReset from './password-reset-routes';
import profile from './profile-routes';
import documents from './documents-routes';
import staffSession from './staff-session-routes';
import staff from './staff-routes';

export default fp(
  async (app) => {
    await app.register(otp);
    await app.register(studentAccounts);
    await app.register(passwordReset);
    await app.register(profile);
    await app.register(documents);
    await app.register(staffSession);
    await app.register(staff);
  },
  { name: 'accounts-domain' },
);
