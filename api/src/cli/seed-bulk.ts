/**
 * Bulk data for performance work: fills a database with realistic, varied data at a chosen size.
 *
 *   npm run seed:bulk -- --candidates 100000         (the reference size; --scale 0.1 = a tenth of it)
 *   npm run seed:bulk -- --scale 0.05 --reset        (empties the domain tables first)
 *   DATA_DIR=/tmp/bench npm run seed:bulk -- ...     (embedded database there; DATABASE_URL = a PostgreSQL server)
 *
 * Proportions at 100k candidates: 2k clients, 20k job orders, 500k candidate–job links, ~1M status-history rows,
 * 200k interviews, 300k notes (candidates 60 %, jobs 30 %, clients 10 %), skills, experience and education.
 * Every table is loaded with multi-row INSERTs of a few thousand rows each (`insert … select * from unnest($1::t[], …)`:
 * one array parameter per column, the same on PGlite and PostgreSQL). Runs once per database: a second run is
 * refused unless --reset.
 */
import type { Db, Executor } from '../db/index.js';
import { SYSTEM_ACTOR } from '../lib/actor.js';
import { withinTransaction } from '../lib/within-transaction.js';
import { deleteUsersAtDomain } from '../modules/admin/repository.js';
import { createUser } from '../modules/admin/service.js';
import { indianPlaces } from '../modules/catalogues/repository.js';
import { skillIdsByName } from '../modules/skills/repository.js';
import * as candidateRepo from '../modules/candidates/repository.js';
import { insertManyInterviews, type InterviewLoadRow } from '../modules/interviews/repository.js';
import { insertManyJobs, insertManyJobSkills, insertManyJobUsers, type JobLoadRow } from '../modules/jobs/repository.js';
import { insertManyHistory, insertManyLinks, type HistoryLoadRow, type LinkLoadRow } from '../modules/links/repository.js';
import { bulkInsert, emptyTables, foreignKeyChecksOff, foreignKeyChecksOn, isSuperuser, vacuumAnalyze } from '../db/bulk-insert.js';
import { deleteSetting, putSetting, readSetting } from '../modules/settings/repository.js';
import { adminLine, runCommand, withSeedTarget } from './seed-target.js';
import { Rng } from './rng.js';

export const BULK_MARKER = 'bulk_seeded';
const BULK_EMAIL_DOMAIN = 'bulk.example';
const DAY = 86_400_000;

// ---------------------------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------------------------

export type BulkCounts = {
  candidates: number;
  clients: number;
  jobs: number;
  links: number;
  history: number;
  interviews: number;
  notes: number;
  users: number;
};

