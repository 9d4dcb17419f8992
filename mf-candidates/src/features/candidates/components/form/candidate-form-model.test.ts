import type {
  Candidate,
  EducationItem,
  ExperienceItem,
  JobLink,
  ParsedResume,
} from '../../api/types';
import {
  blankEducation,
  blankExperience,
  blankValues,
  capPercentage,
  createPayload,
  educationErrors,
  experienceErrors,
  formErrorsFromServer,
  planPrefill,
  rowsToSend,
  updatePayload,
  valuesFromCandidate,
  validateCandidate,
} from './candidate-form-model';
import { PUNE } from '../../../../test/fixtures';

const candidate = {
  encrypted_id: 'c1',
  name: 'Asha',
  primary_mobile: '9845012345',
  secondary_mobile: '0',
  primary_email: 'asha@example.com',
  secondary_email: '',
  ...PUNE,
  address: '',
  identity_card_name: '',
  identity_card_number: '0',
  exp_years: 4,
  exp_months: 0,
  company_name: 'Acme',
  designation: 'Engineer',
  current_ctc: 1200000,
  expected_ctc: 1500000,
  fixed_ctc: null,
  variable_ctc: null,
  stocks: null,
  notice_period: 30,
  resume_source: '',
  resume_subsource: '',
  about_candidate: '',
  free_pool: '0',
  skills: [{ encrypted_id: 's1', name: 'React', skill_name: 'React' }],
  resume_name: '',
  resume_type: '',
  resume_url: null,
  profile_pic_url: null,
  job_links: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
} as Candidate;
const exp: ExperienceItem[] = [
  {
    encrypted_id: 'e1',
    candidate_id: 'c1',
    job_title: 'Dev',
    company_name: 'Initech',
    start_date: '2019-01-01',
    end_date: null,
    still_working: '1',
  },
];
const edu: EducationItem[] = [
  {
    encrypted_id: 'd1',
    candidate_id: 'c1',
    university: 'Pune University',
    qualification: 'B.E.',
    passout_year: 2018,
    passout_percentage: 72,
    still_studying: '0',
  },
];

