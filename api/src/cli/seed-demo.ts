/**
 * npm run seed:demo — fills the database with realistic demo data so that no screen is empty:
 * users, clients (GST, contacts, payment terms, invoice stages, notes), job orders (skills, qualifications,
 * assigned users, notes), candidates (experience, education, skills, resume text, notes), candidate-job links
 * with a dated status history over the last 90 days, interviews around today, tasks and saved reports.
 *
 * Deterministic (seeded PRNG; dates are relative to the day it runs), idempotent (the marker `demo_seeded` in
 * app_settings; users are keyed by email), one transaction, multi-row inserts. The demo users share one
 * password, generated at random and printed once.
 */
import { lockForTransaction, type Db, type Queryable } from '../db/index.js';
import { insertSetting, readSetting } from '../modules/settings/repository.js';
import { insertRows } from '../db/catalogues.js';
import { SYSTEM_ACTOR, userActor } from '../lib/actor.js';
import { HttpError } from '../http/errors.js';
import { MESSAGES } from '../modules/admin/schema.js';
import { roleIdsByName, usersByEmails } from '../modules/admin/repository.js';
import { createUser } from '../modules/admin/service.js';
import { indianPlaces, qualificationIdsByName } from '../modules/catalogues/repository.js';
import { skillIdsByName } from '../modules/skills/repository.js';
import { withinTransaction } from '../lib/within-transaction.js';
import { todayIn } from '../lib/timestamps.js';
import { addClient, CLIENT_PANEL } from '../modules/clients/service.js';
import { readCandidateForm } from '../modules/candidates/form.js';
import { addNote as addCandidateNote } from '../modules/candidates/items-service.js';
import { addCandidate, setResumeText, todayOf } from '../modules/candidates/service.js';
import { addNote } from '../modules/record-panel/service.js';
import { saveReport } from '../modules/reports/service.js';
import { addTask, changeTask } from '../modules/tasks/service.js';
import { addJob, addJobMessage, addJobNote } from '../modules/jobs/service.js';
import { createLink, moveLink } from '../modules/links/service.js';
import { DURATIONS, MODES } from '../modules/interviews/schema.js';
import { scheduleInterview } from '../modules/interviews/service.js';
import { generatePassword } from '../auth/passwords.js';
import { adminLine, runCommand, withSeedTarget } from './seed-target.js';
import demoData from './demo-data.json';
import { Rng } from './rng.js';

export const DEMO_MARKER = 'demo_seeded';
const DAY = 86_400_000;
const HOUR = 3_600_000;

// ---------------------------------------------------------------------------------------------------------------
// Reference material
// ---------------------------------------------------------------------------------------------------------------

// The people, places, clients, job families, names and notes the seed draws from are data: demo-data.json.

type UserSeed = {
  first: string;
  last: string;
  /** recruiter, manager or coordinator */
  role: string;
  mobile: string;
};
type ClientSeed = {
  legal: string;
  short: string;
  site: string;
  /** Index into PLACES: the client's head office. */
  place: number;
  about: string;
  industry: string;
};
type Family = {
  key: string;
  titles: string[];
  designations: string[];
  primary: string[];
  secondary: string[];
  quals: string[];
  /** Years of experience, from and to. */
  exp: number[];
  /** Budget in lakh a year, from and to. */
  lpa: number[];
  duties: string[];
};
type DemoData = {
  USERS: UserSeed[];
  /** City, state ISO code, GST state code. */
  PLACES: string[][];
  /** State ISO code → name. */
  STATE_NAMES: Record<string, string>;
  CLIENTS: ClientSeed[];
  FAMILIES: Family[];
  FIRST_NAMES: string[];
  SURNAMES: string[];
  EMPLOYERS: string[];
  UNIVERSITIES: string[];
  CANDIDATE_NOTES: string[];
  JOB_NOTES: string[];
  CLIENT_NOTES: string[];
  TASKS: string[];
  /** Notice periods in days, as often as candidates have them. */
  NOTICE: number[];
  /** Status trails: the paths a link walks (main status letter + sub status code), by the group it ends in. */
  TRAILS: Record<string, string[]>;
  /** How often a link ends in each group. */
  GROUP_WEIGHTS: Record<string, number>;
  REPORT_COLUMNS: { title: string; key: string }[];
};
const checked: DemoData = demoData;
const {
  USERS,
  PLACES,
  STATE_NAMES,
  CLIENTS,
  FAMILIES,
  FIRST_NAMES,
  SURNAMES,
  EMPLOYERS,
  UNIVERSITIES,
  CANDIDATE_NOTES,
  JOB_NOTES,
  CLIENT_NOTES,
  TASKS,
  NOTICE,
  TRAILS,
  GROUP_WEIGHTS,
  REPORT_COLUMNS,
} = checked;

const userEmail = (u: UserSeed) => `${u.first}.${u.last}@demo.example`.toLowerCase();
const trailSteps = (trail: string): [string, string][] =>
  trail.split(' ').map((s) => [s[0], s.slice(1)]);

