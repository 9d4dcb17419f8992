/* Deterministic synthetic personas for the labelled corpus. Everything comes from one seeded PRNG. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type YM = { y: number; m: number };
export type Job = { designation: string; company: string; city: string; from: YM; to: YM | 'present'; bullets: string[] };
export type Edu = { qualification: string; university: string; year: number; score: string };
export type Persona = {
  id: string;
  intl: boolean;
  domain: 'tech' | 'business';
  first: string;
  last: string;
  email: string;
  email2: string;
  phone: string; // expected normalised
  phoneShown: string; // as printed
  phone2Shown: string;
  city: string;
  region: string; // state or country, printed after the city
  asOf: YM; // the resume's 'now'
  dateLine: string; // '' or 'Date: 12/03/2024'
  jobs: Job[];
  edu: Edu[];
  primary: string[]; // canonical names listed in the skills section
  primaryShown: string[]; // as written (synonyms)
  secondary: string[]; // canonical names only mentioned in the experience text
  ctc: { text: string; value: number } | null;
  expectedCtc: string;
  notice: { text: string; value: number } | null;
  stated: { text: string; years: number; months: number } | null;
  statedInSummary: boolean;
  summary: string;
  photo: { w: number; h: number; format: 'jpg' | 'png'; seed: number } | null;
  logo: boolean;
  long: boolean;
  headings: { exp: string; edu: string; skills: string; summary: string };
  dateFmt: number;
  sep: string;
  presentWord: string;
};

export const CORPUS_NOW: YM = { y: 2025, m: 6 };

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class R {
  constructor(public next: () => number) {}
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  sample<T>(xs: readonly T[], n: number): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a.slice(0, n);
  }
}

const IN_FIRST = ['Rahul', 'Priya', 'Amit', 'Sneha', 'Vikram', 'Ananya', 'Karthik', 'Divya', 'Arjun', 'Meera', 'Rohan', 'Pooja', 'Sanjay', 'Kavya', 'Nikhil', 'Shreya', 'Aditya', 'Neha', 'Suresh', 'Lakshmi', 'Manoj', 'Deepa', 'Harish', 'Swati', 'Vivek', 'Anjali', 'Rajesh', 'Ritu', 'Ganesh', 'Isha', 'Siddharth', 'Nandini', 'Abhishek', 'Tanvi', 'Prakash', 'Gayatri', 'Mohammed', 'Fatima', 'Imran', 'Zoya'];
const IN_LAST = ['Sharma', 'Iyer', 'Nair', 'Reddy', 'Patel', 'Gupta', 'Singh', 'Kumar', 'Menon', 'Rao', 'Das', 'Joshi', 'Kulkarni', 'Chatterjee', 'Mehta', 'Bose', 'Pillai', 'Verma', 'Agarwal', 'Mishra', 'Deshpande', 'Banerjee', 'Khan', 'Shaikh', 'Naidu', 'Hegde', 'Bhat', 'Saxena', 'Kapoor', 'Malhotra'];
const INTL_FIRST = ['James', 'Emily', 'Michael', 'Sarah', 'David', 'Laura', 'Daniel', 'Sophie', 'Thomas', 'Olivia', 'Lucas', 'Hannah', 'Mateo', 'Chloe', 'Ethan', 'Grace', 'Noah', 'Amelia', 'Liam', 'Isabella'];
const INTL_LAST = ['Smith', 'Johnson', 'Brown', 'Miller', 'Wilson', 'Taylor', 'Anderson', 'Clark', 'Lewis', 'Walker', "O'Brien", 'Fischer', 'Martin', 'Garcia', 'Wright', 'Young', 'Hughes', 'Bennett', 'Foster', 'Murphy'];

const IN_CITIES: Array<[string, string]> = [
  ['Pune', 'Maharashtra'], ['Mumbai', 'Maharashtra'], ['Bengaluru', 'Karnataka'], ['Bangalore', 'Karnataka'], ['Hyderabad', 'Telangana'],
  ['Chennai', 'Tamil Nadu'], ['Noida', 'Uttar Pradesh'], ['Gurugram', 'Haryana'], ['Kolkata', 'West Bengal'], ['Ahmedabad', 'Gujarat'],
  ['Kochi', 'Kerala'], ['Jaipur', 'Rajasthan'], ['Indore', 'Madhya Pradesh'], ['Coimbatore', 'Tamil Nadu'], ['New Delhi', 'Delhi'],
  ['Navi Mumbai', 'Maharashtra'], ['Chandigarh', 'Punjab'], ['Bhubaneswar', 'Odisha'],
];
const INTL_CITIES: Array<[string, string, string]> = [
  ['Austin', 'TX', 'US'], ['Seattle', 'WA', 'US'], ['Boston', 'MA', 'US'], ['London', 'United Kingdom', 'GB'], ['Manchester', 'United Kingdom', 'GB'],
  ['Singapore', 'Singapore', 'SG'], ['Toronto', 'Canada', 'CA'], ['Berlin', 'Germany', 'DE'], ['Dubai', 'UAE', 'AE'], ['Sydney', 'Australia', 'AU'],
];

export const IN_COMPANIES = [
  'Infosys Limited', 'Tata Consultancy Services', 'Wipro Technologies', 'Accenture', 'Cognizant Technology Solutions', 'HCL Technologies',
  'Tech Mahindra', 'Capgemini India Pvt Ltd', 'Mindtree Ltd', 'Zensar Technologies', 'Persistent Systems', 'Larsen & Toubro Infotech',
  'Flipkart Internet Pvt Ltd', 'Razorpay Software Pvt Ltd', 'Freshworks', 'Zoho Corporation', 'HDFC Bank', 'ICICI Bank', 'Deloitte',
  'Bluestone Analytics Pvt Ltd', 'Nimbus Cloud Solutions', 'Orion Fintech Services', 'Kestrel Software Labs', 'Sahyadri Infotech',
  'Vertex Ventures', 'Greenfield Freight', 'Quantum Leap Consulting', 'Pinnacle Healthcare', 'Swiggy', 'Zomato', 'PhonePe',
  'Mu Sigma', 'Saama Technologies', 'Ugam Solutions', 'Brightwave Media', 'Lumen Data Systems', 'Evergreen Foods Pvt Ltd',
];
export const INTL_COMPANIES = [
  'Acme Corp', 'Globex Corporation', 'Initech', 'Northwind Traders', 'Contoso Ltd', 'Fabrikam Inc', 'Harbor Point Capital',
  'Summit Engineering Works', 'Atlassian', 'Stripe', 'Shopify', 'Juniper Square', 'Blue Yonder', 'Monzo Bank', 'Canva',
];

const TECH_TITLES = [
  ['Trainee Engineer', 'Associate Software Engineer', 'Software Engineer', 'Junior Developer', 'Graduate Engineer Trainee', 'QA Engineer', 'Data Analyst'],
  ['Software Engineer', 'Senior Software Engineer', 'Full Stack Developer', 'Backend Developer', 'Frontend Developer', 'DevOps Engineer', 'Data Scientist', 'Test Engineer', 'Systems Administrator', 'Business Analyst'],
  ['Senior Software Engineer', 'Technical Lead', 'Lead Engineer', 'Solution Architect', 'Engineering Manager', 'Product Manager', 'Project Manager', 'Principal Engineer'],
];
const BIZ_TITLES = [
  ['Sales Executive', 'HR Executive', 'Accounts Executive', 'Customer Support Associate', 'Marketing Executive', 'Recruiter', 'Management Trainee'],
  ['Senior Sales Executive', 'Business Development Executive', 'Senior Accountant', 'Talent Acquisition Specialist', 'Online Marketing Executive', 'Relationship Manager', 'Operations Executive'],
  ['Sales Manager', 'Finance Manager', 'Marketing Manager', 'Operations Manager', 'HR Manager', 'Branch Manager', 'Regional Sales Manager'],
];

/** Skills listed in a skills section: [canonical, shown as]. */
const TECH_SKILLS: Array<[string, string[]]> = [
  ['JavaScript', ['JavaScript', 'JS', 'Javascript']], ['TypeScript', ['TypeScript']], ['React', ['React', 'ReactJS', 'React.js']],
  ['Node.js', ['Node.js', 'NodeJS', 'Node JS']], ['Java', ['Java', 'Core Java']], ['Spring Boot', ['Spring Boot', 'SpringBoot']],
  ['Python', ['Python']], ['Django', ['Django']], ['PostgreSQL', ['PostgreSQL', 'Postgres']], ['MySQL', ['MySQL']],
  ['MongoDB', ['MongoDB', 'Mongo DB']], ['Docker', ['Docker']], ['Kubernetes', ['Kubernetes', 'K8s']], ['AWS', ['AWS', 'Amazon Web Services']],
  ['Go', ['Go', 'Golang']], ['Angular', ['Angular', 'AngularJS']], ['HTML', ['HTML', 'HTML5']], ['CSS', ['CSS', 'CSS3']],
  ['Git', ['Git']], ['Jenkins', ['Jenkins']], ['Redis', ['Redis']], ['Kafka', ['Kafka', 'Apache Kafka']], ['SQL', ['SQL']],
  ['Microservices', ['Microservices']], ['REST', ['REST APIs', 'RESTful APIs']], ['C#', ['C#']], ['.NET', ['.NET', 'Dot Net']],
  ['Machine Learning', ['Machine Learning']], ['Pandas', ['Pandas']], ['TensorFlow', ['TensorFlow']], ['Selenium', ['Selenium']],
  ['Linux', ['Linux']], ['Terraform', ['Terraform']], ['GraphQL', ['GraphQL']], ['Vue.js', ['Vue.js', 'VueJS']], ['C++', ['C++']],
  ['Power BI', ['Power BI', 'PowerBI']], ['Tableau', ['Tableau']], ['Excel', ['MS Excel', 'Excel']], ['JIRA', ['JIRA']], ['Agile', ['Agile']],
];
const BIZ_SKILLS: Array<[string, string[]]> = [
  ['Sales', ['Sales']], ['Business Development', ['Business Development']], ['Lead Generation', ['Lead Generation']],
  ['Negotiation', ['Negotiation']], ['CRM', ['CRM']], ['Salesforce', ['Salesforce']], ['Excel', ['MS Excel', 'Advanced Excel']],
  ['Tally', ['Tally', 'Tally ERP 9']], ['GST', ['GST']], ['Accounting', ['Accounting']], ['Taxation', ['Taxation']],
  ['Payroll', ['Payroll', 'Payroll Processing']], ['Recruitment', ['Recruitment', 'Talent Acquisition']], ['Onboarding', ['Onboarding']],
  ['Digital Marketing', ['Digital Marketing']], ['SEO', ['SEO']], ['Google Analytics', ['Google Analytics']], ['Content Writing', ['Content Writing']],
  ['Customer Service', ['Customer Service']], ['Team Management', ['Team Management', 'Team Handling']], ['Project Management', ['Project Management']],
  ['Financial Analysis', ['Financial Analysis']], ['Budgeting', ['Budgeting']], ['SAP', ['SAP']], ['MS Office', ['MS Office']],
  ['Stakeholder Management', ['Stakeholder Management']], ['Communication', ['Communication']], ['Supply Chain', ['Supply Chain']],
];

