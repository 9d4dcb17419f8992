// Records the module's tests share (not part of the build: only tests import them).
import type { InterviewRow } from '../features/reports/api/types';

export const ids = {
  zenith: '11111111-1111-4111-8111-111111111111',
  acme: '22222222-2222-4222-8222-222222222222',
  java: '33333333-3333-4333-8333-333333333333',
  angular: '44444444-4444-4444-8444-444444444444',
  devops: '55555555-5555-4555-8555-555555555555',
  asha: '66666666-6666-4666-8666-666666666666',
  bala: '77777777-7777-4777-8777-777777777777',
  chitra: '88888888-8888-4888-8888-888888888888',
};

/** Asha Rao's video interview of 11-Jan-2030, 12:15 AM, 30 minutes: a row of the interview report. */
export const ashaInterview: InterviewRow = {
  encrypted_id: ids.devops,
  candidate_id: ids.asha,
  candidate_name: 'Asha Rao',
  candidate_mobile: '9876543210',
  candidate_email: 'asha@example.com',
  mode_interview: 'Video Conference',
  date: '2030-01-11',
  schedule_time: '2030-01-10T18:45:00.000Z',
  hour: '12',
  minutes: '15',
  timeformat: 'AM',
  duration: 30,
};