// ---------------------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------------------

type Place = {
  city: string;
  stateCode: string;
  gst: string;
  countryId: number | null;
  stateId: number | null;
  cityId: number | null;
};

/** A row to insert, its values by column name. */
type Row = Record<string, unknown>;
/** Inserts rows that each name the same columns in the same order. */
const insertRecords = <T = Row>(q: Queryable, table: string, rows: Row[], suffix?: string) =>
  insertRows<T>(q, table, Object.keys(rows[0] ?? {}), rows.map(Object.values), suffix);

const iso = (ms: number) => new Date(ms).toISOString();
const roundTo = (n: number, step: number) => Math.round(n / step) * step;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const localDate = (ms: number, timeZone: string) => todayIn(timeZone, new Date(ms));

function letters(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(65 + rng.int(0, 25));
  return s;
}

function mobile(rng: Rng): string {
  return `${rng.pick(['9', '8', '7', '6'])}${pad(rng.int(0, 999_999_999), 9)}`;
}

async function lookupPlaces(q: Queryable): Promise<Place[]> {
  const keys = await indianPlaces(q, PLACES.map(([city, st]) => [city, st] as const));
  return PLACES.map(([city, st, gst], i) => ({ city, stateCode: st, gst, ...keys[i] }));
}

export type DemoSeedResult = {
  seeded: boolean;
  /** The demo users' password, only when this run created them. */
  password?: string;
  emails: string[];
  counts: Record<string, number>;
  ms: number;
};

// ---------------------------------------------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------------------------------------------

