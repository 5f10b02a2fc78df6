// PayU's stand-in on the wire outside production (the machine itself only): the checkout's pages, the outcome's
// return to the merchant (a 307 that posts PayU's very fields to surl or furl) with the server-to-server webhook
// when the payment's scenario asks for it, PayU's web-service calls, and the scenario a test sets. Its state and
// answers are payu-simulator-service.ts, its pages payu-simulator-pages.ts.
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { onlyThisMachine } from '../plugins/security';
import { choosePage, closedTabPage, errorPage, outcomePage } from './payu-simulator-pages';
import {
  createSimulator,
  OUTCOMES,
  SIMULATOR_PATHS,
  textFields,
  type Form,
  type SimScenario,
} from './payu-simulator-service';

/** A merchant's or a browser's form, as PayU takes it: text fields only. */
const ANY_FORM = {
  type: 'object',
  additionalProperties: { type: 'string', maxLength: 2000 },
  maxProperties: 100,
} as const;

const MODE_FORM = {
  type: 'object',
  additionalProperties: false,
  properties: { ref: { type: 'string', maxLength: 64 }, mode: { type: 'string', maxLength: 8 } },
} as const;

/** PayU's merchant web-service form (verify_payment, cancel_refund_transaction). */
const COMMAND_FORM = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    ['key', 'command', 'var1', 'var2', 'var3', 'hash'].map((k) => [k, { type: 'string', maxLength: 4000 }]),
  ),
} as const;

const SCENARIO_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['txnid'],
  properties: {
    txnid: { type: 'string', minLength: 1, maxLength: 40 },
    return: { type: 'string', enum: ['browser', 'none'] },
    verify: { type: 'string', enum: ['normal', 'late', 'down'] },
    verify_delay_ms: { type: 'integer', minimum: 0, maximum: 120000 },
    webhook: { type: 'string', enum: ['none', 'before', 'after'] },
    amount: { type: 'string', pattern: '^\\d{1,7}(\\.\\d{1,2})?$' },
  },
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The simulator's test hooks; `idle` resolves when every webhook it has started has been delivered. */
    payuSimulator: { idle: () => Promise<void> };
  }
}

function send(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

const refuse = (reply: FastifyReply, error: string) => send(reply, 400, errorPage(error));

/**
 * The outcome forms end, after the 307, at the merchant's return addresses, which may be on another host than this
 * simulator (the site opened under 127.0.0.1, the gateway configured under localhost). A browser applies
 * form-action to that redirect too; PayU's own pages do not restrict it, so neither does this page.
 */
function allowReturnsTo(reply: FastifyReply, urls: string[]): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  const origins = [...new Set(urls.map((u) => new URL(u).origin))].join(' ');
  reply.header(
    'content-security-policy',
    policy.replace(/form-action([^;]*)/, (_all, list: string) => `form-action${list} ${origins}`),
  );
}

const simulator: FastifyPluginAsync = async (app) => {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const sim = createSimulator(app.db, app.config.payu);
  // Whoever reaches the simulator can mark fees paid: it answers the machine itself only.
  app.addHook('onRequest', onlyThisMachine);
  const deliveries = new Set<Promise<unknown>>();
  // The root app owns the object (app.ts); this plugin's scope fills it in.
  app.payuSimulator.idle = async () => {
    while (deliveries.size) await Promise.allSettled([...deliveries]);
  };

  /** PayU's server-to-server notice: the same signed fields as the browser's return, posted to the webhook. */
  function sendWebhook(fields: Form, delayMs = 0): Promise<unknown> {
    const delivery = new Promise((resolve) => setTimeout(resolve, delayMs))
      .then(() =>
        app.inject({
          method: 'POST',
          url: '/api/v2/payment/webhook',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        }),
      )
      .catch((error) => app.log.error({ err: error }, 'simulated webhook not delivered'))
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
    return delivery;
  }

  app.post<{ Body: SimScenario & { txnid: string } }>(
    SIMULATOR_PATHS.scenario,
    { schema: { body: SCENARIO_SCHEMA } },
    async (request) => {
      const { txnid, ...scenario } = request.body;
      await sim.setScenario(txnid, scenario);
      return { txnid, scenario };
    },
  );

  app.post(SIMULATOR_PATHS.payment, { schema: { body: ANY_FORM } }, async (request, reply) => {
    const req = textFields(request.body);
    const started = await sim.startCheckout(req);
    if ('error' in started) return refuse(reply, started.error);
    return send(reply, 200, choosePage(started.ref, req));
  });

  app.post(SIMULATOR_PATHS.mode, { schema: { body: MODE_FORM } }, async (request, reply) => {
    const { ref = '', mode = '' } = textFields(request.body);
    const chosen = await sim.chooseMode(ref, mode);
    if ('error' in chosen) return refuse(reply, chosen.error);
    allowReturnsTo(reply, [chosen.req.surl!, chosen.req.furl!]);
    return send(reply, 200, outcomePage(chosen.mode, chosen.req, chosen.answers));
  });

  // Records the chosen outcome, then a 307 makes the browser post the very same PayU fields to surl or furl.
  app.post(SIMULATOR_PATHS.complete, { schema: { body: ANY_FORM } }, async (request, reply) => {
    const fields = textFields(request.body);
    const done = await sim.complete(fields);
    if ('error' in done) return refuse(reply, done.error);
    const { outcome, req, scenario } = done;
    if (scenario.webhook === 'before') await sendWebhook(fields);
    // Delivered a moment after the browser's answer has gone.
    if (scenario.webhook === 'after') void sendWebhook(fields, 50);
    // The student closed the tab: the bank has the money, the site never sees the browser again.
    if (scenario.return === 'none') return send(reply, 200, closedTabPage(outcome, req));
    return reply.redirect(OUTCOMES[outcome].status === 'success' ? req.surl! : req.furl!, 307);
  });

  app.post(SIMULATOR_PATHS.verify, { schema: { body: COMMAND_FORM } }, async (request, reply) => {
    const result = await sim.command(textFields(request.body));
    if ('unavailable' in result) return reply.status(503).send({ status: 0, msg: 'Service unavailable' });
    return result.answer;
  });
};

export default simulator;