export function countsFor(candidates: number, explicit: Partial<BulkCounts> = {}): BulkCounts {
  const f = candidates / 100_000;
  const r = (n: number, min = 1) => Math.max(min, Math.round(n * f));
  return {
    candidates,
    clients: explicit.clients ?? r(2_000, 5),
    jobs: explicit.jobs ?? r(20_000, 10),
    links: explicit.links ?? r(500_000),
    history: explicit.history ?? r(1_000_000),
    interviews: explicit.interviews ?? r(200_000),
    notes: explicit.notes ?? r(300_000),
    users: explicit.users ?? Math.max(5, Math.min(200, r(120))),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------------------------------------------

const FIRST = `Aarav Aditi Aditya Akash Akshay Amit Ananya Anil Anjali Ankit Anusha Arjun Arun Asha Ayesha Bhavna Chetan Deepa Deepak
Dev Divya Gaurav Geeta Harish Isha Ishaan Jaya Karan Kavya Kiran Krishna Lakshmi Mahesh Manish Meera Mohit Nandini Naveen Neha
Nikhil Nisha Pooja Pradeep Prakash Priya Rahul Rajesh Ramesh Ravi Ritu Rohan Sachin Sanjay Sapna Shreya Siddharth Sneha Sonia
Sunil Suresh Swati Tanvi Tarun Uday Varun Vijay Vikram Vinay Yash Zoya Abdul Farhan Imran Salma Joseph Maria Thomas Anita Gita
Raj Kunal Pallavi Rekha Sameer Tejas Usha Vandana Alok Bharat Charu Dinesh Esha Faisal Hema Irfan Jatin Komal Lalit Madhu`.split(/\s+/);
const LAST = `Sharma Verma Gupta Iyer Nair Reddy Rao Patel Shah Mehta Joshi Kulkarni Deshpande Singh Kumar Das Banerjee Chatterjee
Mukherjee Ghosh Bose Sen Pillai Menon Krishnan Subramanian Agarwal Bansal Jain Malhotra Kapoor Khanna Chopra Saxena Mishra
Pandey Tiwari Dubey Yadav Chauhan Rathore Thakur Naidu Hegde Shetty Kamath Pai Fernandes DSouza Khan Ahmed Qureshi Sheikh
Gill Sandhu Dhillon Arora Bhatia Sethi Anand Bhatt Trivedi Desai Parekh Dutta Roy Sarkar Mishra Prasad Varghese Mathew`.split(
  /\s+/,
);
const COMPANIES = `Infosys TCS Wipro HCL Accenture Cognizant Capgemini Deloitte IBM Oracle SAP Microsoft Amazon Flipkart Swiggy Zomato
Paytm PhonePe Razorpay Freshworks Zoho Mindtree Mphasis LTIMindtree TechMahindra Persistent Cyient Hexaware Birlasoft Sonata
Genpact EXL WNS Concentrix Byjus Unacademy Ola Uber Myntra Nykaa Meesho Dream11 InMobi MakeMyTrip Cred Groww Zerodha Juspay
HDFC ICICI Axis Kotak Barclays Citi HSBC Standard GoldmanSachs MorganStanley JPMorgan Walmart Target Intuit Adobe Cisco`.split(/\s+/);

type Family = { key: string; titles: string[]; skills: string[]; words: string[] };
const FAMILIES: Family[] = [
  {
    key: 'frontend',
    titles: ['Frontend Developer', 'React Developer', 'UI Engineer', 'Senior Frontend Engineer', 'Angular Developer'],
    skills: ['JavaScript', 'TypeScript', 'React', 'Angular', 'Vue.js', 'HTML', 'CSS', 'Next.js', 'GraphQL', 'Figma'],
    words: 'components hooks redux webpack accessibility responsive layouts storybook rendering browser performance design-system state forms animations lighthouse bundle'.split(' '),
  },
  {
    key: 'backend',
    titles: ['Backend Developer', 'Java Developer', 'Node.js Developer', 'Python Developer', 'Senior Software Engineer'],
    skills: ['Java', 'Spring Boot', 'Node.js', 'Express.js', 'Python', 'Django', 'FastAPI', 'Go', 'PostgreSQL', 'MySQL', 'Redis', 'Kafka', 'Microservices', 'REST APIs'],
    words: 'services apis latency throughput caching queues transactions schema migrations concurrency scalability endpoints idempotent pagination indexing replication'.split(' '),
  },
  {
    key: 'data',
    titles: ['Data Engineer', 'Data Scientist', 'ML Engineer', 'Data Analyst', 'BI Developer'],
    skills: ['Python', 'SQL', 'Machine Learning', 'Data Science', 'Power BI', 'Tableau', 'Excel', 'Elasticsearch', 'Kafka', 'AWS'],
    words: 'pipelines etl warehouse spark airflow models regression classification forecasting dashboards visualisation features experiments notebooks lakehouse'.split(' '),
  },
  {
    key: 'devops',
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer', 'Platform Engineer'],
    skills: ['AWS', 'Microsoft Azure', 'Google Cloud Platform', 'Docker', 'Kubernetes', 'Terraform', 'Jenkins', 'Linux', 'Git', 'DevOps'],
    words: 'infrastructure automation monitoring alerting deployments containers clusters provisioning observability incidents uptime networking helm ansible prometheus'.split(' '),
  },
  {
    key: 'mobile',
    titles: ['Android Developer', 'iOS Developer', 'Flutter Developer', 'Mobile Engineer'],
    skills: ['Kotlin', 'Swift', 'Flutter', 'React Native', 'Android', 'iOS', 'Java', 'Git'],
    words: 'apps playstore appstore offline notifications gestures jetpack swiftui widgets crashlytics releases devices battery camera'.split(' '),
  },
  {
    key: 'qa',
    titles: ['QA Engineer', 'Test Automation Engineer', 'SDET', 'Manual Tester'],
    skills: ['Selenium', 'Manual Testing', 'Java', 'Python', 'Agile', 'SQL', 'Git'],
    words: 'regression test-cases automation cucumber defects triage coverage smoke sanity load jmeter postman scenarios releases'.split(' '),
  },
  {
    key: 'business',
    titles: ['Business Analyst', 'Project Manager', 'Product Manager', 'Scrum Master', 'SAP Consultant', 'Salesforce Developer'],
    skills: ['Business Analysis', 'Project Management', 'Agile', 'Excel', 'SAP', 'Salesforce', 'Power BI', 'UI/UX Design'],
    words: 'stakeholders requirements roadmap backlog sprints budgeting vendors reporting workshops compliance rollout adoption kpis governance'.split(' '),
  },
];
const COMMON = `experience project team delivered built designed implemented worked responsible managed improved reduced increased
client customer production systems application platform solution development using led collaborated migrated maintained
reviewed mentored optimised integrated supported analysed documented tested released global enterprise startup banking
retail healthcare insurance logistics ecommerce telecom education travel payments fintech agile scrum quarterly annual
critical quality security reliability cost revenue users million thousand cross-functional onsite offshore certification
award promoted achieved initiative strategy operations analytics process workflow architecture module feature framework`.split(/\s+/);

const PLACES: [string, string][] = [
  ['Bengaluru', 'KA'], ['Mumbai', 'MH'], ['Pune', 'MH'], ['Hyderabad', 'TG'], ['Chennai', 'TN'], ['New Delhi', 'DL'],
  ['Gurgaon', 'HR'], ['Noida', 'UP'], ['Kolkata', 'WB'], ['Ahmedabad', 'GJ'], ['Jaipur', 'RJ'], ['Kochi', 'KL'],
  ['Coimbatore', 'TN'], ['Indore', 'MP'], ['Chandigarh', 'CH'], ['Bhubaneswar', 'OR'], ['Nagpur', 'MH'], ['Mysore', 'KA'],
];
const SOURCES = ['Naukri', 'Linkedin', 'Referral', 'Others'];
const NOTE_TEXTS = [
  'Spoke to the candidate; interested and available for interviews next week.',
  'Asked for the updated resume and last three payslips.',
  'Candidate is serving notice; can join in 30 days.',
  'Not reachable on phone, sent an email.',
  'Strong communication; shortlisted for the client round.',
  'Expected CTC is above the budget; negotiating.',
  'Client asked to hold the profile for two weeks.',
  'Followed up on the feedback from the technical round.',
  'Candidate has a competing offer; moving fast.',
  'Rescheduled the interview at the candidate request.',
];
const MODES = ['Telephonic', 'Online Test', 'Video Conference', 'Personal', 'Others'];

/** The status trails of each pipeline group: [main, sub] steps, the last is the link's current status. */
const TRAILS: Record<string, [string, string][][]> = {
  prospective: [[['P', '103']], [['P', '101']], [['P', '101'], ['P', '104']], [['P', '103'], ['P', '102']]],
  processed: [[['P', '104'], ['S', '201']], [['P', '101'], ['S', '202']], [['P', '104'], ['S', '203']]],
  active: [
    [['P', '104'], ['S', '201'], ['A', '301']],
    [['P', '104'], ['S', '202'], ['A', '302']],
    [['P', '101'], ['S', '201'], ['A', '303']],
  ],
  offered: [
    [['P', '104'], ['S', '201'], ['R', '401']],
    [['P', '104'], ['A', '302'], ['R', '402']],
    [['S', '201'], ['A', '304'], ['R', '403']],
  ],
  joined: [
    [['P', '104'], ['S', '201'], ['A', '302'], ['R', '402'], ['J', '501']],
    [['S', '201'], ['A', '304'], ['R', '402'], ['J', '501']],
    [['S', '202'], ['R', '402'], ['J', '502']],
  ],
};
const GROUP_WEIGHTS: [string, number][] = [
  ['prospective', 0.45],
  ['processed', 0.25],
  ['active', 0.15],
  ['offered', 0.08],
  ['joined', 0.07],
];

// ---------------------------------------------------------------------------------------------------------------
// Progress
// ---------------------------------------------------------------------------------------------------------------

class Progress {
  private t0 = Date.now();
  private rows = 0;
  constructor(private table: string, private total: number) {}
  add(n: number) {
    this.rows += n;
  }
  done(): number {
    const s = (Date.now() - this.t0) / 1000;
    const rate = this.rows / Math.max(s, 0.001);
    console.log(
      `  ${this.table.padEnd(30)} ${String(this.rows).padStart(9)} rows  ${s.toFixed(1).padStart(6)} s  ${Math.round(rate)
        .toLocaleString('en-US')
        .padStart(9)} rows/s`,
    );
    return this.rows;
  }
  get target() {
    return this.total;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const pad = (n: number, w: number) => String(n).padStart(w, '0');

// ---------------------------------------------------------------------------------------------------------------
// Reset
// ---------------------------------------------------------------------------------------------------------------

/** Domain tables emptied by --reset (the catalogues, roles and non-bulk users stay). */
const RESET_TABLES = [
  'candidate_job_status_history', 'interviews', 'job_messages', 'candidate_jobs', ...candidateRepo.CANDIDATE_TABLES, 'job_notes',
  'job_users', 'job_skills', 'job_qualifications', 'reports', 'job_orders', 'client_notes', 'client_attachments',
  'client_contacts', 'client_gst', 'client_payment_terms', 'client_invoice_stages', 'clients',
];

async function reset(db: Db): Promise<void> {
  await db.tx(async (q) => {
    await emptyTables(q, RESET_TABLES);
    await deleteUsersAtDomain(q, BULK_EMAIL_DOMAIN);
    await deleteSetting(q, BULK_MARKER);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The seed
// ---------------------------------------------------------------------------------------------------------------

/**
 * Seeds everything in one transaction (all or nothing). As a superuser (PGlite always; PostgreSQL when the role is
 * one) the foreign-key checks are off for the load: the generator only writes ids it has just read back, and per-row
 * checks would triple the time of the link tables. The suite's own triggers still run: they keep the counters, the
 * sort keys and the job order search text (migrations 006, 009).
 */
export async function seedBulk(db: Db, n: BulkCounts, opts: { seed?: number } = {}): Promise<Record<string, number>> {
  const loaded = [...RESET_TABLES, 'users', 'job_order_search'];
  return db.tx(async (q) => {
    const fast = await isSuperuser(q);
    if (fast) await foreignKeyChecksOff(q, loaded);
    else console.log('  (not a superuser: foreign keys are checked row by row, the load is slower)');
    const counts = await seedAll(q, db.kind, n, opts);
    if (fast) await foreignKeyChecksOn(q, loaded);
    return counts;
  }).then(async (counts) => {
    // Statistics for the planner, and the visibility map for index-only scans (count(*), per-job counts).
    // PGlite has no autovacuum: without this, its index-only scans read the table too.
    const p = new Progress('vacuum analyze', 0);
    await vacuumAnalyze(db);
    p.done();
    return counts;
  });
}

async function seedAll(q: Executor, kind: Db['kind'], n: BulkCounts, opts: { seed?: number }): Promise<Record<string, number>> {
  const rng = new Rng(opts.seed ?? 7_2024);
  const now = Date.now();
  const counts: Record<string, number> = {};

  // Lookups ----------------------------------------------------------------------------------------------------
  const places = (await indianPlaces(q, PLACES))
    .filter((p) => p.stateId !== null)
    .map((p) => ({ country: p.countryId as number, state: p.stateId as number, city: p.cityId }));
  if (places.length === 0) places.push({ country: null as never, state: null as never, city: null });
  const skillId = await skillIdsByName(q);
  const famSkills = FAMILIES.map((f) => f.skills.map((s) => skillId.get(s)).filter((x): x is number => x !== undefined));
  const allSkillIds = [...skillId.values()];

  // Users --------------------------------------------------------------------------------------------------------
  // Users are added through the administration's service (checked, audited, each with its own password hash).
  let p = new Progress('users', n.users);
  const inSeed = withinTransaction(q, kind);
  const longAgo = { now: () => new Date(now - 1000 * DAY) };
  const password = `Bulk-${now}-${Math.random().toString(36).slice(2)}`; // nobody signs in as a bulk user
  const users: { id: number; role_id: number }[] = [];
  for (let i = 0; i < n.users; i++) {
    const role = i % 10 === 0 ? 3 : i % 10 === 1 ? 4 : 2;
    const input = {
      first_name: rng.pick(FIRST),
      last_name: rng.pick(LAST),
      email: `user${i + 1}@${BULK_EMAIL_DOMAIN}`,
      mobile: `9${pad(rng.int(0, 999_999_999), 9)}`,
      role,
      password,
      password_confirmation: password,
    };
    const { id } = await createUser(inSeed, SYSTEM_ACTOR, longAgo, input);
    users.push({ id, role_id: role });
  }
  p.add(users.length);
  counts.users = p.done();
  const recruiters = users.filter((u) => Number(u.role_id) === 2).map((u) => Number(u.id));
  const staff = users.map((u) => Number(u.id));

  // Clients and contacts ---------------------------------------------------------------------------------------
  p = new Progress('clients', n.clients);
  const clientRows: unknown[][] = [];
  const span = 3 * 365 * DAY;
  for (let i = 0; i < n.clients; i++) {
    const a = rng.pick(COMPANIES);
    const b = rng.pick(['Technologies', 'Solutions', 'Systems', 'Labs', 'Services', 'Consulting', 'Digital', 'Global', 'Software', 'Analytics']);
    const short = `${a} ${b} ${i + 1}`;
    clientRows.push([
      `${short} Private Limited`,
      short,
      `https://www.${a.toLowerCase()}${i + 1}.example`,
      rng.pick([60, 90, 120]),
      rng.pick([30, 45, 60]),
      rng.chance(0.85) ? 'active' : 'inactive',
      `<p>${short} works in ${rng.pick(['banking', 'retail', 'healthcare', 'logistics', 'software', 'telecom'])}.</p>`,
      rng.pick(staff),
      iso(now - span + (span * i) / n.clients),
    ]);
  }
  const clients = (
    await bulkInsert<{ id: number }>(
      q,
      'clients',
      [['client_legal_name', 'text'], ['client_short_name', 'text'], ['website_url', 'text'], ['replacement_duration', 'int'], ['invoice_payment_duration', 'int'], ['status', 'text'], ['about_client', 'text'], ['created_by', 'bigint'], ['created_at', 'timestamptz']],
      clientRows,
      'returning id',
    )
  ).map((r) => Number(r.id));
  p.add(clients.length);
  counts.clients = p.done();

  p = new Progress('client_contacts', 0);
  const contactRows: unknown[][] = [];
  for (const c of clients) {
    for (let k = rng.int(1, 3); k > 0; k--) {
      const name = `${rng.pick(FIRST)} ${rng.pick(LAST)}`;
      contactRows.push([c, name, `${name.toLowerCase().replace(/\W+/g, '.')}@client${c}.example`, `9${pad(rng.int(0, 999_999_999), 9)}`]);
    }
  }
  const contacts = await bulkInsert<{ id: number; client_id: number }>(
    q,
    'client_contacts',
    [['client_id', 'bigint'], ['client_contact_name', 'text'], ['client_contact_email', 'text'], ['client_contact_phone', 'text']],
    contactRows,
    'returning id, client_id',
  );
  const contactsOf = new Map<number, number[]>();
  for (const r of contacts) {
    const list = contactsOf.get(Number(r.client_id)) ?? [];
    list.push(Number(r.id));
    contactsOf.set(Number(r.client_id), list);
  }
  p.add(contacts.length);
  counts.client_contacts = p.done();

  // Job orders ---------------------------------------------------------------------------------------------------
  p = new Progress('job_orders', n.jobs);
  const jobFamily: number[] = [];
  const jobCreated: number[] = [];
  const jobClient: number[] = [];
  const jobRows: JobLoadRow[] = [];
  for (let i = 0; i < n.jobs; i++) {
    const fi = rng.int(0, FAMILIES.length - 1);
    const fam = FAMILIES[fi];
    const client = clients[rng.skewed(clients.length, 1.6)];
    const place = rng.pick(places);
    const minExp = rng.int(0, 10);
    const created = now - span + (span * (i + rng.next())) / n.jobs;
    jobFamily.push(fi);
    jobCreated.push(created);
    jobClient.push(client);
    jobRows.push([
      client,
      rng.pick(contactsOf.get(client) ?? [null]),
      place.country,
      place.state,
      place.city,
      `${rng.pick(fam.titles)}${rng.chance(0.3) ? ` - ${rng.pick(['Payments', 'Platform', 'Growth', 'Core', 'Data', 'Mobile'])}` : ''}`,
      rng.chance(0.3) ? rng.pick(['Tech Park', 'Business Bay', 'SEZ Tower', 'Cyber City']) : '',
      minExp,
      minExp + rng.int(2, 6),
      rng.int(4, 60) * 100_000,
      rng.int(1, 10),
      rng.chance(0.8) ? 'Full Time' : 'Contract',
      created > now - 365 * DAY ? (rng.chance(0.8) ? 'active' : 'inactive') : rng.chance(0.25) ? 'active' : 'inactive',
      `<p>We are hiring a ${fam.titles[0]} with ${fam.skills.slice(0, 3).join(', ')}. ${Array.from({ length: 30 }, () => rng.pick(rng.chance(0.5) ? fam.words : COMMON)).join(' ')}.</p>`,
      rng.pick(staff),
      iso(created),
    ]);
  }
  const jobs: number[] = [];
  for (let s = 0; s < jobRows.length; s += 5000) {
    const ids = await insertManyJobs(q, jobRows.slice(s, s + 5000));
    jobs.push(...ids);
    p.add(ids.length);
  }
  counts.job_orders = p.done();

  p = new Progress('job_skills + job_users', 0);
  const jobSkillRows: [number, number, string][] = [];
  const jobUserRows: [number, number, string, string][] = [];
  jobs.forEach((j, i) => {
    const fs = famSkills[jobFamily[i]];
    const chosen = new Set<number>();
    for (let k = rng.int(2, 5); k > 0 && fs.length; k--) chosen.add(rng.pick(fs));
    [...chosen].forEach((s, k) => jobSkillRows.push([j, s, k < 2 ? 'primary' : 'secondary']));
    const assigned = new Set<number>();
    for (let k = rng.int(1, 2); k > 0 && recruiters.length; k--) assigned.add(rng.pick(recruiters));
    for (const u of assigned) jobUserRows.push([j, u, 'recruiter', iso(jobCreated[i])]);
    jobUserRows.push([j, rng.pick(staff), 'manager', iso(jobCreated[i])]);
  });
  await insertManyJobSkills(q, jobSkillRows);
  await insertManyJobUsers(q, jobUserRows);
  p.add(jobSkillRows.length + jobUserRows.length);
  counts.job_skills = jobSkillRows.length;
  counts.job_users = jobUserRows.length;
  p.done();

  // Candidates (with skills, experience, education), in chunks -------------------------------------------------
  p = new Progress('candidates', n.candidates);
  const pSkills = new Progress('candidate_skills', 0);
  const pExp = new Progress('candidate_experience+education', 0);
  const candIds: number[] = new Array(n.candidates);
  const candCreated = new Float64Array(n.candidates);
  const candFamily = new Uint8Array(n.candidates);
  const candFree = new Uint8Array(n.candidates);
  const CHUNK = 2000;
  for (let s = 0; s < n.candidates; s += CHUNK) {
    const rows: unknown[][] = [];
    const end = Math.min(n.candidates, s + CHUNK);
    for (let i = s; i < end; i++) {
      const fi = rng.int(0, FAMILIES.length - 1);
      const fam = FAMILIES[fi];
      const first = rng.pick(FIRST);
      const last = rng.pick(LAST);
      const years = Math.min(30, Math.floor(Math.pow(rng.next(), 1.5) * 25));
      const company = rng.pick(COMPANIES);
      const designation = `${rng.chance(0.3) ? 'Senior ' : ''}${rng.pick(fam.titles)}`;
      const place = rng.pick(places);
      const current = rng.chance(0.1) ? null : (2 + years * rng.int(1, 4)) * 100_000 + rng.int(0, 9) * 10_000;
      const created = now - span + (span * (i + rng.next())) / n.candidates;
      candCreated[i] = created;
      candFamily[i] = fi;
      const free = rng.chance(0.08);
      candFree[i] = free ? 1 : 0;
      const words: string[] = [];
      const nWords = rng.int(150, 350);
      for (let w = 0; w < nWords; w++) {
        const x = rng.next();
        words.push(x < 0.35 ? rng.pick(fam.words) : x < 0.45 ? rng.pick(fam.skills) : x < 0.5 ? rng.pick(COMPANIES) : rng.pick(COMMON));
      }
      rows.push([
        `${first} ${last}`,
        `${rng.pick(['9', '8', '7', '6'])}${pad((i * 7919 + rng.int(0, 7918)) % 1_000_000_000, 9)}`,
        `${first.toLowerCase()}.${last.toLowerCase()}${i + 1}@${rng.pick(['gmail.com', 'yahoo.co.in', 'outlook.com', 'hotmail.com', 'rediffmail.com'])}`,
        place.country,
        place.state,
        place.city,
        `${rng.int(1, 999)}, ${rng.pick(['MG Road', 'Ring Road', 'Station Road', 'Park Street', 'Main Road'])}`,
        years,
        rng.int(0, 11),
        company,
        designation,
        current,
        current === null ? null : Math.round(current * (1.1 + rng.next() * 0.4)),
        rng.pick([0, 15, 30, 30, 60, 60, 90, 90]),
        rng.pick(SOURCES),
        `<p>${designation} with ${years} years of experience in ${fam.skills.slice(0, 3).join(', ')}.</p>`,
        free,
        words.join(' '),
        rng.pick(recruiters.length ? recruiters : staff),
        iso(created),
        iso(created),
      ]);
    }
    const ids = await candidateRepo.insertCandidatesMany(q, rows);
    ids.forEach((id, k) => (candIds[s + k] = id));
    p.add(ids.length);

    const skills: unknown[][] = [];
    const exp: unknown[][] = [];
    const edu: unknown[][] = [];
    for (let i = s; i < end; i++) {
      const id = candIds[i];
      const fs = famSkills[candFamily[i]];
      const chosen = new Set<number>();
      for (let k = rng.int(3, 8); k > 0; k--) chosen.add(rng.chance(0.85) && fs.length ? rng.pick(fs) : rng.pick(allSkillIds));
      for (const sk of chosen) skills.push([id, sk]);
      const yrs = rows[i - s][7] as number;
      const startMs = now - (yrs + 1) * 365 * DAY;
      exp.push([id, rows[i - s][10], rows[i - s][9], iso(startMs).slice(0, 8) + '01', null, true]);
      if (yrs > 3 && rng.chance(0.5)) exp.push([id, rng.pick(FAMILIES[candFamily[i]].titles), rng.pick(COMPANIES), iso(startMs - 3 * 365 * DAY).slice(0, 8) + '01', iso(startMs - 30 * DAY).slice(0, 8) + '01', false]);
      edu.push([id, rng.pick(['Anna University', 'VTU', 'Mumbai University', 'Pune University', 'IIT Madras', 'NIT Trichy', 'Delhi University']), rng.pick(['B.Tech', 'B.E.', 'B.Sc', 'MCA', 'MBA', 'B.Com']), new Date(now).getUTCFullYear() - yrs - 1, 60 + rng.int(0, 35), false]);
      if (rng.chance(0.2)) edu.push([id, 'CBSE', '12th', new Date(now).getUTCFullYear() - yrs - 5, 60 + rng.int(0, 35), false]);
    }
    await candidateRepo.insertSkillsMany(q, skills);
    pSkills.add(skills.length);
    await candidateRepo.insertExperienceMany(q, exp);
    await candidateRepo.insertEducationMany(q, edu);
    pExp.add(exp.length + edu.length);
    if ((s / CHUNK) % 10 === 9) process.stdout.write(`    … ${end.toLocaleString('en-US')} candidates\n`);
  }
  counts.candidates = p.done();
  counts.candidate_skills = pSkills.done();
  counts.candidate_details = pExp.done();

  // Links, their status history and interviews, in chunks of candidates ------------------------------------------
  p = new Progress('candidate_jobs', n.links);
  const pHist = new Progress('candidate_job_status_history', n.history);
  const pInt = new Progress('interviews', n.interviews);
  const pool: number[] = [];
  for (let i = 0; i < n.candidates; i++) if (!candFree[i]) pool.push(i);
  const perCand = n.links / Math.max(1, pool.length);
  const histPerLink = n.history / Math.max(1, n.links);
  const intProb = Math.min(1, n.interviews / Math.max(1, n.links * 0.55));
  // jobs grouped by family: links go mostly to jobs of the candidate's family, recent jobs more often
  const jobsByFamily = FAMILIES.map(() => [] as number[]);
  jobs.forEach((_, j) => jobsByFamily[jobFamily[j]].push(j));
  for (const list of jobsByFamily) list.sort((a, b) => jobCreated[b] - jobCreated[a]);
  const pickGroup = () => {
    let x = rng.next();
    for (const [g, w] of GROUP_WEIGHTS) if ((x -= w) < 0) return g;
    return 'prospective';
  };
  let linksMade = 0;
  let histMade = 0;
  let intMade = 0;
  const LCHUNK = 1000; // candidates per round (~5,000 links)
  for (let s = 0; s < pool.length; s += LCHUNK) {
    type L = { ci: number; ji: number; steps: [string, string][]; times: number[]; rec: number; group: string };
    const ls: L[] = [];
    const remainingCands = pool.length - s;
    for (let k = s; k < Math.min(pool.length, s + LCHUNK); k++) {
      const ci = pool[k];
      const target = (n.links - linksMade - ls.length) / Math.max(1, remainingCands - (k - s));
      const want = Math.max(0, Math.round(target * 2 * rng.next() + (rng.next() < 0.5 ? 0 : 0)));
      const seen = new Set<number>();
      for (let t = 0; t < want * 3 && seen.size < want; t++) {
        const fam = rng.chance(0.8) ? jobsByFamily[candFamily[ci]] : jobsByFamily[rng.int(0, FAMILIES.length - 1)];
        if (!fam.length) continue;
        const ji = fam[rng.skewed(fam.length, 2.5)];
        if (seen.has(ji)) continue;
        seen.add(ji);
        const group = pickGroup();
        let steps = rng.pick(TRAILS[group]);
        // keep the history near its target size: trim or extend the trail a little
        if (histPerLink < 1.6 && steps.length > 1 && rng.chance(0.5)) steps = steps.slice(steps.length - 1);
        const t0 = Math.max(candCreated[ci], jobCreated[ji]) + rng.next() * DAY * 5;
        const end = Math.min(now - 3600_000, t0 + rng.int(1, 90) * DAY);
        const times = steps.map((_, x) => Math.round(t0 + ((Math.max(end, t0) - t0) * x) / Math.max(1, steps.length - 1)));
        ls.push({ ci, ji, steps, times, rec: rng.pick(recruiters.length ? recruiters : staff), group });
      }
      void perCand;
    }
    if (!ls.length) continue;
    const linkRows = ls.map((l): LinkLoadRow => {
      const [main, sub] = l.steps[l.steps.length - 1];
      const last = l.times[l.times.length - 1];
      const offered = main === 'R' || main === 'J' ? rng.int(5, 40) * 100_000 : null;
      const joining = main === 'J' ? iso(last).slice(0, 10) : main === 'R' && sub !== '403' ? iso(now + rng.int(3, 60) * DAY).slice(0, 10) : null;
      return [candIds[l.ci], jobs[l.ji], l.rec, main, sub, offered, joining, iso(last), l.rec, l.rec, iso(l.times[0]), iso(last)];
    });
    const linkIds = await insertManyLinks(q, linkRows);
    linksMade += linkIds.length;
    p.add(linkIds.length);
    const hist: HistoryLoadRow[] = [];
    const ints: InterviewLoadRow[] = [];
    ls.forEach((l, k) => {
      const lid = linkIds[k];
      const cid = candIds[l.ci];
      const jid = jobs[l.ji];
      l.steps.forEach(([main, sub], x) => {
        const from = x === 0 ? null : l.steps[x - 1];
        hist.push([lid, cid, jid, from?.[0] ?? null, from?.[1] ?? null, main, sub, l.rec, iso(l.times[x])]);
      });
      if (l.group !== 'prospective' && rng.chance(intProb)) {
        const upcoming = rng.chance(0.1);
        const d = upcoming ? now + rng.int(0, 14) * DAY : Math.min(now, l.times[0] + rng.int(1, 20) * DAY);
        ints.push([cid, jid, lid, rng.pick(MODES), iso(d).slice(0, 10), `${pad(rng.int(10, 17), 2)}:${rng.pick(['00', '30'])}:00`, rng.pick([30, 45, 60]), l.rec, iso(Math.min(now - 3600_000, l.times[0] + DAY))]);
      }
    });
    await insertManyHistory(q, hist);
    histMade += hist.length;
    pHist.add(hist.length);
    await insertManyInterviews(q, ints);
    intMade += ints.length;
    pInt.add(ints.length);
    if ((s / LCHUNK) % 20 === 19) process.stdout.write(`    … ${linksMade.toLocaleString('en-US')} links, ${histMade.toLocaleString('en-US')} status changes\n`);
  }
  counts.candidate_jobs = p.done();
  counts.candidate_job_status_history = pHist.done();
  counts.interviews = pInt.done();
  void intMade;

  // Notes ------------------------------------------------------------------------------------------------------
  type NoteRows = (q: Executor, rows: unknown[][]) => Promise<void>;
  const notesOf = (table: string, owner: string): NoteRows => async (q, rows) => {
    await bulkInsert(q, table, [[owner, 'bigint'], ['notes', 'text'], ['created_by', 'bigint'], ['created_at', 'timestamptz']], rows);
  };
  const notes = (table: string, insert: NoteRows, ids: number[], created: (k: number) => number, total: number) => async () => {
    const pn = new Progress(table, total);
    for (let s = 0; s < total; s += 10000) {
      const rows: unknown[][] = [];
      for (let i = s; i < Math.min(total, s + 10000); i++) {
        const k = rng.int(0, ids.length - 1);
        const t = created(k);
        rows.push([ids[k], `<p>${rng.pick(NOTE_TEXTS)}</p>`, rng.pick(staff), iso(t + rng.next() * Math.max(0, now - t))]);
      }
      await insert(q, rows);
      pn.add(rows.length);
    }
    counts[table] = pn.done();
  };
  const candNotes = Math.round(n.notes * 0.6);
  const jobNotes = Math.round(n.notes * 0.3);
  await notes('candidate_notes', candidateRepo.insertNotesMany, candIds, (k) => candCreated[k], candNotes)();
  await notes('job_notes', notesOf('job_notes', 'job_id'), jobs, (k) => jobCreated[k], jobNotes)();
  await notes('client_notes', notesOf('client_notes', 'client_id'), clients, () => now - span, n.notes - candNotes - jobNotes)();

  await putSetting(q, BULK_MARKER, JSON.stringify({ at: iso(now), counts: n }));
  return counts;
}

// ---------------------------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------------------------

function parseArgs(argv: string[]) {
  const out: { candidates?: number; scale?: number; reset: boolean; explicit: Partial<BulkCounts>; help: boolean } = {
    reset: false,
    explicit: {},
    help: false,
  };
  const keys: Record<string, keyof BulkCounts> = {
    clients: 'clients', jobs: 'jobs', 'job-orders': 'jobs', links: 'links', history: 'history', interviews: 'interviews', notes: 'notes', users: 'users',
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      const num = Number(v);
      if (v === undefined || !Number.isFinite(num) || num < 0) throw new Error(`${flag} needs a number`);
      return num;
    };
    const name = flag.replace(/^--/, '');
    if (flag === '--reset') out.reset = true;
    else if (flag === '--help' || flag === '-h') out.help = true;
    else if (name === 'candidates') out.candidates = Math.round(value());
    else if (name === 'scale') out.scale = value();
    else if (keys[name]) out.explicit[keys[name]] = Math.round(value());
    else throw new Error(`Unknown option ${a} (see --help)`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(
      'Usage: npm run seed:bulk -- [--candidates N | --scale F] [--clients N --jobs N --links N --history N --interviews N --notes N --users N] [--reset]\n' +
        'Default: 100,000 candidates (scale 1). DATA_DIR: the embedded database; DATABASE_URL: a PostgreSQL server instead.',
    );
    return;
  }
  const candidates = args.candidates ?? Math.max(10, Math.round(100_000 * (args.scale ?? 1)));
  const counts = countsFor(candidates, args.explicit);
  await withSeedTarget(async ({ db, dataDir, admin }) => {
    const target = db.kind === 'postgres' ? 'the PostgreSQL server of DATABASE_URL' : `the embedded database in ${dataDir}`;
    const marker = await readSetting(db, BULK_MARKER);
    if (marker !== null && !args.reset) {
      console.error(`Bulk data is already in ${target} (${marker}). Run again with --reset to replace it.`);
      process.exitCode = 2;
      return;
    }
    const existing = await candidateRepo.countCandidates(db);
    if (existing > 0 && !args.reset) {
      console.error(`${target} already has ${existing} candidates. Run again with --reset to empty the domain tables first.`);
      process.exitCode = 2;
      return;
    }
    if (args.reset) {
      console.log(`Resetting the domain tables of ${target} …`);
      await reset(db);
    }
    console.log(
      `Seeding ${target}: ${counts.candidates.toLocaleString('en-US')} candidates, ${counts.clients} clients, ${counts.jobs} job orders, ` +
        `${counts.links} links, ~${counts.history} status changes, ~${counts.interviews} interviews, ${counts.notes} notes`,
    );
    const t0 = Date.now();
    const made = await seedBulk(db, counts);
    const total = Object.entries(made).reduce((s, [k, v]) => (k === 'analyze' ? s : s + v), 0);
    console.log(`Done in ${((Date.now() - t0) / 1000).toFixed(1)} s (${total.toLocaleString('en-US')} rows).`);
    if (admin) console.log(adminLine(admin, dataDir));
  });
}

if (require.main === module) runCommand(main);
