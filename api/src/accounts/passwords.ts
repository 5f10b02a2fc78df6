// Password hashing with scrypt (memory-hard); the parameters travel with each hash so they can be raised later.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** log2 of scrypt's N: 2^15 with r = 8 uses 32 MiB and about 0.1 to 0.2 s a hash. Tests lower it for speed. */
export const DEFAULT_HASH_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, opts: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...opts, maxmem: 256 * opts.N * opts.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string, cost = DEFAULT_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const params = { N: 2 ** cost, r: R, p: P };
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

const dummies = new Map<number, Promise<string>>();
/**
 * Spends the time of a real check when the email matches no account, so the answer's timing does not tell
 * whether an account exists.
 */
export async function verifyAgainstNothing(password: string, cost = DEFAULT_HASH_COST): Promise<false> {
  if (!dummies.has(cost)) dummies.set(cost, hashPassword(randomBytes(12).toString('base64url'), cost));
  await verifyPassword(password, await dummies.get(cost)!);
  return false;
}
