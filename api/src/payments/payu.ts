// The PayU hosted-checkout protocol: request and response hashes, transaction ids and the verify_payment call.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const UDF_KEYS = ['udf1', 'udf2', 'udf3', 'udf4', 'udf5'] as const;

/** PayU's own words when the request hash does not match. */
export const PAYU_HASH_ERROR = 'Transaction failed due to incorrectly calculated hash parameter.';

export interface PaymentHashFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

export interface ResponseHashFields extends PaymentHashFields {
  status: string;
  additionalCharges?: string;
}

function sha512(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1|udf2|udf3|udf4|udf5||||||SALT) */
export function paymentHash(f: PaymentHashFields, salt: string): string {
  const udf = UDF_KEYS.map((k) => f[k] ?? '');
  return sha512(
    [f.key, f.txnid, f.amount, f.productinfo, f.firstname, f.email, ...udf, '', '', '', '', '', salt].join('|'),
  );
}

/**
 * The reverse hash PayU signs its answer with:
 * sha512([additionalCharges|]SALT|status||||||udf5|udf4|udf3|udf2|udf1|email|firstname|productinfo|amount|txnid|key)
 */
export function responseHash(f: ResponseHashFields, salt: string): string {
  const udfReversed = [...UDF_KEYS].reverse().map((k) => f[k] ?? '');
  const parts = [
    salt,
    f.status,
    '',
    '',
    '',
    '',
    '',
    ...udfReversed,
    f.email,
    f.firstname,
    f.productinfo,
    f.amount,
    f.txnid,
    f.key,
  ];
  if (f.additionalCharges) parts.unshift(f.additionalCharges);
  return sha512(parts.join('|'));
}

/** sha512(key|command|var1|SALT), the hash of PayU's merchant web-service calls. */
export function commandHash(key: string, command: string, var1: string, salt: string): string {
  return sha512([key, command, var1, salt].join('|'));
}

/** Compares two hex hashes in constant time; anything malformed is simply unequal. */
export function sameHash(a: string | undefined, b: string): boolean {
  if (typeof a !== 'string' || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a.toLowerCase()), Buffer.from(b));
}

/** Reads the reverse-hash fields out of a gateway post (every value as text). */
export function responseFields(body: Record<string, unknown>): ResponseHashFields & { hash: string } {
  const s = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
  return {
    key: s('key'),
    txnid: s('txnid'),
    amount: s('amount'),
    productinfo: s('productinfo'),
    firstname: s('firstname'),
    email: s('email'),
    udf1: s('udf1'),
    udf2: s('udf2'),
    udf3: s('udf3'),
    udf4: s('udf4'),
    udf5: s('udf5'),
    status: s('status'),
    additionalCharges: s('additionalCharges'),
    hash: s('hash'),
  };
}

/**
 * A unique transaction id: a purpose letter, the time in base 36 and 40 random bits; 19 characters,
 * letters and digits only (PayU allows at most 25).
 */
export function newTxnid(purpose: 'registration' | 'admission', now = Date.now()): string {
  return `${purpose === 'admission' ? 'A' : 'R'}${now.toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** Two-decimal amount string as the gateway wants it, or null when the value is not a positive amount. */
export function formatAmount(value: string | number | null | undefined): string | null {
  if (value == null || value === '') return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  return n.toFixed(2);
}

/** The time as PayU writes it: "YYYY-MM-DD HH:MM:SS" in India time. */
export function indiaDateTime(date: Date = new Date()): string {
  // India has no daylight saving: UTC+05:30 all year.
  const ist = new Date(date.getTime() + 330 * 60 * 1000);
  return ist.toISOString().slice(0, 19).replace('T', ' ');
}

/** One transaction of a verify_payment answer. */
export interface VerifiedTransaction {
  status: string;
  unmappedstatus?: string;
  mihpayid?: string;
  txnid?: string;
  amt?: string;
  transaction_amount?: string;
  mode?: string;
  bank_ref_num?: string;
  addedon?: string;
  error_Message?: string;
  [field: string]: unknown;
}

export interface VerifyAnswer {
  status: number;
  msg: string;
  transaction_details: Record<string, VerifiedTransaction>;
}

/** Posts a form to the gateway's web-service address and answers its JSON. */
export type GatewayPost = (url: string, form: Record<string, string>) => Promise<unknown>;

/** Posts over HTTPS, giving up after `timeoutMs`. */
export function fetchGatewayPost(timeoutMs = 15_000): GatewayPost {
  return async (url, form) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`the gateway answered HTTP ${res.status}`);
    return res.json();
  };
}

export interface PayuCredentials {
  key: string;
  salt: string;
  verifyUrl: string;
}

/**
 * Asks the gateway what really happened to several transactions in one call (PayU takes txnids joined by
 * '|'); each txnid maps to its details, or null when the gateway does not know it. Throws when the gateway
 * cannot be reached or answers something that is not a verify answer.
 */
export async function verifyPayments(
  post: GatewayPost,
  payu: PayuCredentials,
  txnids: readonly string[],
): Promise<Map<string, VerifiedTransaction | null>> {
  const command = 'verify_payment';
  const var1 = txnids.join('|');
  const answer = (await post(payu.verifyUrl, {
    key: payu.key,
    command,
    var1,
    hash: commandHash(payu.key, command, var1, payu.salt),
  })) as Partial<VerifyAnswer> | null;
  if (!answer || typeof answer !== 'object' || (answer.status !== 0 && answer.status !== 1)) {
    throw new Error('the gateway gave no verify answer');
  }
  if (answer.status === 0 && !answer.transaction_details) throw new Error(`verify_payment refused: ${answer.msg}`);
  const out = new Map<string, VerifiedTransaction | null>();
  for (const txnid of txnids) {
    const details = answer.transaction_details?.[txnid];
    const known = details && typeof details.status === 'string' && details.status !== 'Not Found';
    out.set(txnid, known ? details : null);
  }
  return out;
}

/** Asks the gateway what really happened to one transaction; null when it does not know the txnid. */
export async function verifyPayment(
  post: GatewayPost,
  payu: PayuCredentials,
  txnid: string,
): Promise<VerifiedTransaction | null> {
  return (await verifyPayments(post, payu, [txnid])).get(txnid) ?? null;
}

export interface RefundAnswer {
  status: number;
  msg: string;
  request_id?: string;
  error_code?: number | string;
  mihpayid?: string | number;
}

/**
 * PayU's refund call: cancel_refund_transaction with var1 = mihpayid, var2 = our unique refund id and
 * var3 = the amount. Answers PayU's JSON; status 1 means the refund was accepted (queued at the bank).
 */
export async function refundPayment(
  post: GatewayPost,
  payu: PayuCredentials,
  refund: { mihpayid: string; refundId: string; amount: string },
): Promise<RefundAnswer> {
  const command = 'cancel_refund_transaction';
  const answer = (await post(payu.verifyUrl, {
    key: payu.key,
    command,
    var1: refund.mihpayid,
    var2: refund.refundId,
    var3: refund.amount,
    hash: commandHash(payu.key, command, refund.mihpayid, payu.salt),
  })) as Partial<RefundAnswer> | null;
  if (!answer || typeof answer.status !== 'number') throw new Error('the gateway gave no refund answer');
  return { status: answer.status, msg: String(answer.msg ?? ''), ...answer } as RefundAnswer;
}