/** Bullet templates; {S} is where a secondary skill is mentioned. No other catalogue skill may appear here. */
const TECH_BULLETS = [
  'Built and maintained services used by over {N} lakh customers every month.',
  'Reduced page load time by {P}% through caching and code splitting.',
  'Designed the data model and APIs for the billing module using {S}.',
  'Mentored {K} junior engineers and reviewed pull requests daily.',
  'Automated the release pipeline, cutting deployment time from hours to minutes.',
  'Migrated legacy batch jobs to {S}, improving reliability.',
  'Worked closely with product owners to refine requirements and estimates.',
  'Introduced unit and integration tests, raising coverage to {P}%.',
  'Improved monitoring and alerting for production incidents.',
  'Wrote internal tooling in {S} to speed up data checks.',
];
const BIZ_BULLETS = [
  'Handled a portfolio of {K}0 key accounts across the western region.',
  'Achieved {P}% of the annual target for two consecutive years.',
  'Prepared monthly reports using {S} for the leadership team.',
  'Coordinated with vendors and internal teams to close orders on time.',
  'Trained {K} new joiners on processes and tools.',
  'Improved the collection cycle by {P}% through regular follow ups.',
  'Introduced {S} practices that cut turnaround time.',
  'Managed walk-in drives and campus visits for bulk requirements.',
];
const TECH_SECONDARY = ['Redis', 'Kafka', 'GraphQL', 'Terraform', 'Elasticsearch', 'RabbitMQ', 'Airflow', 'Snowflake', 'Grafana', 'Nginx', 'Flask', 'FastAPI', 'Hibernate', 'Spark', 'Bootstrap', 'Jest', 'Cypress', 'Figma', 'Scala', 'Kotlin'];
const BIZ_SECONDARY = ['Power BI', 'Tableau', 'SAP', 'Salesforce', 'Google Analytics', 'Six Sigma', 'JIRA', 'Tally', 'Lean'];

