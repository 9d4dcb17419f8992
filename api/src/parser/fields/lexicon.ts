/** Word lists the field rules score with. Lower-case unless said otherwise. */

export type SectionKind =
  | 'top'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'personal'
  | 'contact'
  | 'certifications'
  | 'achievements'
  | 'languages'
  | 'interests'
  | 'references'
  | 'training'
  | 'declaration'
  | 'other';

/** Section headings (normalised: lower case, '&' as 'and', no punctuation). */
export const SECTION_HEADINGS: Record<Exclude<SectionKind, 'top' | 'other'>, string[]> = {
  experience: [
    'experience', 'work', 'work experience', 'professional experience', 'employment history', 'employment', 'work history',
    'career history', 'employment details', 'employment record', 'professional background', 'relevant experience',
    'organizational experience', 'organisational experience', 'work experience details', 'experience details',
    'professional history', 'career', 'career progression', 'job history', 'positions held', 'industry experience',
    'professional work experience', 'work profile', 'employment summary', 'experience summary', 'past experience',
    'work experiences', 'professional experiences', 'internships', 'internship', 'internship experience',
    'work and internship experience', 'experience and internships', 'corporate experience', 'it experience',
    'working experience', 'previous experience', 'employment experience', 'career summary and experience',
  ],
  education: [
    'education', 'educational qualification', 'educational qualifications', 'academic qualification',
    'academic qualifications', 'academic details', 'academics', 'education and training', 'qualifications',
    'academic profile', 'educational background', 'academic background', 'education details', 'educational details',
    'scholastic profile', 'academic credentials', 'education and qualifications', 'academic record', 'academia',
    'educational profile', 'qualification', 'education qualification', 'academic history', 'studies', 'educations',
    'academic qualification and certifications', 'education and certifications', 'scholastics',
  ],
  skills: [
    'skills', 'technical skills', 'key skills', 'core competencies', 'skill set', 'skillset', 'skills set', 'technologies',
    'technical expertise', 'areas of expertise', 'top skills', 'it skills', 'competencies', 'tools and technologies',
    'core skills', 'technical proficiency', 'technical competencies', 'expertise', 'professional skills', 'skills summary',
    'technical summary', 'technology stack', 'tech stack', 'software skills', 'computer skills', 'key competencies',
    'skills and expertise', 'skills and abilities', 'technical knowledge', 'primary skills', 'secondary skills',
    'functional skills', 'relevant skills', 'software proficiency', 'tools', 'technical skill set', 'technical skillset',
    'skill highlights', 'core expertise', 'key expertise', 'functional expertise', 'areas of strength', 'it proficiency',
    'technical profile', 'skills and tools', 'languages and tools', 'programming skills',
  ],
  summary: [
    'summary', 'profile', 'professional summary', 'profile summary', 'career objective', 'objective', 'about me',
    'career summary', 'executive summary', 'professional profile', 'about', 'overview', 'personal statement',
    'summary of qualifications', 'professional overview', 'career profile', 'introduction', 'objectives', 'career objectives',
    'synopsis', 'brief profile', 'professional synopsis', 'profile overview', 'highlights',
  ],
  projects: ['projects', 'key projects', 'project details', 'academic projects', 'project experience', 'personal projects', 'major projects', 'project profile', 'projects undertaken', 'notable projects', 'projects handled', 'project'],
  personal: ['personal details', 'personal information', 'personal profile', 'personal data', 'personal particulars', 'personal info', 'personal dossier'],
  // A contact label alone on its line (a definition list's term: 'Phone' over the number) opens contact details too.
  contact: ['contact', 'contact details', 'contact information', 'contact info', 'get in touch', 'email', 'e mail', 'phone', 'mobile', 'telephone', 'location', 'address'],
  certifications: ['certifications', 'certification', 'certificates', 'licenses and certifications', 'licences and certifications', 'courses', 'certifications and trainings', 'professional certifications', 'courses and certifications'],
  achievements: ['achievements', 'awards', 'honors', 'honours', 'awards and achievements', 'accomplishments', 'honors and awards', 'achievements and awards', 'recognition', 'key achievements', 'awards and recognition', 'extra curricular activities', 'extracurricular activities', 'co curricular activities', 'activities', 'publications', 'volunteering', 'volunteer', 'volunteer experience', 'leadership'],
  languages: ['languages', 'languages known', 'language proficiency', 'linguistic proficiency'],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'interests and hobbies', 'strengths', 'personal interests'],
  references: ['references', 'referees', 'reference'],
  training: ['training', 'trainings', 'training and certifications', 'trainings attended', 'workshops', 'professional development'],
  declaration: ['declaration', 'undertaking'],
};

