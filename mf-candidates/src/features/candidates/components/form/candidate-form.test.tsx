/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
// (jsdom has no Request/Response: react-router's navigations and ky's errors need them)
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, SCREEN_LOAD_LIMIT_MS } from 'shared-ui/src/test-utils';
import { fakeApi } from 'shared-ui/src/test-auth';
import App from '../../../../App';
import type { ParsedResume } from '../../api/types';
import { PARSED_RESUME } from 'contract/test/candidates';
import { PUNE } from '../../../../test/fixtures';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());

// a test may wait that long for its screen's code, then needs the time of its own steps
jest.setTimeout(SCREEN_LOAD_LIMIT_MS + 30_000);

const { mockGet, mockSend } = fakeApi();

const SKILLS = ['React', 'Java', 'Python', 'Go', 'Rust'];

beforeEach(() => {
  mockGet.mockReset();
  mockSend.mockReset();
  mockGet.mockImplementation(async (path: string, params?: Record<string, unknown>) => {
    if (path === 'countries') return [{ id: 101, name: 'India' }] as never;
    if (path === 'states') return [{ id: 4008, name: 'Maharashtra' }] as never;
    if (path === 'cities') return [{ id: 133024, name: 'Pune' }] as never;
    if (path === 'candidates_duplicates') return { status: true, data: [] } as never;
    if (path === 'skills') {
      const q = String(params?.q ?? '').toLowerCase();
      return {
        status: true,
        data: SKILLS.filter((s) => s.toLowerCase().startsWith(q.slice(0, 1))).map((s) => ({
          encrypted_id: s,
          name: s,
          skill_name: s,
        })),
      } as never;
    }
    if (path === 'jobs') return { status: true, data: [] } as never;
    return { status: true, data: [] } as never;
  });
});

async function renderAdd() {
  // the form's code is loaded (the first test compiles it) before the test looks
  const { router } = await renderApp(<App />, '/candidates/add');
  await screen.findByRole('form', { name: 'Add candidate' });
  return router;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: /Save/ }));
/** Formik submits asynchronously: click Save and let it run. */
const submit = () =>
  act(async () => {
    save();
  });
