// Sample Job Orders data for the tests of both sides (test-only: nothing in the product imports this).
import type { Static } from '@sinclair/typebox';
import type { JobRecord } from '../jobs';

/**
 * A job order's details as GET /api/jobs/{id} answers them for the API tests' job form (api/test/fixtures/jobs.ts),
 * and as the web tests' fake job order has them.
 */
export const JOB_DETAILS = {
  job_title: 'Senior React Developer',
  office_landmark: 'Tech Park',
  min_experience: 3,
  max_experience: 6,
  max_budget: 1800000,
  no_positions: 2,
  position_type: 'Full Time',
  open_outstation: 'No',
  status: 'active' as const,
} satisfies Partial<Static<typeof JobRecord>>;