/** Seeds the demo data once (migrations must have run). The second call changes nothing. */
export async function seedDemo(db: Db, opts: { timeZone?: string } = {}): Promise<DemoSeedResult> {
  const started = Date.now();
  const timeZone = opts.timeZone ?? process.env.APP_TIMEZONE ?? 'Asia/Kolkata';
  const emails = USERS.map(userEmail);
  const result = await db.tx(async (q) => {
    await lockForTransaction(db.kind, q, 727276);
    if ((await readSetting(q, DEMO_MARKER)) !== null)
      return { seeded: false, counts: {} as Record<string, number>, password: undefined };
    const rng = new Rng(20240611);
    const now = Date.now();
    const counts: Record<string, number> = {};

    // Users ------------------------------------------------------------------------------------------------
    const roles = await roleIdsByName(q);
    const password = generatePassword(16);
    // Users are added through the administration's service, as an admin adds them (checked, audited), 200 days ago.
    const inSeed = withinTransaction(q, db.kind);
    const longAgo = { now: () => new Date(now - 200 * DAY) };
    counts.users = 0;
    for (const u of USERS) {
      const input = {
        first_name: u.first,
        last_name: u.last,
        email: userEmail(u),
        mobile: u.mobile,
        role: roles.get(u.role) ?? null,
        password,
        password_confirmation: password,
      };
      try {
        await createUser(inSeed, SYSTEM_ACTOR, longAgo, input);
        counts.users += 1;
      } catch (e) {
        // a user of that e-mail is there already: kept as it is
        if (!(e instanceof HttpError && e.errors?.email?.includes(MESSAGES.emailTaken))) throw e;
      }
    }
    const users = await usersByEmails(q, emails);
    const userId = new Map(users.map((r) => [r.email, r.id]));
    const userPublicId = new Map(users.map((r) => [r.id, r.encryptedId]));
    const publicUser = (id: number) => userPublicId.get(id) as string;
    const idOf = (u: UserSeed) => userId.get(userEmail(u)) as number;
    const recruiters = USERS.filter((u) => u.role === 'recruiter').map(idOf);
    const manager = idOf(USERS.find((u) => u.role === 'manager') as UserSeed);
    const coordinator = idOf(USERS.find((u) => u.role === 'coordinator') as UserSeed);
    const staff = USERS.map(idOf);

    // Catalogue lookups -------------------------------------------------------------------------------------
    const places = await lookupPlaces(q);
    const skills = await skillIdsByName(q);
    const quals = await qualificationIdsByName(q);

    // Clients ----------------------------------------------------------------------------------------------
    const clientCreated = CLIENTS.map((_, i) => now - (170 - i * 6) * DAY - rng.int(0, 20) * HOUR);
    // Clients are added through the clients service, as their creator adds them (checked, audited), at their date.
    const clientSeeds = CLIENTS.map((c, i) => {
      const start = now - rng.int(200, 500) * DAY;
      const input = {
        client_legal_name: c.legal,
        client_short_name: c.short,
        website_url: `https://www.${c.site}.example`,
        replacement_duration: rng.pick([60, 90, 90, 120]),
        invoice_payment_duration: rng.pick([30, 45, 45, 60]),
        agreement_start_date: localDate(start, timeZone),
        agreement_end_date: localDate(start + rng.pick([365, 730, 1095]) * DAY, timeZone),
        about_client: `<p>${esc(c.short)} ${esc(c.about)}. A long-standing account in ${esc(c.industry)} with steady hiring across engineering and business roles.</p>`,
        additional_information: `<p>Headquartered in ${esc(places[c.place].city)}. Interviews are mostly virtual; final rounds at the office.</p><ul><li>Share profiles with the point of contact only.</li><li>Mention notice period and current CTC in every submission.</li></ul>`,
      };
      return { input, by: rng.pick(staff), at: clientCreated[i] };
    });
    const clientId = new Map<string, number>();
    const clientPublicId = new Map<number, string>();
    for (const c of clientSeeds) {
      const added = await addClient(
        inSeed,
        userActor(c.by),
        { now: () => new Date(c.at) },
        c.input,
      );
      clientId.set(c.input.client_short_name, added.id);
      clientPublicId.set(added.id, added.encrypted_id);
    }
    const cid = (c: ClientSeed) => clientId.get(c.short) as number;
    counts.clients = clientId.size;

    const gstRows: Row[] = [];
    const contactRows: Row[] = [];
    const termRows: Row[] = [];
    const stageRows: Row[] = [];
    const clientNoteRows: { client: number; notes: string; by: number; at: number }[] = [];
    CLIENTS.forEach((c, i) => {
      const pan = `${letters(rng, 3)}C${c.short[0].toUpperCase()}${pad(rng.int(1000, 9999), 4)}${letters(rng, 1)}`;
      const officePlaces = [places[c.place], ...(rng.chance(0.5) ? [rng.pick(places)] : [])];
      officePlaces.forEach((p, j) => {
        gstRows.push({
          client_id: cid(c),
          gst_id: `${p.gst}${pan}1Z${letters(rng, 1)}`,
          gst_state_code: p.gst,
          gst_state_name: STATE_NAMES[p.stateCode] ?? '',
          client_pan_no: pan,
          client_tan_no: `${p.city.slice(0, 3).toUpperCase()}${letters(rng, 1)}${pad(rng.int(10000, 99999), 5)}${letters(rng, 1)}`,
          client_office_short_name: j === 0 ? `${c.short} HO` : `${c.short} ${p.city}`,
          client_office_address1: `${rng.int(2, 480)}, ${rng.pick(['Prestige Tech Park', 'Cyber Towers', 'Business Bay', 'Trade Centre', 'Corporate Park'])}`,
          client_office_address2: rng.pick([
            'Outer Ring Road',
            'MG Road',
            'Sector 44',
            'Bandra Kurla Complex',
            'Hitech City',
          ]),
          client_office_address3: p.city,
          client_office_address4: `${STATE_NAMES[p.stateCode] ?? ''} ${rng.int(110001, 700099)}`,
          gst_exemption_eligibility: j === 0 ? 'NO' : '',
          approval_from_gst_enddate: null,
          created_at: iso(clientCreated[i]),
        });
      });
      const nContacts = rng.int(2, 3);
      for (let k = 0; k < nContacts; k++) {
        const first = rng.pick(FIRST_NAMES);
        const last = rng.pick(SURNAMES);
        contactRows.push({
          client_id: cid(c),
          client_contact_name: `${first} ${last}`,
          client_contact_email: `${first}.${last}@${c.site}.example`.toLowerCase(),
          client_contact_phone: mobile(rng),
          client_contact_alternate_phone: rng.chance(0.4) ? mobile(rng) : '',
          created_at: iso(clientCreated[i] + k * HOUR),
        });
      }
      termRows.push({
        client_id: cid(c),
        criteria_name: 'Permanent hiring fee (on annual CTC)',
        charges: rng.pick([7.5, 8.33, 8.33, 10]),
        remarks: 'Payable within the invoice payment duration.',
        created_at: iso(clientCreated[i]),
      });
      if (rng.chance(0.6)) {
        termRows.push({
          client_id: cid(c),
          criteria_name: 'Senior hires (CTC above 30 lakh)',
          charges: rng.pick([10, 12, 12.5]),
          remarks: 'Replacement within the replacement duration at no cost.',
          created_at: iso(clientCreated[i]),
        });
      }
      const stages = [
        'Invoice raised on the date of joining',
        'Invoice shared with the client HR for approval',
        'Purchase order number added by client finance',
        'Payment released within the agreed duration',
      ];
      stages
        .slice(0, rng.int(2, 4))
        .forEach((s, k) =>
          stageRows.push({
            client_id: cid(c),
            steps: s,
            created_at: iso(clientCreated[i] + k * 1000),
          }),
        );
      rng.sample(CLIENT_NOTES, rng.int(1, 3)).forEach((n, k) => {
        clientNoteRows.push({
          client: cid(c),
          notes: n,
          by: rng.pick([manager, ...recruiters]),
          at: now - rng.int(1, 120) * DAY - k * HOUR,
        });
      });
    });
    await insertRecords(q, 'client_gst', gstRows);
    const contacts = await insertRecords<{ id: number; client_id: number; encrypted_id: string }>(
      q,
      'client_contacts',
      contactRows,
      'returning id, client_id, encrypted_id::text as encrypted_id',
    );
    await insertRecords(q, 'client_payment_terms', termRows);
    await insertRecords(q, 'client_invoice_stages', stageRows);
    // Notes go through the record panel's service, as a user adds them (with their audit event), at their date.
    for (const n of clientNoteRows) {
      const at = { now: () => new Date(n.at) };
      await addNote(inSeed, userActor(n.by), at, CLIENT_PANEL, async () => n.client, n.notes);
    }
    Object.assign(counts, {
      client_gst: gstRows.length,
      client_contacts: contacts.length,
      client_notes: clientNoteRows.length,
    });

    // Job orders -------------------------------------------------------------------------------------------
    type JobSeed = {
      client: ClientSeed;
      family: Family;
      title: string;
      created: number;
      status: string;
    };
    const jobs: JobSeed[] = [];
    const familyOrder = rng.sample(FAMILIES, FAMILIES.length);
    CLIENTS.forEach((c, i) => {
      const n = i % 2 === 0 ? 3 : 2;
      const used = new Set<string>();
      for (let k = 0; k < n; k++) {
        const family = familyOrder[(i * 3 + k) % familyOrder.length];
        let title = rng.pick(family.titles);
        if (used.has(title))
          title = `${title} (${rng.pick(['Payments', 'Platform', 'Growth', 'Core'])})`;
        used.add(title);
        const created = Math.max(
          clientCreated[i] + DAY,
          now - rng.int(20, 150) * DAY - rng.int(0, 23) * HOUR,
        );
        jobs.push({
          client: c,
          family,
          title,
          created,
          status: rng.chance(0.83) ? 'active' : 'inactive',
        });
      }
    });
    const jobForms = jobs.map((j) => {
      const p = rng.chance(0.7) ? places[j.client.place] : rng.pick(places);
      const minExp = rng.int(j.family.exp[0], j.family.exp[0] + 2);
      const maxExp = minExp + rng.int(2, 5);
      const budget = roundTo(rng.float(j.family.lpa[0], j.family.lpa[1]) * 100_000, 50_000);
      const clientContacts = contacts.filter((ct) => Number(ct.client_id) === cid(j.client));
      return {
        client: clientPublicId.get(cid(j.client)) as string,
        contact: clientContacts.length ? rng.pick(clientContacts).encrypted_id : null,
        country: p.countryId,
        state: p.stateId,
        city: p.cityId,
        job_title: j.title,
        office_landmark: `${rng.pick(['Prestige Tech Park', 'Cyber Towers', 'Business Bay', 'DLF Cyber City', 'Embassy Golf Links', 'Mindspace'])}, ${p.city}`,
        min_experience: minExp,
        max_experience: maxExp,
        max_budget: budget,
        no_positions: rng.int(1, 5),
        position_type: rng.chance(0.85) ? 'Full Time' : 'Contract',
        open_outstation: rng.chance(0.4) ? 'Yes' : 'No',
        position_status: j.status === 'active' ? 'Active' : 'Inactive',
        positions_description: `<p>${esc(j.client.short)} is hiring ${esc(j.title)} for its ${esc(j.client.industry)} team.</p><ul><li>Experience: ${minExp} to ${maxExp} years</li><li>Budget: up to ${(budget / 100_000).toFixed(1)} lakh per annum</li></ul>`,
        job_description: `<p>You will ${j.family.duties.map(esc).join(', ')}.</p><p><strong>Must have:</strong> ${j.family.primary.map(esc).join(', ')}.</p><p><strong>Good to have:</strong> ${j.family.secondary.map(esc).join(', ')}.</p>`,
        qualification_description: `${j.family.quals.join(' / ')} or equivalent`,
        by: rng.pick([manager, ...recruiters]),
      };
    });

    const jobRecruiters: number[][] = [];
    const jobNoteSeeds: { job: number; notes: string; by: number; at: number }[] = [];
    const jobLists = jobs.map((j, i) => {
      const known = (names: readonly string[]) => names.filter((n) => skills.has(n));
      const primary = known(j.family.primary);
      const secondary = known(rng.sample(j.family.secondary, rng.int(2, 3))).filter((s) => !primary.includes(s));
      const qualifications = rng.sample(j.family.quals, rng.int(1, 2)).filter((name) => quals.has(name));
      const recs = rng.sample(recruiters, rng.int(1, 2));
      jobRecruiters.push(recs);
      rng.sample(JOB_NOTES, rng.int(0, 2)).forEach((n) => {
        jobNoteSeeds.push({
          job: i,
          notes: n,
          by: rng.pick([manager, ...recs]),
          at: Math.min(now - HOUR, j.created + rng.int(1, 20) * DAY),
        });
      });
      return {
        skill_primary: primary,
        skill_secondary: secondary,
        qualifications,
        user_recruiter: recs.map(publicUser),
        user_manager: [publicUser(manager)],
        user_coordinator: [publicUser(coordinator)],
      };
    });
    // Job orders are added through the jobs service, as their creator adds them (checked, audited), at their date;
    // their notes as a user adds them, at theirs.
    const jobIds: number[] = [];
    const jobPublicId = new Map<number, string>();
    for (const [i, j] of jobs.entries()) {
      const { by, ...form } = jobForms[i];
      const added = await addJob(inSeed, userActor(by), { now: () => new Date(j.created) }, { ...form, ...jobLists[i] });
      jobIds.push(added.id);
      jobPublicId.set(added.id, added.encrypted_id);
    }
    counts.job_orders = jobIds.length;
    for (const n of jobNoteSeeds) {
      const at = { now: () => new Date(n.at) };
      await addJobNote(inSeed, userActor(n.by), at, { notes: n.notes, job_id: jobPublicId.get(jobIds[n.job]) as string });
    }
    counts.job_notes = jobNoteSeeds.length;

    // Candidates -------------------------------------------------------------------------------------------
    type CandSeed = {
      family: Family;
      email: string;
      created: number;
      freePool: boolean;
      expected: number;
      notice: number;
    };
    const cands: CandSeed[] = [];
    const candRows: unknown[][] = [];
    const expRows: unknown[][] = [];
    const eduRows: unknown[][] = [];
    const candSkillNames: string[][] = [];
    const usedNames = new Set<string>();
    for (let i = 0; i < 120; i++) {
      const family = FAMILIES[i % FAMILIES.length];
      let first = rng.pick(FIRST_NAMES);
      let last = rng.pick(SURNAMES);
      while (usedNames.has(`${first} ${last}`)) {
        first = rng.pick(FIRST_NAMES);
        last = rng.pick(SURNAMES);
      }
      usedNames.add(`${first} ${last}`);
      const name = `${first} ${last}`;
      const email =
        `${first}.${last}${rng.int(1, 99)}@${rng.pick(['gmail.example', 'yahoo.example', 'outlook.example'])}`.toLowerCase();
      const years = rng.int(Math.max(0, family.exp[0] - 2), family.exp[1] + 2);
      const months = rng.int(0, 11);
      const p = rng.pick(places);
      const company = rng.pick(EMPLOYERS);
      const designation = rng.pick(family.designations);
      const current = roundTo(
        300_000 + (years + months / 12) * rng.float(120_000, 260_000),
        10_000,
      );
      const expected = roundTo(current * rng.float(1.2, 1.45), 10_000);
      const fixed = roundTo(current * rng.float(0.82, 0.92), 10_000);
      const variable = current - fixed;
      const stocks =
        years >= 5 && rng.chance(0.25) ? roundTo(rng.float(200_000, 1_000_000), 50_000) : 0;
      const notice = rng.pick(NOTICE);
      const source = rng.pick(['Naukri', 'Linkedin', 'Referral', 'Others'] as const);
      const subsource = {
        Naukri: 'Resdex search',
        Linkedin: rng.pick(['InMail', 'Job post']),
        Referral: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`,
        Others: rng.pick(['Company website', 'Job fair', 'Walk-in']),
      }[source];
      const skillsOf = [...family.primary, ...rng.sample(family.secondary, rng.int(1, 3))];
      const qual = rng.pick(family.quals);
      const university = rng.pick(UNIVERSITIES);
      const duties = rng.sample(family.duties, 2);
      const created =
        now - (i < 20 ? rng.int(1, 25) : rng.int(26, 240)) * DAY - rng.int(0, 23) * HOUR;
      const freePool = i % 8 === 7;
      const hasPan = rng.chance(0.6);
      cands.push({ family, email, created, freePool, expected, notice });
      const resume =
        `${name} - ${designation}, ${company}, ${p.city}. ` +
        `${years} years ${months} months of experience. Currently working with ${company} where I ${duties.join(' and ')}. ` +
        `Earlier roles involved ${rng.pick(family.duties)}. ` +
        `Technical skills: ${skillsOf.join(', ')}. ` +
        `Education: ${qual} from ${university}. ` +
        `Achievements: ${rng.pick(['reduced release time by 40%', 'mentored four junior engineers', 'led a migration to the cloud', 'won the quarterly excellence award', 'cut infrastructure cost by 25%'])}. ` +
        `Languages: English, Hindi${rng.chance(0.5) ? `, ${rng.pick(['Kannada', 'Tamil', 'Telugu', 'Marathi', 'Bengali', 'Malayalam'])}` : ''}.`;
      candRows.push([
        name,
        mobile(rng),
        rng.chance(0.3) ? mobile(rng) : '',
        email,
        rng.chance(0.2)
          ? `${first}.${last}@${rng.pick(['rediffmail.example', 'proton.example'])}`.toLowerCase()
          : '',
        p.countryId,
        p.stateId,
        p.cityId,
        `${rng.int(1, 250)}, ${rng.pick(['2nd Cross', 'Main Road', 'Nagar Colony', 'Housing Society', 'Residency'])}, ${p.city}`,
        hasPan ? 'PAN' : '',
        hasPan
          ? `${letters(rng, 3)}P${last[0]}${pad(rng.int(1000, 9999), 4)}${letters(rng, 1)}`
          : '',
        years,
        months,
        company,
        designation,
        current,
        expected,
        fixed,
        variable,
        stocks,
        notice,
        source,
        subsource,
        `<p>${esc(name)} is a ${esc(designation.toLowerCase())} with ${years} years of experience, strongest in ${esc(family.primary.join(', '))}.</p><p>Looking for a ${esc(rng.pick(family.titles).toLowerCase())} role${rng.chance(0.5) ? ` in ${esc(p.city)}` : ''}.</p>`,
        freePool,
        resume,
        rng.pick(recruiters),
        iso(created),
        iso(created),
      ]);
      // experience: the current job and up to two earlier ones
      let end = now;
      let remaining = years * 12 + months;
      const jobsHeld = remaining < 24 ? 1 : rng.int(1, 3);
      for (let k = 0; k < jobsHeld && remaining > 0; k++) {
        const span =
          k === jobsHeld - 1
            ? remaining
            : rng.int(12, Math.max(12, remaining - 12 * (jobsHeld - k - 1)));
        const start = end - span * 30.4 * DAY;
        expRows.push([
          email,
          k === 0 ? designation : rng.pick(family.designations),
          k === 0 ? company : rng.pick(EMPLOYERS),
          `${localDate(start, timeZone).slice(0, 8)}01`,
          k === 0 ? null : `${localDate(end, timeZone).slice(0, 8)}01`,
          k === 0,
        ]);
        end = start - rng.int(0, 2) * 30 * DAY;
        remaining -= span;
      }
      const gradYear = new Date(now).getUTCFullYear() - years - (rng.chance(0.5) ? 1 : 0);
      eduRows.push([email, university, qual, gradYear, roundTo(rng.float(58, 88), 0.5), false]);
      if (rng.chance(0.25)) {
        eduRows.push([
          email,
          rng.pick(['Pune Board', 'CBSE', 'ICSE', 'Karnataka PU Board', 'Tamil Nadu State Board']),
          '12th',
          gradYear - 4,
          roundTo(rng.float(62, 95), 0.5),
          false,
        ]);
      }
      candSkillNames.push(skillsOf.filter((n) => skills.has(n)));
    }
    // Candidates are added through the candidates service, as their recruiter adds them (checked, audited), at their
    // date. A demo candidate has a resume text and no file: the text is stored for search as indexing would.
    const CAND_FIELDS = [
      'name', 'primary_mobile', 'secondary_mobile', 'primary_email', 'secondary_email', 'country', 'state', 'city',
      'address', 'identity_card_name', 'identity_card_number', 'exp_years', 'exp_months', 'company_name',
      'designation', 'current_ctc', 'expected_ctc', 'fixed_ctc', 'variable_ctc', 'stocks', 'notice_period',
      'resume_source', 'resume_subsource', 'about_candidate', 'free_pool',
    ] as const;
    const rowsOf = (rows: unknown[][], keys: string[]) => {
      const out = new Map<string, Record<string, unknown>[]>();
      for (const [email, ...rest] of rows) {
        const list = out.get(email as string) ?? [];
        list.push(Object.fromEntries(keys.map((k, n) => [k, rest[n]])));
        out.set(email as string, list);
      }
      return out;
    };
    const expOf = rowsOf(expRows, ['job_title', 'company_name', 'start_date', 'end_date', 'still_working']);
    const eduOf = rowsOf(eduRows, ['university', 'qualification', 'passout_year', 'passout_percentage', 'still_studying']);
    const today = todayOf({ now: () => new Date(now) }, timeZone);
    const candIds: number[] = [];
    const candPublicIds: string[] = [];
    for (const [i, row] of candRows.entries()) {
      const fields: Record<string, string | string[]> = Object.fromEntries(
        CAND_FIELDS.map((f, n) => [f, row[n] === null ? '' : String(row[n])]),
      );
      const email = fields.primary_email as string;
      fields.skill = candSkillNames[i];
      fields.experience = JSON.stringify(expOf.get(email) ?? []);
      fields.education = JSON.stringify(eduOf.get(email) ?? []);
      const [resumeText, by, at] = row.slice(CAND_FIELDS.length) as [string, number, string];
      const added = await addCandidate(
        inSeed,
        userActor(by),
        { now: () => new Date(at) },
        readCandidateForm(today, fields, 'create'),
      );
      await setResumeText(inSeed, added.id, resumeText);
      candIds.push(added.id);
      candPublicIds.push(added.encrypted_id);
    }
    Object.assign(counts, {
      candidates: candIds.length,
      candidate_experience: expRows.length,
      candidate_education: eduRows.length,
    });

    // Candidate-job links with their status trails ---------------------------------------------------------
    type LinkSeed = {
      cand: number;
      job: number;
      recruiter: number;
      steps: [string, string][];
      times: number[];
      group: string;
    };
    const links: LinkSeed[] = [];
    const linked = new Set<string>();
    const pool = cands.map((c, i) => i).filter((i) => !cands[i].freePool);
    const activeJobs = jobs.map((j, i) => i).filter((i) => jobs[i].status === 'active');
    const pickGroup = () => {
      let x = rng.next();
      for (const [g, w] of Object.entries(GROUP_WEIGHTS)) {
        if ((x -= w) < 0) return g;
      }
      return 'prospective';
    };
    let guard = 0;
    while (links.length < 250 && guard++ < 5000) {
      const ci = rng.pick(pool);
      const sameFamily = activeJobs.filter((ji) => jobs[ji].family.key === cands[ci].family.key);
      const ji =
        sameFamily.length && rng.chance(0.75)
          ? rng.pick(sameFamily)
          : rng.pick(rng.chance(0.85) ? activeJobs : jobs.map((_, k) => k));
      const key = `${ci}|${ji}`;
      if (linked.has(key)) continue;
      linked.add(key);
      const group = pickGroup();
      const steps = trailSteps(rng.pick(TRAILS[group]));
      const earliest = Math.max(cands[ci].created, jobs[ji].created, now - 90 * DAY);
      const t0 = earliest + rng.float(0, Math.max(HOUR, now - 6 * HOUR - earliest) * 0.85);
      const span = now - HOUR - t0;
      const fractions = steps
        .map((_, k) => (k === 0 ? 0 : rng.float(0.05, 1)))
        .sort((a, b) => a - b);
      const times = fractions.map((f) => Math.round(t0 + f * span));
      links.push({
        cand: ci,
        job: ji,
        recruiter: rng.pick(jobRecruiters[ji]),
        steps,
        times,
        group,
      });
    }
    // Links go through the links service as their recruiter makes them and moves them along the trail, each step at
    // its time (checked, with its history row and audit event); the offer and joining date come with the last step.
    const linkIds = new Map<LinkSeed, number>();
    let statusChanges = 0;
    for (const l of links) {
      const [main, sub] = l.steps[l.steps.length - 1];
      let offered: number | null = null;
      let joining: string | null = null;
      if (main === 'R' || main === 'J') {
        offered = roundTo(cands[l.cand].expected * rng.float(0.9, 1.05), 10_000);
        // joined: the day of the move to J; offered: a date ahead; declined: none
        if (main === 'J')
          joining = localDate(l.times[l.steps.findIndex(([m]) => m === 'J')], timeZone);
        else if (sub !== '403') joining = localDate(now + rng.int(3, 60) * DAY, timeZone);
      }
      const by = (k: number) => ({ actor: userActor(l.recruiter), clock: { now: () => new Date(l.times[k]) } });
      const offer = (k: number) =>
        k === l.steps.length - 1 ? { offeredCtc: offered ?? undefined, expectedJoiningDate: joining ?? undefined } : {};
      const [firstMain, firstSub] = l.steps[0];
      const link = await createLink(q, by(0), {
        candidateId: candIds[l.cand],
        jobId: jobIds[l.job],
        recruiterId: l.recruiter,
        mainStatusId: firstMain,
        subStatusId: firstSub,
        ...offer(0),
      });
      linkIds.set(l, link.id);
      statusChanges += 1;
      for (let k = 1; k < l.steps.length; k++) {
        const [m, sb] = l.steps[k];
        await moveLink(q, by(k), link.id, { mainStatusId: m, subStatusId: sb, ...offer(k) });
        if (m !== l.steps[k - 1][0] || sb !== l.steps[k - 1][1]) statusChanges += 1;
      }
    }
    const idOfLink = (l: LinkSeed) => linkIds.get(l) as number;
    Object.assign(counts, { candidate_jobs: linkIds.size, status_history: statusChanges });

    // Interviews: some today and tomorrow, some upcoming, some past ----------------------------------------
    const interviewable = links.filter((l) => l.group !== 'prospective');
    const buckets = [
      ...Array<number>(8).fill(0),
      ...Array<number>(7).fill(1),
      ...Array.from({ length: 20 }, () => rng.int(2, 14)),
      ...Array.from({ length: 25 }, () => -rng.int(1, 60)),
    ];
    const seen = new Set<string>();
    // Interviews are scheduled through the interviews service by the link's recruiter, a few days before their date
    // (checked, audited); an overlap with another interview of the candidate is confirmed, as the screen asks.
    let interviewsMade = 0;
    for (const offset of buckets) {
      // an interview comes after the candidate was linked to the job
      const fits = interviewable.filter((x) => x.times[0] < now + offset * DAY - DAY);
      if (fits.length === 0) continue;
      const l = rng.pick(fits);
      const date = localDate(now + offset * DAY, timeZone);
      const hour = rng.int(10, 17);
      const minutes = rng.pick([0, 30]);
      const key = `${l.cand}|${l.job}|${date}|${hour}:${minutes}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const createdAt = Math.max(l.times[0], Math.min(now - HOUR, now + (offset - rng.int(1, 5)) * DAY));
      await scheduleInterview(inSeed, userActor(l.recruiter), { now: () => new Date(createdAt) }, timeZone, {
        candidate_id: candPublicIds[l.cand],
        job_id: jobPublicId.get(jobIds[l.job]) as string,
        mode_interview: rng.pick(MODES),
        date,
        hour: hour % 12 || 12,
        minutes,
        timeformat: hour < 12 ? 'AM' : 'PM',
        duration: rng.pick(DURATIONS),
        confirm_clash: true,
      });
      interviewsMade += 1;
    }
    counts.interviews = interviewsMade;

    // Notes, messages, tasks, reports ----------------------------------------------------------------------
    const candNoteRows: { candidate: string; notes: string; by: number; at: number }[] = [];
    cands.forEach((c, i) => {
      rng.sample(CANDIDATE_NOTES, rng.chance(0.35) ? 0 : rng.int(1, 2)).forEach((n) => {
        candNoteRows.push({
          candidate: candPublicIds[i],
          notes: n,
          by: rng.pick(recruiters),
          at: c.created + rng.float(0, now - HOUR - c.created),
        });
      });
    });
    // A candidate's notes are added through its notes service, as their recruiter adds them, at their date.
    for (const n of candNoteRows)
      await addCandidateNote(inSeed, userActor(n.by), { now: () => new Date(n.at) }, n.candidate, n.notes);
    counts.candidate_notes = candNoteRows.length;

    // Messages to candidates are recorded against their job order through the jobs service, by the link's recruiter.
    const messageSeeds = rng.sample(links, 12).map((l) => ({
      l,
      message: rng.pick([
        `Hi, your profile has been shared for the ${jobs[l.job].title} role. Please confirm your availability this week.`,
        'Please share your updated resume and your last three payslips.',
        'Your interview is confirmed. The meeting link will reach you by email.',
      ]),
    }));
    for (const { l, message } of messageSeeds) {
      const at = { now: () => new Date(l.times[l.times.length - 1]) };
      await addJobMessage(inSeed, userActor(l.recruiter), at, {
        candidate_id: candPublicIds[l.cand],
        job_id: jobPublicId.get(jobIds[l.job]) as string,
        message,
      });
    }
    const candMessageRows = rng.sample(links, 6).map((l) => ({
      candidate_id: candIds[l.cand],
      link_id: idOfLink(l),
      message: `Shared the ${jobs[l.job].title} opening at ${jobs[l.job].client.short} with the candidate.`,
      created_by: l.recruiter,
      created_at: iso(l.times[0] + HOUR),
    }));
    await insertRecords(q, 'candidate_messages', candMessageRows);

    // Tasks and saved reports are added through their modules' services, as their users add them, at their dates.
    const taskSeeds: { user: number; title: string; done: boolean; at: number }[] = [];
    staff.forEach((u) => {
      rng
        .sample(TASKS, 3)
        .forEach((t, k) =>
          taskSeeds.push({
            user: u,
            title: t,
            done: k === 2,
            at: now - rng.int(0, 6) * DAY - k * HOUR,
          }),
        );
    });
    for (const t of taskSeeds) {
      const at = { now: () => new Date(t.at) };
      const id = await addTask(inSeed, userActor(t.user), at, t.title);
      if (t.done) await changeTask(inSeed, userActor(t.user), at, { encrypted_id: id, done: true });
    }

    const reportJobs = [0, 3, 7];
    for (const [k, ji] of reportJobs.entries()) {
      await saveReport(
        inSeed,
        userActor(manager),
        { now: () => new Date(now - (k + 1) * 4 * DAY) },
        {
          client_id: clientPublicId.get(cid(jobs[ji].client)),
          job_id: jobPublicId.get(jobIds[ji]),
          report_name: `${jobs[ji].client.short} - ${jobs[ji].title} shortlist`,
          columns_array: REPORT_COLUMNS.slice(0, 5 + k * 2),
        },
      );
    }
    counts.tasks = taskSeeds.length;
    counts.reports = reportJobs.length;

    await insertSetting(q, DEMO_MARKER, iso(now));
    return { seeded: true, counts, password: counts.users > 0 ? password : undefined };
  });
  return { ...result, emails, ms: Date.now() - started };
}

// ---------------------------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  await withSeedTarget(async ({ db, dataDir, config, admin }) => {
    const r = await seedDemo(db, { timeZone: config.timeZone });
    if (!r.seeded) {
      console.log('Demo data is already present: nothing to do.');
    } else {
      const c = r.counts;
      console.log(
        `Demo data seeded in ${r.ms} ms: ${c.users} users, ${c.clients} clients, ${c.job_orders} job orders, ` +
          `${c.candidates} candidates, ${c.candidate_jobs} job links (${c.status_history} status changes), ` +
          `${c.interviews} interviews.`,
      );
    }
    if (r.password) console.log(`Demo users password: ${r.password}`);
    else if (r.seeded) console.log('Demo users already existed: their password is unchanged.');
    console.log(`Demo users: ${r.emails.join(', ')}`);
    if (admin) console.log(adminLine(admin, dataDir));
  });
}

if (require.main === module) runCommand(main);
