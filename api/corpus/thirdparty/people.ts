/*
 * Truth records for the third-party-template corpus: synthetic people (Indian and international) in IT and
 * non-IT professions. Deterministic (seeded PRNG). Every value a template prints comes from here, so the
 * expected parse is known exactly.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { R, rng } from '../gen/data.js';

export type YM = { y: number; m: number };
export type Job = { title: string; company: string; city: string; from: YM; to: YM | 'present'; bullets: string[] };
export type School = { qualification: string; area: string; institution: string; year: number | null; from: number | null; score: string; school: boolean };
export type Person = {
  id: number;
  profession: string;
  intl: boolean;
  first: string;
  last: string;
  label: string;
  email: string;
  /** How the e-mail is printed (sometimes upper case). */
  emailShown: string;
  phone: string;
  phoneShown: string;
  city: string;
  region: string;
  country: string;
  summary: string;
  /** Running-text sentence with CTC and notice (Indian resumes, sometimes). */
  ctcNotice: string;
  ctc: number | null;
  notice: number | null;
  /** Stated total experience (years, months) when the summary states it. */
  stated: { years: number; months: number } | null;
  jobs: Job[];
  education: School[];
  skills: string[];
  languages: string[];
  photo: boolean;
};

export const NOW: YM = { y: 2025, m: 6 };

type Profession = {
  key: string;
  it: boolean;
  ladder: string[];
  companies: string[];
  intlCompanies: string[];
  degrees: Array<[string, string]>;
  pg?: Array<[string, string]>;
  skills: string[];
  /** Bullets; {s} is replaced by one of the person's skills. */
  bullets: string[];
};