const DEGREES_IN: Array<{ q: string[]; u: string[]; level: 'ug' | 'pg' | 'school12' | 'school10' }> = [
  { q: ['B.Tech in Computer Science', 'B.E. in Electronics and Communication', 'Bachelor of Engineering in Mechanical Engineering', 'B.Tech (Information Technology)', 'BCA', 'B.Sc in Computer Science', 'B.Com', 'BBA', 'Bachelor of Technology in Electrical Engineering'], u: ['Anna University', 'University of Mumbai', 'Savitribai Phule Pune University', 'IIT Bombay', 'NIT Trichy', 'VIT University', 'Jawaharlal Nehru Technological University', 'Osmania University', 'Manipal Institute of Technology', 'BITS Pilani', 'Amity University', 'Christ University', 'Delhi University', 'College of Engineering Pune'], level: 'ug' },
  { q: ['MBA (Finance)', 'MBA in Marketing', 'M.Tech in Software Engineering', 'MCA', 'PGDM - Human Resources', 'M.Com', 'M.Sc in Data Science'], u: ['Symbiosis Institute of Business Management', 'IIM Indore', 'Narsee Monjee Institute of Management Studies', 'IIT Madras', 'University of Hyderabad', 'XLRI Jamshedpur', 'Bharathiar University'], level: 'pg' },
  { q: ['12th (HSC)', 'Class XII', 'Higher Secondary (12th)'], u: ['Kendriya Vidyalaya', 'Delhi Public School', "St. Joseph's Junior College", 'DAV Public School', 'Narayana Junior College'], level: 'school12' },
  { q: ['10th (SSC)', 'Class X', 'Secondary School Certificate'], u: ['Kendriya Vidyalaya', 'Delhi Public School', 'Holy Cross High School', 'Bal Bharati Public School'], level: 'school10' },
];
const DEGREES_INTL: Array<{ q: string[]; u: string[]; level: 'ug' | 'pg' }> = [
  { q: ['B.S. in Computer Science', 'Bachelor of Science in Economics', 'BA in Business Administration', 'Bachelor of Engineering in Software Engineering'], u: ['University of Texas at Austin', 'University of Manchester', 'University of Toronto', 'National University of Singapore', 'Technical University of Munich', 'University of Sydney'], level: 'ug' },
  { q: ['M.S. in Computer Science', 'MBA', 'Master of Science in Data Science'], u: ['Stanford University', 'Imperial College London', 'University of Washington', 'Boston University'], level: 'pg' },
];

