// The catalogues the forms pick from. Read-only, open to every signed-in user.
import type { Db } from '../../db/index.js';
import * as repo from './repository.js';

export const countries = (db: Db) => repo.countries(db);
export const statesOf = (db: Db, countryId: number) => repo.statesOf(db, countryId);
export const citiesOf = (db: Db, stateId: number) => repo.citiesOf(db, stateId);
export const qualifications = (db: Db, text: string | undefined) =>
  repo.qualifications(db, (text ?? '').trim());
export const mainStatuses = (db: Db) => repo.mainStatuses(db);
export const subStatusesOf = (db: Db, mainStatusId: string) => repo.subStatusesOf(db, mainStatusId);

/** 'Pune, Maharashtra' → the city (else the state) of that name, India first; null when nothing matches. */
export async function placeNamed(db: Db, text: string): Promise<repo.Place | null> {
  const parts = text
    .split(/[,/|()-]/)
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p.length >= 2)
    .slice(0, 4);
  if (!parts.length) return null;
  return (await repo.cityNamed(db, parts)) ?? (await repo.stateNamed(db, parts)) ?? null;
}