export const TITLE_WORDS = new Set(
  `engineer engineers developer developers manager analyst consultant lead architect intern internship executive associate officer
  specialist designer administrator admin head director tester trainee coordinator co-ordinator recruiter accountant
  programmer scientist president vp representative assistant supervisor technician owner founder co-founder cofounder
  partner advisor adviser auditor teacher lecturer professor nurse doctor editor writer strategist planner controller cashier
  clerk operator agent member sde sdet qa devops sre principal staff chief ceo cto cfo coo cio cmo hr buyer merchandiser
  trader banker underwriter economist researcher fellow apprentice mentor instructor tutor chef pharmacist technologist
  counsellor counselor surveyor draftsman estimator foreman superintendent inspector programmer/analyst evangelist
  product owner scrum master expert generalist practitioner partner leader secretary receptionist headhunter sourcer
  telecaller salesperson salesman marketer copywriter photographer animator illustrator modeler modeller mechanic electrician
  welder fitter machinist storekeeper warehouse dispatcher driver guard attendant steward stewardess pilot captain
  paralegal lawyer advocate attorney solicitor counsel judge physician surgeon dentist therapist physiotherapist
  psychologist dietitian nutritionist radiologist optometrist veterinarian vet educator principal dean registrar
  librarian curator translator interpreter journalist reporter anchor producer director actor artist musician
  freelancer contractor individual contributor specialist-in-charge incharge in-charge`
    .split(/\s+/)
    .filter(Boolean),
);

export const SENIORITY = new Set(['senior', 'sr', 'junior', 'jr', 'principal', 'staff', 'lead', 'chief', 'associate', 'assistant', 'deputy', 'trainee', 'graduate', 'vice', 'general', 'regional', 'national', 'area', 'zonal', 'group', 'executive']);

export const COMPANY_SUFFIXES = new Set(
  `ltd ltd. limited pvt pvt. private inc inc. incorporated llc llp l.l.c corp corp. corporation co co. company gmbh plc ag sa
  bv nv pte pty sdn bhd kk oy ab as technologies technology tech solutions systems services consulting consultants
  consultancy software softwares labs lab infotech infosystems infoway global international group bank industries
  enterprises ventures networks digital analytics media pharma pharmaceuticals motors foods retail capital finance
  financial securities insurance hospital hospitals agency associates studio studios communications telecom energy
  power steel cement logistics airlines airways healthcare e-commerce ecommerce holdings partners brands exports
  infra infrastructure constructions construction builders developers realty estates textiles chemicals automotive
  electronics electricals engineering works mills manufacturing products trading traders corporation's llc. inc.,
  ai cloud data foundation trust society university college institute school academy bureau council ministry department
  authority board commission`
    .split(/\s+/)
    .filter(Boolean),
);

