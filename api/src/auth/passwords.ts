import argon2 from 'argon2';
import crypto from 'node:crypto';

// OWASP: argon2id with m=19456 KiB, t=2, p=1 at least.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, OPTIONS);
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** A password for a generated account: 20 characters from an unambiguous alphabet (~115 bits). */
export function generatePassword(length = 20): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(length * 2);
  let out = '';
  for (let i = 0; out.length < length && i < bytes.length; i++) {
    const b = bytes[i];
    if (b < alphabet.length * Math.floor(256 / alphabet.length)) out += alphabet[b % alphabet.length];
  }
  return out.length === length ? out : generatePassword(length);
}

// A short list of the most common passwords (ASVS: refuse common passwords); lower-cased comparison.
const COMMON = new Set(
  [
    'password', 'password1', 'password123', '12345678', '123456789', '1234567890', 'qwerty123', 'qwertyuiop',
    'iloveyou', 'admin123', 'administrator', 'welcome1', 'welcome123', 'letmein1', 'abc12345', 'abcd1234',
    'passw0rd', 'p@ssw0rd', 'p@ssword', 'football', 'baseball', 'sunshine', 'princess', 'trustno1', 'superman',
    'monkey123', 'dragon123', 'master123', '11111111', '00000000', '12341234', '87654321', 'qwerty12',
    'changeme', 'changeme1', 'india123', 'india@123', 'admin@123', 'test1234', 'password@123', 'pass@123',
  ].map((p) => p.toLowerCase()),
);

/** ASVS 6.2: 8 to 128 characters, not a commonly used password. Returns the message, or null when fine. */
export function passwordProblem(plain: string): string | null {
  if (plain.length < 8) return 'The password must be at least 8 characters.';
  if (plain.length > 128) return 'The password must not be greater than 128 characters.';
  if (COMMON.has(plain.toLowerCase())) return 'This password is too common. Choose a less predictable password.';
  return null;
}
