// The candidate list's rules the web and the server share (no TypeBox here): page sizes, resume sources, the bulk limit.

/** The page sizes a list offers (7 is the seed's default). */
export const PAGE_SIZES = [7, 20, 50, 100] as const;
export const RESUME_SOURCES = ['Naukri', 'Linkedin', 'Referral', 'Others'] as const;
export const BULK_MAX = 10_000;