const rows = (testId: string) => screen.getAllByTestId(testId);
const inRow = (testId: string, index: number) => within(rows(testId)[index]);
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('Add candidate: required fields', () => {
  it('shows "The {field} field is required." for each missing field until it is corrected, lists them at the top, and turns the save icon to danger', async () => {
    jest.useFakeTimers();
    try {
      await renderAdd();
      expect(screen.getByTestId('save-icon').closest('button')).toHaveAttribute(
        'data-save-state',
        'idle',
      );
      await submit();
      for (const m of [
        'The name field is required.',
        'The primary mobile field is required.',
        'The primary email field is required.',
        'The exp years field is required.',
        'The exp months field is required.',
        'The current ctc field is required.',
        'The expected ctc field is required.',
        'The notice period field is required.',
      ]) {
        expect(screen.getAllByText(m, { exact: false }).length).toBeGreaterThan(0);
      }
      expect(screen.getByTestId('save-icon').closest('button')).toHaveAttribute(
        'data-save-state',
        'invalid',
      );
      const summary = screen.getByTestId('error-summary');
      expect(within(summary).getAllByRole('button').length).toBeGreaterThanOrEqual(8);
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getAllByText('The name field is required.')).toHaveLength(2);
      expect(screen.queryByText(/more\)/)).not.toBeInTheDocument();
      expect(mockSend).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('accepts 0 months', async () => {
    await renderAdd();
    type(screen.getByLabelText(/Experience \(Months\)/), '0');
    await submit();
    expect(screen.queryByText('The exp months field is required.')).not.toBeInTheDocument();
    // under the field and in the summary at the top
    expect(screen.getAllByText('The exp years field is required.')).toHaveLength(2);
  });
});

describe('Add candidate: experience rows', () => {
  it('allows one row still working, disabling its To date and the box on the other rows', async () => {
    await renderAdd();
    fireEvent.click(screen.getAllByRole('button', { name: /Add More/ })[0]);
    expect(rows('experience-row')).toHaveLength(2);
    const first = inRow('experience-row', 0);
    const second = inRow('experience-row', 1);
    fireEvent.click(first.getByRole('checkbox', { name: 'Still working' }));
    await waitFor(() => expect(first.getByLabelText('To Date')).toBeDisabled());
    expect(second.getByRole('checkbox', { name: 'Still working' })).toBeDisabled();
    expect(second.getByLabelText('To Date')).not.toBeDisabled();
    // unticking frees the other row
    fireEvent.click(first.getByRole('checkbox', { name: 'Still working' }));
    await waitFor(() =>
      expect(second.getByRole('checkbox', { name: 'Still working' })).not.toBeDisabled(),
    );
  });

  it('checks the company name (at most 150 characters), the dates, and To not before From', async () => {
    await renderAdd();
    const row = inRow('experience-row', 0);
    type(row.getByLabelText('Company Name'), `  ${'C'.repeat(151)} `);
    type(row.getByLabelText('From Date'), '2021-05');
    type(row.getByLabelText('To Date'), '2020-01');
    await submit();
    expect(
      row.getByText('The company name must not be greater than 150 characters.'),
    ).toBeInTheDocument();
    expect(row.getByText('The job title field is required in Experience.')).toBeInTheDocument();
    expect(row.getByText('The to date must not be before the from date.')).toBeInTheDocument();

    type(row.getByLabelText('Company Name'), 'Tata Consultancy Services');
    type(row.getByLabelText('Company Name'), '');
    type(row.getByLabelText('Job Title'), 'Engineer');
    await submit();
    expect(row.getByText('The company name field is required in Experience.')).toBeInTheDocument();
  });
});

describe('Add candidate: education rows', () => {
  it('allows one row still studying, which disables its year and percentage', async () => {
    await renderAdd();
    fireEvent.click(screen.getAllByRole('button', { name: /Add More/ })[1]);
    const first = inRow('education-row', 0);
    const second = inRow('education-row', 1);
    type(first.getByLabelText('Passout Year'), '2019');
    fireEvent.click(first.getByRole('checkbox', { name: 'Still Studying' }));
    await waitFor(() => expect(first.getByLabelText('Passout Year')).toBeDisabled());
    expect(first.getByLabelText('Passout Percentage')).toBeDisabled();
    expect(second.getByRole('checkbox', { name: 'Still Studying' })).toBeDisabled();
  });

  it('caps the percentage at two digits and requires at least 2', async () => {
    await renderAdd();
    const row = inRow('education-row', 0);
    const pct = row.getByLabelText('Passout Percentage');
    type(pct, '785');
    expect(pct).toHaveValue('78');
    type(pct, '78.555');
    expect(pct).toHaveValue('78.55');
    type(pct, '1');
    type(row.getByLabelText('University'), 'Pune University');
    await submit();
    expect(row.getByText('The passout percentage must be at least 2.')).toBeInTheDocument();
    expect(row.getByText('The qualification field is required in Education.')).toBeInTheDocument();
    expect(row.getByText('The passout year field is required in Education.')).toBeInTheDocument();
  });
});

describe('Add candidate: skills', () => {
  it('takes any number of skills', async () => {
    await renderAdd();
    const box = screen.getByRole('combobox', { name: 'Skills' });
    for (const skill of ['React', 'Java', 'Python', 'Go', 'Rust']) {
      fireEvent.focus(box);
      type(box, `${skill.slice(0, 1)}${skill.slice(1, 3).padEnd(2, 'x')}`);
      const option = await screen.findByRole('option', { name: skill });
      fireEvent.mouseDown(option);
    }
    expect(screen.queryByText(/maximum of 4/)).not.toBeInTheDocument();
    for (const skill of SKILLS)
      expect(screen.getByRole('button', { name: `Remove ${skill}` })).toBeInTheDocument();
    expect(screen.getByText('5 selected')).toBeInTheDocument();
  });
});

const parsed: ParsedResume = {
  ...PARSED_RESUME,
  profile_pic_url: null,
  photo_message: '',
  location: PUNE,
  secondary_skills: [],
};

describe('Add candidate: prefill from a parsed resume', () => {
  it('fills empty fields (marked "from resume") and leaves a typed field unless the recruiter agrees', async () => {
    mockSend.mockImplementation(async (_m, path) => {
      if (path === 'resume_parse')
        return { status: true, message: 'Resume parsed successfully', data: parsed } as never;
      throw new Error(`unexpected ${path}`);
    });
    await renderAdd();
    type(screen.getByLabelText(/^Name/), 'Ravi K.');
    const file = new File(['<html><body>Ravi</body></html>'], 'ravi.html', { type: 'text/html' });
    fireEvent.change(screen.getByTestId('parsing-input'), { target: { files: [file] } });

    // the typed name conflicts: asked, and kept
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(within(dialog).getByText(/Ravi K\. → Ravi Kumar/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() =>
      expect(screen.getByLabelText(/Primary Email/)).toHaveValue('ravi.kumar@gmail.com'),
    );
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi K.');
    expect(screen.getByLabelText(/Primary Mobile/)).toHaveValue('9876543210');
    expect(screen.getByLabelText(/Current CTC/)).toHaveValue('1200000');
    expect(screen.getByLabelText(/Current Company/)).toHaveValue('Initech');
    expect(inRow('experience-row', 0).getByLabelText('Company Name')).toHaveValue('Initech');
    expect(
      inRow('experience-row', 0).getByRole('checkbox', { name: 'Still working' }),
    ).toBeChecked();
    expect(inRow('education-row', 0).getByLabelText('Passout Year')).toHaveValue('2018');
    expect(screen.getByRole('button', { name: 'Remove React' })).toBeInTheDocument();
    expect(screen.getAllByText('from resume').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(/fields filled from ravi\.html/)).toBeInTheDocument();
  });

  it('replaces a typed field when the recruiter agrees', async () => {
    mockSend.mockImplementation(async (_m, path) => {
      if (path === 'resume_parse') return { status: true, message: '', data: parsed } as never;
      throw new Error(`unexpected ${path}`);
    });
    await renderAdd();
    type(screen.getByLabelText(/^Name/), 'Ravi K.');
    fireEvent.change(screen.getByTestId('parsing-input'), {
      target: { files: [new File(['x'], 'ravi.pdf')] },
    });
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Kumar'));
  });
});

describe('Add candidate: prefills the parser was not sure of', () => {
  it('marks values under 0.6 confidence "from resume, check this" and the others "from resume"', async () => {
    const unsure = {
      ...parsed,
      confidence: {
        username: 0.4,
        primary_email: 0.95,
        primary_mobile: 0.95,
        ctc: 0.5,
        skills: 0.9,
      },
    };
    mockSend.mockImplementation(async (_m, path) => {
      if (path === 'resume_parse') return { status: true, message: '', data: unsure } as never;
      throw new Error(`unexpected ${path}`);
    });
    await renderAdd();
    fireEvent.change(screen.getByTestId('parsing-input'), {
      target: { files: [new File(['x'], 'ravi.pdf')] },
    });
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Ravi Kumar'));
    // Two fields to check: the name and the CTC; the e-mail is sure.
    expect(screen.getAllByText('from resume, check this')).toHaveLength(2);
    expect(
      screen.getByLabelText(/^Name/).closest('[data-part="root"], div')?.parentElement?.textContent,
    ).toMatch(/check this/);
    expect(screen.getAllByText('from resume').length).toBeGreaterThanOrEqual(4);
  });
});

describe('Add candidate: save', () => {
  it('sends everything in one request and turns the save icon to success', async () => {
    mockSend.mockResolvedValue({
      status: true,
      message: 'Candidate Added Successfully',
      data: { encrypted_id: '11111111-1111-4111-8111-111111111111' },
    } as never);
    await renderAdd();
    type(screen.getByLabelText(/^Name/), 'Asha Verma');
    type(screen.getByLabelText(/Primary Mobile/), '98450 12345');
    type(screen.getByLabelText(/Primary Email/), 'asha@example.com');
    type(screen.getByLabelText(/Experience \(Years\)/), '4');
    type(screen.getByLabelText(/Experience \(Months\)/), '0');
    type(screen.getByLabelText(/Current CTC/), '1200000');
    type(screen.getByLabelText(/Expected CTC/), '1500000');
    type(screen.getByLabelText(/Notice Period/), '30');
    type(inRow('experience-row', 0).getByLabelText('Job Title'), 'Engineer');
    type(inRow('experience-row', 0).getByLabelText('Company Name'), 'Initech');
    type(inRow('experience-row', 0).getByLabelText('From Date'), '2020-01');
    fireEvent.click(inRow('experience-row', 0).getByRole('checkbox', { name: 'Still working' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add this profile to free pool' }));
    await waitFor(() => expect(screen.queryByText('Add To Job Order')).not.toBeInTheDocument());
    await submit();
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1));
    const [method, path, body] = mockSend.mock.calls[0];
    expect([method, path]).toEqual(['POST', 'candidates']);
    const form = body as FormData;
    expect(form.get('name')).toBe('Asha Verma');
    expect(form.get('free_pool')).toBe('1');
    expect(JSON.parse(String(form.get('experience')))).toEqual([
      {
        job_title: 'Engineer',
        company_name: 'Initech',
        start_date: '2020-01-01',
        end_date: '',
        still_working: '1',
      },
    ]);
    expect(form.get('job_orders')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('save-icon').closest('button')).toHaveAttribute(
        'data-save-state',
        'saved',
      ),
    );
  });
});

describe('Add candidate: a parsed value that breaks a rule', () => {
  it('is shown as an error at once, before Save', async () => {
    const longEmployer = `Global ${'Consulting '.repeat(15)}Limited`;
    mockSend.mockImplementation(async (_m, path) => {
      if (path === 'resume_parse')
        return {
          status: true,
          message: '',
          data: {
            ...parsed,
            exp_details: [
              {
                designation: 'Developer',
                company: longEmployer,
                from_date: '2019-01-01',
                to_date: '2030-01-01',
              },
            ],
          },
        } as never;
      throw new Error(`unexpected ${path}`);
    });
    await renderAdd();
    fireEvent.change(screen.getByTestId('parsing-input'), {
      target: { files: [new File(['x'], 'long.pdf')] },
    });
    await waitFor(() =>
      expect(inRow('experience-row', 0).getByLabelText('Company Name')).toHaveValue(longEmployer),
    );
    const row = inRow('experience-row', 0);
    expect(
      await row.findByText('The company name must not be greater than 150 characters.'),
    ).toBeInTheDocument();
    expect(row.getByText('The to date must not be after today.')).toBeInTheDocument();
    expect(mockSend).toHaveBeenCalledTimes(1);
  });
});

describe('Edit candidate: a demo record', () => {
  const ID = '22222222-2222-4222-8222-222222222222';
  // As the demo data stores them: six skills, an employer of 25 characters, an old row of 160.
  const candidate = {
    encrypted_id: ID,
    name: 'Kavya Menon',
    primary_mobile: '9845012345',
    primary_email: 'kavya.menon@example.com',
    created_at: '2026-11-01T10:00:00+05:30',
    company_name: 'Tata Consultancy Services',
    designation: 'Senior Developer',
    city_name: 'Pune',
    exp_years: 6,
    exp_months: 2,
    notice_period: 30,
    current_ctc: 1800000,
    expected_ctc: 2400000,
    stocks: null,
    secondary_mobile: '',
    secondary_email: '',
    country: null,
    state: null,
    city: null,
    country_name: null,
    state_name: null,
    address: '',
    identity_card_name: '',
    identity_card_number: '',
    fixed_ctc: null,
    variable_ctc: null,
    resume_source: 'Naukri',
    resume_subsource: '',
    about_candidate: '',
    free_pool: '1',
    skills: ['React', 'Java', 'Python', 'Go', 'Rust', 'Docker'].map((s) => ({
      encrypted_id: s,
      name: s,
      skill_name: s,
    })),
    resume_name: '',
    resume_type: '',
    resume_url: null,
    profile_pic_url: null,
    job_links: 0,
    updated_at: '2026-11-01T10:00:00+05:30',
  };
  const experience = [
    {
      encrypted_id: 'exp-1',
      candidate_id: ID,
      job_title: 'Senior Developer',
      company_name: 'Tata Consultancy Services',
      start_date: '2021-03-01',
      end_date: null,
      still_working: '1',
    },
    {
      encrypted_id: 'exp-2',
      candidate_id: ID,
      job_title: 'Developer',
      company_name: `Old ${'Name '.repeat(31)}`.trim(),
      start_date: '2018-01-01',
      end_date: '2021-02-01',
      still_working: '0',
    },
  ];

  it('saves after a one-field change: only the change is sent', async () => {
    const base = mockGet.getMockImplementation()!;
    mockGet.mockImplementation(async (path, params) => {
      if (path === `candidates/${ID}`) return { status: true, data: [candidate] } as never;
      if (path === `candidates_experience/${ID}`)
        return { status: true, data: experience } as never;
      if (path === `candidates_education/${ID}`) return { status: true, data: [] } as never;
      if (path === 'candidates_job_orders') return { status: true, data: [] } as never;
      return base(path, params);
    });
    mockSend.mockResolvedValue({
      status: true,
      message: 'Candidate Updated Successfully',
    } as never);
    await renderApp(<App />, `/candidates/${ID}/edit`);
    await screen.findByRole('form', { name: 'Edit candidate' });
    expect(screen.getByText('6 selected')).toBeInTheDocument();
    type(screen.getByLabelText(/Notice Period/), '45');
    await submit();
    await waitFor(() => expect(mockSend).toHaveBeenCalledTimes(1));
    const [method, path, body] = mockSend.mock.calls[0];
    expect([method, path]).toEqual(['POST', `candidates/${ID}`]);
    const form = body as FormData;
    expect(form.get('notice_period')).toBe('45');
    expect(form.get('experience')).toBeNull();
    expect(form.get('skill[0]')).toBeNull();
    expect(screen.queryByText(/must not be greater than/)).not.toBeInTheDocument();
  });
});

describe('Add candidate: files checked before the round trip', () => {
  it("refuses a .txt resume with the server's allowed kinds, and keeps the card usable", async () => {
    await renderAdd();
    fireEvent.change(screen.getByTestId('resume-input'), {
      target: { files: [new File(['plain text'], 'cv.txt', { type: 'text/plain' })] },
    });
    expect(
      await screen.findByText('The resume must be a file of type: pdf, doc, docx, html.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('cv.txt')).not.toBeInTheDocument();
    fireEvent.change(screen.getByTestId('resume-input'), {
      target: { files: [new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('cv.pdf')).toBeInTheDocument();
    expect(
      screen.queryByText('The resume must be a file of type: pdf, doc, docx, html.'),
    ).not.toBeInTheDocument();
    expect(mockSend).not.toHaveBeenCalled();
  });
});
