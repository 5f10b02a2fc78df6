// The messaging domain's routes: the delivery log, resend, bulk messages, the channel settings, mobile
// verification's switch and the development SMS outbox and gateway simulator (decision 035).
import fp from 'fastify-plugin';
import messaging from './messaging-routes';

export default fp(
  async (app) => {
    await app.register(messaging);
  },
  { name: 'messaging-domain' },
);
