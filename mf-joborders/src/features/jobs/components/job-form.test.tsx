/**
 * @jest-environment ../shared-auth/test/jsdom-fetch-environment.cjs
 */
// (jsdom has no Request/Response: react-router's data router needs them)
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp, SCREEN_LOAD_LIMIT_MS } from 'shared-ui/src/test-utils';
import { fakeApi } from 'shared-ui/src/test-auth';
import { JOB_DETAILS } from 'contract/test/jobs';
import App from '../../../App';
import type { Job } from '../api/types';
import {
  EMPTY_JOB,
  EXPERIENCE_ORDER_MESSAGE,
  payloadFrom,
  positionsTitle,
  validateJob,
  type JobFormValues,
} from './job-form-model';
import { toJobFormData } from '../api/create-job';

jest.mock('shared-auth', () => jest.requireActual('shared-ui/src/test-auth').sharedAuthWithFakeApi());

// a test may wait that long for its screen's code, then needs the time of its own steps
jest.setTimeout(SCREEN_LOAD_LIMIT_MS + 30_000);

const { mockGet, mockSend } = fakeApi();
const JOB_ID = '11111111-2222-4333-8444-555555555555';

const job: Job = {
  encrypted_id: JOB_ID,
  job_id: JOB_ID,
  job_code: 1001,
  lock_version: 1,
  ...JOB_DETAILS,
  client_id: 'c1',
  client_name: 'Flipkart',
  client_legal_name: 'Flipkart Internet',
  clientlogo_file_url: null,
  contact_id: null,
  contact_name: '',
  contact_email: '',
  contact_phone: '',
  country_id: 101,
  country_name: 'India',
  state_id: 4026,
  state_name: 'Karnataka',
  city_id: 57,
  city_name: 'Bengaluru',
  position_status: 'Active',
  positions_description: '',
  job_description: '<p>Build UIs</p>',
  qualification_description: '',
  jobdescription_file_url: null,
  jobdescription_file_name: null,
  cnd_count: 0,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  skills: [{ encrypted_id: 's1', skill_name: 'React', skill_type: 'primary' }],
  users: [
    {
      user_id: 'u1',
      user_email: 'priya@example.com',
      username: 'Priya',
      user_type: 'recruiter',
      encrypted_id: 'ju1',
    },
  ],
  qualifications: [],
};

beforeEach(() => {
  mockGet.mockReset();
  mockSend.mockReset();
  mockGet.mockImplementation(async (path: string) => {
    if (path === 'countries') return [{ id: 101, name: 'India' }] as never;
    if (path === 'states') return [{ id: 4026, name: 'Karnataka' }] as never;
    if (path === 'cities') return [{ id: 57, name: 'Bengaluru' }] as never;
    if (path === `jobs/${JOB_ID}`) return { status: true, data: [job] } as never;
    return { status: true, data: [] } as never;
  });
  mockSend.mockImplementation(async (method: string, path: string) => {
    if (path === 'search_users')
      return {
        status: true,
        data: {
          user: [
            {
              email: 'abc@example.com',
              encrypted_id: 'u9',
              username: 'Abc',
              user_type: 'recruiter',
            },
          ],
        },
      } as never;
    return { status: true, message: 'ok' } as never;
  });
});

async function renderAt(path: string, formName: string) {
  // the form's code is loaded (the first test compiles it) before the test looks
  const { router } = await renderApp(<App />, path);
  await screen.findByRole('form', { name: formName });
  return router;
}