/** Well-known employers (lower case), matched as whole words. */
export const KNOWN_COMPANIES = [
  'infosys', 'tcs', 'tata consultancy services', 'wipro', 'accenture', 'cognizant', 'hcl', 'hcltech', 'tech mahindra',
  'capgemini', 'ibm', 'google', 'microsoft', 'amazon', 'deloitte', 'kpmg', 'ernst & young', 'ey', 'pwc', 'oracle', 'sap',
  'flipkart', 'paytm', 'swiggy', 'zomato', 'ola', 'uber', 'meta', 'facebook', 'apple', 'netflix', 'adobe', 'salesforce',
  'cisco', 'intel', 'nvidia', 'qualcomm', 'samsung', 'mindtree', 'ltimindtree', 'mphasis', 'hexaware', 'zensar',
  'persistent', 'cyient', 'l&t', 'larsen & toubro', 'reliance', 'hdfc', 'icici', 'axis bank', 'kotak', 'sbi', 'byju\'s',
  'freshworks', 'zoho', 'razorpay', 'phonepe', 'myntra', 'nykaa', 'genpact', 'wns', 'concentrix', 'teleperformance',
  'thoughtworks', 'epam', 'globallogic', 'virtusa', 'ust', 'ust global', 'nagarro', 'sapient', 'publicis sapient',
  'goldman sachs', 'morgan stanley', 'jp morgan', 'jpmorgan', 'jpmorgan chase', 'barclays', 'citi', 'citibank', 'hsbc',
  'deutsche bank', 'wells fargo', 'american express', 'walmart', 'target', 'dell', 'hp', 'hewlett packard', 'vmware',
  'atlassian', 'shopify', 'spotify', 'stripe', 'airbnb', 'linkedin', 'twitter', 'yahoo', 'ebay', 'paypal', 'siemens',
  'bosch', 'honeywell', 'ge', 'general electric', 'philips', 'unilever', 'hindustan unilever', 'nestle', 'p&g',
  'procter & gamble', 'itc', 'asian paints', 'mahindra', 'tata motors', 'maruti suzuki', 'bajaj', 'airtel',
  'bharti airtel', 'vodafone', 'jio', 'naukri', 'info edge', 'makemytrip', 'dream11', 'cred', 'meesho', 'udaan',
];

export const INDIAN_CITIES = [
  'Mumbai', 'Navi Mumbai', 'Thane', 'Delhi', 'New Delhi', 'Bengaluru', 'Bangalore', 'Hyderabad', 'Secunderabad', 'Chennai',
  'Kolkata', 'Calcutta', 'Pune', 'Ahmedabad', 'Gandhinagar', 'Surat', 'Vadodara', 'Baroda', 'Rajkot', 'Jaipur', 'Lucknow',
  'Kanpur', 'Nagpur', 'Indore', 'Bhopal', 'Patna', 'Ludhiana', 'Agra', 'Nashik', 'Faridabad', 'Meerut', 'Varanasi',
  'Srinagar', 'Aurangabad', 'Dhanbad', 'Amritsar', 'Allahabad', 'Prayagraj', 'Ranchi', 'Howrah', 'Coimbatore',
  'Jabalpur', 'Gwalior', 'Vijayawada', 'Jodhpur', 'Madurai', 'Raipur', 'Kota', 'Guwahati', 'Chandigarh', 'Mohali',
  'Panchkula', 'Solapur', 'Hubli', 'Mysore', 'Mysuru', 'Tiruchirappalli', 'Trichy', 'Bareilly', 'Aligarh', 'Tiruppur',
  'Gurgaon', 'Gurugram', 'Noida', 'Greater Noida', 'Ghaziabad', 'Jalandhar', 'Bhubaneswar', 'Cuttack', 'Salem',
  'Warangal', 'Guntur', 'Bhiwandi', 'Saharanpur', 'Gorakhpur', 'Bikaner', 'Amravati', 'Jamshedpur', 'Bhilai',
  'Thiruvananthapuram', 'Trivandrum', 'Kochi', 'Cochin', 'Kozhikode', 'Calicut', 'Thrissur', 'Dehradun', 'Durgapur',
  'Asansol', 'Nanded', 'Kolhapur', 'Ajmer', 'Jamnagar', 'Ujjain', 'Siliguri', 'Jhansi', 'Jammu', 'Mangalore',
  'Mangaluru', 'Belgaum', 'Belagavi', 'Tirunelveli', 'Udaipur', 'Visakhapatnam', 'Vizag', 'Puducherry', 'Pondicherry',
  'Shimla', 'Goa', 'Panaji', 'Margao', 'Vellore', 'Manipal', 'Udupi', 'Hosur', 'Nellore', 'Kakinada', 'Tirupati',
  'Anand', 'Bharuch', 'Vapi', 'Haridwar', 'Roorkee', 'Rohtak', 'Panipat', 'Karnal', 'Sonipat', 'Bathinda', 'Patiala',
  'Shillong', 'Imphal', 'Agartala', 'Aizawl', 'Gangtok', 'Itanagar', 'Kohima', 'Dibrugarh', 'Silchar', 'Port Blair',
];

