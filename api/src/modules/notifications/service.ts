// The navigation's notification bell. Notifications are derived, nothing but the 'read up to' mark is stored:
// - interview: an interview I scheduled, I am an interviewer of, or on a job order I am assigned to, starting in the
//   next 24 hours, unless cancelled
//   (it is news from the moment it enters that window, or from its creation when it is scheduled inside it);
// - assignment: I was assigned to a job order (by someone else);
// - status: a candidate on one of my job orders changed status (by someone else).
// Unread = newer than my notification_reads.last_read_at (a user who never read anything: the last 7 days).
import type { Db } from '../../db/index.js';
import { signedInUser, type Actor, type Clock } from '../../lib/actor.js';
import { markReadUpTo, unreadNotifications } from './repository.js';
import { NOTIFICATION_LIMIT } from './schema.js';

/** My unread notifications, newest first (at most NOTIFICATION_LIMIT); unread counts them all. */
export async function myNotifications(db: Db, actor: Actor, clock: Clock, timeZone: string) {
  const rows = await unreadNotifications(
    db,
    signedInUser(actor),
    clock.now(),
    timeZone,
    NOTIFICATION_LIMIT,
  );
  return {
    unread: rows.length ? Number(rows[0].total) : 0,
    data: rows.map(({ kind, text, at, link }) => ({
      kind,
      text,
      at: new Date(at).toISOString(),
      link,
    })),
  };
}

/** Marks every notification up to now read. */
export async function markAllRead(db: Db, actor: Actor, clock: Clock): Promise<void> {
  await markReadUpTo(db, signedInUser(actor), clock.now());
}
