// A stand-in for CDAC's Mobile Seva gateway outside production (POST /api/dev/sms-gateway): the same form fields,
// password digest and key, and the gateway's answers as text. It checks what the driver sends, as the gateway
// would, and a few numbers play the gateway's hard answers:
//   6000000001 the operator refuses the text (413), 6000000002 invalid number (406),
//   6000000003 throttled (409), 6000000004 no answer in time, 6000000005 an answer that is not one (HTML).
// Any other valid number is accepted ("402,MsgID = ...") and the SMS is kept in the SMS outbox.
import { createHash, randomInt } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { MESSAGING_PATHS, SMS_TEMPLATES, MESSAGE_KINDS, fitsTemplate, indianMobile } from '@college/shared-types';
import { keepSms } from './messaging-repository';
import { cdacKey, fromEntities } from './sms-providers';

export const SMS_GATEWAY_PATH = MESSAGING_PATHS.smsGateway;

export const SIMULATED_NUMBERS = {
  rejectedTemplate: '6000000001',
  invalidNumber: '6000000002',
  throttled: '6000000003',
  timeout: '6000000004',
  garbage: '6000000005',
} as const;

const TYPES = new Set(['singlemsg', 'bulkmsg', 'otpmsg', 'unicodemsg', 'unicodeotpmsg']);
const sha1 = (text: string) => createHash('sha1').update(text, 'latin1').digest('hex');
const field = { type: 'string', maxLength: 8000 } as const;

export async function registerGatewaySimulator(dev: FastifyInstance): Promise<void> {
  await dev.register(async (sim) => {
    await sim.register(formbody);
    sim.post<{ Body: Record<string, string | undefined> }>(
      SMS_GATEWAY_PATH,
      {
        bodyLimit: 64 * 1024,
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            properties: Object.fromEntries(
              [
                'username',
                'password',
                'senderid',
                'content',
                'smsservicetype',
                'mobileno',
                'bulkmobno',
                'key',
                'templateid',
              ].map((k) => [k, field]),
            ),
          },
        },
        attachValidation: true,
      },
      async (request, reply) => {
        reply.type('text/plain; charset=utf-8');
        if (request.validationError) return 'ERROR : 400 Request malformed';
        const cfg = sim.config.sms.cdac;
        const b = request.body ?? {};
        const content = b.content ?? '';
        if (b.username !== cfg.username || b.password !== sha1(cfg.password) || b.senderid !== cfg.senderId) {
          return '401,Credentials Error, may be invalid username or password';
        }
        if (b.key !== cdacKey(cfg.username, cfg.senderId, content, cfg.secureKey)) {
          return '401,Credentials Error, the key does not match';
        }
        if (!TYPES.has(b.smsservicetype ?? '')) return 'ERROR : 400 Invalid smsservicetype';
        const numbers = (b.mobileno ?? b.bulkmobno ?? '').split(',').filter(Boolean);
        if (!numbers.length || numbers.some((n) => indianMobile(n) !== n)) return '406,Invalid or Duplicate numbers';
        const mobile = numbers[0]!;
        if (mobile === SIMULATED_NUMBERS.invalidNumber) return '406,Invalid or Duplicate numbers';
        if (mobile === SIMULATED_NUMBERS.throttled) return '409,Internal Limit exceeded, Contact support';
        if (mobile === SIMULATED_NUMBERS.garbage) {
          reply.type('text/html');
          return '<html><body><h1>Service Temporarily Unavailable</h1></body></html>';
        }
        if (mobile === SIMULATED_NUMBERS.timeout) {
          await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, sim.config.sms.timeoutMs + 200)));
          return '408,SMSC response timed out, message will be submitted';
        }
        const unicode = b.smsservicetype?.startsWith('unicode');
        const text = unicode ? fromEntities(content) : content;
        const template = MESSAGE_KINDS.map((k) => SMS_TEMPLATES[k]).find(
          (t) => t.id.en === b.templateid || t.id.hi === b.templateid,
        );
        const registered = template ? (template.id.en === b.templateid ? template.text.en : template.text.hi) : null;
        if (mobile === SIMULATED_NUMBERS.rejectedTemplate || !registered || !fitsTemplate(registered, text)) {
          return '413,Rejected by the operator: the text does not match its DLT template';
        }
        await keepSms(sim.db, { messageId: null, mobile, templateId: b.templateid!, text });
        return `402,MsgID = ${Date.now()}${randomInt(100000, 999999)}msdgsms`;
      },
    );
  });
}
