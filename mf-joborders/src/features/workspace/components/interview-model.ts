// The interview dialog's rules (spec 002 §5, §9; spec 001 §5).

export const DATE_FORMAT_MESSAGE = 'The date does not match the format dd/MM/yyyy.';
export const DATE_PAST_MESSAGE = 'The date must be a date after or equal to today.';

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** 'dd/MM/yyyy' → 'YYYY-MM-DD', or null when it is not a real date in that format. */
export function parseDayMonthYear(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const [, dd, mm, yyyy] = m;
  const date = new Date(Number(yyyy), Number(mm) - 1, Number(dd));
  if (
    date.getFullYear() !== Number(yyyy) ||
    date.getMonth() !== Number(mm) - 1 ||
    date.getDate() !== Number(dd)
  )
    return null;
  return `${yyyy}-${mm}-${dd}`;
}

/** Typing mask: digits only, slashes inserted (ddMMyyyy → dd/MM/yyyy). */
export function maskDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** null when the date is acceptable, else the message. */
export function dateProblem(text: string, today = todayIso()): string | null {
  if (!text.trim()) return 'The date field is required.';
  const iso = parseDayMonthYear(text);
  if (!iso) return DATE_FORMAT_MESSAGE;
  return iso < today ? DATE_PAST_MESSAGE : null;
}

export const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
export const MINUTES = Array.from({ length: 12 }, (_, i) => String(i * 5).padStart(2, '0'));
