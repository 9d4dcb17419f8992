// Other modules are reached by URL, never by import (DESIGN §1).
export const candidateLink = (id: string) => `/candidates/${id}`;
export const jobOrderLink = (id: string) => `/joborders/${id}`;
export const clientLink = (id: string) => `/clients/${id}`;

/**
 * A `to` for a tab addressed by one query key (`?tab=recent`), keeping the other keys. The default tab,
 * while the address names none, links to the address as it is (so RouteTabs marks it active).
 * `drop` removes keys that belong to the tab left behind (a list's page, sort and search).
 */
export function tabTo(
  pathname: string,
  search: string,
  key: string,
  value: string,
  fallback: string,
  drop: string[] = [],
): string {
  const params = new URLSearchParams(search);
  if (value === fallback && !params.has(key)) return `${pathname}${search}`;
  for (const k of drop) params.delete(k);
  params.set(key, value);
  return `${pathname}?${params.toString()}`;
}