describe('the form model', () => {
  it("reads a candidate, '0' meaning empty", () => {
    const v = valuesFromCandidate(candidate, exp, edu, [] as JobLink[]);
    expect(v).toMatchObject({
      secondary_mobile: '',
      identity_card_number: '',
      exp_months: '0',
      current_ctc: '1200000',
      free_pool: false,
    });
    expect(v.experience[0]).toMatchObject({
      encrypted_id: 'e1',
      start_date: '2019-01',
      still_working: true,
    });
    expect(v.skills).toEqual([{ label: 'React', value: 'React' }]);
  });

  it('sends only what changed on edit (fields, skills, changed and new rows)', () => {
    const base = valuesFromCandidate(candidate, exp, edu, []);
    expect(updatePayload(base, base, {})).toBeNull();
    const v = {
      ...base,
      designation: 'Lead',
      skills: [...base.skills, { label: 'Go', value: 'Go' }],
      experience: [
        { ...base.experience[0], still_working: false, end_date: '2024-01' },
        {
          ...blankExperience(),
          job_title: 'Lead',
          company_name: 'Hooli',
          start_date: '2024-02',
          still_working: true,
        },
      ],
      education: base.education,
    };
    const p = updatePayload(v, base, {})!;
    expect(p.fields).toEqual({ designation: 'Lead' });
    expect(p.skills).toEqual(['React', 'Go']);
    expect(p.experience).toEqual([
      {
        encrypted_id: 'e1',
        job_title: 'Dev',
        company_name: 'Initech',
        start_date: '2019-01-01',
        end_date: '2024-01-01',
        still_working: '0',
      },
      {
        job_title: 'Lead',
        company_name: 'Hooli',
        start_date: '2024-02-01',
        end_date: '',
        still_working: '1',
      },
    ]);
    expect(p.education).toEqual([]);
  });

  it('sends the required fields and all filled rows on add, no job rows in the free pool', () => {
    const v = { ...blankValues(), name: 'A', free_pool: true };
    const p = createPayload(v, {});
    expect(p.fields).toMatchObject({
      name: 'A',
      primary_mobile: '',
      exp_months: '',
      free_pool: '1',
    });
    expect(p.experience).toEqual([]);
    expect(p.jobOrders).toEqual([]);
  });

  it('applies the experience rules', () => {
    const a = {
      ...blankExperience(),
      job_title: 'Dev',
      company_name: 'C'.repeat(151),
      start_date: '2030-01',
      end_date: '',
    };
    const b = {
      ...blankExperience(),
      job_title: 'Dev',
      company_name: 'Initech',
      start_date: '2021-05',
      end_date: '2020-01',
    };
    const c = {
      ...blankExperience(),
      company_name: 'X',
      start_date: '2020-01',
      still_working: true,
    };
    const d = {
      ...blankExperience(),
      job_title: 'Y',
      company_name: 'Y',
      start_date: '2020-01',
      still_working: true,
    };
    const e = experienceErrors([a, b, c, d, blankExperience()], '2025-06');
    expect(e).toEqual({
      [`experience.${a.key}.company_name`]:
        'The company name must not be greater than 150 characters.',
      [`experience.${a.key}.start_date`]: 'The from date must not be after today.',
      [`experience.${a.key}.end_date`]: 'The to date field is required in Experience.',
      [`experience.${b.key}.end_date`]: 'The to date must not be before the from date.',
      [`experience.${c.key}.job_title`]: 'The job title field is required in Experience.',
      experience: 'Only one experience may be marked Still working.',
    });
  });

  it('applies the education rules', () => {
    const a = {
      ...blankEducation(),
      university: 'U',
      passout_year: '2031',
      passout_percentage: '1',
    };
    const b = {
      ...blankEducation(),
      university: 'U',
      qualification: 'Q',
      still_studying: true,
      passout_percentage: '1',
    };
    expect(educationErrors([a, b, blankEducation()], 2025)).toEqual({
      [`education.${a.key}.qualification`]: 'The qualification field is required in Education.',
      [`education.${a.key}.passout_year`]: 'The passout year must not be after this year.',
      [`education.${a.key}.passout_percentage`]: 'The passout percentage must be at least 2.',
    });
  });

  it('caps the percentage at 2 digits (and 2 decimals)', () => {
    expect(['785', '78.555', '7', '100', 'abc', '9.'].map(capPercentage)).toEqual([
      '78',
      '78.55',
      '7',
      '10',
      '',
      '9.',
    ]);
  });

  it('requires job and recruiter on new job rows unless in the free pool, and takes any number of skills', () => {
    const v = {
      ...blankValues(),
      skills: ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => ({ label: s, value: s })),
    };
    const errors = validateCandidate(v);
    expect(errors.skills).toBeUndefined();
    expect(Object.values(errors)).toEqual(
      expect.arrayContaining([
        'The job order name field is required.',
        'The recruiter field is required.',
      ]),
    );
    expect(Object.values(validateCandidate({ ...v, free_pool: true }))).not.toContain(
      'The recruiter field is required.',
    );
  });

  it("maps the server's row errors back to the rows that were sent", () => {
    const filled = { ...blankExperience(), job_title: 'Dev', company_name: 'X' };
    const v = { ...blankValues(), experience: [blankExperience(), filled] };
    const out = formErrorsFromServer(
      {
        'experience.0.company_name': ['bad'],
        skill: ['too many'],
        name: ['The name field is required.'],
      },
      rowsToSend(v),
    );
    expect(out).toEqual({
      [`experience.${filled.key}.company_name`]: 'bad',
      skills: 'too many',
      name: 'The name field is required.',
    });
  });
});

