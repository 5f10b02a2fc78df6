// The SMS provider's settings (decision 035), read with the API's other settings (config.ts). SMS_PROVIDER turns
// SMS on: 'cdac' (the government's Mobile Seva gateway), 'http' (any gateway taking a POST built from a body
// template) or 'outbox' (kept in the sms_outbox table, outside production only). Without it SMS is off in
// production and goes to the outbox elsewhere. Production refuses to start with a provider whose settings are
// missing, naming each one.

export type SmsProviderName = 'outbox' | 'cdac' | 'http' | 'off';

export interface SmsConfig {
  provider: SmsProviderName;
  cdac: { url: string; username: string; password: string; senderId: string; secureKey: string };
  /** The generic gateway: its address, the body with {{mobile}} {{text}} {{template_id}} and what a success says. */
  http: { url: string; body: string; authorization: string | null; success: string | null };
  /** How long a gateway may take to answer before the try counts as failed (and is retried). */
  timeoutMs: number;
  /** Milliseconds between runs of the delivery of queued SMS; 0 leaves it to the run after each message is queued. */
  deliveryIntervalMs: number;
  /** SMS other than codes one number may get in an hour; more wait for the next hour. */
  perNumberPerHour: number;
  /**
   * No SMS but codes between 21:00 and 09:00 India time. Always on in production; `SMS_NIGHT_HOLD=off` elsewhere
   * lets a test machine see a message delivered whatever its clock says (the hold has its own test).
   */
  nightHold: boolean;
}

type Check = (value: string) => string | null;

/** The SMS settings' names and checks, added to the API's settings table (config.ts). */
export function smsSettings(checks: {
  oneOf: (...v: string[]) => Check;
  text: Check;
  url: (...p: string[]) => Check;
  milliseconds: Check;
}): Record<string, { check: Check; secret?: boolean }> {
  return {
    SMS_PROVIDER: { check: checks.oneOf('outbox', 'cdac', 'http', 'off') },
    SMS_CDAC_URL: { check: checks.url('https:', 'http:') },
    SMS_CDAC_USERNAME: { check: checks.text },
    SMS_CDAC_PASSWORD: { check: checks.text, secret: true },
    SMS_CDAC_SENDER_ID: { check: checks.text },
    SMS_CDAC_SECURE_KEY: { check: checks.text, secret: true },
    SMS_HTTP_URL: { check: checks.url('https:', 'http:') },
    SMS_HTTP_BODY: { check: checks.text },
    SMS_HTTP_AUTHORIZATION: { check: checks.text, secret: true },
    SMS_HTTP_SUCCESS: { check: checks.text },
    SMS_TIMEOUT_MS: { check: checks.milliseconds },
    SMS_DELIVERY_INTERVAL_MS: { check: checks.milliseconds },
    SMS_NIGHT_HOLD: { check: checks.oneOf('on', 'off') },
  };
}

/** What each provider needs in production. */
export const SMS_REQUIRED: Record<'cdac' | 'http', string[]> = {
  cdac: ['SMS_CDAC_USERNAME', 'SMS_CDAC_PASSWORD', 'SMS_CDAC_SENDER_ID', 'SMS_CDAC_SECURE_KEY'],
  http: ['SMS_HTTP_URL', 'SMS_HTTP_BODY'],
};

/** The problems of the SMS settings: a provider turned on in production without its settings, the outbox there. */
export function smsProblems(env: NodeJS.ProcessEnv, production: boolean, overridden: boolean): string[] {
  if (!production || overridden) return [];
  if (env.SMS_NIGHT_HOLD === 'off') return ['SMS_NIGHT_HOLD=off sends SMS at night: it is not allowed in production'];
  const provider = env.SMS_PROVIDER;
  if (provider === 'outbox') return ['SMS_PROVIDER=outbox keeps SMS in a table: it is not allowed in production'];
  if (provider !== 'cdac' && provider !== 'http') return [];
  const missing = SMS_REQUIRED[provider].filter((name) => !env[name]?.trim());
  return missing.length ? [`missing in production with SMS_PROVIDER=${provider}: ${missing.join(', ')}`] : [];
}

function numberFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The Mobile Seva gateway's address (CDAC's integration document). */
export const CDAC_URL = 'https://msdgweb.mgov.gov.in/esms/sendsmsrequestDLT';

/** The simulator's own credentials, used outside production when SMS_PROVIDER=cdac comes without any. */
export const SIMULATOR_CREDENTIALS = {
  username: 'devcollege',
  password: 'dev-password',
  senderId: 'GDCUPD',
  secureKey: 'dev-secure-key',
};

export function readSmsConfig(env: NodeJS.ProcessEnv, mode: 'production' | 'development' | 'test', publicUrl: string) {
  const production = mode === 'production';
  const provider = (env.SMS_PROVIDER || (production ? 'off' : 'outbox')) as SmsProviderName;
  const simulated = !production && !env.SMS_CDAC_URL;
  const config: SmsConfig = {
    provider,
    cdac: {
      url: env.SMS_CDAC_URL || (production ? CDAC_URL : `${publicUrl}/api/dev/sms-gateway`),
      username: env.SMS_CDAC_USERNAME || (simulated ? SIMULATOR_CREDENTIALS.username : ''),
      password: env.SMS_CDAC_PASSWORD || (simulated ? SIMULATOR_CREDENTIALS.password : ''),
      senderId: env.SMS_CDAC_SENDER_ID || (simulated ? SIMULATOR_CREDENTIALS.senderId : ''),
      secureKey: env.SMS_CDAC_SECURE_KEY || (simulated ? SIMULATOR_CREDENTIALS.secureKey : ''),
    },
    http: {
      url: env.SMS_HTTP_URL || '',
      body: env.SMS_HTTP_BODY || '',
      authorization: env.SMS_HTTP_AUTHORIZATION || null,
      success: env.SMS_HTTP_SUCCESS || null,
    },
    timeoutMs: numberFrom(env.SMS_TIMEOUT_MS, 10_000),
    deliveryIntervalMs: numberFrom(env.SMS_DELIVERY_INTERVAL_MS, mode === 'test' ? 0 : 60_000),
    perNumberPerHour: 4,
    nightHold: production || env.SMS_NIGHT_HOLD !== 'off',
  };
  return config;
}