export const EXP_HEADINGS = ['Work Experience', 'Professional Experience', 'Employment History', 'Experience', 'WORK HISTORY', 'Career History', 'Organizational Experience', 'EMPLOYMENT DETAILS'];
export const EDU_HEADINGS = ['Education', 'Educational Qualification', 'Academic Qualifications', 'Academic Details', 'EDUCATION', 'Academics'];
export const SKILL_HEADINGS = ['Skills', 'Technical Skills', 'Key Skills', 'Core Competencies', 'Skill Set', 'IT Skills'];
export const SUMMARY_HEADINGS = ['Summary', 'Profile Summary', 'Career Objective', 'Professional Summary', 'About Me', 'PROFILE'];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Date formats: 0 'Jan 2019', 1 'January 2019', 2 '01/2019', 3 "Jan'19", 4 '2019' (year only), 5 'Jan-2019', 6 '2019-01'. */
export function fmtDate(d: YM, fmt: number): string {
  const mon = MONTHS[d.m - 1];
  switch (fmt) {
    case 0:
      return `${mon.slice(0, 3)} ${d.y}`;
    case 1:
      return `${mon} ${d.y}`;
    case 2:
      return `${String(d.m).padStart(2, '0')}/${d.y}`;
    case 3:
      return `${mon.slice(0, 3)}'${String(d.y).slice(2)}`;
    case 4:
      return `${d.y}`;
    case 5:
      return `${mon.slice(0, 3)}-${d.y}`;
    default:
      return `${d.y}-${String(d.m).padStart(2, '0')}`;
  }
}