export const WORLD_CITIES = [
  'London', 'Manchester', 'Birmingham', 'Edinburgh', 'Glasgow', 'Dublin', 'Paris', 'Berlin', 'Munich', 'Frankfurt',
  'Hamburg', 'Amsterdam', 'Rotterdam', 'Brussels', 'Zurich', 'Geneva', 'Vienna', 'Madrid', 'Barcelona', 'Lisbon', 'Rome',
  'Milan', 'Stockholm', 'Oslo', 'Copenhagen', 'Helsinki', 'Warsaw', 'Prague', 'Budapest', 'New York', 'San Francisco',
  'Seattle', 'Austin', 'Boston', 'Chicago', 'Los Angeles', 'San Jose', 'San Diego', 'Denver', 'Atlanta', 'Dallas',
  'Houston', 'Miami', 'Washington', 'Philadelphia', 'Phoenix', 'Portland', 'Toronto', 'Vancouver', 'Montreal',
  'Ottawa', 'Calgary', 'Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Auckland', 'Wellington', 'Singapore', 'Dubai',
  'Abu Dhabi', 'Doha', 'Riyadh', 'Jeddah', 'Muscat', 'Kuwait City', 'Manama', 'Tokyo', 'Osaka', 'Seoul', 'Beijing',
  'Shanghai', 'Shenzhen', 'Hong Kong', 'Taipei', 'Kuala Lumpur', 'Jakarta', 'Bangkok', 'Manila', 'Ho Chi Minh City',
  'Hanoi', 'Colombo', 'Dhaka', 'Karachi', 'Lahore', 'Kathmandu', 'Nairobi', 'Lagos', 'Cairo', 'Johannesburg',
  'Cape Town', 'Tel Aviv', 'Istanbul', 'Sao Paulo', 'Mexico City', 'Buenos Aires', 'Santiago', 'Bogota', 'Lima',
];

export const STATES_COUNTRIES = new Set(
  [
    'andhra pradesh', 'arunachal pradesh', 'assam', 'bihar', 'chhattisgarh', 'goa', 'gujarat', 'haryana', 'himachal pradesh',
    'jharkhand', 'karnataka', 'kerala', 'madhya pradesh', 'maharashtra', 'manipur', 'meghalaya', 'mizoram', 'nagaland',
    'odisha', 'orissa', 'punjab', 'rajasthan', 'sikkim', 'tamil nadu', 'telangana', 'tripura', 'uttar pradesh',
    'uttarakhand', 'west bengal', 'delhi', 'ncr', 'delhi ncr', 'jammu and kashmir', 'ladakh', 'puducherry', 'chandigarh',
    'india', 'usa', 'us', 'united states', 'united states of america', 'uk', 'united kingdom', 'england', 'scotland',
    'germany', 'france', 'netherlands', 'ireland', 'spain', 'italy', 'canada', 'australia', 'new zealand', 'singapore',
    'uae', 'united arab emirates', 'qatar', 'saudi arabia', 'oman', 'kuwait', 'bahrain', 'japan', 'china', 'south korea',
    'malaysia', 'indonesia', 'thailand', 'philippines', 'vietnam', 'sri lanka', 'bangladesh', 'nepal', 'pakistan',
    'south africa', 'kenya', 'nigeria', 'egypt', 'israel', 'turkey', 'brazil', 'mexico', 'sweden', 'norway', 'denmark',
    'finland', 'poland', 'switzerland', 'austria', 'belgium', 'portugal', 'czech republic', 'hungary',
    'ca', 'ny', 'wa', 'tx', 'ma', 'il', 'ga', 'fl', 'nj', 'va', 'co', 'or', 'az', 'pa', 'nc', 'mn', 'oh', 'mi', 'ut',
    'california', 'new york', 'washington', 'texas', 'massachusetts', 'illinois', 'georgia', 'florida', 'new jersey',
    'virginia', 'colorado', 'oregon', 'ontario', 'british columbia', 'quebec', 'alberta', 'new south wales', 'victoria',
    'queensland', 'bavaria',
  ].map((s) => s.toLowerCase()),
);

