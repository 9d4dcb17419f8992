// A person's mobile number and e-mail address as the suite stores and compares them.

/**
 * A mobile number as stored: its 10 national digits (spaces, dashes, brackets, a +91 / 91 / 0 prefix removed).
 * Returns null when it is not a 10-digit number after that.
 */
export function normaliseMobile(raw: string): string | null {
  let d = raw.replace(/\D/g, '');
  if (d.length === 12 && d.startsWith('91')) d = d.slice(2);
  else if (d.length === 11 && d.startsWith('0')) d = d.slice(1);
  return /^\d{10}$/.test(d) ? d : null;
}

const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;
export function isEmail(s: string): boolean {
  return s.length <= 254 && EMAIL.test(s);
}