export function fmtRange(j: Job, p: Persona): string {
  if (j.to === 'present' && p.presentWord === 'Date') return `${fmtDate(j.from, p.dateFmt)} to Date`;
  const to = j.to === 'present' ? p.presentWord : fmtDate(j.to, p.dateFmt);
  return `${fmtDate(j.from, p.dateFmt)}${p.sep}${to}`;
}

const ymi = (d: YM) => d.y * 12 + d.m - 1;
const fromI = (i: number): YM => ({ y: Math.floor(i / 12), m: (i % 12) + 1 });

/** Total months, overlaps once, end months inclusive, a current job up to (not including) the as-of month. */
export function totalMonths(jobs: Job[], asOf: YM): number {
  const iv = jobs.map((j) => [ymi(j.from), j.to === 'present' ? ymi(asOf) : ymi(j.to) + 1] as [number, number]).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let cs = -1;
  let ce = -1;
  for (const [s, e] of iv) {
    if (s > ce) {
      if (ce > cs) total += ce - cs;
      cs = s;
      ce = e;
    } else ce = Math.max(ce, e);
  }
  if (ce > cs) total += ce - cs;
  return total;
}

function indianMobile(r: R): string {
  for (;;) {
    const d = `${r.pick(['6', '7', '8', '9'])}${Array.from({ length: 9 }, () => r.int(0, 9)).join('')}`;
    const p = parsePhoneNumberFromString(d, 'IN');
    if (p && p.isValid() && p.getType() === 'MOBILE') return d;
  }
}

function showIndian(d: string, r: R): string {
  return r.pick([
    `+91 ${d.slice(0, 5)} ${d.slice(5)}`,
    `+91-${d}`,
    `0${d}`,
    `${d.slice(0, 5)}-${d.slice(5)}`,
    `(+91) ${d.slice(0, 5)} ${d.slice(5)}`,
    d,
    `+91 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6)}`,
    `+91${d}`,
    `0091-${d.slice(0, 5)}-${d.slice(5)}`,
  ]);
}

const INTL_PHONES: Record<string, Array<[string, string]>> = {
  US: [['+1 (512) 555-0147', '+15125550147'], ['+1 206-555-0198', '+12065550198'], ['(617) 555-0123', '+16175550123']],
  GB: [['+44 7911 123456', '+447911123456'], ['+44 7400 123456', '+447400123456']],
  SG: [['+65 9123 4567', '+6591234567'], ['+65 8234 5678', '+6582345678']],
  CA: [['+1 416-555-0175', '+14165550175']],
  DE: [['+49 151 23456789', '+4915123456789']],
  AE: [['+971 50 123 4567', '+971501234567']],
  AU: [['+61 412 345 678', '+61412345678']],
};