const PROFESSIONS: Profession[] = [
  {
    key: 'software',
    it: true,
    ladder: ['Software Engineer', 'Senior Software Engineer', 'Technical Lead', 'Engineering Manager'],
    companies: ['Infosys Limited', 'Tata Consultancy Services', 'Wipro Technologies', 'Zoho Corporation', 'Freshworks', 'Mindtree Ltd'],
    intlCompanies: ['Atlassian', 'Shopify Inc', 'Spotify AB', 'Booking Holdings', 'Canva Pty Ltd'],
    degrees: [['B.Tech', 'Computer Science'], ['B.E.', 'Information Technology'], ['BCA', 'Computer Applications']],
    pg: [['M.Tech', 'Software Engineering'], ['MCA', 'Computer Applications']],
    skills: ['Java', 'Spring Boot', 'Microservices', 'React', 'TypeScript', 'PostgreSQL', 'Docker', 'Kubernetes', 'AWS', '.NET Core', 'C#', 'Kafka', 'Redis', 'Git', 'Jenkins'],
    bullets: ['Built payment services in {s} handling two million requests a day.', 'Moved the monolith to {s} with zero downtime.', 'Mentored four engineers and reviewed designs for the billing platform.', 'Cut page load time by 40 percent using {s}.'],
  },
  {
    key: 'data',
    it: true,
    ladder: ['Data Analyst', 'Data Scientist', 'Senior Data Scientist', 'Lead Data Scientist'],
    companies: ['Mu Sigma', 'Fractal Analytics', 'LatentView Analytics', 'Tiger Analytics', 'Flipkart Internet Pvt Ltd'],
    intlCompanies: ['Deliveroo', 'Ocado Group', 'Zalando SE', 'Grab Holdings'],
    degrees: [['B.Sc', 'Statistics'], ['B.Tech', 'Electronics and Communication']],
    pg: [['M.Sc', 'Data Science'], ['M.Stat', 'Statistics']],
    skills: ['Python', 'SQL', 'Pandas', 'scikit-learn', 'TensorFlow', 'Power BI', 'Tableau', 'Machine Learning', 'Spark', 'Airflow', 'Statistics'],
    bullets: ['Forecast weekly demand with {s} for 3,000 stores.', 'Built churn models in {s} that lifted retention by 6 points.', 'Automated reporting dashboards in {s} for the finance team.'],
  },
  {
    key: 'mechanical',
    it: false,
    ladder: ['Graduate Engineer Trainee', 'Design Engineer', 'Senior Design Engineer', 'Manager - Product Design'],
    companies: ['Larsen & Toubro Limited', 'Mahindra & Mahindra Ltd', 'Bharat Forge Limited', 'Tata Motors Limited', 'Kirloskar Brothers Limited'],
    intlCompanies: ['Siemens Energy', 'Rolls-Royce plc', 'Caterpillar Inc'],
    degrees: [['B.E.', 'Mechanical Engineering'], ['B.Tech', 'Mechanical Engineering'], ['Diploma', 'Mechanical Engineering']],
    pg: [['M.Tech', 'Machine Design']],
    skills: ['AutoCAD', 'SolidWorks', 'CATIA', 'ANSYS', 'Creo', 'GD&T', 'FMEA', 'Six Sigma', 'Lean Manufacturing', 'PLC', 'MATLAB'],
    bullets: ['Designed gearbox housings in {s} and cut casting weight by 12 percent.', 'Ran stress analysis with {s} for pump impellers.', 'Led root-cause studies on the assembly line using {s}.'],
  },
  {
    key: 'civil',
    it: false,
    ladder: ['Site Engineer', 'Junior Engineer', 'Project Engineer', 'Senior Project Engineer', 'Project Manager'],
    companies: ['Shapoorji Pallonji & Co', 'Afcons Infrastructure Ltd', 'Gammon India Ltd', 'NCC Limited', 'Simplex Infrastructures Ltd'],
    intlCompanies: ['Bechtel Corporation', 'Skanska AB', 'Arup Group'],
    degrees: [['B.E.', 'Civil Engineering'], ['B.Tech', 'Civil Engineering']],
    pg: [['M.Tech', 'Structural Engineering']],
    skills: ['AutoCAD', 'STAAD Pro', 'ETABS', 'Primavera P6', 'MS Project', 'Quantity Surveying', 'Estimation', 'Revit', 'Site Execution', 'BOQ Preparation'],
    bullets: ['Supervised RCC work for a 22-storey residential tower.', 'Prepared bar bending schedules and checked drawings in {s}.', 'Planned the metro viaduct schedule in {s} across 14 spans.'],
  },
  {
    key: 'accounting',
    it: false,
    ladder: ['Accounts Executive', 'Accountant', 'Senior Accountant', 'Finance Manager'],
    companies: ['Deloitte Haskins & Sells LLP', 'KPMG India', 'Grant Thornton Bharat LLP', 'Hindustan Unilever Limited', 'Asian Paints Limited'],
    intlCompanies: ['PwC UK', 'BDO LLP', 'Unilever plc'],
    degrees: [['B.Com', 'Accounting and Finance'], ['BBA', 'Finance']],
    pg: [['M.Com', 'Accountancy'], ['MBA', 'Finance']],
    skills: ['Tally', 'SAP FICO', 'GST', 'TDS', 'Accounts Payable', 'Bank Reconciliation', 'MS Excel', 'Financial Reporting', 'Taxation', 'Auditing', 'IFRS'],
    bullets: ['Closed monthly books for four entities and filed returns under {s}.', 'Handled vendor payments and {s} for 300 suppliers.', 'Cut the month-end close from nine days to five with {s}.'],
  },
  {
    key: 'hr',
    it: false,
    ladder: ['HR Executive', 'HR Generalist', 'Senior HR Business Partner', 'HR Manager'],
    companies: ['Quess Corp Limited', 'TeamLease Services Ltd', 'Godrej Consumer Products', 'Bajaj Finserv Ltd', 'Marico Limited'],
    intlCompanies: ['Randstad NV', 'Adecco Group', 'Hays plc'],
    degrees: [['BBA', 'Human Resources'], ['B.A.', 'Psychology']],
    pg: [['MBA', 'Human Resource Management'], ['PGDM', 'Human Resources']],
    skills: ['Talent Acquisition', 'Payroll', 'Onboarding', 'Employee Engagement', 'HRIS', 'Performance Management', 'Labour Laws', 'Workday', 'SuccessFactors', 'Compensation and Benefits'],
    bullets: ['Hired 120 engineers a year through {s} drives and campus visits.', 'Ran monthly {s} for 1,800 employees.', 'Rolled out {s} across five plants.'],
  },
  {
    key: 'sales',
    it: false,
    ladder: ['Sales Executive', 'Senior Sales Executive', 'Area Sales Manager', 'Regional Sales Manager'],
    companies: ['Hindustan Coca-Cola Beverages', 'ITC Limited', 'Dabur India Ltd', 'Berger Paints India', 'Havells India Ltd'],
    intlCompanies: ['Procter & Gamble', 'Nestle SA', 'Reckitt Benckiser'],
    degrees: [['BBA', 'Marketing'], ['B.Com', 'Commerce']],
    pg: [['MBA', 'Marketing'], ['PGDM', 'Sales and Marketing']],
    skills: ['B2B Sales', 'Channel Sales', 'Key Account Management', 'Salesforce CRM', 'Distributor Management', 'Negotiation', 'Lead Generation', 'Market Research', 'Sales Forecasting'],
    bullets: ['Grew the territory from 4.2 to 7.9 crore a year through {s}.', 'Appointed 38 new distributors and tracked them in {s}.', 'Closed the largest hospital chain account in the region using {s}.'],
  },
  {
    key: 'nursing',
    it: false,
    ladder: ['Staff Nurse', 'Senior Staff Nurse', 'Nursing Supervisor', 'Nurse Manager'],
    companies: ['Apollo Hospitals Enterprise Ltd', 'Fortis Healthcare Ltd', 'Manipal Hospitals', 'Narayana Health', 'Max Healthcare'],
    intlCompanies: ['NHS Foundation Trust', 'Mayo Clinic', 'Cleveland Clinic Abu Dhabi'],
    degrees: [['B.Sc', 'Nursing'], ['GNM', 'General Nursing and Midwifery']],
    pg: [['M.Sc', 'Nursing']],
    skills: ['Patient Care', 'ICU Care', 'BLS', 'ACLS', 'Wound Care', 'IV Cannulation', 'Medication Administration', 'Infection Control', 'Ventilator Management'],
    bullets: ['Cared for 12 beds in the cardiac unit with {s}.', 'Trained new nurses in {s} and ward protocols.', 'Cut line infections on the ward through {s}.'],
  },
  {
    key: 'teaching',
    it: false,
    ladder: ['Assistant Teacher', 'Teacher', 'Senior Teacher', 'Head of Department'],
    companies: ['Delhi Public School', 'Kendriya Vidyalaya Sangathan', 'The Heritage School', 'Ryan International School', 'DAV Public School'],
    intlCompanies: ['Harrow International School', 'GEMS Education', 'Dulwich College'],
    degrees: [['B.A.', 'English'], ['B.Sc', 'Mathematics']],
    pg: [['B.Ed', 'Education'], ['M.A.', 'English Literature']],
    skills: ['Lesson Planning', 'Classroom Management', 'CBSE Curriculum', 'Curriculum Development', 'Student Assessment', 'Google Classroom', 'Smart Board', 'Mentoring'],
    bullets: ['Taught grades 8 to 10 with {s} and raised board results by 9 percent.', 'Introduced {s} for remote classes during closures.', 'Coordinated the science fair and {s} for 400 students.'],
  },
];

