// The payments domain's routes: a student's fee through the gateway (and PayU's stand-in outside production), the
// accounts office's payment calls, and fees taken at the college counter with the day-book (decision 032).
// Registered without a scope of their own (fastify-plugin).
import fp from 'fastify-plugin';
import payment from './payment-routes';
import payuSimulator from './payu-simulator-routes';
import adminPayments from './admin-payments-routes';
import counter from './counter-routes';

export default fp(
  async (app) => {
    await app.register(payment);
    // PayU's part on the wire outside production, unless a real gateway is configured (PAYU_URL).
    app.decorate('payuSimulator', { idle: async () => undefined });
    if (app.config.payu.simulator) await app.register(payuSimulator);
    await app.register(adminPayments);
    await app.register(counter);
  },
  { name: 'payments-domain' },
);