describe('prefill planning', () => {
  const parsed: ParsedResume = {
    current_location: 'Pune',
    username: 'Ravi Kumar',
    primary_mobile: '+91 98765 43210',
    primary_email: 'ravi@gmail.com',
    secondary_email: '',
    exp_in_years: 5,
    exp_in_months: null,
    ctc: null,
    notice_period: 60,
    profile_pic: '',
    profile_pic_url: null,
    photo_message: '',
    location: null,
    exp_details: [
      { designation: 'Dev', company: 'Initech', from_date: '2019-01-01', to_date: ' Till Date' },
      { designation: 'QA', company: 'Globex', from_date: '2016-3-1', to_date: 'Present' },
    ],
    education_details: [],
    primary_skills: ['React', 'Go'],
    secondary_skills: ['Rust', 'Java', 'Python'],
  };

  it('fills empty fields and lists typed ones as conflicts without changing them', () => {
    const v = { ...blankValues(), name: 'Ravi K', primary_email: 'RAVI@gmail.com' };
    const plan = planPrefill(v, parsed);
    expect(plan.fills).toMatchObject({
      primary_mobile: '9876543210',
      exp_years: '5',
      notice_period: '60',
      company_name: 'Initech',
      designation: 'Dev',
    });
    expect(plan.fills).not.toHaveProperty('name');
    expect(plan.fills).not.toHaveProperty('primary_email'); // same value, other case: no conflict
    expect(plan.conflicts.map((c) => c.field)).toEqual(['name']);
    expect(plan.replacements).toEqual({ name: 'Ravi Kumar' });
    expect(plan.fills.skills?.map((s) => s.value)).toEqual(['React', 'Go', 'Rust', 'Java', 'Python']);
    expect(
      plan.fills.experience?.map((r) => [r.company_name, r.start_date, r.still_working]),
    ).toEqual([
      ['Initech', '2019-01', true],
      ['Globex', '2016-03', false],
    ]);
  });

  it('leaves contact fields alone when the parse withholds them (null) and keeps what was typed', () => {
    const withheld = { ...parsed, primary_mobile: null, primary_email: null, secondary_email: null };
    const v = { ...blankValues(), primary_mobile: '9845012345' };
    const plan = planPrefill(v, withheld);
    expect(plan.fills).not.toHaveProperty('primary_mobile');
    expect(plan.fills).not.toHaveProperty('primary_email');
    expect(plan.fills).not.toHaveProperty('secondary_email');
    expect(plan.conflicts.map((c) => c.field)).not.toContain('primary_mobile');
    expect(plan.fills).toMatchObject({ name: 'Ravi Kumar', notice_period: '60' });
  });

  it('asks before replacing rows the recruiter already filled', () => {
    const v = {
      ...blankValues(),
      experience: [{ ...blankExperience(), job_title: 'Mine', company_name: 'Mine' }],
    };
    const plan = planPrefill(v, parsed);
    expect(plan.fills.experience).toBeUndefined();
    expect(plan.conflicts.map((c) => c.field)).toContain('experience');
  });
});

describe('editing a stored record', () => {
  const stored = () => {
    const base = {
      ...blankValues(),
      name: 'Legacy Person',
      company_name: 'L'.repeat(160),
      experience: [
        {
          ...blankExperience(),
          key: 'e1',
          encrypted_id: 'e1',
          job_title: 'Engineer',
          company_name: 'K'.repeat(160),
          start_date: '2019-01',
          end_date: '2020-01',
        },
      ],
      education: [],
      job_orders: [],
    };
    return base;
  };

  it('never fails on a value stored before a rule was added', () => {
    const base = stored();
    const v = { ...base, designation: 'Lead' };
    expect(Object.keys(validateCandidate(v)).sort()).toEqual([
      'company_name',
      `experience.e1.company_name`,
      'exp_months',
      'exp_years',
      'expected_ctc',
      'current_ctc',
      'notice_period',
      'primary_email',
      'primary_mobile',
    ].sort());
    expect(validateCandidate(v, new Date(), base)).toEqual({});
  });

  it('checks a changed value strictly, in a row whose other fields stay as stored', () => {
    const base = stored();
    const v = {
      ...base,
      company_name: 'M'.repeat(151),
      experience: [{ ...base.experience[0], job_title: 'Principal Engineer', end_date: '2018-01' }],
    };
    expect(validateCandidate(v, new Date(), base)).toEqual({
      company_name: 'The company name must not be greater than 150 characters.',
      'experience.e1.end_date': 'The to date must not be before the from date.',
    });
  });
});