const IN_FIRST = ['Aarav', 'Bhavna', 'Chetan', 'Dipika', 'Eshwar', 'Farah', 'Gaurav', 'Hema', 'Irfan', 'Jyoti', 'Kiran', 'Lalitha', 'Mahesh', 'Nisha', 'Omkar', 'Pallavi', 'Ravindra', 'Sunita', 'Tarun', 'Usha', 'Varun', 'Yamini'];
const IN_LAST = ['Acharya', 'Bhandari', 'Chauhan', 'Dubey', 'Gokhale', 'Jain', 'Kamath', 'Lokhande', 'Mukherjee', 'Nambiar', 'Ojha', 'Pandey', 'Qureshi', 'Rathore', 'Sethi', 'Thakur', 'Venkatesh', 'Wagh'];
const INTL_FIRST = ['Alice', 'Benjamin', 'Charlotte', 'Dominic', 'Eleanor', 'Felix', 'Georgia', 'Henry', 'Isla', 'Jonas', 'Katarina', 'Leo', 'Maya', 'Nathan'];
const INTL_LAST = ['Abbott', 'Becker', 'Carter', 'Dawson', 'Ellis', 'Fraser', 'Gallagher', 'Hansen', 'Ingram', 'Jensen', 'Keller', 'Lambert', 'Morgan'];
const IN_CITIES: Array<[string, string]> = [['Pune', 'Maharashtra'], ['Bengaluru', 'Karnataka'], ['Chennai', 'Tamil Nadu'], ['Hyderabad', 'Telangana'], ['Kolkata', 'West Bengal'], ['Ahmedabad', 'Gujarat'], ['Noida', 'Uttar Pradesh'], ['Kochi', 'Kerala'], ['Jaipur', 'Rajasthan'], ['Nagpur', 'Maharashtra']];
const INTL: Array<[string, string, string, string, string]> = [
  // city, region, country, shown phone, E.164
  ['London', 'England', 'GB', '+44 7700 900123', '+447700900123'],
  ['Manchester', 'England', 'GB', '+44 7911 123456', '+447911123456'],
  ['Berlin', 'Berlin', 'DE', '+49 1512 3456789', '+4915123456789'],
  ['Toronto', 'Ontario', 'CA', '+1 416 555 0142', '+14165550142'],
  ['Sydney', 'NSW', 'AU', '+61 412 345 678', '+61412345678'],
  ['Singapore', 'Singapore', 'SG', '+65 9123 4567', '+6591234567'],
  ['Dubai', 'Dubai', 'AE', '+971 50 123 4567', '+971501234567'],
];
const IN_SCHOOLS = ['Delhi Public School, R.K. Puram', 'Kendriya Vidyalaya No. 2', "St. Xavier's High School", 'Narayana Junior College', 'Sri Chaitanya Junior College', 'Bishop Cotton Boys School', 'Sacred Heart Convent School'];
const IN_UNIS = ['University of Pune', 'Anna University', 'Osmania University', 'VIT University', 'Manipal Academy of Higher Education', 'University of Mumbai', 'Jadavpur University', 'Amity University', 'Symbiosis International University', 'Christ University'];
const INTL_UNIS = ['University of Leeds', 'University of Toronto', 'Technical University of Munich', 'University of Sydney', 'National University of Singapore', 'University of Manchester'];