const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('job order form', () => {
  it('checks the required fields before sending, with the server messages', async () => {
    await renderAt('/joborders/add', 'Add job order');
    await submit();
    for (const message of [
      'Job Title is required',
      'Client is required',
      'Country is required',
      'State is required',
      'City is required',
      'Office Name/Land mark is required',
      'Min. Experience is required',
      'Max. Experience is required',
      'Maximum Budget is required',
      'Recruiter is required',
    ]) {
      expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    }
    expect(mockSend).not.toHaveBeenCalledWith('POST', 'jobs', expect.anything());
  });

  it('refuses a max experience below the min experience', async () => {
    await renderAt('/joborders/add', 'Add job order');
    type(screen.getByRole('textbox', { name: /Min\. Experience/ }), '8');
    type(screen.getByRole('textbox', { name: /Max\. Experience/ }), '5');
    await submit();
    expect((await screen.findAllByText(EXPERIENCE_ORDER_MESSAGE)).length).toBeGreaterThan(0);
    type(screen.getByRole('textbox', { name: /Max\. Experience/ }), '8');
    await submit();
    await waitFor(() => expect(screen.queryAllByText(EXPERIENCE_ORDER_MESSAGE)).toHaveLength(0));
  });

  it('starts the recruiter search by e-mail at 3 characters', async () => {
    await renderAt('/joborders/add', 'Add job order');
    const box = screen.getAllByPlaceholderText('Search by e-mail')[0];
    fireEvent.focus(box);
    // past the search's pause, on a fake clock: still nothing asked of the server
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    type(box, 'ab');
    act(() => jest.advanceTimersByTime(1_000));
    jest.useRealTimers();
    expect(mockSend).not.toHaveBeenCalledWith('POST', 'search_users', expect.anything());
    expect(screen.getAllByText('Type at least 3 characters').length).toBeGreaterThan(0);
    type(box, 'abc');
    await waitFor(() =>
      expect(mockSend).toHaveBeenCalledWith('POST', 'search_users', { email: 'abc' }),
    );
    expect(await screen.findByText('abc@example.com')).toBeInTheDocument();
  });

  it("titles the position block 'Position Description' when an edited job has none, 'Position Inputs' otherwise", async () => {
    await renderAt(`/joborders/${JOB_ID}/edit`, 'Edit job order');
    expect(screen.getByText('Position Description')).toBeInTheDocument();
    expect(screen.queryByText('Position Inputs')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Job Title/ })).toHaveValue(
      'Senior React Developer',
    );
  });

  it("titles it 'Position Inputs' on Add", async () => {
    await renderAt('/joborders/add', 'Add job order');
    expect(screen.getByText('Position Inputs')).toBeInTheDocument();
  });
});

describe('job form model', () => {
  it('positionsTitle', () => {
    expect(positionsTitle('edit', '')).toBe('Position Description');
    expect(positionsTitle('edit', '<p> </p>')).toBe('Position Description');
    expect(positionsTitle('edit', '<p>Two seats</p>')).toBe('Position Inputs');
    expect(positionsTitle('add', '')).toBe('Position Inputs');
  });

  it('validateJob: numbers and the experience order', () => {
    const filled: JobFormValues = {
      ...EMPTY_JOB,
      job_title: 'x',
      client: { value: 'c', label: 'C' },
      country: 1,
      state: 2,
      city: 3,
      office_landmark: 'y',
      min_experience: '4',
      max_experience: '4',
      max_budget: '100',
      user_recruiter: [{ value: 'u', label: 'u@x' }],
    };
    expect(validateJob({ ...filled })).toEqual({});
    expect(validateJob({ ...filled, min_experience: '5' })).toEqual({
      max_experience: EXPERIENCE_ORDER_MESSAGE,
    });
    expect(validateJob({ ...filled, max_budget: '12 LPA' })).toEqual({
      max_budget: 'The max budget must be a number.',
    });
  });

  it('sends lists as indexed keys (spec 7.1)', () => {
    const form = toJobFormData(
      payloadFrom({
        ...EMPTY_JOB,
        job_title: 'T',
        skill_primary: [
          { value: 'React', label: 'React' },
          { value: 'Go', label: 'Go' },
        ],
        user_recruiter: [{ value: 'u1', label: 'a@b' }],
      }),
    );
    expect(form.get('skill_primary[0]')).toBe('React');
    expect(form.get('skill_primary[1]')).toBe('Go');
    expect(form.get('user_recruiter[0]')).toBe('u1');
    expect(form.get('job_title')).toBe('T');
    expect(form.get('position_status')).toBe('Active');
  });
});
