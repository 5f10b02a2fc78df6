// The office domain's routes: the console's overview, the audit log, the settings (the public GET and the admin's
// edit) and the fee table with the seats of each course. Registered without a scope of their own (fastify-plugin).
import fp from 'fastify-plugin';
import overview from './overview-routes';
import audit from './audit-routes';
import settings from './settings-routes';
import adminSettings from './admin-settings-routes';
import fees from './fees-routes';

export default fp(
  async (app) => {
    await app.register(settings);
    await app.register(overview);
    await app.register(fees);
    await app.register(audit);
    await app.register(adminSettings);
  },
  { name: 'office-domain' },
);
