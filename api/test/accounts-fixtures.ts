// Drives the real registration flow through HTTP (code from the dev outbox, signup, signin) for the API tests.
import type { FastifyInstance, InjectOptions } from 'fastify';

let counter = 0;

/** A fresh address per call, so tests never share a throttle. */
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

/** A documentation address (RFC 5737) per call: rate limits key on it, and it is not exempt as loopback is. */
export function uniqueIp(): string {
  counter += 1;
  return `198.51.100.${counter % 250}`;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function post(app: FastifyInstance, url: string, payload: unknown, extra: Partial<InjectOptions> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });
}

/** The six digits of the newest code mailed to an address. */
export async function codeFromOutbox(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  const mails = res.json().data as Array<{ subject: string; text: string }>;
  const last = mails[mails.length - 1];
  const code = last?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Lets an address ask for a new code at once, as if the one-minute wait had passed. */
export async function allowResend(app: FastifyInstance, email: string): Promise<void> {
  await app.db
    .updateTable('otp_codes')
    .set({ created_at: new Date(Date.now() - 2 * 60 * 1000).toISOString() })
    .where('sender', '=', email.toLowerCase())
    .execute();
}

export async function verifiedReference(app: FastifyInstance, email: string): Promise<string> {
  await allowResend(app, email);
  const sent = await post(app, '/api/v2/send-otp', { type_of: 'email_otp', sender: email });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode}: ${sent.body}`);
  const reference = sent.json().refrence_id as string;
  const code = await codeFromOutbox(app, email);
  const ok = await post(app, '/api/v2/validate-otp', { sender: email, reference_id: reference, otp: code });
  if (ok.statusCode !== 200) throw new Error(`validate-otp ${ok.statusCode}: ${ok.body}`);
  return reference;
}

export interface TestStudent {
  email: string;
  password: string;
  token: string;
  id: number;
}

export async function registerStudent(
  app: FastifyInstance,
  overrides: { name?: string; email?: string; password?: string; phone?: string } = {},
): Promise<TestStudent> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse 42';
  const reference = await verifiedReference(app, email);
  const signup = await post(app, '/api/v2/signup', {
    name: overrides.name ?? 'रीना देवी Reena Devi',
    email,
    password,
    password_confirmation: password,
    phone: overrides.phone ?? '9876543210',
    email_refrence_id: reference,
  });
  if (signup.statusCode !== 201) throw new Error(`signup ${signup.statusCode}: ${signup.body}`);
  const signin = await post(app, '/api/v2/signin', { email, password });
  if (signin.statusCode !== 200) throw new Error(`signin ${signin.statusCode}: ${signin.body}`);
  const row = await app.db.selectFrom('students').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return { email, password, token: signin.json().token, id: row.id };
}

/** A multipart body built by hand (light-my-request has no FormData support for files). */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { filename: string; type: string; data: Buffer }> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----college${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