function bullet(r: R, tech: boolean, sec: string | null): string {
  const pool = tech ? TECH_BULLETS : BIZ_BULLETS;
  const withS = pool.filter((b) => b.includes('{S}'));
  const without = pool.filter((b) => !b.includes('{S}'));
  const t = sec ? r.pick(withS) : r.pick(without);
  return t.replace('{S}', sec ?? '').replace('{N}', String(r.int(2, 40))).replace('{P}', String(r.int(15, 60))).replace('{K}', String(r.int(2, 6)));
}

export function makePersona(idx: number, opts: { intl: boolean; domain: 'tech' | 'business'; photo: boolean; statesDate: boolean; metaAsOf: boolean; stated: boolean; ctc: boolean; notice: boolean; email2: boolean; logo: boolean; long?: boolean }): Persona {
  const r = new R(rng(1000 + idx * 7919));
  const intl = opts.intl;
  const first = r.pick(intl ? INTL_FIRST : IN_FIRST);
  const last = r.pick(intl ? INTL_LAST : IN_LAST);
  const ic = intl ? r.pick(INTL_CITIES) : null;
  const [city, region] = ic ? [ic[0], ic[1]] : r.pick(IN_CITIES);
  const lf = first.toLowerCase();
  const ll = last.toLowerCase().replace(/[^a-z]/g, '');
  const email = r.pick([`${lf}.${ll}@gmail.com`, `${lf}${ll}${r.int(1, 99)}@gmail.com`, `${lf[0]}${ll}@outlook.com`, `${lf}_${ll}@yahoo.co.in`, `${ll}.${lf}@protonmail.com`, `${lf}.${ll}${r.int(80, 99)}@rediffmail.com`]);
  const email2 = opts.email2 ? r.pick([`${lf}.work@gmail.com`, `${lf}${ll[0]}@hotmail.com`, `${ll}${lf[0]}@yahoo.com`]) : '';
  let phone: string;
  let phoneShown: string;
  if (intl) {
    const [shown, e164] = r.pick(INTL_PHONES[ic![2]]);
    const check = parsePhoneNumberFromString(e164);
    if (!check || !check.isValid()) throw new Error(`invalid sample number ${e164}`);
    phone = e164;
    phoneShown = shown;
  } else {
    phone = indianMobile(r);
    phoneShown = showIndian(phone, r);
  }
  const phone2Shown = !intl && r.chance(0.25) ? showIndian(indianMobile(r), r) : '';
  // The resume's 'now'.
  let asOf: YM = CORPUS_NOW;
  let dateLine = '';
  if (opts.statesDate) {
    asOf = { y: r.pick([2023, 2024, 2024, 2025]), m: r.int(1, 12) };
    if (asOf.y === 2025 && asOf.m > 5) asOf.m = 5;
    const day = r.int(1, 28);
    dateLine = r.pick([`Date: ${String(day).padStart(2, '0')}/${String(asOf.m).padStart(2, '0')}/${asOf.y}`, `Date: ${day} ${MONTHS[asOf.m - 1].slice(0, 3)} ${asOf.y}`, `Date: ${String(day).padStart(2, '0')}-${String(asOf.m).padStart(2, '0')}-${asOf.y}`]);
  } else if (opts.metaAsOf) {
    asOf = { y: 2024, m: r.int(2, 11) };
  }
  const domain = opts.domain;
  const tech = domain === 'tech';
  // Jobs, newest first, ending at asOf (the current one) or a little before.
  const nJobs = opts.long ? r.int(3, 4) : r.int(1, 4);
  const jobs: Job[] = [];
  let end = ymi(asOf) - (r.chance(0.2) ? r.int(1, 4) : 0);
  let current = end === ymi(asOf);
  const levels = tech ? TECH_TITLES : BIZ_TITLES;
  const companies = r.sample(intl ? [...INTL_COMPANIES] : [...IN_COMPANIES], nJobs);
  const secondaryPool = r.sample(tech ? TECH_SECONDARY : BIZ_SECONDARY, 4);
  const secondaryUsed: string[] = [];
  for (let k = 0; k < nJobs; k++) {
    const len = r.int(8, 40);
    const start = end - len + (current ? 0 : 1);
    const level = Math.max(0, Math.min(2, nJobs - 1 - k + (r.chance(0.3) ? 1 : 0)));
    const nb = opts.long ? r.int(5, 7) : r.int(2, 4);
    const bullets: string[] = [];
    for (let b = 0; b < nb; b++) {
      const s = b === 0 && secondaryUsed.length < 3 && r.chance(0.75) ? secondaryPool[secondaryUsed.length] : null;
      if (s) secondaryUsed.push(s);
      bullets.push(bullet(r, tech, s));
    }
    const cityJ = intl ? city : r.pick(IN_CITIES)[0];
    const yearOnlySafe = fromI(start);
    jobs.push({ designation: r.pick(levels[level]), company: companies[k], city: cityJ, from: yearOnlySafe, to: current ? 'present' : fromI(end), bullets });
    current = false;
    // A gap or an overlap before the previous job.
    end = start - (r.chance(0.25) ? -r.int(1, 3) : r.int(0, 4));
  }
  // Education: a degree (and a PG degree sometimes), plus school rows for Indian resumes.
  const firstJobYear = jobs[jobs.length - 1].from.y;
  const edu: Edu[] = [];
  const degs = intl ? DEGREES_INTL : DEGREES_IN;
  const ug = degs.find((d) => d.level === 'ug')!;
  const pg = degs.find((d) => d.level === 'pg')!;
  const ugYear = firstJobYear - (r.chance(0.7) ? 0 : 1);
  if (r.chance(0.35)) {
    edu.push({ qualification: r.pick(pg.q), university: r.pick(pg.u), year: Math.min(firstJobYear, ugYear + 2), score: r.pick(['CGPA 8.1', '72%', 'First Class', '']) });
    edu.push({ qualification: r.pick(ug.q), university: r.pick(ug.u), year: ugYear - 2, score: r.pick(['8.4 CGPA', '68%', '']) });
  } else {
    edu.push({ qualification: r.pick(ug.q), university: r.pick(ug.u), year: ugYear, score: r.pick(['CGPA: 7.9/10', '74%', 'First Class with Distinction', '']) });
  }
  if (!intl && r.chance(0.5)) {
    const s12 = DEGREES_IN.find((d) => d.level === 'school12')!;
    const s10 = DEGREES_IN.find((d) => d.level === 'school10')!;
    const y = edu[edu.length - 1].year - 4;
    edu.push({ qualification: r.pick(s12.q), university: r.pick(s12.u), year: y, score: `${r.int(60, 95)}%` });
    edu.push({ qualification: r.pick(s10.q), university: r.pick(s10.u), year: y - 2, score: `${r.int(60, 95)}%` });
  }
  // Skills: listed (primary) and only mentioned in the experience text (secondary).
  const pool = tech ? TECH_SKILLS : BIZ_SKILLS;
  const listed = r.sample(pool, r.int(5, 9)).filter(([c]) => !secondaryUsed.includes(c));
  const primary = listed.map(([c]) => c);
  const primaryShown = listed.map(([, shown]) => r.pick(shown));
  const secondary = secondaryUsed.filter((s) => !primary.includes(s));
  // Total experience.
  const total = totalMonths(jobs, asOf);
  let stated: Persona['stated'] = null;
  if (opts.stated) {
    const y = Math.floor(total / 12);
    const m = total % 12;
    const half = Math.round((total / 12) * 2) / 2;
    const fmt = r.int(0, 4);
    if (fmt === 0) stated = { text: `${y} Year(s) ${m} Month(s)`, years: y, months: m };
    else if (fmt === 1) stated = { text: `${y} yrs ${m} months`, years: y, months: m };
    else if (fmt === 2) stated = { text: `${half} years`, years: Math.floor(half), months: Math.round((half % 1) * 12) };
    else if (fmt === 3) stated = { text: `${y}+ years`, years: y, months: 0 };
    else stated = { text: `${y} Years ${m} Months`, years: y, months: m };
  }
  const statedInSummary = Boolean(stated) && r.chance(0.4);
  // CTC and notice (Indian conventions).
  let ctc: Persona['ctc'] = null;
  if (opts.ctc && !intl) {
    const lakhs = r.pick([3.6, 4.5, 6, 7.2, 8, 9.5, 12, 12.5, 15, 18, 22, 28, 35, 42, 120]);
    const v = Math.round(lakhs * 1e5);
    const styles = [
      `${lakhs} LPA`,
      `${lakhs} Lakhs`,
      `Rs. ${v.toLocaleString('en-IN')}`,
      `INR ${v.toLocaleString('en-IN')} per annum`,
      `${lakhs} Lacs`,
      lakhs >= 100 ? `${lakhs / 100} Cr` : `${lakhs} L`,
      `INR ${Math.floor(lakhs)} Lakh(s) ${Math.round((lakhs % 1) * 100)} Thousand`,
    ];
    ctc = { text: r.pick(styles), value: v };
  }
  let notice: Persona['notice'] = null;
  if (opts.notice) {
    notice = r.pick([
      { text: 'Immediate', value: 0 },
      { text: 'Immediate Joiner', value: 0 },
      { text: '15 Days', value: 15 },
      { text: '30 days', value: 30 },
      { text: '1 Month', value: 30 },
      { text: '2 months', value: 60 },
      { text: '60 Days', value: 60 },
      { text: '3 Months', value: 90 },
      { text: '90 days', value: 90 },
    ]);
  }
  const headline = jobs[0].designation;
  const yearsWord = stated ? stated.text : `${Math.floor(total / 12)}+ years`;
  const summary = statedInSummary
    ? `${headline} with ${stated!.text} of experience delivering reliable work for clients and internal teams. Known for ownership and clear updates.`
    : r.pick([
        `${headline} who enjoys solving problems end to end and working with cross-functional teams.`,
        `Results-driven ${headline.toLowerCase()} seeking a challenging role in a growth-oriented organisation.`,
        `A dependable professional with a track record of shipping on time and improving processes.`,
      ]);
  void yearsWord;
  return {
    id: String(idx + 1).padStart(3, '0'),
    intl,
    domain,
    first,
    last,
    email,
    email2,
    phone,
    phoneShown,
    phone2Shown,
    city,
    region,
    asOf,
    dateLine,
    jobs,
    edu,
    primary,
    primaryShown,
    secondary,
    ctc,
    expectedCtc: ctc ? `${Math.round((ctc.value / 1e5) * 1.3)} LPA` : '',
    notice,
    stated,
    statedInSummary,
    summary,
    photo: opts.photo ? photoSpec(r, idx) : null,
    logo: opts.logo,
    long: Boolean(opts.long),
    headings: { exp: r.pick(EXP_HEADINGS), edu: r.pick(EDU_HEADINGS), skills: r.pick(SKILL_HEADINGS), summary: r.pick(SUMMARY_HEADINGS) },
    dateFmt: r.pick([0, 0, 1, 2, 3, 5, 6]),
    sep: r.pick([' – ', ' - ', ' to ', ' — ', ' - ']),
    presentWord: r.pick(['Present', 'Till Date', 'Current', 'Present', 'Till Now', 'Date']),
  };
}

function photoSpec(r: R, idx: number): Persona['photo'] {
  const w = r.pick([200, 240, 300, 360, 480, 600, 800]);
  const h = r.chance(0.5) ? w : Math.round(w * 1.25);
  return { w, h, format: r.pick(['jpg', 'jpg', 'png'] as const), seed: idx };
}

export function fullName(p: Persona): string {
  return `${p.first} ${p.last}`;
}