const cityIndex = new Map<string, string>();
for (const c of [...INDIAN_CITIES, ...WORLD_CITIES]) cityIndex.set(c.toLowerCase(), c);
export function knownCity(s: string): boolean {
  return cityIndex.has(s.trim().toLowerCase());
}
export const ALL_CITIES_BY_LENGTH = [...INDIAN_CITIES, ...WORLD_CITIES].sort((a, b) => b.length - a.length);

/** Degree patterns; the match starts the qualification phrase. */
export const DEGREE_RE = new RegExp(
  [
    String.raw`\b(?:bachelor|master|doctor)(?:'?s)?\s+(?:of|in)\s+[a-z]`,
    String.raw`\b(?:bachelors?|masters?)\s+degree\b`,
    String.raw`(?<!scrum\s|data\s|web\s|quiz\s|grand\s)\b(?:bachelor|master)(?:'?s)?(?=\s*(?:$|,|\(|[-–]\s|in\b))`,
    String.raw`\bb\.?\s?tech\b\.?`,
    String.raw`\bm\.?\s?tech\b\.?`,
    String.raw`\bb\.\s?e\b\.?`,
    String.raw`\bB\.?E\.?(?=\s*(?:\(|in\b|-|,|:|–|$))`,
    String.raw`\bm\.\s?e\b\.?`,
    String.raw`\bM\.?E\.?(?=\s*(?:\(|in\b|-|,|:|–|$))`,
    String.raw`\bb\.?\s?sc\b\.?`,
    String.raw`\bm\.?\s?sc\b\.?`,
    String.raw`\bb\.?\s?com\b\.?`,
    String.raw`\bm\.?\s?com\b\.?`,
    String.raw`\bb\.?\s?b\.?\s?a\b\.?`,
    String.raw`\bb\.?\s?b\.?\s?m\b\.?`,
    String.raw`\bm\.?\s?b\.?\s?a\b\.?`,
    String.raw`\bb\.?\s?c\.?\s?a\b\.?`,
    String.raw`\bm\.?\s?c\.?\s?a\b\.?`,
    String.raw`\bpgd(?:m|ba|ca)?\b`,
    String.raw`\bpost\s*graduate\s+diploma\b`,
    String.raw`\bph\.?\s?d\b\.?`,
    String.raw`\bb\.?\s?a\.(?=[\s,;:)]|$)`,
    String.raw`\bm\.?\s?a\.(?=[\s,;:)]|$)`,
    String.raw`\bB\.?A\b(?=\s*(?:\(|in\b|-|,|:|–|$))`,
    String.raw`\bM\.?A\b(?=\s*(?:\(|in\b|-|,|:|–|$))`,
    String.raw`\bM\.?S\b\.?(?=\s*(?:\(|in\b|-|,|:|–|$))`,
    String.raw`\bB\.?S\b\.?(?=\s*(?:\(|in\b|-|,|:|–|$))`,
    String.raw`\b[bm]\.?\s?stat\b\.?`,
    String.raw`\b[bm]\.\s?ed\b\.?`,
    String.raw`\b(?:gnm|anm)\b`,
    String.raw`\bb\.?\s?pharm\b\.?`,
    String.raw`\bm\.?\s?pharm\b\.?`,
    String.raw`\bb\.?\s?arch\b\.?`,
    String.raw`\bb\.?\s?des\b\.?`,
    String.raw`\bm\.?\s?des\b\.?`,
    String.raw`\bll\.?\s?[bm]\b\.?`,
    String.raw`\bmbbs\b`,
    String.raw`\bdiploma\b`,
    String.raw`\bh\.?s\.?c\b\.?`,
    String.raw`\bs\.?s\.?c\b\.?`,
    String.raw`\bs\.?s\.?l\.?c\b\.?`,
    String.raw`\b(?:10|12)(?:th|\s*th)\b`,
    String.raw`\bclass\s+(?:x|xii|10|12)\b`,
    String.raw`\b(?:xii|x)(?:th)?\s*(?:standard|std|class|\(|board|-|–|,)`,
    String.raw`\b(?:higher|senior)\s+secondary\b`,
    String.raw`\bsecondary\s+school\b`,
    String.raw`\bintermediate\b`,
    String.raw`\bmatriculation\b`,
    String.raw`\bhigh\s+school\b`,
    String.raw`\bchartered\s+accountan(?:t|cy)\b`,
    String.raw`\bC\.?A\.?(?=\s*(?:\(|-|,|–|$|\s+(?:final|inter|foundation)))`,
    String.raw`\bcfa\b`,
    String.raw`\bacca\b`,
    String.raw`\bassociate(?:'?s)?\s+(?:degree|of\s+[a-z])`,
    String.raw`\bgcse\b`,
    String.raw`\ba[\s-]?levels?\b`,
    String.raw`\bmba\b`,
    String.raw`\bbtech\b`,
    String.raw`\bmtech\b`,
  ].join('|'),
  'i',
);