function mobileIN(r: R): string {
  const first = r.pick(['9', '8', '7', '6']);
  let s = first;
  while (s.length < 10) s += String(r.int(0, 9));
  return s;
}
function showIN(p: string, r: R): string {
  switch (r.int(0, 5)) {
    case 0: return `+91 ${p.slice(0, 5)} ${p.slice(5)}`;
    case 1: return `91-${p}`;
    case 2: return `+91-${p}`;
    case 3: return `${p.slice(0, 5)} ${p.slice(5)}`;
    case 4: return `(+91) ${p}`;
    default: return p;
  }
}

const ym = (y: number, m: number): YM => ({ y, m });
const idx = (a: YM) => a.y * 12 + a.m - 1;

/** Total months of experience the way a recruiter counts it: union of the entries up to NOW, end month included. */
export function totalMonths(jobs: Job[]): number {
  const iv = jobs
    .map((j) => [idx(j.from), j.to === 'present' ? idx(NOW) : Math.min(idx(NOW), idx(j.to) + 1)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
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

export function makePerson(id: number): Person {
  const r = new R(rng(50_000 + id * 104_729));
  const prof = PROFESSIONS[(id + Math.floor(id / 3)) % PROFESSIONS.length];
  const intl = id % 4 === 3;
  const first = r.pick(intl ? INTL_FIRST : IN_FIRST);
  const last = r.pick(intl ? INTL_LAST : IN_LAST);
  const place = intl ? r.pick(INTL) : null;
  const [city, region] = place ? [place[0], place[1]] : r.pick(IN_CITIES);
  const country = place ? place[2] : 'IN';
  const lf = first.toLowerCase();
  const ll = last.toLowerCase();
  const email = r.pick([`${lf}.${ll}@gmail.com`, `${lf}${ll}${r.int(10, 99)}@gmail.com`, `${lf[0]}${ll}@outlook.com`, `${ll}.${lf}@yahoo.co.in`, `${lf}.${ll}.career@gmail.com`]);
  const emailShown = r.chance(0.15) ? email.toUpperCase() : email;
  let phone: string;
  let phoneShown: string;
  if (place) {
    phone = place[4];
    phoneShown = place[3];
    if (!parsePhoneNumberFromString(phone)?.isValid()) throw new Error(`invalid number ${phone}`);
  } else {
    phone = mobileIN(r);
    phoneShown = showIN(phone, r);
  }

  // Jobs, newest first, ending at present or recently.
  const n = r.int(1, 4);
  const jobs: Job[] = [];
  let end: YM | 'present' = r.chance(0.8) ? 'present' : ym(2025, r.int(1, 4));
  let cursor = end === 'present' ? NOW : end;
  const comps = r.sample(intl ? [...prof.intlCompanies, ...prof.companies.slice(0, 1)] : prof.companies, n);
  for (let i = 0; i < n; i++) {
    const len = r.int(14, 44);
    const fromI = idx(cursor) - len;
    const from = ym(Math.floor(fromI / 12), (fromI % 12) + 1);
    const title = prof.ladder[Math.max(0, Math.min(prof.ladder.length - 1, n - 1 - i + r.int(0, 1)))];
    jobs.push({ title, company: comps[i], city: intl ? city : r.pick(IN_CITIES)[0], from, to: end, bullets: [] });
    const gap = r.int(0, 3);
    const endI = fromI - 1 - gap;
    end = ym(Math.floor(endI / 12), (endI % 12) + 1);
    cursor = end;
  }
  const skills = r.sample(prof.skills, r.int(6, Math.min(10, prof.skills.length)));
  for (const j of jobs) {
    const bs = r.sample(prof.bullets, r.int(1, 2));
    j.bullets = bs.map((b) => b.replace('{s}', r.pick(skills)));
  }
  // Education: the first job's start bounds the degree year.
  const firstStart = jobs[jobs.length - 1].from.y;
  const deg = r.pick(prof.degrees);
  const unis = intl ? INTL_UNIS : IN_UNIS;
  const degYear = firstStart - r.int(0, 1);
  const education: School[] = [];
  const noYears = r.chance(0.12);
  if (prof.pg && r.chance(0.45)) {
    const pg = r.pick(prof.pg);
    const pgYear = Math.min(degYear + 2, firstStart);
    education.push({ qualification: pg[0], area: pg[1], institution: r.pick(unis), year: pgYear, from: pgYear - 2, score: r.pick(['CGPA 8.1/10', '72%', 'First Class', '']), school: false });
  }
  const dy = education.length ? degYear - 2 : degYear;
  education.push({ qualification: deg[0], area: deg[1], institution: r.pick(unis), year: dy, from: dy - (deg[0] === 'Diploma' || deg[0] === 'GNM' ? 3 : deg[0].startsWith('B.') && /Tech|E\./.test(deg[0]) ? 4 : 3), score: r.pick(['CGPA 7.6/10', '68.4%', 'Distinction', '']), school: false });
  if (!intl && r.chance(0.75)) {
    const ssc = r.chance(0.5);
    education.push({ qualification: ssc ? 'HSC' : 'Class XII', area: r.pick(['Science', 'Commerce', 'PCM']), institution: r.pick(IN_SCHOOLS), year: dy - 4, from: null, score: `${r.int(62, 94)}%`, school: true });
    education.push({ qualification: ssc ? 'SSC' : 'Class X', area: '', institution: r.pick(IN_SCHOOLS), year: dy - 6, from: null, score: `${r.int(65, 96)}%`, school: true });
  }
  if (noYears) for (const e of education) { e.year = null; e.from = null; }

  const months = totalMonths(jobs);
  const stated = r.chance(0.35) ? { years: Math.floor(months / 12), months: months % 12 } : null;
  const label = jobs[0].title;
  const domainWord = prof.it ? 'software' : prof.key === 'nursing' ? 'patient care' : prof.key === 'teaching' ? 'school education' : prof.key;
  const summary =
    (stated ? `${label} with ${stated.years}${stated.months ? `.${Math.round((stated.months / 12) * 10)}` : ''}+ years of experience in ${domainWord}. ` : `${label} working in ${domainWord}. `) +
    r.pick(['Known for careful work and clear reporting.', 'Looking for a larger role with more ownership.', 'Comfortable with cross-functional teams.']);
  // CTC and notice: Indian resumes, half the time, in running text.
  let ctc: number | null = null;
  let notice: number | null = null;
  let ctcNotice = '';
  if (!intl && r.chance(0.55)) {
    const lakh = r.pick([3.6, 4.5, 6, 8.5, 12, 13, 15, 18.5, 22, 27]);
    ctc = Math.round(lakh * 100_000);
    const exp = Math.round(lakh * 1.3 * 10) / 10;
    const nm = r.pick([[0, 'Immediate'], [15, '15 days'], [30, '1 month'], [60, '2 months'], [90, '3 months'], [30, '30 days']] as Array<[number, string]>);
    notice = nm[0];
    const ctcText = r.pick([`${lakh} L p.a.`, `${lakh} LPA`, `INR ${lakh} Lakhs per annum`, `Rs. ${ctc.toLocaleString('en-IN')}`]);
    const form = r.int(0, 2);
    ctcNotice =
      form === 0
        ? `Current CTC: ${ctcText} | Expected CTC: ${exp} L p.a. Notice period: ${nm[1]}.`
        : form === 1
          ? `My current CTC is ${ctcText} and I can join ${nm[0] === 0 ? 'immediately' : `with a notice period of ${nm[1]}`}.`
          : `Current CTC - ${ctcText}; Notice Period - ${nm[1]}`;
  }
  const languages = intl ? ['English', r.pick(['German', 'French', 'Spanish'])] : ['English', 'Hindi', r.pick(['Marathi', 'Tamil', 'Telugu', 'Bengali', 'Kannada'])];
  return {
    id,
    profession: prof.key,
    intl,
    first,
    last,
    label,
    email,
    emailShown,
    phone,
    phoneShown,
    city,
    region,
    country,
    summary,
    ctcNotice,
    ctc,
    notice,
    stated,
    jobs,
    education,
    skills,
    languages,
    photo: r.chance(0.4),
  };
}

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const iso = (a: YM) => `${a.y}-${String(a.m).padStart(2, '0')}-01`;
