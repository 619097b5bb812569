import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { env } from "@/lib/env";

/**
 * scrypt (memory-hard) at OWASP's minimum or above: N=2^17, r=8, p=1 → 128 MiB
 * per hash. Stored as `scrypt$logN$r$p$salt$hash` (base64url) so the cost can be
 * raised later and old hashes still verify.
 */
const R = 8;
const P = 1;
const KEY_LEN = 32;

function scrypt(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  const options: ScryptOptions = { N, r: R, p: P, maxmem: 256 * N * R + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFKC"), salt, KEY_LEN, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string, logN = env.SCRYPT_LOG_N): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, logN);
  return ["scrypt", logN, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Same work as a real check so the answer time does not reveal unknown accounts.
    await scrypt(password, DUMMY_SALT, env.SCRYPT_LOG_N);
    return false;
  }
  const [scheme, logN, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash || Number(r) !== R || Number(p) !== P) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), Number(logN));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const DUMMY_SALT = Buffer.alloc(16, 7);