export const INSTITUTION_RE =
  /\b(universit(?:y|ies)|institute|institution|college|school|vidyalaya|vidyapeeth|vidya\s+mandir|academy|polytechnic|iit|nit|iiit|iim|bits|campus|conservatory|kendriya|mahavidyalaya|faculty\s+of|school\s+of|iisc|xlri|icai|icsi|icwai)\b/i;
export const BOARD_RE = /\b(cbse|icse|isc|state\s+board|board\s+of|central\s+board|council\s+for)\b/i;

export const FIELD_OF_STUDY_RE =
  /\b(science|sciences|engineering|technology|commerce|arts|management|administration|finance|marketing|economics|mathematics|maths|physics|chemistry|biology|electronics|electrical|mechanical|civil|computer|computers|information|communication|accounting|accountancy|business|law|humanities|statistics|psychology|design|pharmacy|architecture|medicine|nursing|english|history|journalism|hr|human\s+resources?|operations|analytics|data|pcm|pcb|literature|midwifery|applications|structural|education)\b/i;

/** Country (ISO 3166 alpha-2) of a place name or region, for reading phone numbers written without a country code. */
const COUNTRY_OF: Record<string, string> = {};
const setAll = (code: string, names: string[]) => names.forEach((n) => (COUNTRY_OF[n.toLowerCase()] = code));
setAll('US', ['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america', 'ca', 'ny', 'wa', 'tx', 'ma', 'il', 'ga', 'fl', 'nj', 'va', 'co', 'or', 'az', 'pa', 'nc', 'mn', 'oh', 'mi', 'ut', 'california', 'new york', 'washington', 'texas', 'massachusetts', 'illinois', 'georgia', 'florida', 'new jersey', 'virginia', 'colorado', 'oregon', 'New York', 'San Francisco', 'Seattle', 'Austin', 'Boston', 'Chicago', 'Los Angeles', 'San Jose', 'San Diego', 'Denver', 'Atlanta', 'Dallas', 'Houston', 'Miami', 'Philadelphia', 'Phoenix', 'Portland']);
setAll('GB', ['uk', 'u.k.', 'united kingdom', 'england', 'scotland', 'wales', 'London', 'Manchester', 'Birmingham', 'Edinburgh', 'Glasgow']);
setAll('SG', ['singapore']);
setAll('CA', ['canada', 'ontario', 'british columbia', 'quebec', 'alberta', 'Toronto', 'Vancouver', 'Montreal', 'Ottawa', 'Calgary']);
setAll('DE', ['germany', 'bavaria', 'Berlin', 'Munich', 'Frankfurt', 'Hamburg']);
setAll('AE', ['uae', 'united arab emirates', 'Dubai', 'Abu Dhabi']);
setAll('AU', ['australia', 'new south wales', 'victoria', 'queensland', 'Sydney', 'Melbourne', 'Brisbane', 'Perth']);
setAll('IE', ['ireland', 'Dublin']);
setAll('NL', ['netherlands', 'Amsterdam', 'Rotterdam']);
setAll('FR', ['france', 'Paris']);
setAll('NZ', ['new zealand', 'Auckland', 'Wellington']);
setAll('QA', ['qatar', 'Doha']);
setAll('SA', ['saudi arabia', 'Riyadh', 'Jeddah']);
setAll('MY', ['malaysia', 'Kuala Lumpur']);
setAll('JP', ['japan', 'Tokyo', 'Osaka']);

export function countryOf(place: string): string | null {
  return COUNTRY_OF[place.trim().toLowerCase()] ?? null;
}
